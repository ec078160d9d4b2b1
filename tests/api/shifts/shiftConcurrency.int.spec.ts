// A shift's facts are counted once (issue 12): a seller keeps selling while handing over again and
// again from two windows; every sale falls in exactly one handover or in the open shift, in the
// command's handovers and in the read model alike. A handover is settled once, even by
// administrators clicking at the same moment.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ok } from '../../../domain/http/replies.ts';
import type { DutyRecord, HandoverAnswer } from '../../../domain/shifts/shift.schema.ts';
import { givenEvents } from '../../support/givenEvents.ts';
import { startTestServer, type TestServer } from '../../support/testServer.ts';
import { type SalesFixture, salesFixture } from '../sales/salesSupport.ts';
import { apiClient } from '../support/apiClient.ts';
import { dutyFromLog, type LogPosition, priceDifferenceStream, userId } from './shiftSupport.ts';

let server: TestServer;
let f: SalesFixture;
let sellerId: number;

beforeAll(async () => {
  server = await startTestServer();
  f = await salesFixture(server);
  sellerId = await userId(server.running.ctx.pool, 'seller');
});
afterAll(() => server?.close());

const handOver = () =>
  f.call<Ok<HandoverAnswer>>('POST', '/sell/shift/handover', {
    token: f.token,
    body: { requestId: randomUUID(), scenicAreaID: f.areaId, receivedFen: 0 },
  });

describe('shift handover under concurrency', () => {
  it('sales racing handovers: every sale is counted in exactly one shift', async () => {
    const sales: Promise<unknown>[] = [];
    const handovers: Promise<Awaited<ReturnType<typeof handOver>>>[] = [];
    for (let round = 0; round < 8; round++) {
      sales.push(f.sell(), f.sell({ lines: [{ ticketTypeID: f.types.儿童票 as number, count: 1 }] }));
      handovers.push(handOver(), handOver());
    }
    await Promise.all(sales);
    const answers = await Promise.all(handovers);
    for (const a of answers) expect(a.status).toBe(200);
    // A marker appended last: once the projections have it, they have everything before it.
    await givenEvents(server, [
      priceDifferenceStream('000000000000000000', f.areaId, { id: 0, account: 'none' }, 1),
    ]);

    const log = await dutyFromLog(server.running.ctx.pool, sellerId);
    const handed = answers.reduce((n, a) => n + a.body.data.totals.sale.orders.fen, 0);
    const handedTickets = answers.reduce((n, a) => n + a.body.data.totals.sale.tickets.count, 0);
    const open = await f.call<Ok<DutyRecord>>('POST', '/sell/dutyRecord', {
      token: f.token,
      body: { operate: 3, scenicAreaID: f.areaId },
    });
    const openSale = open.body.data.list[0]!;
    expect(handed + openSale.amount).toBe(log.sale.amount);
    expect(handedTickets + openSale.ticketCount).toBe(log.sale.ticketCount);
    // Shift numbers are consecutive: no handover was lost or doubled.
    const numbers = answers.map((a) => a.body.data.shiftNo).sort((x, y) => x - y);
    expect(numbers).toEqual(Array.from({ length: answers.length }, (_, i) => i + 1));
    // Each handover holds exactly the seller's sales between the previous one's place in $all and its
    // own (countedTo), computed here from es_events.
    const pool = server.running.ctx.pool;
    const byNo = [...answers].sort((x, y) => x.body.data.shiftNo - y.body.data.shiftNo);
    const { rows: marks } = await pool.query<{ upTo: LogPosition | null }>(
      `select data->'countedTo' as "upTo"
         from es_events where stream_id = $1 and type = 'ShiftHandedOver' order by revision`,
      [`shift-${sellerId}`],
    );
    let after: LogPosition | null = null;
    for (const [i, mark] of marks.entries()) {
      const upTo: LogPosition | null = mark.upTo ?? after;
      const part = upTo ? await dutyFromLog(pool, sellerId, after, upTo) : { sale: { amount: 0 } };
      expect(byNo[i]!.body.data.totals.sale.orders.fen).toBe(part.sale.amount);
      after = upTo;
    }
    expect(openSale.amount).toBe((await dutyFromLog(pool, sellerId, after)).sale.amount);
    // The read model closed each shift with what its handover counted.
    const { rows } = await server.running.ctx.pool.query(
      `select coalesce(sum((totals->'sale'->'orders'->>'fen')::int), 0)::int as fen
         from shift_totals where seller_id = $1 and ended_at is not null`,
      [sellerId],
    );
    expect(rows[0].fen).toBe(handed);
  });

  it('twenty administrators settling one handover at once: settled once', async () => {
    const admin = await apiClient(server).login('admin');
    const settle = () =>
      f.call<{ code?: string }>('POST', '/sell/shiftRecords/settle', {
        token: admin,
        body: { requestId: randomUUID(), sellerID: sellerId, shiftNo: 1, settledFen: 500 },
      });
    const results = await Promise.all(Array.from({ length: 20 }, settle));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.body.code === 'SHIFT_ALREADY_SETTLED')).toHaveLength(19);
    const events = await server.running.ctx.store.readStream(`shift-${sellerId}`);
    expect(events.filter((e) => e.type === 'ShiftSettled')).toHaveLength(1);
  });
});
