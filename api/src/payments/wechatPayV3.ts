// WeChat Pay API v3, JSAPI (docs/payments.md): the visitor pays inside the WeChat browser. Written
// on node:crypto from the published scheme rather than through an SDK (the npm SDKs are CommonJS,
// tied to their own HTTP clients — superagent, axios — and add nothing wechatPayCrypto.ts lacks):
//   - requests carry `Authorization: WECHATPAY2-SHA256-RSA2048 mchid=…,nonce_str=…,signature=…,
//     timestamp=…,serial_no=…`, the signature SHA256-RSA (PKCS#1 v1.5) with the merchant key over
//     "METHOD\nPATH\ntimestamp\nnonce\nbody\n"; answers are verified with the platform key;
//   - the page's paySign is the same signature over "appId\ntimeStamp\nnonceStr\nprepay_id=…\n";
//   - a notification is verified over "timestamp\nnonce\nbody\n" (headers Wechatpay-Timestamp,
//     -Nonce, -Signature, -Serial) and refused when its timestamp is more than 5 minutes off; its
//     resource is AEAD_AES_256_GCM with the APIv3 key (nonce, associated_data; the ciphertext is
//     base64 with the 16-byte tag at its end).
// Every HTTP call goes through an injectable fetch, so tests check the request without a network.
import { createPrivateKey, randomBytes } from 'node:crypto';
import {
  type NotificationAnswer,
  OnlinePaymentFailed,
  type OnlinePayments,
  type OnlineRefundOutcome,
  type PaymentNotice,
  PaymentNotificationRejected,
} from '../../../domain/payments/onlinePayment.ts';
import { assertAmountFen, epochSeconds, headerOf, NOTIFICATION_MAX_SKEW_MS } from './notificationHeaders.ts';
import {
  authorizationHeader,
  decryptResource,
  type EncryptedResource,
  platformKeyMap,
  signatureMessage,
  signSha256Rsa,
  truncateUtf8,
  verifySha256Rsa,
  wechatTime,
} from './wechatPayCrypto.ts';

export const WECHATPAY_BASE_URL = 'https://api.mch.weixin.qq.com';

export interface WechatPayConfig {
  /** The official account's AppID the visitors' openids belong to. */
  appId: string;
  mchId: string;
  /** Serial number of the merchant API certificate (names the key that signs our requests). */
  merchantSerialNo: string;
  /** The merchant API private key (apiclient_key.pem), PEM. */
  merchantPrivateKey: string;
  /**
   * WeChat Pay's keys that sign answers and notifications: a platform certificate (serial taken from
   * it) or a WeChat Pay public key with its id (PUB_KEY_ID_…). Several while keys are rotated.
   */
  platformKeys: { pem: string; serial?: string }[];
  /** The 32-character APIv3 key that encrypts notification resources. */
  apiV3Key: string;
  baseUrl?: string;
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
  now?: () => Date;
  nonce?: () => string;
}

interface TransactionResource {
  appid?: string;
  mchid?: string;
  out_trade_no?: string;
  transaction_id?: string;
  trade_state?: string;
  success_time?: string;
  amount?: { total?: number };
}

