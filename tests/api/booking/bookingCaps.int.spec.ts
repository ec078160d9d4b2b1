// One visitor cannot fill a slot with unpaid bookings: many submits fired at once by one visitor hold
// exactly BOOKING_MAX_UNPAID_PER_VISITOR, one ID number holds exactly one booking, holds that expired
// stop counting, and submits beyond BOOKING_SUBMITS_PER_MINUTE answer 429 in the visitor pages' shape.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bookingServices } from '../../../api/src/booking/bookingServices.ts';
import { quotaStreamId } from '../../../domain/booking/quotaEvents.ts';
import type { Clock } from '../../../domain/clock.ts';
import { startTestServer, type TestServer } from '../../support/testServer.ts';
import { type BookingFixture, bookingFixture, type Visitor } from './bookingSupport.ts';

let server: TestServer;
let f: BookingFixture;

beforeAll(async () => {
  server = await startTestServer();
  f = await bookingFixture(server);
});
afterAll(() => server?.close());

const heldIn = async (slot: number) =>
  (await server.running.ctx.store.readStream(quotaStreamId(slot, f.playDate))).filter(
    (e) => e.type === 'PlacesHeld',
  ).length;

const outcomes = (answers: { status: number; body: { code?: string; message?: string } }[]) =>
  answers.map((a) => (a.status === 200 ? 'held' : `${a.status} ${a.body.code} ${a.body.message}`)).sort();

it('one visitor firing 15 submits at once holds exactly the cap; expired holds stop counting', async () => {
  const { ctx } = server.running;
  const cap = 3; // BOOKING_MAX_UNPAID_PER_VISITOR's default
  const slot = await f.slot(50);
  const visitor = await f.visitor();
  const burst = (n: number) =>
    Promise.all(Array.from({ length: n }, () => f.submit(visitor, { appointmentID: slot })));

  // 15 + 4 submits of one visitor: within BOOKING_SUBMITS_PER_MINUTE (20), so the cap alone refuses.
  const answers = await burst(15);
  const refusal = `409 TOO_MANY_UNPAID_BOOKINGS 您在该时段已有${cap}笔待支付的订单，请先支付或等待其过期后再预约`;
  expect(outcomes(answers)).toEqual([...Array(cap).fill('held'), ...Array(15 - cap).fill(refusal)].sort());
  expect(await heldIn(slot)).toBe(cap);
  expect((await f.submit(await f.visitor(), { appointmentID: slot })).status).toBe(200);

  // Past their time, the expiry job releases the holds; the visitor may hold as many again, no more.
  const realClock: Clock = ctx.clock;
  ctx.clock = { now: () => new Date(realClock.now().getTime() + 16 * 60_000) };
  try {
    const booking = await bookingServices(ctx, server.running.app.log);
    for (const a of answers.filter((x) => x.status === 200))
      expect(await booking.expire(a.body.data.orderID)).toBe(true);
    const stream = await ctx.store.readStream(quotaStreamId(slot, f.playDate));
    expect(stream.filter((e) => e.type === 'PlacesReleased')).toHaveLength(cap);
    const again = await burst(cap + 1);
    expect(outcomes(again)).toEqual([...Array(cap).fill('held'), refusal].sort());
    expect(await heldIn(slot)).toBe(1 + 2 * cap);
  } finally {
    ctx.clock = realClock;
  }
});

it('one ID number submitted by ten visitors at once holds exactly one booking of the slot', async () => {
  const slot = await f.slot(50);
  const visitors = await Promise.all(Array.from({ length: 10 }, () => f.visitor()));
  const type = f.types.分时预约票 as number;
  const answers = await Promise.all(
    visitors.map((v) =>
      f.submit(v, {
        appointmentID: slot,
        orderAmount: 6000,
        ticketTypeID: type,
        touristIDCardNum: '11010519491231002X',
        ticketParams: {
          touristInfo: { touristName: '张三', touristMobile: '13800138000' },
          ticketArray: [{ ticketTypeID: type, ticketCount: 1 }],
          appointmentStartTime: `${f.playDate} 08:00:00`,
          appointmentEndTime: `${f.playDate} 23:59:00`,
        },
      }),
    ),
  );
  const refusal = '409 ID_ALREADY_BOOKED 身份证号 11010519491231002X 已预约该时段';
  expect(outcomes(answers)).toEqual(['held', ...Array(9).fill(refusal)].sort());
  expect(await heldIn(slot)).toBe(1);
});

it('submits beyond the limit per minute answer 429, translated, whichever channel; others go on', async () => {
  const limit = 20; // BOOKING_SUBMITS_PER_MINUTE's default
  const flooder = await f.visitor();
  const bare = (visitor: Visitor, channel: 'wx' | 'mn', lang?: 'es') =>
    f.call('POST', '/sell/wxSubmitOrder', visitor, { body: { channel }, ...(lang ? { lang } : {}) });
  const first = await Promise.all(
    Array.from({ length: limit }, (_, i) => bare(flooder, i % 2 ? 'mn' : 'wx')),
  );
  expect(new Set(first.map((a) => a.status))).toEqual(new Set([400]));

  const limited = await bare(flooder, 'mn', 'es');
  expect([limited.status, limited.body.code, limited.body.message, limited.body.msg]).toEqual([
    429,
    'TOO_MANY_REQUESTS',
    'Demasiadas solicitudes, inténtelo más tarde',
    'Demasiadas solicitudes, inténtelo más tarde',
  ]);
  expect((await f.submit(flooder)).status).toBe(429);
  expect((await f.submit(await f.visitor())).status).toBe(200);
});
