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

/** One movement the provider confirmed: a charge or a refund, under our reference. */
export interface StatementLine {
  kind: 'charge' | 'refund';
  /** Our reference of the charge (order number, `PD…`) or of the refund (refund number). */
  reference: string;
  transactionId: string;
  amountFen: number;
  confirmedAt: Date;
}

export interface PaymentProvider {
  /** True for a provider that moves no real money (shown on the screens). */
  readonly sandbox: boolean;
  chargePaymentCode(charge: PaymentCodeCharge): Promise<ChargeOutcome>;
  /** Money back to the original charge (a refund, issue 12); idempotent by `reference`. */
  refundPayment(refund: PaymentRefund): Promise<RefundOutcome>;
  /**
   * What the provider confirmed from `from` (included) to `to` (excluded), as its statement lists it
   * (a real provider's downloadable bill; the sandbox keeps its own ledger): the reconciliation
   * (issue 17) compares it with what our orders and refunds say.
   */
  statement(from: Date, to: Date): Promise<StatementLine[]>;
}
