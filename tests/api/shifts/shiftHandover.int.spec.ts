// Two sellers at once (issue 12 "done when"): each one's handover counts only their own sales and
// refunds, and the dutyRecord answer equals the sums computed here from es_events directly.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DutyRecord, HandoverAnswer, ShiftRecordRow } from '../../../domain/shifts/shift.schema.ts';
import { startTestServer, type TestServer } from '../../support/testServer.ts';
import { type SalesFixture, salesFixture } from '../sales/salesSupport.ts';
import { createSellers } from '../sales/sellerLoad.ts';
import { dutyFromLog, endOfLog, priceDifferenceStream, refundStream, seed, userId } from './shiftSupport.ts';

let server: TestServer;
let f: SalesFixture;
let adminToken: string;
const a = { id: 0, account: 'seller', token: '' };
const b = { id: 0, account: '', token: '' };

beforeAll(async () => {
  server = await startTestServer();
  f = await salesFixture(server);
  const pool = server.running.ctx.pool;
  const [second] = await createSellers(pool, server.url, 1, 'shift');
  Object.assign(b, second, { id: await userId(pool, second!.account) });
  Object.assign(a, { id: await userId(pool, 'seller'), token: f.token });
  const { apiClient } = await import('../support/apiClient.ts');
  adminToken = await apiClient(server).login('admin');
});
afterAll(() => server?.close());

/** Whether `at` falls in the arrival buckets (6 to 22 h) of the demo area's day (Asia/Shanghai). */
function inArrivalHours(at: Date): boolean {
  const hour = Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Shanghai', hour: '2-digit', hourCycle: 'h23' }).format(
      at,
    ),
  );
  return hour >= 6 && hour < 22;
}

const duty = async (token: string, operate: 1 | 3, accountID?: number) =>
  f.call<{ data: DutyRecord; code?: string }>('POST', '/sell/dutyRecord', {
    token,
    body: { operate, scenicAreaID: f.areaId, ...(accountID ? { accountID } : {}) },
  });
const handOver = (token: string, receivedFen: number, requestId = randomUUID()) =>
  f.call<{ data: HandoverAnswer; code?: string }>('POST', '/sell/shift/handover', {
    token,
    body: { requestId, scenicAreaID: f.areaId, receivedFen },
  });

