// A provider's transaction pays one order, once (issue 29): two orders notified at the same moment
// with the same transaction id → one paid, the other refused and nothing refunded. The sandbox's
// completion call is the visitor's own: no token → 401, another visitor's token → 404.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { localDateOf } from '../../../domain/rules/ruleTime.ts';
import { startTestServer, type TestServer } from '../../support/testServer.ts';
import { waitFor } from '../../support/waitFor.ts';
import { reportFixture } from '../reports/reportSupport.ts';
import { type BookingFixture, bookingFixture, sandboxNotify, type Visitor } from './bookingSupport.ts';

let server: TestServer;
let f: BookingFixture;
let visitor: Visitor;

beforeAll(async () => {
  server = await startTestServer();
  f = await bookingFixture(server);
  visitor = await f.visitor();
});
afterAll(() => server?.close());

const typesOf = async (streamId: string) =>
  (await server.running.ctx.store.readStream(streamId)).map((e) => e.type);

const notify = (body: object, key?: string) => sandboxNotify(server, body, key);

it("a visitor's online payment is in the reconciliation with the provider's statement, and matches", async () => {
  const reports = await reportFixture(server);
  const { orderID } = (await f.submit(visitor)).body.data;
  const paid = await f.call('POST', `/sandboxPay/${orderID}/complete`, visitor, { body: { approve: true } });
  expect(paid.status).toBe(200);
  const today = localDateOf(Date.now(), 'Asia/Shanghai');
  const query = { from: today, to: today, scenicAreaID: f.areaId };
  const rows = await waitFor(async () => {
    const res = await reports.report('reconciliation', query);
    return res.body.data.rows.length > 0 ? res.body.data : null;
  }, 'the online payment in the reconciliation');
  expect(rows?.rows).toEqual([
    expect.objectContaining({
      paymentMethod: 'officialAccount',
      orderCount: 1,
      orderAmount: 8000,
      providerCount: 1,
      providerAmount: 8000,
      differenceCount: 0,
    }),
  ]);
  expect(rows?.differences).toEqual([]);
});

it('one transaction id notified for two orders at once pays one of them only, and refunds nothing', async () => {
  for (let round = 0; round < 3; round++) {
    const orders = await Promise.all([f.submit(visitor), f.submit(visitor)]);
    const orderNos = orders.map((o) => o.body.data.orderID);
    const transactionId = `SBXshared${round}${Date.now()}`;
    const paidAt = new Date().toISOString();
    const answers = await Promise.all(
      orderNos.map((orderNo) => notify({ orderNo, transactionId, amountFen: 8000, paid: true, paidAt })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    const streams = await Promise.all(orderNos.map((no) => typesOf(`booking-${no}`)));
    expect(streams.filter((types) => types.includes('BookingPaid'))).toHaveLength(1);
    expect(streams.flat()).not.toContain('BookingPaymentRefused');
    // The provider retries the winner's notice: still accepted, still one payment.
    const winner = orderNos[answers.findIndex((a) => a.status === 200)];
    const again = await notify({ orderNo: winner, transactionId, amountFen: 8000, paid: true, paidAt });
    expect(again.status).toBe(200);
    expect(await typesOf(`booking-${winner}`)).toEqual(['BookingSubmitted', 'BookingPaid']);
  }
});

it("the sandbox's completion call is the visitor's own: no token 401, another visitor 404, the owner 200", async () => {
  const submitted = await f.submit(visitor);
  const { orderID } = submitted.body.data;
  const complete = (who: Visitor | null) =>
    f.call<unknown>('POST', `/sandboxPay/${orderID}/complete`, who, { body: { approve: true } });
  const anonymous = await complete(null);
  expect([anonymous.status, anonymous.body.code]).toEqual([401, 'VISITOR_IDENTITY_MISSING']);
  const stranger = await complete(await f.visitor());
  expect([stranger.status, stranger.body.code]).toEqual([404, 'VISITOR_ORDER_NOT_FOUND']);
  expect(await typesOf(`booking-${orderID}`)).toEqual(['BookingSubmitted']);
  const own = await complete(visitor);
  expect(own.body).toMatchObject({ state: 'approved', accepted: true, outcome: 'record_payment' });
  expect(await typesOf(`booking-${orderID}`)).toEqual(['BookingSubmitted', 'BookingPaid']);
});
