// Ticket handling and price difference through the API (issue 12): sell, look at the passes, write
// off per attraction / batch / global with the seller and window on the event; refusals translated
// and changing nothing; a timed ticket (seeded with its gate entry, since gates come in issue 13)
// quoted and paid at the window, usable again, and every step in the ticket detail record.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ok } from '../../../domain/http/replies.ts';
import { decideSale } from '../../../domain/sales/sale.ts';
import { orderEvents, ticketEvents } from '../../../domain/sales/saleEvents.ts';
import { orderStreamId, ticketStreamId } from '../../../domain/sales/saleNumbers.ts';
import type {
  PriceDifferenceQuote,
  PriceDifferenceReceipt,
  TicketUses,
} from '../../../domain/sales/ticketHandling.schema.ts';
import type { TicketRecord } from '../../../domain/sales/ticketRecord.schema.ts';
import { ZonePermissionFields } from '../../../domain/ticketTypes/zonePermission.schema.ts';
import { ADULT, sellCommand } from '../../domain/sales/saleFixtures.ts';
import { givenEvents, NO_GATE_DETAILS, thenStream } from '../../support/givenEvents.ts';
import { startTestServer, type TestServer } from '../../support/testServer.ts';
import { waitFor } from '../../support/waitFor.ts';
import { apiClient } from '../support/apiClient.ts';
import { type SalesFixture, salesFixture } from './salesSupport.ts';

let server: TestServer;
let f: SalesFixture;
let zoneId: number;

beforeAll(async () => {
  server = await startTestServer();
  f = await salesFixture(server);
  const { rows } = await server.running.ctx.pool.query(
    'select id from zones where scenic_area_id = $1 order by id limit 1',
    [f.areaId],
  );
  zoneId = rows[0].id;
});
afterAll(() => server?.close());

type Refusal = { code: string; message: string };
const uses = (ticketNo: string) =>
  f.call<Ok<TicketUses>>('GET', `/sell/ticketUses?ticketNo=${ticketNo}`, { token: f.token });
const writeOff = (body: Record<string, unknown>, lang?: 'cn' | 'en' | 'es') =>
  f.call<Ok<TicketUses> & Refusal>('POST', '/sell/writeOff', {
    token: f.token,
    lang,
    body: { requestId: randomUUID(), window: '3号窗口', ...body },
  });
async function soldTicket(): Promise<string> {
  const sold = await f.sell({ lines: [{ ticketTypeID: f.types.成人票!, count: 1 }] });
  expect(sold.status).toBe(200);
  return sold.body.data.ticketNos[0]!;
}

