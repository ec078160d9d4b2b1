// The online-payment sandbox: prepare, the person's choice, and the HMAC-signed notification that
// parseNotification checks (checked against an HMAC computed with openssl).
import { describe, expect, it } from 'vitest';
import {
  createSandboxOnlinePayments,
  SANDBOX_SIGNATURE_HEADER,
  SANDBOX_TIMESTAMP_HEADER,
  signSandboxNotification,
} from '../../api/src/payments/sandboxOnlinePayments.ts';
import { PaymentNotificationRejected } from '../../domain/payments/onlinePayment.ts';

const KEY = 'sandbox-test-key-0123456789abcdef';
const T0 = new Date('2026-01-01T00:10:00Z');

function sandbox(start = T0) {
  let now = start;
  const payments = createSandboxOnlinePayments({ hmacKey: KEY, now: () => now });
  return { payments, later: (ms: number) => (now = new Date(now.getTime() + ms)) };
}

const ORDER = {
  orderNo: 'SO20260101000001',
  amountFen: 8800,
  description: '成人票×2',
  notifyUrl: '/api/payNotify/sandbox',
  returnUrl: '/visitor/orders',
  expiresAt: new Date('2026-01-01T00:30:00Z'),
};

async function rejection(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PaymentNotificationRejected);
  return (error as PaymentNotificationRejected).reason;
}

describe('online payment sandbox', () => {
  it('signs "timestamp\nbody\n" with HMAC-SHA256 (vector from openssl dgst -hmac)', () => {
    expect(signSandboxNotification(KEY, 1767226200, '{"orderNo":"SO20260101000001"}')).toBe(
      'a23708e6f72d51788bdd55a600bb6cfc2cf91429a3718462433208ae695b8713',
    );
  });

  it('prepares a page URL and shows the open payment', async () => {
    const { payments } = sandbox();
    expect(await payments.prepare(ORDER)).toEqual({
      provider: 'sandbox',
      sandboxUrl: '/visitor/sandbox_pay?orderNo=SO20260101000001',
    });
    expect(payments.payment(ORDER.orderNo)).toMatchObject({
      amountFen: 8800,
      state: 'open',
      returnUrl: '/visitor/orders',
    });
    expect(payments.payment('SO-unknown')).toBeNull();
  });

  it('an approval becomes a signed notification that parseNotification reads', async () => {
    const { payments } = sandbox();
    await payments.prepare(ORDER);
    const done = await payments.complete(ORDER.orderNo, true);
    if (done.status !== 'sent') throw new Error('expected a notification');
    const notice = await payments.parseNotification(done.notification.headers, done.notification.body);
    expect(notice).toMatchObject({
      provider: 'sandbox',
      orderNo: ORDER.orderNo,
      amountFen: 8800,
      paid: true,
      paidAt: T0,
    });
    expect(notice.transactionId).toMatch(/^SBX[0-9a-f]{24}$/);
    expect(payments.payment(ORDER.orderNo)?.state).toBe('approved');
  });

  it('a second choice sends the first one again; a decline is a notice of no payment', async () => {
    const { payments } = sandbox();
    await payments.prepare(ORDER);
    await payments.prepare({ ...ORDER, orderNo: 'SO20260101000002' });
    const first = await payments.complete(ORDER.orderNo, true);
    const again = await payments.complete(ORDER.orderNo, false);
    expect(again).toMatchObject({ status: 'sent', state: 'approved' });
    if (first.status !== 'sent' || again.status !== 'sent') throw new Error('expected notifications');
    expect(again.notification.body).toBe(first.notification.body);
    const declined = await payments.complete('SO20260101000002', false);
    if (declined.status !== 'sent') throw new Error('expected a notification');
    const notice = await payments.parseNotification(
      declined.notification.headers,
      declined.notification.body,
    );
    expect(notice.paid).toBe(false);
  });

  it('an expired payment cannot be completed; an unknown one is unknown', async () => {
    const { payments, later } = sandbox();
    await payments.prepare(ORDER);
    later(21 * 60_000);
    expect(payments.payment(ORDER.orderNo)?.state).toBe('expired');
    expect(await payments.complete(ORDER.orderNo, true)).toEqual({ status: 'expired' });
    expect(await payments.complete('SO20260101000009', true)).toEqual({ status: 'unknown' });
  });

  it('refuses a changed body, another key, a missing signature and a stale timestamp', async () => {
    const { payments, later } = sandbox();
    await payments.prepare(ORDER);
    const done = await payments.complete(ORDER.orderNo, true);
    if (done.status !== 'sent') throw new Error('expected a notification');
    const { headers, body } = done.notification;
    expect(await rejection(payments.parseNotification(headers, body.replace('8800', '1')))).toBe(
      'bad_signature',
    );
    const otherKey = createSandboxOnlinePayments({ hmacKey: 'another-key', now: () => T0 });
    expect(await rejection(otherKey.parseNotification(headers, body))).toBe('bad_signature');
    const { [SANDBOX_SIGNATURE_HEADER]: _s, ...unsigned } = headers;
    expect(await rejection(payments.parseNotification(unsigned, body))).toBe('bad_signature');
    later(5 * 60_000 + 1000);
    expect(await rejection(payments.parseNotification(headers, body))).toBe('stale');
    expect(headers[SANDBOX_TIMESTAMP_HEADER]).toBe(String(T0.getTime() / 1000));
  });

  it('refunds only its own transactions', async () => {
    const { payments } = sandbox();
    const refund = { reference: 'RF1', orderNo: 'SO1', amountFen: 100, totalFen: 8800 };
    expect(await payments.refund({ ...refund, transactionId: 'SBXabc' })).toMatchObject({
      status: 'refunded',
    });
    expect(await payments.refund({ ...refund, transactionId: '4200000001' })).toMatchObject({
      status: 'failed',
    });
  });

  it('enters an approval in its statement, and posts the notification again until it is answered', async () => {
    const failures: number[] = [];
    const payments = createSandboxOnlinePayments({
      hmacKey: KEY,
      retryDelaysMs: [5, 5, 5],
      onDeliveryFailed: ({ attempt }) => failures.push(attempt),
    });
    await payments.prepare({ ...ORDER, expiresAt: new Date(Date.now() + 60_000) });
    await payments.complete(ORDER.orderNo, true);
    const lines = await payments.statement(new Date(0), new Date(Date.now() + 1_000));
    expect(lines).toMatchObject([{ kind: 'charge', reference: ORDER.orderNo, amountFen: 8800 }]);
    const bodies: string[] = [];
    let answered!: () => void;
    const done = new Promise<void>((resolve) => {
      answered = resolve;
    });
    const first = await payments.deliver(ORDER.orderNo, async ({ headers, body }) => {
      bodies.push(body);
      if (bodies.length < 3) throw new Error('connection refused');
      await payments.parseNotification(headers, body);
      answered();
      return 'taken';
    });
    expect(first).toBeNull();
    await done;
    expect(bodies).toHaveLength(3);
    expect(failures).toEqual([1, 2]);
  });
});
