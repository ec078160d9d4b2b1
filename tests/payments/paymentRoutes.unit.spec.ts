// The sandbox page's routes and the provider notification route, on a bare Fastify with the app's
// validator: a person's approval reaches onNotice once verified; a refused amount is answered as
// refused and logged; a forged notification never reaches onNotice.
import Fastify from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { App } from '../../api/src/appContext.ts';
import { guardedValidatorCompiler } from '../../api/src/http/inputGuard.ts';
import { createAlipay } from '../../api/src/payments/alipay.ts';
import { payNotifyRoutes } from '../../api/src/payments/payNotify.routes.ts';
import { createSandboxOnlinePayments } from '../../api/src/payments/sandboxOnlinePayments.ts';
import { sandboxPayRoutes } from '../../api/src/payments/sandboxPay.routes.ts';
import { createWechatPayV3 } from '../../api/src/payments/wechatPayV3.ts';
import type { PaymentNotice } from '../../domain/payments/onlinePayment.ts';
import { judgeNotice, type OrderAwaitingPayment } from '../../domain/payments/paymentNotice.ts';
import { keys, PLATFORM_SERIAL, vectors } from './paymentFixtures.ts';

const ORDER_NO = 'SO20260101000001';
const warnings: unknown[] = [];
let app: App | undefined;

afterEach(async () => {
  await app?.close();
  warnings.length = 0;
});

/** The app with both route modules, orders judged by judgeNotice against `orders`. */
async function build(orders: Map<string, OrderAwaitingPayment>) {
  const sandbox = createSandboxOnlinePayments({ hmacKey: 'k'.repeat(32) });
  const seen: PaymentNotice[] = [];
  const onNotice = vi.fn(async (notice: PaymentNotice) => {
    seen.push(notice);
    const order = orders.get(notice.orderNo) ?? null;
    const verdict = judgeNotice(order, notice);
    if (verdict.verdict === 'record_payment' && order) order.paidTransactionId = notice.transactionId;
    return verdict;
  });
  const logger = { level: 'warn', stream: { write: (line: string) => warnings.push(JSON.parse(line)) } };
  const server = Fastify({ logger }).withTypeProvider<ZodTypeProvider>();
  server.setValidatorCompiler(guardedValidatorCompiler);
  server.setSerializerCompiler(serializerCompiler);
  app = server as unknown as App;
  await app.register(
    async (scope) =>
      sandboxPayRoutes(scope as App, { sandbox, onNotice, assertPayer: async () => undefined }),
    {
      prefix: '/api',
    },
  );
  await app.register(async (scope) => payNotifyRoutes(scope as App, { payments: sandbox, onNotice }), {
    prefix: '/api',
  });
  await sandbox.prepare({
    orderNo: ORDER_NO,
    amountFen: 8800,
    description: '成人票×2',
    notifyUrl: '/api/payNotify/sandbox',
    returnUrl: '/visitor/orders',
    expiresAt: new Date(Date.now() + 15 * 60_000),
  });
  return { app, sandbox, onNotice, seen };
}

describe('sandbox payment routes', () => {
  it('shows the payment; an approval is recorded once, the retry is a duplicate', async () => {
    const orders = new Map([[ORDER_NO, { orderNo: ORDER_NO, amountFen: 8800, paidTransactionId: null }]]);
    const { app, seen } = await build(orders);
    const shown = await app.inject({ method: 'GET', url: `/api/sandboxPay/${ORDER_NO}` });
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ orderNo: ORDER_NO, amountFen: 8800, state: 'open' });
    const complete = () =>
      app.inject({ method: 'POST', url: `/api/sandboxPay/${ORDER_NO}/complete`, payload: { approve: true } });
    expect((await complete()).json()).toEqual({
      state: 'approved',
      accepted: true,
      outcome: 'record_payment',
      returnUrl: '/visitor/orders',
    });
    expect((await complete()).json()).toMatchObject({ accepted: true, outcome: 'duplicate' });
    expect(seen).toHaveLength(2);
    expect(orders.get(ORDER_NO)?.paidTransactionId).toMatch(/^SBX/);
  });

  it('refuses and logs a notice whose amount differs from the order', async () => {
    const orders = new Map([[ORDER_NO, { orderNo: ORDER_NO, amountFen: 9900, paidTransactionId: null }]]);
    const { app } = await build(orders);
    const answer = await app.inject({
      method: 'POST',
      url: `/api/sandboxPay/${ORDER_NO}/complete`,
      payload: { approve: true },
    });
    expect(answer.json()).toMatchObject({ accepted: false, outcome: 'refused' });
    expect(orders.get(ORDER_NO)?.paidTransactionId).toBeNull();
    expect(warnings).toContainEqual(
      expect.objectContaining({ msg: 'payment notice refused', reason: 'amount_mismatch', amountFen: 8800 }),
    );
  });

  it('answers 404 for an order with no sandbox payment, 400 for a malformed one', async () => {
    const { app } = await build(new Map());
    expect((await app.inject({ method: 'GET', url: '/api/sandboxPay/SO20260101000009' })).statusCode).toBe(
      404,
    );
    expect((await app.inject({ method: 'GET', url: '/api/sandboxPay/bad%20no' })).statusCode).toBe(400);
  });
});

