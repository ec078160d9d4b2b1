// The payment-provider port (DESIGN.md §3): the window charges a payment code scanned from the
// buyer's phone. Adapters: the sandbox (api/src/payments/sandboxPayments.ts, the embedded default
// and the tests) and, later, the real providers with signed notifications.

export interface PaymentCodeCharge {
  /** The code scanned from the buyer's phone. */
  code: string;
  amountFen: number;
  /** Our order number: charging the same reference again answers the first charge's outcome. */
  reference: string;
  description: string;
}

export type ChargeOutcome =
  | { status: 'approved'; transactionId: string }
  | { status: 'declined'; reason: string };

export interface PaymentRefund {
  /** Our refund number: refunding the same reference again answers the first refund's outcome. */
  reference: string;
  amountFen: number;
  /** The provider's transaction of the original charge. */
  transactionId: string;
}

export type RefundOutcome = { status: 'refunded'; refundId: string } | { status: 'failed'; reason: string };

export interface PaymentProvider {
  /** True for a provider that moves no real money (shown on the screens). */
  readonly sandbox: boolean;
  chargePaymentCode(charge: PaymentCodeCharge): Promise<ChargeOutcome>;
  /** Money back to the original charge (a refund, issue 12); idempotent by `reference`. */
  refundPayment(refund: PaymentRefund): Promise<RefundOutcome>;
}
