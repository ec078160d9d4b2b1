// WeChat Pay v3 payment notifications: a genuine one (signed with openssl, sealed with Python's
// AES-GCM: fixtures/) is read; forged, changed, stale or wrongly keyed ones are refused by reason.
import { createSign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptResource } from '../../api/src/payments/wechatPayCrypto.ts';
import { createWechatPayV3, type WechatPayConfig } from '../../api/src/payments/wechatPayV3.ts';
import {
  type NotificationRejection,
  PaymentNotificationRejected,
} from '../../domain/payments/onlinePayment.ts';
import { keys, PLATFORM_SERIAL, vectors } from './paymentFixtures.ts';

const w = vectors.wechat;
const n = w.notification;
const SENT_AT = new Date(w.timestamp * 1000);

function wechat(
  now = SENT_AT,
  apiV3Key = w.apiV3Key,
  platformKeys: WechatPayConfig['platformKeys'] = [{ pem: keys.platformCert }],
) {
  return createWechatPayV3({
    appId: w.appId,
    mchId: w.mchId,
    merchantSerialNo: w.merchantSerialNo,
    merchantPrivateKey: keys.merchantPrivate,
    platformKeys,
    apiV3Key,
    now: () => now,
    fetch: () => Promise.reject(new Error('no network in a notification')),
  });
}

/** Fastify hands headers over with lower-case names. */
const HEADERS = {
  'content-type': 'application/json',
  'wechatpay-timestamp': String(w.timestamp),
  'wechatpay-nonce': n.nonce,
  'wechatpay-signature': n.signature,
  'wechatpay-serial': PLATFORM_SERIAL,
};

async function rejection(promise: Promise<unknown>): Promise<NotificationRejection> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PaymentNotificationRejected);
  return (error as PaymentNotificationRejected).reason;
}

describe('WeChat Pay v3 notifications', () => {
  it('decrypts the resource with the APIv3 key', () => {
    const envelope = JSON.parse(n.body) as { resource: Parameters<typeof decryptResource>[1] };
    expect(decryptResource(w.apiV3Key, envelope.resource)).toBe(n.resource);
  });

  it('reads a genuine notification as the order paid', async () => {
    expect(await wechat().parseNotification(HEADERS, n.body)).toEqual({
      provider: 'wechat',
      orderNo: 'SO20260101000001',
      transactionId: '4200002000202601010000000001',
      amountFen: 8800,
      paid: true,
      paidAt: new Date('2026-01-01T00:09:58Z'),
    });
  });

  it('reads header names in any case, and 4 minutes late', async () => {
    const mixed = {
      'Wechatpay-Timestamp': HEADERS['wechatpay-timestamp'],
      'Wechatpay-Nonce': HEADERS['wechatpay-nonce'],
      'WECHATPAY-SIGNATURE': HEADERS['wechatpay-signature'],
      'Wechatpay-Serial': PLATFORM_SERIAL.toLowerCase(),
    };
    const later = new Date(SENT_AT.getTime() + 4 * 60_000);
    expect((await wechat(later).parseNotification(mixed, n.body)).orderNo).toBe('SO20260101000001');
  });

  it('verifies with the platform public key and its id as well as with the certificate', async () => {
    const byPublicKey = wechat(SENT_AT, w.apiV3Key, [
      { pem: keys.platformPublic, serial: 'PUB_KEY_ID_0001' },
    ]);
    const headers = { ...HEADERS, 'wechatpay-serial': 'PUB_KEY_ID_0001' };
    expect((await byPublicKey.parseNotification(headers, n.body)).paid).toBe(true);
  });

  it('refuses a forged signature', async () => {
    const forged = `${n.signature.slice(0, 10)}${n.signature[10] === 'A' ? 'B' : 'A'}${n.signature.slice(11)}`;
    expect(
      await rejection(wechat().parseNotification({ ...HEADERS, 'wechatpay-signature': forged }, n.body)),
    ).toBe('bad_signature');
  });

  it("refuses a signature made with the merchant's own key, and WeChat's signing probe", async () => {
    const ours = createSign('RSA-SHA256')
      .update(`${w.timestamp}\n${n.nonce}\n${n.body}\n`)
      .sign(keys.merchantPrivate, 'base64');
    const parse = (signature: string) =>
      wechat().parseNotification({ ...HEADERS, 'wechatpay-signature': signature }, n.body);
    expect(await rejection(parse(ours))).toBe('bad_signature');
    expect(await rejection(parse(`WECHATPAY/SIGNTEST/${n.signature}`))).toBe('bad_signature');
  });

  it('refuses a changed body', async () => {
    const changed = n.body.replace('"summary":"支付成功"', '"summary":"支付成功 "');
    expect(changed).not.toBe(n.body);
    expect(await rejection(wechat().parseNotification(HEADERS, changed))).toBe('bad_signature');
  });

  it('refuses an unknown serial and missing headers', async () => {
    const unknown = { ...HEADERS, 'wechatpay-serial': '1DDE55AD98ED71D6EDD4A4A16996DE7B47773A8C' };
    expect(await rejection(wechat().parseNotification(unknown, n.body))).toBe('bad_signature');
    const { 'wechatpay-nonce': _dropped, ...noNonce } = HEADERS;
    expect(await rejection(wechat().parseNotification(noNonce, n.body))).toBe('bad_signature');
    expect(await rejection(wechat().parseNotification({}, n.body))).toBe('bad_signature');
  });

  it('refuses a timestamp more than 5 minutes old (a replay), or from the future', async () => {
    const late = new Date(SENT_AT.getTime() + 5 * 60_000 + 1000);
    expect(await rejection(wechat(late).parseNotification(HEADERS, n.body))).toBe('stale');
    const early = new Date(SENT_AT.getTime() - 6 * 60_000);
    expect(await rejection(wechat(early).parseNotification(HEADERS, n.body))).toBe('stale');
  });

  it('refuses a resource that does not open with our APIv3 key', async () => {
    const other = wechat(SENT_AT, 'z9Y8x7W6v5U4t3S2r1Q0p9O8n7M6l5K4');
    expect(await rejection(other.parseNotification(HEADERS, n.body))).toBe('bad_payload');
  });

  it("refuses a genuine notification for another merchant's app", async () => {
    const otherApp = createWechatPayV3({
      appId: 'wx0000000000000000',
      mchId: w.mchId,
      merchantSerialNo: w.merchantSerialNo,
      merchantPrivateKey: keys.merchantPrivate,
      platformKeys: [{ pem: keys.platformCert }],
      apiV3Key: w.apiV3Key,
      now: () => SENT_AT,
    });
    expect(await rejection(otherApp.parseNotification(HEADERS, n.body))).toBe('bad_payload');
  });

  it('answers 204 when taken and a FAIL body otherwise', () => {
    expect(wechat().notificationAnswer(true).statusCode).toBe(204);
    const refused = wechat().notificationAnswer(false);
    expect(refused.statusCode).toBe(400);
    expect(JSON.parse(refused.body)).toEqual({ code: 'FAIL', message: 'rejected' });
  });
});
