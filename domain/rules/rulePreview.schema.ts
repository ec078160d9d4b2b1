import { z } from 'zod';
import { INT4_MAX } from '../inputBounds.ts';
import { BillingRule } from './billingRule.schema.ts';
import { checkDiscountRule, DiscountRuleFields } from './discountRule.schema.ts';
import { PriceDifferenceRule } from './priceDifferenceRule.schema.ts';
import { Fen, Id, Minutes } from './ruleFields.ts';

/**
 * Bodies of the "try it" calls (`POST /api/billingRule/preview`, `/api/priceDifference/preview`,
 * `/api/discount/preview`): a rule as the form holds it, and a stay, a ticket or a cart to price.
 */

/** An instant with its offset ("2024-05-15T10:00:00+08:00", "…Z"), or a local time without one
 *  ("2024-05-15 10:00"), read in the time zone of the rule's scenic area. */
export const PreviewTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:?\d{2})?$/i);

export const BillingPreviewBody = z.strictObject({
  rule: BillingRule,
  entry: PreviewTime,
  exit: PreviewTime,
});
export type BillingPreviewBody = z.input<typeof BillingPreviewBody>;

export const PreviewTicket = z
  .strictObject({
    /** The end of the paid time; wins over entryAt + allowedMinutes. */
    paidUntil: PreviewTime.optional(),
    entryAt: PreviewTime.optional(),
    allowedMinutes: Minutes.optional(),
    alreadyPaid: Fen.default(0),
  })
  .superRefine((t, ctx) => {
    if (t.paidUntil === undefined && (t.entryAt === undefined || t.allowedMinutes === undefined)) {
      ctx.addIssue({ code: 'custom', message: 'i18n:previewPaidTimeRequired', path: ['paidUntil'] });
    }
  });

export const PriceDifferencePreviewBody = z.strictObject({
  rule: PriceDifferenceRule,
  ticket: PreviewTicket,
  now: PreviewTime,
});
export type PriceDifferencePreviewBody = z.input<typeof PriceDifferencePreviewBody>;

export const MAX_PREVIEW_LINES = 50;

export const PreviewCartLine = z.strictObject({
  ticketTypeID: z.number().int().min(0).max(INT4_MAX).default(0),
  unitPrice: Fen,
  count: z.number().int().min(1).max(9999),
});

export const PreviewCart = z.discriminatedUnion('category', [
  z.strictObject({
    category: z.literal('ticketPurchase'),
    scenicAreaID: Id,
    lines: z.array(PreviewCartLine).min(1).max(MAX_PREVIEW_LINES),
  }),
  z.strictObject({ category: z.literal('recharge'), scenicAreaID: Id, amount: Fen }),
]);
export type PreviewCart = z.infer<typeof PreviewCart>;

export const DiscountPreviewBody = z.strictObject({
  cart: PreviewCart,
  /** The rule of the form (with its id when editing a stored one); it counts as enabled. */
  rule: DiscountRuleFields.extend({ id: Id.optional() }).superRefine(checkDiscountRule).optional(),
  /** Also weigh the scenic area's stored enabled rules (the best single discount wins). */
  withStored: z.boolean().default(true),
});
export type DiscountPreviewBody = z.input<typeof DiscountPreviewBody>;
