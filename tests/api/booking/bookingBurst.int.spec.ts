// Quotas never oversell (issue 14): 400 visitors submit at once for a slot of 100 places → exactly 100
// held, the rest told 预约人数的名额不够, 0 left; once the unpaid holds expire (the clock moved past
// their time; the expiry job and the sweep record the releases) the 100 places come back exactly.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bookingServices, EXPIRE_JOB } from '../../../api/src/booking/bookingServices.ts';
import { quotaStreamId } from '../../../domain/booking/quotaEvents.ts';
import type { Clock } from '../../../domain/clock.ts';
import { startTestServer, type TestServer } from '../../support/testServer.ts';
import { waitFor } from '../../support/waitFor.ts';
import { type BookingFixture, bookingFixture, type Visitor } from './bookingSupport.ts';

let server: TestServer;
let f: BookingFixture;

beforeAll(async () => {
  server = await startTestServer();
  f = await bookingFixture(server);
});
afterAll(() => server?.close());

const remain = async (slot: number, visitor: Visitor) => {
  const res = await f.call<{ remainTicketCount: number | null }>(
    'POST',
    '/sell/getRemainTicketCount',
    visitor,
    {
      body: { ticketTypeID: f.types.成人票, startTime: `${f.playDate} 08:00:00`, appointmentID: slot },
    },
  );
  expect(res.status).toBe(200);
  return res.body.data.remainTicketCount;
};

it('400 concurrent submissions for 100 places: exactly 100 held, then all 100 back after expiry', async () => {
  const slot = await f.slot(100);
  const visitors = await Promise.all(Array.from({ length: 400 }, () => f.visitor()));
  const answers = await Promise.all(visitors.map((v) => f.submit(v, { appointmentID: slot })));

  const held = answers.filter((a) => a.status === 200);
  const refused = answers.filter((a) => a.status !== 200);
  expect(held).toHaveLength(100);
  expect(new Set(refused.map((a) => `${a.status} ${a.body.code} ${a.body.message}`))).toEqual(
    new Set(['409 NOT_ENOUGH_PLACES 预约人数的名额不够,请重新购票']),
  );
  expect(await remain(slot, visitors[0] as Visitor)).toBe(0);
  const stream = await server.running.ctx.store.readStream(quotaStreamId(slot, f.playDate));
  expect(stream.filter((e) => e.type === 'PlacesHeld')).toHaveLength(100);

  // Sixteen minutes later: the expiry job of one order and the sweep of the rest record the releases.
  // (The sweep finds overdue orders in the order list's read model: wait for it to hold all 100.)
  const { ctx } = server.running;
  const ordered = held.map((a) => a.body.data.orderID);
  await waitFor(async () => {
    const { rows } = await ctx.pool.query(
      'select count(*)::int as n from visitor_orders where order_no = any($1)',
      [ordered],
    );
    return rows[0].n === 100;
  }, 'the order list to hold the 100 orders');
  const realClock: Clock = ctx.clock;
  ctx.clock = { now: () => new Date(realClock.now().getTime() + 16 * 60_000) };
  try {
    const booking = await bookingServices(ctx, server.running.app.log);
    const first = held[0]?.body.data.orderID as string;
    await ctx.jobs.enqueue(EXPIRE_JOB, { orderNo: first }, { jobId: `test-expire-${first}` });
    await waitFor(
      async () => (await ctx.store.readStream(`booking-${first}`)).length === 2,
      'the expiry job',
    );
    expect(await booking.sweep()).toBe(99);
    expect(await booking.sweep()).toBe(0);
    expect(await remain(slot, visitors[0] as Visitor)).toBe(100);
    const after = await ctx.store.readStream(quotaStreamId(slot, f.playDate));
    const released = after.filter((e) => e.type === 'PlacesReleased');
    expect(released).toHaveLength(100);
    const statuses = await waitFor(async () => {
      const { rows } = await ctx.pool.query(
        `select status, count(*)::int as n from visitor_orders where order_no = any($1) group by status`,
        [ordered],
      );
      return rows.length === 1 && rows[0].status === 'expired' ? rows : null;
    }, 'the order list to show the expiries');
    expect(statuses).toEqual([{ status: 'expired', n: 100 }]);

    // The places are bookable again: 100 more fit, the 101st does not.
    const again = await Promise.all(visitors.slice(0, 101).map((v) => f.submit(v, { appointmentID: slot })));
    expect(again.filter((a) => a.status === 200)).toHaveLength(100);
  } finally {
    ctx.clock = realClock;
  }
});
