// The sandbox payment page's contract (docs/payments.md): GET /api/sandboxPay/:orderNo answers
// what to show, POST /api/sandboxPay/:orderNo/complete takes the person's choice. The route and the
// visitor page share these.
import { z } from 'zod';

/** Our order numbers as every provider takes them (WeChat: 6–32 of [A-Za-z0-9_-|*]). */
export const PAYMENT_ORDER_NO = /^[A-Za-z0-9_-]{6,32}$/;

export const SandboxPayParams = z.object({ orderNo: z.string().regex(PAYMENT_ORDER_NO) });
export type SandboxPayParams = z.infer<typeof SandboxPayParams>;

export const SandboxPaymentView = z.object({
  orderNo: z.string(),
  amountFen: z.number().int(),
  description: z.string(),
  /** ISO 8601. */
  expiresAt: z.string(),
  returnUrl: z.string().nullable(),
  state: z.enum(['open', 'approved', 'declined', 'expired']),
});
export type SandboxPaymentView = z.infer<typeof SandboxPaymentView>;

export const CompleteSandboxPayment = z.object({ approve: z.boolean() });
export type CompleteSandboxPayment = z.infer<typeof CompleteSandboxPayment>;

export const SandboxPaymentCompleted = z.object({
  state: z.enum(['approved', 'declined', 'expired']),
  /** Whether the server took the notification (false: refused, e.g. the amount differs). */
  accepted: z.boolean(),
  /** What the order made of it; null when no notification was sent (expired). */
  outcome: z.enum(['record_payment', 'duplicate', 'not_paid', 'refused', 'rejected']).nullable(),
  returnUrl: z.string().nullable(),
});
export type SandboxPaymentCompleted = z.infer<typeof SandboxPaymentCompleted>;
