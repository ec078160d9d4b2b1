// Payments taken and never recorded (issue 29): the database connections are cut between the
// provider's approval and the record; the sandbox retries its notification like a real provider and
// the payment ends recorded. Approvals whose notifications were all lost are found by the
// reconciliation job: recorded while the places are held, refunded once the booking expired, each an
// event of its booking, listed with the reconciliation.
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bookingServices } from '../../../api/src/booking/bookingServices.ts';
import { sandboxTransaction } from '../../../api/src/payments/sandboxOnlinePayments.ts';
import type { Clock } from '../../../domain/clock.ts';
import { lineDigest } from '../../../domain/payments/statementDigest.ts';
import { localDateOf } from '../../../domain/rules/ruleTime.ts';
import { startTestServer, type TestServer } from '../../support/testServer.ts';
import { waitFor } from '../../support/waitFor.ts';
import { reportFixture } from '../reports/reportSupport.ts';
import { type BookingFixture, bookingFixture, type Visitor } from './bookingSupport.ts';

let server: TestServer;
let f: BookingFixture;
let visitor: Visitor;

beforeAll(async () => {
  server = await startTestServer();
  f = await bookingFixture(server);
  visitor = await f.visitor();
});
afterAll(() => server?.close());

const streamOf = (orderNo: string) => server.running.ctx.store.readStream(`booking-${orderNo}`);
const typesOf = async (orderNo: string) => (await streamOf(orderNo)).map((e) => e.type);

it('connections cut between the approval and the record: the retried notification records the payment', async () => {
  const slot = await f.slot(5);
  const { orderID } = (await f.submit(visitor, { appointmentID: slot })).body.data;
  const admin = new pg.Client({ connectionString: server.db.url });
  await admin.connect();
  try {
    // Appends wait behind this lock: the approval is entered, the record is not.
    await admin.query('begin');
    await admin.query('lock table es_events in exclusive mode');
    const completing = f.call<{ accepted: boolean }>('POST', `/sandboxPay/${orderID}/complete`, visitor, {
      body: { approve: true },
    });
    await waitFor(async () => {
      const { rows } = await admin.query(
        `select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      );
      return rows.length > 0;
    }, 'the record to wait for the lock');
    const approved = await admin.query('select 1 from sandbox_payment_ledger where reference = $1', [
      orderID,
    ]);
    expect(approved.rowCount).toBe(1);
    await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()`,
    );
    await admin.query('rollback');
    const answered = await completing;
    expect(answered.status).toBe(200);
    expect(answered.body).toMatchObject({ accepted: false, outcome: null });
  } finally {
    await admin.end();
  }
  // A read on a pool connection the cut ended fails once (the pool then drops it): ask again.
  const paid = async () => (await typesOf(orderID).catch((): string[] => [])).includes('BookingPaid');
  await waitFor(paid, 'the retried notification');
  expect(await typesOf(orderID)).toEqual(['BookingSubmitted', 'BookingPaid']);
  const confirm = await f.call<{ status: string }>('POST', '/sell/wxConfirmOrder', visitor, {
    body: { openid: visitor.openid, orderID },
  });
  expect([confirm.status, confirm.body.data.status]).toEqual([200, 'paid']);
});

it('approvals whose notifications were lost: the job records the held one and refunds the expired one', async () => {
  const { ctx } = server.running;
  const slot = await f.slot(5);
  const held = (await f.submit(visitor, { appointmentID: slot })).body.data.orderID;
  const expired = (await f.submit(visitor, { appointmentID: slot })).body.data.orderID;
  // The provider approved both; not one notification came through (all retries lost in a restart).
  for (const orderNo of [held, expired]) {
    await ctx.pool.query(
      `insert into sandbox_payment_ledger (kind, reference, transaction_id, amount_fen, confirmed_at, digest)
       values ('charge', $1, $2, 8000, now(), $3)`,
      [orderNo, sandboxTransaction(orderNo), lineDigest('charge', orderNo, 8000)],
    );
  }
  const services = await bookingServices(ctx, console);
  const clock = ctx.clock;
  (ctx as { clock: Clock }).clock = { now: () => new Date(Date.now() + 3 * 3_600_000) };
  try {
    expect(await services.expire(expired)).toBeTruthy();
  } finally {
    (ctx as { clock: Clock }).clock = clock;
  }

  const jobId = await services.recoverNow(`payments-recover-test-${Date.now()}`);
  const job = await waitFor(async () => {
    const found = await ctx.jobs.getJob(jobId);
    return found?.state === 'completed' || found?.state === 'failed' ? found : null;
  }, 'the reconciliation job');
  expect(job?.state).toBe('completed');

  const heldStream = await streamOf(held);
  expect(heldStream.map((e) => e.type)).toEqual(['BookingSubmitted', 'BookingPaid']);
  expect(heldStream[1]?.metadata.via).toBe('reconciliation');
  const expiredStream = await streamOf(expired);
  expect(expiredStream.map((e) => e.type)).toEqual([
    'BookingSubmitted',
    'BookingExpired',
    'BookingPaymentRefused',
  ]);
  expect(expiredStream[2]?.data).toMatchObject({
    reason: 'expired',
    refundId: expect.stringMatching(/^SBR/),
  });
  const refunds = await ctx.pool.query(
    `select amount_fen::int as amount from sandbox_payment_ledger where kind = 'refund' and reference = $1`,
    [`R${sandboxTransaction(expired)}`.slice(0, 32)],
  );
  expect(refunds.rows).toEqual([{ amount: 8000 }]);

  // The same job again finds nothing left to do.
  const again = await services.recoverNow(`payments-recover-again-${Date.now()}`);
  const second = await waitFor(async () => {
    const found = await ctx.jobs.getJob(again);
    return found?.state === 'completed' ? found : null;
  }, 'the second run');
  expect(second?.result).toEqual([]);

  const reports = await reportFixture(server);
  const today = localDateOf(Date.now(), 'Asia/Shanghai');
  const listed = await waitFor(async () => {
    const res = await reports.report('reconciliation', { from: today, to: today, scenicAreaID: f.areaId });
    return (res.body.data.recovered?.length ?? 0) >= 2 ? res.body.data.recovered : null;
  }, 'the recovered payments in the reconciliation');
  expect(listed?.map((r) => [r.orderNo, r.outcome]).sort()).toEqual(
    [
      [held, 'recorded'],
      [expired, 'refunded'],
    ].sort(),
  );
  // The provider's statement and ours agree: the refused payment's charge and refund are both ours too.
  const res = await reports.report('reconciliation', { from: today, to: today, scenicAreaID: f.areaId });
  expect(res.body.data.differences).toEqual([]);
});