describe('provider notification route', () => {
  it('takes the exact body the signature is over, and refuses a forged one before onNotice', async () => {
    const orders = new Map([[ORDER_NO, { orderNo: ORDER_NO, amountFen: 8800, paidTransactionId: null }]]);
    const { app, sandbox, onNotice } = await build(orders);
    const done = await sandbox.complete(ORDER_NO, true);
    if (done.status !== 'sent') throw new Error('expected a notification');
    const { headers, body } = done.notification;
    const genuine = await app.inject({
      method: 'POST',
      url: '/api/payNotify/sandbox',
      headers,
      payload: body,
    });
    expect(genuine.statusCode).toBe(200);
    expect(onNotice).toHaveBeenCalledTimes(1);
    const forged = await app.inject({
      method: 'POST',
      url: '/api/payNotify/sandbox',
      headers,
      payload: body.replace('"paid":true', '"paid":true '),
    });
    expect(forged.statusCode).toBe(400);
    expect(onNotice).toHaveBeenCalledTimes(1);
    expect(warnings).toContainEqual(
      expect.objectContaining({ msg: 'payment notification rejected', reason: 'bad_signature' }),
    );
  });
});

describe('provider notification route, real adapters', () => {
  async function notifyApp(payments: Parameters<typeof payNotifyRoutes>[1]['payments']) {
    const orders = new Map([[ORDER_NO, { orderNo: ORDER_NO, amountFen: 8800, paidTransactionId: null }]]);
    const onNotice = vi.fn(async (notice: PaymentNotice) =>
      judgeNotice(orders.get(notice.orderNo) ?? null, notice),
    );
    const server = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
    server.setValidatorCompiler(guardedValidatorCompiler);
    server.setSerializerCompiler(serializerCompiler);
    app = server as unknown as App;
    await app.register(async (scope) => payNotifyRoutes(scope as App, { payments, onNotice }), {
      prefix: '/api',
    });
    return { app, onNotice };
  }

  it('WeChat: a genuine JSON notification is answered 204', async () => {
    const w = vectors.wechat;
    const { app, onNotice } = await notifyApp(
      createWechatPayV3({
        appId: w.appId,
        mchId: w.mchId,
        merchantSerialNo: w.merchantSerialNo,
        merchantPrivateKey: keys.merchantPrivate,
        platformKeys: [{ pem: keys.platformCert }],
        apiV3Key: w.apiV3Key,
        now: () => new Date(w.timestamp * 1000),
      }),
    );
    const answer = await app.inject({
      method: 'POST',
      url: '/api/payNotify/wechat',
      headers: {
        'content-type': 'application/json',
        'wechatpay-timestamp': String(w.timestamp),
        'wechatpay-nonce': w.notification.nonce,
        'wechatpay-signature': w.notification.signature,
        'wechatpay-serial': PLATFORM_SERIAL,
      },
      payload: w.notification.body,
    });
    expect(answer.statusCode).toBe(204);
    expect(onNotice).toHaveBeenCalledWith(expect.objectContaining({ orderNo: ORDER_NO, amountFen: 8800 }));
  });

  it('Alipay: a genuine form notification is answered "success"', async () => {
    const { app, onNotice } = await notifyApp(
      createAlipay({
        appId: '2021000000000001',
        privateKey: keys.merchantPrivate,
        alipayPublicKey: keys.platformPublic,
      }),
    );
    const answer = await app.inject({
      method: 'POST',
      url: '/api/payNotify/alipay',
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
      payload: new URLSearchParams(vectors.alipay.notification).toString(),
    });
    expect(answer.body).toBe('success');
    expect(onNotice).toHaveBeenCalledTimes(1);
  });
});
