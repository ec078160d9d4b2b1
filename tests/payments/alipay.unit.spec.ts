// Alipay through alipay-sdk: the wap-pay URL is signed (RSA2) so that an independent check with the
// app's public key passes; a notification signed with openssl (fixtures/) is read, a tampered one
// refused. Alipay itself cannot be reached here.
import { createPublicKey, createSign, createVerify } from 'node:crypto';
import { AlipaySdk } from 'alipay-sdk';
import { describe, expect, it, vi } from 'vitest';
import { ALIPAY_GATEWAY, createAlipay, fenToYuan, yuanToFen } from '../../api/src/payments/alipay.ts';
import { PaymentNotificationRejected } from '../../domain/payments/onlinePayment.ts';
import { keys, vectors } from './paymentFixtures.ts';

const APP_ID = '2021000000000001';
const NOW = new Date('2026-01-01T00:10:00Z');
const alipay = (sellerId?: string) =>
  createAlipay({
    appId: APP_ID,
    privateKey: keys.merchantPrivate,
    alipayPublicKey: keys.platformPublic,
    now: () => NOW,
    ...(sellerId ? { sellerId } : {}),
  });

const notice = vectors.alipay.notification;
const form = (params: Record<string, string>) => new URLSearchParams(params).toString();

/** Signs like Alipay does (every parameter but sign and sign_type, sorted), with the test key. */
function signedLikeAlipay(params: Record<string, string>): Record<string, string> {
  const { sign: _s, sign_type: _t, ...rest } = params;
  const content = Object.keys(rest)
    .sort()
    .map((k) => `${k}=${rest[k]}`)
    .join('&');
  const sign = createSign('RSA-SHA256').update(content).sign(keys.platformPrivate, 'base64');
  return { ...rest, sign_type: 'RSA2', sign };
}

async function rejection(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PaymentNotificationRejected);
  return (error as PaymentNotificationRejected).reason;
}

describe('Alipay amounts', () => {
  it('converts fen to yuan and back exactly', () => {
    expect(fenToYuan(8800)).toBe('88.00');
    expect(fenToYuan(1)).toBe('0.01');
    expect(fenToYuan(123456789)).toBe('1234567.89');
    expect(yuanToFen('88.00')).toBe(8800);
    expect(yuanToFen('0.1')).toBe(10);
    expect(yuanToFen('7')).toBe(700);
    expect(yuanToFen('1.005')).toBeNull();
    expect(yuanToFen('-1.00')).toBeNull();
    expect(yuanToFen('1e3')).toBeNull();
  });
});

describe('Alipay wap pay', () => {
  it('answers a gateway URL signed with the app key over the sorted parameters', async () => {
    const params = await alipay().prepare({
      orderNo: 'SO20260101000001',
      amountFen: 8800,
      description: '示范景区门票 成人票×2',
      notifyUrl: 'https://tickets.example.com/api/payNotify/alipay',
      returnUrl: 'https://tickets.example.com/visitor/orders',
      expiresAt: new Date('2026-01-01T00:30:00Z'),
    });
    if (params.provider !== 'alipay') throw new Error('expected an Alipay redirect');
    const url = new URL(params.redirectUrl);
    expect(`${url.origin}${url.pathname}`).toBe(ALIPAY_GATEWAY);
    const query = Object.fromEntries(url.searchParams);
    expect(query).toMatchObject({
      app_id: APP_ID,
      method: 'alipay.trade.wap.pay',
      charset: 'utf-8',
      sign_type: 'RSA2',
      version: '1.0',
      timestamp: '2026-01-01 08:10:00',
      notify_url: 'https://tickets.example.com/api/payNotify/alipay',
      return_url: 'https://tickets.example.com/visitor/orders',
    });
    expect(JSON.parse(query.biz_content ?? '')).toEqual({
      out_trade_no: 'SO20260101000001',
      total_amount: '88.00',
      subject: '示范景区门票 成人票×2',
      product_code: 'QUICK_WAP_WAY',
      time_expire: '2026-01-01 08:30:00',
      quit_url: 'https://tickets.example.com/visitor/orders',
    });
    const { sign, ...signed } = query;
    const content = Object.keys(signed)
      .sort()
      .map((k) => `${k}=${signed[k]}`)
      .join('&');
    const verify = (text: string) =>
      createVerify('RSA-SHA256')
        .update(text)
        .verify(createPublicKey(keys.merchantPublic), sign ?? '', 'base64');
    expect(verify(content)).toBe(true);
    expect(verify(content.replace('"total_amount":"88.00"', '"total_amount":"0.01"'))).toBe(false);
  });
});