describe('shift handover with two sellers at once', () => {
  it('each seller’s dutyRecord and handover count only their own sales and refunds', async () => {
    const sales = await Promise.all([
      f.sell({}, a.token),
      f.sell({ lines: [{ ticketTypeID: f.types.儿童票 as number, count: 1 }] }, a.token),
      f.sell({}, b.token),
      f.sell({ payment: { method: 'wechat', reference: '' } }, b.token),
      f.sell({ lines: [{ ticketTypeID: f.types.成人票 as number, count: 1 }] }, b.token),
    ]);
    for (const s of sales) expect(s.status).toBe(200);
    const [saleA, , saleB] = sales.map((s) => s.body.data);
    // Refunds and a price difference as the other features append them (waits for the projections).
    await seed(server, [
      refundStream(
        { orderNo: saleA!.orderNo, ticketNos: [saleA!.ticketNos[0]!], areaId: f.areaId },
        a,
        7_500,
      ),
      refundStream({ orderNo: saleB!.orderNo, ticketNos: saleB!.ticketNos, areaId: f.areaId }, b, 15_000),
      priceDifferenceStream(saleB!.ticketNos[0]!, f.areaId, b, 600),
    ]);

    const pool = server.running.ctx.pool;
    for (const seller of [a, b]) {
      const log = await dutyFromLog(pool, seller.id);
      const answer = await duty(seller.token, 3);
      expect(answer.status).toBe(200);
      expect(answer.body.data.list).toEqual([log.sale, log.refund]);
      // Arrival buckets cover 6–22 h of the area's day: sales made at night fall in none of them.
      const arrivals = answer.body.data.passengerFlowList.reduce((n, x) => n + x.value, 0);
      expect(arrivals).toBe(inArrivalHours(new Date()) ? log.sale.ticketCount : 0);
      const counts = await duty(seller.token, 1);
      expect(counts.body.data.list[0]!.OrdinaryCard).toBe(log.sale.ticketCount);
      expect(counts.body.data.list[1]!.ticketCount).toBe(log.refund.ticketCount);
    }
    // The sellers' sums differ, so a mix-up cannot pass unnoticed.
    expect((await dutyFromLog(pool, a.id)).sale.amount).not.toBe((await dutyFromLog(pool, b.id)).sale.amount);

    const logA = await dutyFromLog(pool, a.id);
    const handedA = await handOver(a.token, logA.sale.Cash - logA.refund.Cash + 100);
    expect(handedA.status).toBe(200);
    expect(handedA.body.data.expectedFen).toBe(logA.sale.Cash - logA.refund.Cash);
    expect(handedA.body.data.differenceFen).toBe(100);
    expect(handedA.body.data.totals.sale.orders.fen).toBe(logA.sale.amount);
    expect(handedA.body.data.totals.refund.orders.fen).toBe(logA.refund.amount);

    const logB = await dutyFromLog(pool, b.id);
    const handedB = await handOver(b.token, 0);
    expect(handedB.body.data.expectedFen).toBe(logB.sale.Cash - logB.refund.Cash);
    expect(handedB.body.data.totals.sale.orders.fen).toBe(logB.sale.amount);
    expect(handedB.body.data.totals.priceDifferences).toEqual({ count: 1, fen: 600 });
  });

  it('after the handover a new shift starts empty and counts only the next sales', async () => {
    const end = await endOfLog(server.running.ctx.pool);
    const sold = await f.sell({ lines: [{ ticketTypeID: f.types.儿童票 as number, count: 1 }] }, a.token);
    expect(sold.status).toBe(200);
    await seed(server, [priceDifferenceStream(sold.body.data.ticketNos[0]!, f.areaId, a, 500, 'cash')]);
    const answer = await duty(a.token, 3);
    expect(answer.body.data.list).toEqual(
      Object.values(await dutyFromLog(server.running.ctx.pool, a.id, end)),
    );
    expect(answer.body.data.list[0]!.ticketCount).toBe(1);
  });

  it('shift records: a seller sees their own; the administrator sees both and settles once', async () => {
    const list = (token: string) =>
      f.call<{ data: [ShiftRecordRow[], number] }>('GET', '/sell/shiftRecords?pageItems=20&pageNumber=1', {
        token,
      });
    await waitForRecords(() => list(adminToken), 2);
    const own = await list(a.token);
    expect(own.body.data[0].map((r) => r.sellerID)).toEqual([a.id]);
    expect(own.body.data[0][0]).toMatchObject({
      changeShiftsName: '售票员小林',
      differenceAmount: 100,
      settledAmount: null,
    });
    const all = await list(adminToken);
    expect(all.body.data[0].map((r) => r.sellerID).sort()).toEqual([a.id, b.id].sort());

    const settle = (token: string) =>
      f.call<{ code?: string }>('POST', '/sell/shiftRecords/settle', {
        token,
        body: { requestId: randomUUID(), sellerID: a.id, shiftNo: 1, settledFen: 12_345 },
      });
    expect((await settle(a.token)).status).toBe(403); // a seller does not settle
    expect((await settle(adminToken)).status).toBe(200);
    const twice = await settle(adminToken);
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('SHIFT_ALREADY_SETTLED');
    await waitForRecords(async () => {
      const r = await list(a.token);
      return { ...r, body: { data: [r.body.data[0].filter((x) => x.settledAmount === 12_345), 0] } };
    }, 1);
    const settled = (await list(a.token)).body.data[0][0]!;
    expect(settled).toMatchObject({ settledAmount: 12_345, operator: 'admin' });
  });

  it('a rebuild from the events recreates both read models exactly (handovers, carries, settlement)', async () => {
    for (const name of ['shiftTotals', 'shiftRecords']) {
      const report = await server.running.ctx.projections.compare(name);
      expect(report.eventsReplayed).toBeGreaterThan(0);
      expect(report.tables.length).toBeGreaterThan(0);
      expect(report.equal).toBe(true);
    }
  });

  it('a seller cannot read another seller’s dutyRecord; bad input changes nothing', async () => {
    const other = await duty(a.token, 3, b.id);
    expect(other.status).toBe(403);
    expect(other.body.code).toBe('SHIFT_NOT_YOURS');
    const bad = await f.call<{ code?: string }>('POST', '/sell/shift/handover', {
      token: a.token,
      lang: 'en',
      body: { requestId: randomUUID(), scenicAreaID: f.areaId, receivedFen: -5 },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('negative');
    const events = await server.running.ctx.store.readStream(`shift-${a.id}`);
    expect(events.filter((e) => e.type === 'ShiftHandedOver')).toHaveLength(1);
  });
});

async function waitForRecords(
  fetchRows: () => Promise<{ body: { data: [unknown[], number] } }>,
  n: number,
): Promise<void> {
  const { waitFor } = await import('../../support/waitFor.ts');
  await waitFor(async () => (await fetchRows()).body.data[0].length >= n, `${n} shift records`);
}
