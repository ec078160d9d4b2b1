// Alipay phone-website payment (alipay.trade.wap.pay) through the official SDK, alipay-sdk
// (docs/payments.md): prepare answers a signed gateway URL the visitor's browser is sent to; the
// asynchronous notification is a form post checked with the SDK's RSA2 verification; refunds are
// alipay.trade.refund. Keys are in public-key mode (app private key, Alipay public key).
// The request timestamp is China time from our clock: the SDK's own uses the server's time zone.
import { AlipaySdk } from 'alipay-sdk';
import {
  type NotificationAnswer,
  type OnlinePayments,
  type OnlineRefundOutcome,
  type PaymentNotice,
  PaymentNotificationRejected,
} from '../../../domain/payments/onlinePayment.ts';
import { assertAmountFen, chinaLocalTime } from './notificationHeaders.ts';

export const ALIPAY_GATEWAY = 'https://openapi.alipay.com/gateway.do';

export interface AlipayConfig {
  appId: string;
  /** The app private key, PEM (PKCS#8 `BEGIN PRIVATE KEY` or PKCS#1 `BEGIN RSA PRIVATE KEY`). */
  privateKey: string;
  /** Alipay's public key for this app, PEM. */
  alipayPublicKey: string;
  /** The gateway; Alipay's sandbox has its own. */
  gateway?: string;
  /** When set, a notification for another seller is refused. */
  sellerId?: string;
  now?: () => Date;
  /** An SDK instance to use instead of one made from the above (tests). */
  sdk?: AlipaySdk;
}

/** 8800 → "88.00": Alipay's amounts are yuan with two decimals. */
export function fenToYuan(amountFen: number): string {
  assertAmountFen(amountFen);
  return `${Math.floor(amountFen / 100)}.${String(amountFen % 100).padStart(2, '0')}`;
}

/** "88.00" → 8800; null for anything but a plain non-negative amount with at most two decimals. */
export function yuanToFen(yuan: string | undefined): number | null {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(yuan ?? '');
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** `2026-01-01 08:09:58` (China time) → the instant. */
const chinaTime = (text: string | undefined): Date =>
  new Date(
    /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(text ?? '') ? `${text?.replace(' ', 'T')}+08:00` : 'invalid',
  );

const alipayTime = (date: Date): string => chinaLocalTime(date).replace('T', ' ');

export function createAlipay(config: AlipayConfig): OnlinePayments {
  const sdk =
    config.sdk ??
    new AlipaySdk({
      appId: config.appId,
      privateKey: config.privateKey,
      keyType: config.privateKey.includes('BEGIN RSA PRIVATE KEY') ? 'PKCS1' : 'PKCS8',
      alipayPublicKey: config.alipayPublicKey,
      gateway: config.gateway ?? ALIPAY_GATEWAY,
      signType: 'RSA2',
    });
  const now = config.now ?? (() => new Date());

  return {
    provider: 'alipay',
    sandbox: false,

    async prepare(req) {
      const redirectUrl = sdk.pageExecute('alipay.trade.wap.pay', 'GET', {
        bizContent: {
          out_trade_no: req.orderNo,
          total_amount: fenToYuan(req.amountFen),
          subject: req.description.slice(0, 256),
          product_code: 'QUICK_WAP_WAY',
          time_expire: alipayTime(req.expiresAt),
          ...(req.returnUrl ? { quit_url: req.returnUrl } : {}),
        },
        notifyUrl: req.notifyUrl,
        ...(req.returnUrl ? { returnUrl: req.returnUrl } : {}),
        timestamp: alipayTime(now()),
      });
      return { provider: 'alipay', redirectUrl };
    },

    async parseNotification(_headers, rawBody): Promise<PaymentNotice> {
      // The values as sent (form-decoded once); the signature is over them, sorted, sign and
      // sign_type left out: the SDK's checkNotifySignV2.
      const params = Object.fromEntries(new URLSearchParams(rawBody));
      if (params.sign_type !== 'RSA2' || !sdk.checkNotifySignV2(params)) {
        throw new PaymentNotificationRejected('bad_signature', 'not signed (RSA2) by Alipay');
      }
      if (params.app_id !== config.appId || (config.sellerId && params.seller_id !== config.sellerId)) {
        throw new PaymentNotificationRejected(
          'bad_payload',
          `for app ${params.app_id} / seller ${params.seller_id}`,
        );
      }
      const amountFen = yuanToFen(params.total_amount);
      const { out_trade_no: orderNo, trade_no: transactionId, trade_status: status } = params;
      if (!orderNo || !transactionId || amountFen === null) {
        throw new PaymentNotificationRejected('bad_payload', 'not a payment notification');
      }
      const paid = status === 'TRADE_SUCCESS' || status === 'TRADE_FINISHED';
      const paidAt = chinaTime(paid ? params.gmt_payment : params.notify_time);
      if (Number.isNaN(paidAt.getTime()))
        throw new PaymentNotificationRejected('bad_payload', 'no payment time');
      return { provider: 'alipay', orderNo, transactionId, amountFen, paid, paidAt };
    },

    notificationAnswer(accepted): NotificationAnswer {
      // Alipay takes exactly "success"; anything else is sent again (8 times over 25 hours).
      return accepted
        ? { statusCode: 200, contentType: 'text/plain', body: 'success' }
        : { statusCode: 400, contentType: 'text/plain', body: 'failure' };
    },

    async refund(req): Promise<OnlineRefundOutcome> {
      const result = await sdk.exec(
        'alipay.trade.refund',
        {
          bizContent: {
            out_trade_no: req.orderNo,
            trade_no: req.transactionId,
            refund_amount: fenToYuan(req.amountFen),
            out_request_no: req.reference,
          },
          timestamp: alipayTime(now()),
        },
        { validateSign: true },
      );
      // Refunding the same out_request_no again answers 10000 with fund_change N: the same refund.
      if (result.code === '10000') return { status: 'refunded', refundId: req.reference };
      return { status: 'failed', reason: `${result.subCode ?? result.code}: ${result.subMsg ?? result.msg}` };
    },
  };
}