describe('Alipay notifications', () => {
  it('the openssl vector signs the documented sign content', () => {
    const { sign: _s, sign_type: _t, ...rest } = notice;
    const content = Object.keys(rest)
      .sort()
      .map((k) => `${k}=${rest[k]}`)
      .join('&');
    expect(content).toBe(vectors.alipay.signContent);
  });

  it('reads a genuine notification (the SDK verifies RSA2 with the Alipay public key)', async () => {
    expect(await alipay('2088102177000001').parseNotification({}, form(notice))).toEqual({
      provider: 'alipay',
      orderNo: 'SO20260101000001',
      transactionId: '2026010122001446880500000001',
      amountFen: 8800,
      paid: true,
      paidAt: new Date('2026-01-01T00:09:58Z'),
    });
  });

  it('refuses a tampered parameter', async () => {
    for (const [key, value] of [
      ['total_amount', '0.01'],
      ['out_trade_no', 'SO20260101000002'],
      ['trade_status', 'TRADE_FINISHED'],
    ] as const) {
      expect(await rejection(alipay().parseNotification({}, form({ ...notice, [key]: value })))).toBe(
        'bad_signature',
      );
    }
  });

  it('refuses a missing sign, a signature by another key, and the weaker RSA sign type', async () => {
    const { sign: _s, ...unsigned } = notice;
    expect(await rejection(alipay().parseNotification({}, form(unsigned)))).toBe('bad_signature');
    const ourKey = createSign('RSA-SHA256')
      .update(vectors.alipay.signContent)
      .sign(keys.merchantPrivate, 'base64');
    expect(await rejection(alipay().parseNotification({}, form({ ...notice, sign: ourKey })))).toBe(
      'bad_signature',
    );
    expect(await rejection(alipay().parseNotification({}, form({ ...notice, sign_type: 'RSA' })))).toBe(
      'bad_signature',
    );
  });

  it('refuses a genuine notification for another app or seller', async () => {
    const otherApp = signedLikeAlipay({ ...notice, app_id: '2021000000000999' });
    expect(await rejection(alipay().parseNotification({}, form(otherApp)))).toBe('bad_payload');
    expect(await rejection(alipay('2088000000000000').parseNotification({}, form(notice)))).toBe(
      'bad_payload',
    );
  });

  it('reads a closed trade as not paid', async () => {
    const closed = signedLikeAlipay({ ...notice, trade_status: 'TRADE_CLOSED' });
    const read = await alipay().parseNotification({}, form(closed));
    expect(read).toMatchObject({ paid: false, paidAt: new Date('2026-01-01T00:10:00Z') });
  });

  it('answers "success" when taken', () => {
    expect(alipay().notificationAnswer(true)).toEqual({
      statusCode: 200,
      contentType: 'text/plain',
      body: 'success',
    });
    expect(alipay().notificationAnswer(false).body).not.toBe('success');
  });
});

describe('Alipay refunds', () => {
  it('sends alipay.trade.refund with yuan and our reference; 10000 is refunded', async () => {
    const payments = alipay();
    const exec = vi
      .spyOn(AlipaySdk.prototype, 'exec')
      .mockResolvedValueOnce({ code: '10000', msg: 'Success', fundChange: 'Y' })
      .mockResolvedValueOnce({
        code: '40004',
        msg: 'Business Failed',
        subCode: 'ACQ.TRADE_NOT_EXIST',
        subMsg: '交易不存在',
      });
    const req = {
      reference: 'RF1',
      orderNo: 'SO20260101000001',
      transactionId: '2026010122001446880500000001',
      amountFen: 3000,
      totalFen: 8800,
    };
    expect(await payments.refund(req)).toEqual({ status: 'refunded', refundId: 'RF1' });
    expect(exec).toHaveBeenCalledWith(
      'alipay.trade.refund',
      {
        bizContent: {
          out_trade_no: 'SO20260101000001',
          trade_no: '2026010122001446880500000001',
          refund_amount: '30.00',
          out_request_no: 'RF1',
        },
        timestamp: '2026-01-01 08:10:00',
      },
      { validateSign: true },
    );
    expect(await payments.refund(req)).toEqual({
      status: 'failed',
      reason: 'ACQ.TRADE_NOT_EXIST: 交易不存在',
    });
    exec.mockRestore();
  });
});
