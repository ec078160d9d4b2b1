// The online-payment port (visitor mobile ordering, docs/payments.md): a visitor pays for an order on
// their phone, inside the WeChat browser (JSAPI) or through Alipay's phone-website payment; the
// provider then tells the server, by a signed notification, that the order was paid. Adapters:
// api/src/payments/wechatPayV3.ts, alipay.ts and sandboxOnlinePayments.ts (the embedded default,
// completed by a person in the browser). Interfaces and the typed refusal only: no I/O here.
// Money is integer fen throughout; an adapter converts to the provider's unit at its edge.

export type OnlineProviderName = 'sandbox' | 'wechat' | 'alipay';

export interface PreparePayment {
  /** Our order number, the provider's out_trade_no: 6–32 of [A-Za-z0-9_-]. */
  orderNo: string;
  amountFen: number;
  /** What the payer sees on the payment sheet (WeChat takes at most 127 bytes). */
  description: string;
  /** The payer's openid under our official account (WeChat JSAPI needs it; the others ignore it). */
  openid?: string;
  /** Where the provider posts the notification (an https URL for the real providers). */
  notifyUrl: string;
  /** Where the browser returns after paying (Alipay and the sandbox; WeChat's page stays put). */
  returnUrl?: string;
  /** After this the provider refuses to take the money. */
  expiresAt: Date;
}

/** What the visitor page needs to start paying, by provider. */
export type PayParams =
  | {
      provider: 'wechat';
      /** The arguments of WeixinJSBridge.invoke('getBrandWCPayRequest', …) / wx.chooseWXPay. */
      jsapi: {
        appId: string;
        timeStamp: string;
        nonceStr: string;
        package: string;
        signType: 'RSA';
        paySign: string;
      };
    }
  /** A signed alipay.trade.wap.pay URL: the page sends the browser there. */
  | { provider: 'alipay'; redirectUrl: string }
  /** The sandbox page where a person approves or declines the payment. */
  | { provider: 'sandbox'; sandboxUrl: string };

/** A verified, decrypted payment notification. */
export interface PaymentNotice {
  provider: OnlineProviderName;
  orderNo: string;
  /** The provider's transaction (WeChat transaction_id, Alipay trade_no, sandbox SBX…). */
  transactionId: string;
  /** What the provider says the order's total was (before the payer's coupons), in fen. */
  amountFen: number;
  /** True when the money was taken; false for a notice of a closed or declined payment. */
  paid: boolean;
  /** When the money was taken (the notice's time when `paid` is false). */
  paidAt: Date;
}

/** The refund reference of a payment that paid nothing here and is given back whole. */
export const givenBackReference = (transactionId: string) => `R${transactionId}`.slice(0, 32);

export interface OnlineRefund {
  /** Our refund number: refunding with the same reference again is the same refund. */
  reference: string;
  orderNo: string;
  transactionId: string;
  amountFen: number;
  /** The original payment's total (WeChat wants it with every refund). */
  totalFen: number;
  /** Where WeChat posts the refund's result (optional; the refund is also queryable). */
  notifyUrl?: string;
}

/** `pending`: accepted, the money is on its way (WeChat's PROCESSING); the refund's id is final. */
export type OnlineRefundOutcome =
  | { status: 'refunded' | 'pending'; refundId: string }
  | { status: 'failed'; reason: string };

/** What the notification endpoint answers the provider: accepted or not, in its own format. */
export interface NotificationAnswer {
  statusCode: number;
  contentType: string;
  body: string;
}

export type NotificationRejection = 'bad_signature' | 'bad_payload' | 'stale';

/**
 * A notification that is not what it claims (forged, tampered, replayed late, or for another
 * merchant). Never retried into success: the route answers the provider's failure format and logs.
 */
export class PaymentNotificationRejected extends Error {
  override readonly name = 'PaymentNotificationRejected';
  constructor(
    readonly reason: NotificationRejection,
    readonly detail: string,
  ) {
    super(`payment notification rejected (${reason}): ${detail}`);
  }
}

/** The provider said no to a request (a prepay or a refund), with its own code. */
export class OnlinePaymentFailed extends Error {
  override readonly name = 'OnlinePaymentFailed';
  constructor(
    readonly code: string,
    detail: string,
  ) {
    super(`online payment failed (${code}): ${detail}`);
  }
}

export interface OnlinePayments {
  readonly provider: OnlineProviderName;
  /** True for a provider that moves no real money (shown on the screens). */
  readonly sandbox: boolean;
  /** Opens the payment with the provider; throws OnlinePaymentFailed when the provider refuses. */
  prepare(req: PreparePayment): Promise<PayParams>;
  /**
   * Verifies the signature over the raw body exactly as received, decrypts, and reads the notice.
   * Throws PaymentNotificationRejected on anything that does not verify. Header names are matched
   * case-insensitively.
   */
  parseNotification(headers: Record<string, string | undefined>, rawBody: string): Promise<PaymentNotice>;
  /** The answer the provider expects for a notification taken (`true`) or refused (`false`). */
  notificationAnswer(accepted: boolean): NotificationAnswer;
  refund(req: OnlineRefund): Promise<OnlineRefundOutcome>;
}
