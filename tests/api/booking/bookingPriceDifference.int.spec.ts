// A timed ticket's price difference paid from the phone (issue 14): the visitor's ticket stayed
// 200 minutes of 60 included; getPriceDifferentData says what it owes, priceDifferentConfirmOrder
// starts the payment, the sandbox's notice records PriceDifferencePaid once however often it comes,
// and the ticket owes nothing after. Another amount is refused before any payment starts.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { SubmitAnswer } from '../../../domain/booking/visitorApi.schema.ts';
import { ticketEvents } from '../../../domain/sales/saleEvents.ts';
import { ticketStreamId } from '../../../domain/sales/saleNumbers.ts';
import { NO_GATE_DETAILS } from '../../support/givenEvents.ts';
import { startTestServer, type TestServer } from '../../support/testServer.ts';
import { apiClient } from '../support/apiClient.ts';
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

it('quotes, pays once through the sandbox, and then owes nothing', async () => {
  const { pool, store } = server.running.ctx;
  const type = f.types.成人票 as number;
  await pool.query('update ticket_types set fee_method = 1 where id = $1', [type]);
  await pool.query('update ticket_zone_permissions set valid_time = 60 where ticket_type_id = $1', [type]);
  const admin = await apiClient(server).login('admin');
  const rule = await apiClient(server).call('POST', '/priceDifference/add', {
    token: admin,
    body: {
      name: '超时补差',
      scenicAreaID: f.areaId,
      ticketTypeID: type,
      gracePeriod: 15,
      stages: [
        { overtimeMinutes: 15, amount: 1000 },
        { overtimeMinutes: 60, amount: 2000 },
        { overtimeMinutes: 120, amount: 4000 },
        { overtimeMinutes: 240, amount: 8000 },
      ],
      isEnable: true,
    },
  });
  expect(rule.status, JSON.stringify(rule.body)).toBe(200);

  // Booked and paid today, entered 200 minutes ago.
  const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });
  const booked = await f.submit(visitor, {
    ticketParams: {
      touristInfo: { touristName: '赵六', touristMobile: '13600136000' },
      ticketArray: [{ ticketTypeID: type, ticketCount: 1 }],
      appointmentStartTime: `${today} 00:00:01`,
      appointmentEndTime: `${today} 23:59:59`,
    },
  });
  expect(booked.status, JSON.stringify(booked.body)).toBe(200);
  const orderID = booked.body.data.orderID;
  await f.call('POST', `/sandboxPay/${orderID}/complete`, visitor, { body: { approve: true } });
  const [ticket] = (
    await f.call<{ ticketID: string }[]>('GET', `/order/wxTicketList?orderID=${orderID}`, visitor)
  ).body.data;
  const ticketNo = ticket?.ticketID as string;
  const enteredAt = new Date(Date.now() - 200 * 60_000).toISOString();
  const [zone] = (
    await pool.query('select zone_id from ticket_zone_permissions where ticket_type_id = $1', [type])
  ).rows;
  await store.appendToStreams([
    {
      streamId: ticketStreamId(ticketNo),
      expectedRevision: 0n,
      events: [
        ticketEvents.encode(
          {
            type: 'TicketPassed',
            data: {
              ticketNo,
              zoneId: zone.zone_id,
              direction: 'in',
              deviceId: 'gate-1',
              passedAt: enteredAt,
              passedOn: today,
              ...NO_GATE_DETAILS,
            },
          },
          { occurredAt: enteredAt },
        ),
      ],
    },
  ]);

  const owed = async () =>
    (
      await f.call<{ priceDifferentAmount: number }>(
        'GET',
        `/ticket/getPriceDifferentData?ticketID=${ticketNo}`,
        visitor,
      )
    ).body.data.priceDifferentAmount;
  expect(await owed()).toBe(4000);
  const wrong = await f.call('POST', '/sell/priceDifferentConfirmOrder', visitor, {
    body: { openid: visitor.openid, ticketID: ticketNo, orderAmount: 1000 },
  });
  expect([wrong.status, wrong.body.code]).toEqual([409, 'ORDER_AMOUNT_CHANGED']);

  const started = await f.call<SubmitAnswer>('POST', '/sell/priceDifferentConfirmOrder', visitor, {
    body: { openid: visitor.openid, ticketID: ticketNo, orderAmount: 4000 },
  });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const reference = started.body.data.orderID;
  expect(started.body.data.sandboxPayUrl).toBe(`/wx_sandboxPay?order=${reference}`);
  for (let i = 0; i < 3; i++) {
    const done = await f.call<{ outcome: string }>('POST', `/sandboxPay/${reference}/complete`, visitor, {
      body: { approve: true },
    });
    expect((done.body as unknown as { outcome: string }).outcome).toBe(
      i === 0 ? 'record_payment' : 'duplicate',
    );
  }
  const types = (await store.readStream(ticketStreamId(ticketNo))).map((e) => e.type);
  expect(types).toEqual(['TicketIssued', 'TicketPassed', 'PriceDifferencePaid']);
  expect(await owed()).toBe(0);
  const confirm = await f.call<{ status: string }>('POST', '/sell/wxConfirmOrder', visitor, {
    body: { openid: visitor.openid, orderID: reference },
  });
  expect(confirm.body.data.status).toBe('paid');
  const other = await f.visitor();
  const stranger = await f.call('GET', `/ticket/getPriceDifferentData?ticketID=${ticketNo}`, other);
  expect(stranger.status).toBe(404);
});