export function createWechatPayV3(config: WechatPayConfig): OnlinePayments {
  if (Buffer.byteLength(config.apiV3Key, 'utf8') !== 32) throw new Error('the APIv3 key has 32 characters');
  const merchantKey = createPrivateKey(config.merchantPrivateKey);
  const platform = platformKeyMap(config.platformKeys);
  const baseUrl = config.baseUrl ?? WECHATPAY_BASE_URL;
  const doFetch = config.fetch ?? ((url, init) => fetch(url, init));
  const now = config.now ?? (() => new Date());
  const nonce = config.nonce ?? (() => randomBytes(16).toString('hex').toUpperCase());

  /** True when the signature headers verify `body` with a known platform key. */
  function signedByWechatPay(headers: Record<string, string | undefined>, body: string): boolean {
    const key = platform.get((headerOf(headers, 'Wechatpay-Serial') ?? '').toUpperCase());
    const timestamp = headerOf(headers, 'Wechatpay-Timestamp');
    const nonceStr = headerOf(headers, 'Wechatpay-Nonce');
    const signature = headerOf(headers, 'Wechatpay-Signature');
    if (!key || !timestamp || !nonceStr || !signature) return false;
    return verifySha256Rsa(signatureMessage(timestamp, nonceStr, body), signature, key);
  }

  /** A signed call; 2xx answers must carry WeChat Pay's signature. */
  async function call(method: 'GET' | 'POST', path: string, payload?: unknown) {
    const body = payload === undefined ? '' : JSON.stringify(payload);
    const timestamp = epochSeconds(now());
    const nonceStr = nonce();
    const signature = signSha256Rsa(signatureMessage(method, path, timestamp, nonceStr, body), merchantKey);
    const response = await doFetch(`${baseUrl}${path}`, {
      method,
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        'User-Agent': 'scenic-ticketing',
        Authorization: authorizationHeader({
          mchId: config.mchId,
          serialNo: config.merchantSerialNo,
          nonce: nonceStr,
          timestamp,
          signature,
        }),
      },
      ...(method === 'POST' ? { body } : {}),
    });
    const text = await response.text();
    const headers = Object.fromEntries(response.headers.entries());
    if (response.ok && !signedByWechatPay(headers, text)) {
      throw new OnlinePaymentFailed(
        'BAD_RESPONSE_SIGNATURE',
        `${method} ${path}: answer not signed by WeChat Pay`,
      );
    }
    let json: Record<string, unknown> = {};
    try {
      json = text === '' ? {} : (JSON.parse(text) as Record<string, unknown>);
    } catch {
      throw new OnlinePaymentFailed('BAD_RESPONSE', `${method} ${path}: ${response.status} not JSON`);
    }
    return { ok: response.ok, status: response.status, json };
  }

  const failureOf = (status: number, json: Record<string, unknown>) =>
    `${String(json.code ?? `HTTP_${status}`)}: ${String(json.message ?? '')}`;

  return {
    provider: 'wechat',
    sandbox: false,

    async prepare(req) {
      assertAmountFen(req.amountFen);
      if (!req.openid) throw new OnlinePaymentFailed('NO_OPENID', 'JSAPI needs the payer openid');
      const answer = await call('POST', '/v3/pay/transactions/jsapi', {
        appid: config.appId,
        mchid: config.mchId,
        description: truncateUtf8(req.description, 127),
        out_trade_no: req.orderNo,
        time_expire: wechatTime(req.expiresAt),
        notify_url: req.notifyUrl,
        amount: { total: req.amountFen, currency: 'CNY' },
        payer: { openid: req.openid },
      });
      const prepayId = answer.json.prepay_id;
      if (!answer.ok || typeof prepayId !== 'string') {
        throw new OnlinePaymentFailed(
          String(answer.json.code ?? 'NO_PREPAY_ID'),
          failureOf(answer.status, answer.json),
        );
      }
      const timeStamp = String(epochSeconds(now()));
      const nonceStr = nonce();
      const pkg = `prepay_id=${prepayId}`;
      const paySign = signSha256Rsa(signatureMessage(config.appId, timeStamp, nonceStr, pkg), merchantKey);
      return {
        provider: 'wechat',
        jsapi: { appId: config.appId, timeStamp, nonceStr, package: pkg, signType: 'RSA', paySign },
      };
    },

    async parseNotification(headers, rawBody): Promise<PaymentNotice> {
      const timestamp = Number(headerOf(headers, 'Wechatpay-Timestamp'));
      if (!Number.isSafeInteger(timestamp)) {
        throw new PaymentNotificationRejected('bad_signature', 'no Wechatpay-Timestamp');
      }
      if (Math.abs(now().getTime() - timestamp * 1000) > NOTIFICATION_MAX_SKEW_MS) {
        throw new PaymentNotificationRejected('stale', `timestamp ${timestamp}`);
      }
      if (!signedByWechatPay(headers, rawBody)) {
        throw new PaymentNotificationRejected(
          'bad_signature',
          'signature does not verify with a WeChat Pay key',
        );
      }
      let resource: TransactionResource;
      try {
        const envelope = JSON.parse(rawBody) as { resource: EncryptedResource };
        resource = JSON.parse(decryptResource(config.apiV3Key, envelope.resource)) as TransactionResource;
      } catch (error) {
        throw new PaymentNotificationRejected('bad_payload', `resource does not decrypt: ${String(error)}`);
      }
      const { appid, mchid, out_trade_no, transaction_id, trade_state, success_time, amount } = resource;
      if (mchid !== config.mchId || appid !== config.appId) {
        throw new PaymentNotificationRejected('bad_payload', `for merchant ${mchid} / app ${appid}`);
      }
      if (!out_trade_no || !transaction_id || !Number.isSafeInteger(amount?.total)) {
        throw new PaymentNotificationRejected('bad_payload', 'not a payment resource');
      }
      const paid = trade_state === 'SUCCESS';
      const paidAt = paid && success_time ? new Date(success_time) : new Date(timestamp * 1000);
      if (Number.isNaN(paidAt.getTime())) {
        throw new PaymentNotificationRejected('bad_payload', `success_time ${success_time}`);
      }
      return {
        provider: 'wechat',
        orderNo: out_trade_no,
        transactionId: transaction_id,
        amountFen: amount?.total as number,
        paid,
        paidAt,
      };
    },

    notificationAnswer(accepted): NotificationAnswer {
      // WeChat Pay takes any 2xx as received; anything else is retried (15 times over 24 hours).
      return accepted
        ? { statusCode: 204, contentType: 'application/json', body: '' }
        : {
            statusCode: 400,
            contentType: 'application/json',
            body: JSON.stringify({ code: 'FAIL', message: 'rejected' }),
          };
    },

    async refund(req): Promise<OnlineRefundOutcome> {
      assertAmountFen(req.amountFen);
      assertAmountFen(req.totalFen, 'totalFen');
      const answer = await call('POST', '/v3/refund/domestic/refunds', {
        transaction_id: req.transactionId,
        out_refund_no: req.reference,
        ...(req.notifyUrl ? { notify_url: req.notifyUrl } : {}),
        amount: { refund: req.amountFen, total: req.totalFen, currency: 'CNY' },
      });
      const { refund_id: refundId, status } = answer.json;
      if (!answer.ok || typeof refundId !== 'string') {
        return { status: 'failed', reason: failureOf(answer.status, answer.json) };
      }
      if (status === 'SUCCESS') return { status: 'refunded', refundId };
      if (status === 'PROCESSING') return { status: 'pending', refundId };
      return { status: 'failed', reason: `refund ${refundId} ${String(status)}` };
    },
  };
}