describe('write-off', () => {
  it('per attraction: one pass of the zone, the seller and window on the event, then nothing left', async () => {
    const ticketNo = await soldTicket();
    const before = await uses(ticketNo);
    expect(before.status).toBe(200);
    expect(before.body.data.zones).toEqual([
      expect.objectContaining({ zoneId, limit: 1, perDay: 1, spent: 0, remaining: 1 }),
    ]);
    expect(before.body.data.writable).toBe(true);

    // Batch above the maximum: refused in the asked language, nothing appended.
    const above = await writeOff({ ticketNo, scope: 'zone', zoneId, count: 2 }, 'en');
    expect(above.status).toBe(422);
    expect(above.body).toMatchObject({
      code: 'WRITE_OFF_ABOVE_MAX',
      message: 'The write-off quantity must not exceed the maximum (1)',
    });
    expect((await thenStream(server, ticketStreamId(ticketNo))).map((e) => e.type)).toEqual(['TicketIssued']);

    const done = await writeOff({ ticketNo, scope: 'zone', zoneId });
    expect(done.status).toBe(200);
    expect(done.body.data.zones[0]).toMatchObject({ spent: 1, remaining: 0 });
    expect(done.body.data.writable).toBe(false); // every pass spent: the ticket is used
    const events = await thenStream(server, ticketStreamId(ticketNo));
    expect(events.at(-1)).toEqual({
      type: 'TicketWrittenOff',
      data: expect.objectContaining({
        ticketNo,
        scope: 'zone',
        zoneId,
        count: 1,
        sellerAccount: 'seller',
        window: '3号窗口',
      }),
    });

    const again = await writeOff({ ticketNo, scope: 'zone', zoneId }, 'es');
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'WRITE_OFF_VERIFIED',
      message: expect.stringContaining('validada'),
    });
    expect(await thenStream(server, ticketStreamId(ticketNo))).toHaveLength(2);

    await waitFor(async () => {
      const q = await f.call<Ok<[{ writtenOff: number; status: number }[], number]>>(
        'GET',
        `/ticketQuery/tickets?ticketNo=${ticketNo}`,
        { token: f.token },
      );
      const row = q.body.data[0][0];
      // Its only pass spent: verified there too, as the decider says.
      return row?.writtenOff === 1 && row.status === 3;
    }, 'the ticket query to count the write-off and show the ticket verified');
  });

  it('global: the ticket becomes verified, in the scan and in the ticket query', async () => {
    const ticketNo = await soldTicket();
    const done = await writeOff({ ticketNo, scope: 'global' });
    expect(done.status).toBe(200);
    expect(done.body.data.status).toBe(3);
    const scan = await f.call<Ok<{ statusName: string }>>('GET', `/sell/scan?code=${ticketNo}`, {
      token: f.token,
    });
    expect(scan.body.data.statusName).toBe('verified');
    await waitFor(async () => {
      const q = await f.call<Ok<[{ status: number }[], number]>>(
        'GET',
        `/ticketQuery/tickets?ticketNo=${ticketNo}`,
        {
          token: f.token,
        },
      );
      return q.body.data[0][0]?.status === 3;
    }, 'the ticket query to show the ticket verified');
  });

  it('global: spends what each zone had left, on the event, in the ticket uses and the query count', async () => {
    const ticketNo = await soldTicket();
    const done = await writeOff({ ticketNo, scope: 'global' });
    expect(done.status).toBe(200);
    expect(done.body.data.zones).toEqual([expect.objectContaining({ zoneId, spent: 1, remaining: 0 })]);
    expect((await uses(ticketNo)).body.data.zones[0]).toMatchObject({ spent: 1, remaining: 0 });
    expect((await thenStream(server, ticketStreamId(ticketNo))).at(-1)).toEqual({
      type: 'TicketWrittenOff',
      data: expect.objectContaining({ scope: 'global', zoneId: null, zones: [{ zoneId, count: 1 }] }),
    });
    await waitFor(async () => {
      const q = await f.call<Ok<[{ writtenOff: number; status: number }[], number]>>(
        'GET',
        `/ticketQuery/tickets?ticketNo=${ticketNo}`,
        { token: f.token },
      );
      return q.body.data[0][0]?.writtenOff === 1 && q.body.data[0][0].status === 3;
    }, 'the ticket query to count the global write-off');
  });

  it('a stale screen (If-Match) and a zone not on the ticket are refused; a repeated request id writes off once', async () => {
    const ticketNo = await soldTicket();
    const stale = await f.call<Refusal>('POST', '/sell/writeOff', {
      token: f.token,
      headers: { 'if-match': '"5"' },
      body: { requestId: randomUUID(), ticketNo, scope: 'global', window: null },
    });
    expect(stale.status).toBe(412);
    const elsewhere = await writeOff({ ticketNo, scope: 'zone', zoneId: 999_999 });
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.body.code).toBe('WRITE_OFF_ZONE_NOT_ON_TICKET');
    const body = { requestId: randomUUID(), ticketNo, scope: 'zone', zoneId, window: null };
    const first = await f.call('POST', '/sell/writeOff', { token: f.token, body });
    const second = await f.call('POST', '/sell/writeOff', { token: f.token, body });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect((await thenStream(server, ticketStreamId(ticketNo))).map((e) => e.type)).toEqual([
      'TicketIssued',
      'TicketWrittenOff',
    ]);
  });

  it('an expired ticket is refused with its own message', async () => {
    const { order, tickets } = decideSale(
      sellCommand(
        { scenicAreaID: f.areaId, lines: [{ ticketTypeID: 1, count: 1, tourists: [] }] },
        {
          now: new Date(Date.now() - 3 * 86_400_000),
          orderNo: 'DD2001010000000077',
          ticketNos: ['200101000000000077'],
          types: new Map([[1, { ...ADULT, id: 1, scenicAreaID: f.areaId }]]),
        },
      ),
    );
    await givenEvents(server, [
      {
        streamId: orderStreamId(order.data.orderNo),
        events: [orderEvents.encode(order, { account: 'seller' })],
      },
      {
        streamId: ticketStreamId('200101000000000077'),
        events: [ticketEvents.encode(tickets[0]!, { account: 'seller' })],
      },
    ]);
    const res = await writeOff({ ticketNo: '200101000000000077', scope: 'global' });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('WRITE_OFF_EXPIRED');
    expect(res.body.message).toContain('已过期');
  });
});

