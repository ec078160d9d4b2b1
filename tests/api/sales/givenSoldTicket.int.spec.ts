// Given events → when request → then: the window's routes judged on a history written straight into
// the event store, without selling through the API first.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Ok } from '../../../domain/http/replies.ts';
import type { ScannedTicket } from '../../../domain/sales/printJob.schema.ts';
import { decideSale } from '../../../domain/sales/sale.ts';
import { orderEvents, ticketEvents } from '../../../domain/sales/saleEvents.ts';
import { orderStreamId, ticketStreamId } from '../../../domain/sales/saleNumbers.ts';
import { ADULT, sellCommand } from '../../domain/sales/saleFixtures.ts';
import { givenEvents, thenStream } from '../../support/givenEvents.ts';
import { startTestServer, type TestServer } from '../../support/testServer.ts';
import { type SalesFixture, salesFixture } from './salesSupport.ts';

let server: TestServer;
let f: SalesFixture;

beforeAll(async () => {
  server = await startTestServer();
  f = await salesFixture(server);
});
afterAll(() => server?.close());

/** An order of the demo area sold yesterday, its ticket valid until yesterday. */
async function givenYesterdaysSale() {
  const { order, tickets } = decideSale(
    sellCommand(
      { scenicAreaID: f.areaId, lines: [{ ticketTypeID: 1, count: 1, tourists: [] }] },
      {
        now: new Date(Date.now() - 86_400_000),
        orderNo: 'DD2001010000000042',
        ticketNos: ['200101000000000042'],
        types: new Map([[1, { ...ADULT, id: 1, scenicAreaID: f.areaId }]]),
      },
    ),
  );
  const ticket = tickets[0] as (typeof tickets)[number];
  await givenEvents(server, [
    {
      streamId: orderStreamId(order.data.orderNo),
      events: [orderEvents.encode(order, { account: 'seller' })],
    },
    {
      streamId: ticketStreamId(ticket.data.ticketNo),
      events: [ticketEvents.encode(ticket, { account: 'seller' })],
    },
  ]);
  return { orderNo: order.data.orderNo, ticketNo: ticket.data.ticketNo };
}

it('given a ticket sold yesterday for one day, when scanned today, then it is expired and only its record is offered', async () => {
  const { ticketNo } = await givenYesterdaysSale();
  const res = await f.call<Ok<ScannedTicket>>('GET', `/sell/scan?code=${ticketNo}`, { token: f.token });
  expect(res.status).toBe(200);
  expect(res.body.data).toMatchObject({ statusName: 'expired', status: 8, actions: ['record'] });
  const listed = await f.call<Ok<[{ status: number }[], number]>>(
    'GET',
    `/ticketQuery/tickets?ticketNo=${ticketNo}`,
    { token: f.token },
  );
  expect(listed.body.data[0][0]?.status).toBe(8);
});

it('given that order, when printed, then the order stream holds OrderPrinted after OrderPlaced', async () => {
  const orderNo = 'DD2001010000000042';
  const res = await f.call('POST', '/sell/print', { token: f.token, body: { orderNo } });
  expect(res.status).toBe(200);
  expect((await thenStream(server, orderStreamId(orderNo))).map((e) => e.type)).toEqual([
    'OrderPlaced',
    'OrderPrinted',
  ]);
});
