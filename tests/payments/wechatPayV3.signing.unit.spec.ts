// WeChat Pay v3 requests and the JSAPI paySign, against vectors made with openssl (fixtures/).
import { createPublicKey, createSign, createVerify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  authorizationHeader,
  signatureMessage,
  truncateUtf8,
} from '../../api/src/payments/wechatPayCrypto.ts';
import { createWechatPayV3, type WechatPayConfig } from '../../api/src/payments/wechatPayV3.ts';
import { OnlinePaymentFailed, type PayParams } from '../../domain/payments/onlinePayment.ts';
import { keys, PLATFORM_SERIAL, vectors } from './paymentFixtures.ts';

const w = vectors.wechat;
const AT = new Date(w.timestamp * 1000);

interface Sent {
  url: string;
  init: RequestInit;
}

/** An adapter whose HTTP calls are recorded and answered by `answer`. */
function wechat(answer: (sent: Sent) => Response, overrides: Partial<WechatPayConfig> = {}) {
  const sent: Sent[] = [];
  const payments = createWechatPayV3({
    appId: w.appId,
    mchId: w.mchId,
    merchantSerialNo: w.merchantSerialNo,
    merchantPrivateKey: keys.merchantPrivate,
    platformKeys: [{ pem: keys.platformCert }],
    apiV3Key: w.apiV3Key,
    now: () => AT,
    nonce: () => w.nonce,
    fetch: async (url, init) => {
      sent.push({ url, init });
      return answer({ url, init });
    },
    ...overrides,
  });
  return { payments, sent };
}

const signedAnswer = (body = w.answer.body, signature = w.answer.signature) =>
  new Response(body, {
    status: 200,
    headers: {
      'Content-Type': 'application/json',
      'Wechatpay-Timestamp': String(w.timestamp),
      'Wechatpay-Nonce': w.answer.nonce,
      'Wechatpay-Signature': signature,
      'Wechatpay-Serial': PLATFORM_SERIAL,
    },
  });

const ORDER = {
  orderNo: 'SO20260101000001',
  amountFen: 8800,
  description: '示范景区门票 成人票×2',
  openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o',
  notifyUrl: 'https://tickets.example.com/api/payNotify/wechat',
  expiresAt: new Date('2026-01-01T00:30:00Z'),
};