describe('price difference of a timed ticket', () => {
  const ticketNo = '200101000000000099';
  const orderNo = 'DD2001010000000099';

  /** A timed ticket sold today (60 minutes included) that entered its zone 200 minutes ago. */
  async function givenTimedTicketInside() {
    const now = Date.now();
    const timed = {
      ...ADULT,
      id: f.types.成人票!,
      scenicAreaID: f.areaId,
      ticketFeeMethod: 1,
      zones: [ZonePermissionFields.parse({ zoneID: zoneId, ticketValidTime: 60 })],
    };
    const { order, tickets } = decideSale(
      sellCommand(
        { scenicAreaID: f.areaId, lines: [{ ticketTypeID: timed.id, count: 1, tourists: [] }] },
        { now: new Date(now), orderNo, ticketNos: [ticketNo], types: new Map([[timed.id, timed]]) },
      ),
    );
    const enteredAt = new Date(now - 200 * 60_000).toISOString();
    await givenEvents(server, [
      { streamId: orderStreamId(orderNo), events: [orderEvents.encode(order, { account: 'seller' })] },
      {
        streamId: ticketStreamId(ticketNo),
        events: [
          ticketEvents.encode(tickets[0]!, { account: 'seller' }),
          ticketEvents.encode(
            {
              type: 'TicketPassed',
              data: {
                ticketNo,
                zoneId,
                direction: 'in',
                deviceId: 'gate-1',
                passedAt: enteredAt,
                passedOn: enteredAt.slice(0, 10),
                ...NO_GATE_DETAILS,
              },
            },
            { occurredAt: enteredAt },
          ),
        ],
      },
    ]);
  }

  it('quoted from the rule past the included time, paid in cash, then owes nothing; each step in the record', async () => {
    const admin = await apiClient(server).login('admin');
    const rule = await f.call('POST', '/priceDifference/add', {
      token: admin,
      body: {
        name: '超时补差',
        scenicAreaID: f.areaId,
        ticketTypeID: f.types.成人票,
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
    expect(rule.status).toBe(200);
    await givenTimedTicketInside();

    const quote = await f.call<Ok<PriceDifferenceQuote>>(
      'GET',
      `/sell/priceDifference?ticketNo=${ticketNo}`,
      {
        token: f.token,
      },
    );
    expect(quote.status).toBe(200);
    expect(quote.body.data).toMatchObject({
      timed: true,
      includedMinutes: 60,
      rule: 'stages',
      paid: 0,
      owed: 4000,
    });
    expect(quote.body.data.minutesOver).toBeGreaterThanOrEqual(140);

    const pay = (amount: number, receivedFen: number) =>
      f.call<Ok<PriceDifferenceReceipt> & Refusal>('POST', '/sell/priceDifference/pay', {
        token: f.token,
        body: { requestId: randomUUID(), ticketNo, amount, payment: { method: 'cash', receivedFen } },
      });
    const wrong = await pay(2000, 5000);
    expect(wrong.status).toBe(409);
    expect(wrong.body).toMatchObject({
      code: 'PRICE_DIFFERENCE_CHANGED',
      message: '补差金额已变为 ¥40.00，请重新查询',
    });

    const paid = await pay(4000, 5000);
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({
      amount: 4000,
      paymentMethod: 'cash',
      changeFen: 1000,
      owedAfter: 0,
    });
    const after = await f.call<Ok<PriceDifferenceQuote>>(
      'GET',
      `/sell/priceDifference?ticketNo=${ticketNo}`,
      {
        token: f.token,
      },
    );
    expect(after.body.data).toMatchObject({ owed: 0, paid: 4000 });
    const none = await pay(4000, 5000);
    expect(none.body.code).toBe('PRICE_DIFFERENCE_NONE_OWED');
    expect((await thenStream(server, ticketStreamId(ticketNo))).map((e) => e.type)).toEqual([
      'TicketIssued',
      'TicketPassed',
      'PriceDifferencePaid',
    ]);

    const record = await f.call<Ok<TicketRecord>>('GET', `/ticketRecord?no=${ticketNo}`, { token: f.token });
    const entries = record.body.data.entries;
    expect(entries.map((e) => e.type)).toEqual([
      'OrderPlaced',
      'TicketIssued',
      'TicketPassed',
      'PriceDifferencePaid',
    ]);
    expect(entries[2]!.changes).toContainEqual(expect.objectContaining({ field: 'enteredAt', before: null }));
    expect(entries[3]!.changes).toEqual([{ field: 'differencePaid', before: 0, after: 4000 }]);
    // Paid: usable again.
    expect((await writeOff({ ticketNo, scope: 'zone', zoneId })).status).toBe(200);
  });

  it('a ticket that is not timed owes nothing and cannot be paid for', async () => {
    const plain = await soldTicket();
    const quote = await f.call<Ok<PriceDifferenceQuote>>('GET', `/sell/priceDifference?ticketNo=${plain}`, {
      token: f.token,
    });
    expect(quote.body.data).toMatchObject({ timed: false, owed: 0 });
    const pay = await f.call<Refusal>('POST', '/sell/priceDifference/pay', {
      token: f.token,
      body: {
        requestId: randomUUID(),
        ticketNo: plain,
        amount: 100,
        payment: { method: 'cash', receivedFen: 100 },
      },
    });
    expect(pay.status).toBe(409);
    expect(pay.body.code).toBe('PRICE_DIFFERENCE_NONE_OWED');
  });
});