describe('WeChat Pay v3 request signing', () => {
  it('signs "METHOD\\nURL\\ntimestamp\\nnonce\\nbody\\n" exactly as openssl does', () => {
    const message = signatureMessage(
      'POST',
      '/v3/pay/transactions/jsapi',
      w.timestamp,
      w.nonce,
      w.prepay.body,
    );
    expect(message).toBe(w.prepay.message);
  });

  it('sends the prepay with the expected body and Authorization header', async () => {
    const { payments, sent } = wechat(() => signedAnswer());
    await payments.prepare(ORDER);
    expect(sent).toHaveLength(1);
    const [{ url, init }] = sent as [Sent];
    expect(url).toBe('https://api.mch.weixin.qq.com/v3/pay/transactions/jsapi');
    expect(init.method).toBe('POST');
    expect(init.body).toBe(w.prepay.body);
    const headers = init.headers as Record<string, string>;
    expect(headers.Authorization).toBe(w.prepay.authorization);
    expect(headers.Authorization).toBe(
      authorizationHeader({
        mchId: w.mchId,
        serialNo: w.merchantSerialNo,
        nonce: w.nonce,
        timestamp: w.timestamp,
        signature: w.prepay.signature,
      }),
    );
  });

  it('answers the page the JSAPI parameters, paySign as openssl signs it', async () => {
    const { payments } = wechat(() => signedAnswer());
    const params = (await payments.prepare(ORDER)) as Extract<PayParams, { provider: 'wechat' }>;
    expect(params.jsapi).toEqual({
      appId: w.appId,
      timeStamp: String(w.timestamp),
      nonceStr: w.nonce,
      package: `prepay_id=${w.paySign.prepayId}`,
      signType: 'RSA',
      paySign: w.paySign.signature,
    });
    const { appId, timeStamp, nonceStr, package: pkg, paySign } = params.jsapi;
    const verified = createVerify('RSA-SHA256')
      .update(signatureMessage(appId, timeStamp, nonceStr, pkg))
      .verify(createPublicKey(keys.merchantPublic), paySign, 'base64');
    expect(verified).toBe(true);
  });

  it('refuses an answer WeChat Pay did not sign', async () => {
    const { payments } = wechat(() => signedAnswer('{"prepay_id":"wx-forged"}'));
    await expect(payments.prepare(ORDER)).rejects.toMatchObject({ code: 'BAD_RESPONSE_SIGNATURE' });
  });

  it("passes on WeChat Pay's refusal with its code", async () => {
    const { payments } = wechat(
      () => new Response('{"code":"PARAM_ERROR","message":"openid mismatch"}', { status: 400 }),
    );
    const failure = await payments.prepare(ORDER).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(OnlinePaymentFailed);
    expect(failure).toMatchObject({ code: 'PARAM_ERROR' });
  });

  it('needs an openid and a positive whole amount', async () => {
    const { payments, sent } = wechat(() => signedAnswer());
    await expect(payments.prepare({ ...ORDER, openid: undefined })).rejects.toMatchObject({
      code: 'NO_OPENID',
    });
    await expect(payments.prepare({ ...ORDER, amountFen: 88.5 })).rejects.toThrow(RangeError);
    expect(sent).toHaveLength(0);
  });

  it('cuts the description to 127 bytes without splitting a character', () => {
    const cut = truncateUtf8('门'.repeat(50), 127);
    expect(Buffer.byteLength(cut)).toBe(126);
    expect(cut).toBe('门'.repeat(42));
  });
});

describe('WeChat Pay v3 refunds', () => {
  const REFUND = {
    reference: 'RF20260101000001',
    orderNo: 'SO20260101000001',
    transactionId: '4200002000202601010000000001',
    amountFen: 3000,
    totalFen: 8800,
  };

  it('posts the refund; PROCESSING is pending, SUCCESS refunded, CLOSED failed', async () => {
    for (const [status, outcome] of [
      ['PROCESSING', { status: 'pending', refundId: '50000001' }],
      ['SUCCESS', { status: 'refunded', refundId: '50000001' }],
      ['CLOSED', { status: 'failed', reason: 'refund 50000001 CLOSED' }],
    ] as const) {
      const body = `{"refund_id":"50000001","out_refund_no":"${REFUND.reference}","status":"${status}"}`;
      const signature = createSign('RSA-SHA256')
        .update(signatureMessage(w.timestamp, w.answer.nonce, body))
        .sign(keys.platformPrivate, 'base64');
      const { payments, sent } = wechat(() => signedAnswer(body, signature));
      expect(await payments.refund(REFUND)).toEqual(outcome);
      expect(sent[0]?.url).toBe('https://api.mch.weixin.qq.com/v3/refund/domestic/refunds');
      expect(JSON.parse(String(sent[0]?.init.body))).toEqual({
        transaction_id: REFUND.transactionId,
        out_refund_no: REFUND.reference,
        amount: { refund: 3000, total: 8800, currency: 'CNY' },
      });
    }
  });

  it('refuses a refund answer WeChat Pay did not sign', async () => {
    const { payments } = wechat(() => signedAnswer('{"refund_id":"50000001","status":"SUCCESS"}'));
    await expect(payments.refund(REFUND)).rejects.toMatchObject({ code: 'BAD_RESPONSE_SIGNATURE' });
  });

  it('answers failed with the code when WeChat Pay refuses', async () => {
    const { payments } = wechat(
      () => new Response('{"code":"NOT_ENOUGH","message":"余额不足"}', { status: 403 }),
    );
    expect(await payments.refund(REFUND)).toEqual({ status: 'failed', reason: 'NOT_ENOUGH: 余额不足' });
  });
});
