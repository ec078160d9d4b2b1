// The sales reports (issue 17) against a known history: sales of several sellers, sources, payment
// methods and types over three days, refunds on a later day, one ticket for many, price differences
// and card money, a shift handed over and settled through the real routes. Every figure of every
// answer is compared with sums this test makes itself from the same events.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_CATALOG, type ReportKey, totalColumns } from '../../../domain/reports/reportCatalog.ts';
import type { ReportGroupBy } from '../../../domain/reports/reportQuery.schema.ts';
import type { OrderPlaced, TicketIssued } from '../../../domain/sales/saleEvents.ts';
import type { Fact, ReportHistory } from '../../support/reportHistory.ts';
import { localInstant } from '../../support/reportHistory.ts';
import { startTestServer, type TestServer } from '../../support/testServer.ts';
import {
  Expected,
  expectReport as expectReportOf,
  type ReportFixture,
  reportFixture,
} from './reportSupport.ts';

let server: TestServer;
let f: ReportFixture;
let h: ReportHistory;
let seller: number;
let other: number;
const at = (local: string) => localInstant(local, '+08:00');
const FROM = '2026-03-01';
const TO = '2026-03-03';

beforeAll(async () => {
  server = await startTestServer();
  f = await reportFixture(server);
  seller = f.userId('seller');
  other = f.userId('admin');
  h = f.history();
  const s1 = h.sale({
    at: at('2026-03-01 10:00'),
    sellerID: seller,
    lines: [
      { ticketTypeID: f.adult, count: 2 },
      { ticketTypeID: f.child, count: 1 },
    ],
  });
  const s2 = h.sale({
    at: at('2026-03-01 11:15'),
    sellerID: seller,
    lines: [{ ticketTypeID: f.adult, count: 3 }],
    method: 'wechat',
  });
  h.sale({
    at: at('2026-03-01 12:00'),
    sellerID: other,
    lines: [{ ticketTypeID: f.child, count: 1 }],
    method: 'alipay',
  });
  h.sale({
    at: at('2026-03-01 13:00'),
    sellerID: 0,
    lines: [{ ticketTypeID: f.adult, count: 2 }],
    method: 'officialAccount',
    source: 'officialAccount',
  });
  h.sale({
    at: at('2026-03-01 14:00'),
    sellerID: 0,
    lines: [{ ticketTypeID: f.child, count: 4 }],
    method: 'credit',
    source: 'travelAgency',
  });
  h.sale({
    at: at('2026-03-02 09:00'),
    sellerID: seller,
    lines: [{ ticketTypeID: f.adult, count: 5 }],
    oneTicketForMany: true,
  });
  h.refund({ at: at('2026-03-02 10:00'), sellerID: seller, order: s1.order, tickets: [s1.tickets[0]!] });
  h.refund({ at: at('2026-03-02 23:50'), sellerID: other, order: s2.order, tickets: s2.tickets.slice(0, 2) });
  h.priceDifference({
    at: at('2026-03-02 15:00'),
    sellerID: seller,
    ticketNo: s1.tickets[1]!.ticketNo,
    amount: 1500,
    method: 'cash',
  });
  h.recharge({
    at: at('2026-03-02 16:00'),
    sellerID: seller,
    cardNo: 'C0001',
    amount: 10_000,
    bonus: 1_000,
    method: 'cash',
  });
  await f.given(h);
  // The seller hands over (every fact above is theirs up to now) and an administrator settles it;
  // what they sell afterwards stays unsettled.
  const handover = await f.api.call<{ data: { shiftNo: number } }>('POST', '/sell/shift/handover', {
    token: f.sellerToken,
    body: { requestId: randomUUID(), scenicAreaID: f.areaId, receivedFen: 0 },
  });
  expect(handover.status).toBe(200);
  const settled = await f.api.call('POST', '/sell/shiftRecords/settle', {
    token: f.adminToken,
    body: { requestId: randomUUID(), sellerID: seller, shiftNo: handover.body.data.shiftNo, settledFen: 0 },
  });
  expect(settled.status).toBe(200);
  h.sale({ at: at('2026-03-03 10:00'), sellerID: seller, lines: [{ ticketTypeID: f.child, count: 2 }] });
  await f.given(h);
}, 60_000);
afterAll(() => server?.close());

const orders = () =>
  h.facts.filter((x) => x.type === 'OrderPlaced').map((x) => ({ x, d: x.data as OrderPlaced['data'] }));
const tickets = () =>
  h.facts.filter((x) => x.type === 'TicketIssued').map((x) => ({ x, d: x.data as TicketIssued['data'] }));
const ticketByNo = () => new Map(tickets().map((t) => [t.d.ticketNo, t.d]));
const refunds = () =>
  h.facts
    .filter((x) => x.type === 'RefundOrderPlaced')
    .map((x) => ({
      x,
      d: x.data as { ticketNos: string[]; amount: number; paymentMethod: string; sellerID: number },
    }));

/** The group key a fact falls in, as the answer names its groups. */
function groupOf(
  groupBy: ReportGroupBy,
  x: Fact,
  d: { sellerID?: number; source?: string; method?: string; type?: number },
) {
  switch (groupBy) {
    case 'day':
      return x.day;
    case 'month':
      return x.day.slice(0, 7);
    case 'seller':
      return String(d.sellerID);
    case 'source':
      return String(d.source);
    case 'paymentMethod':
      return String(d.method);
    case 'ticketType':
      return String(d.type);
    default:
      return String(x.area);
  }
}

/** Orders and refunds by a grouping (orderReport, sourceReport, sellerSalesReport, dataCenter). */
function expectedOrders(groupBy: ReportGroupBy): Expected {
  const e = new Expected();
  for (const { x, d } of orders()) {
    const key = groupOf(groupBy, x, { sellerID: d.sellerID, source: d.source, method: d.payment.method });
    e.add(key, {
      orderCount: 1,
      ticketCount: d.ticketNos.length,
      persons: d.lines.reduce((n, l) => n + l.count, 0),
      amount: d.subtotal,
      discount: d.discount,
      actualAmount: d.amount,
    });
  }
  const sold = ticketByNo();
  for (const { x, d } of refunds()) {
    const source = sold.get(d.ticketNos[0]!)!.source;
    const key = groupOf(groupBy, x, { sellerID: d.sellerID, source, method: d.paymentMethod });
    e.add(key, { refundCount: d.ticketNos.length, refundAmount: d.amount, refundOrders: 1 });
  }
  return e.derive((r) => {
    r.netAmount = (r.actualAmount ?? 0) - (r.refundAmount ?? 0);
  });
}

/** Tickets and their refunds by a grouping (ticketReport, ticketTypeSalesReport). */
function expectedTickets(groupBy: ReportGroupBy): Expected {
  const e = new Expected();
  for (const { x, d } of tickets()) {
    const key = groupOf(groupBy, x, {
      sellerID: d.sellerID,
      source: d.source,
      method: d.paymentMethod,
      type: d.ticketTypeID,
    });
    e.add(key, {
      ticketCount: 1,
      persons: d.persons,
      amount: d.listPrice * d.persons,
      actualAmount: d.price,
    });
  }
  const sold = ticketByNo();
  for (const { x, d } of refunds()) {
    // A refund order counts once, under its first ticket's type.
    d.ticketNos.forEach((no, i) => {
      const t = sold.get(no)!;
      const key = groupOf(groupBy, x, {
        sellerID: d.sellerID,
        source: t.source,
        method: d.paymentMethod,
        type: t.ticketTypeID,
      });
      e.add(key, { refundCount: 1, refundAmount: t.price, refundOrders: i === 0 ? 1 : 0 });
    });
  }
  return e.derive((r) => {
    r.discount = (r.amount ?? 0) - (r.actualAmount ?? 0);
    r.netAmount = (r.actualAmount ?? 0) - (r.refundAmount ?? 0);
  });
}

const expectReport = (key: ReportKey, groupBy: ReportGroupBy, expected: Expected) =>
  expectReportOf(f, { from: FROM, to: TO }, key, groupBy, expected);

describe('order money', () => {
  for (const groupBy of REPORT_CATALOG.orderReport.groupings) {
    it(`orderReport by ${groupBy} equals the orders and refunds summed from the events`, async () => {
      await expectReport('orderReport', groupBy, expectedOrders(groupBy));
    });
  }

  it('sourceReport, sellerSalesReport and the data center sum the same orders by their grouping', async () => {
    await expectReport('sourceReport', 'source', expectedOrders('source'));
    await expectReport('sellerSalesReport', 'seller', expectedOrders('seller'));
    const center = await expectReport('dataCenter', 'scenicArea', expectedOrders('scenicArea'));
    expect(center.rows[0]?.scenicAreaName).toBe('示范景区');
  });

  it('names sellers by account and shows no seller for visitors and agencies', async () => {
    const res = await f.report('sellerSalesReport', { from: FROM, to: TO });
    const names = new Map(res.body.data.rows.map((r) => [r.sellerID, r.sellerAccount]));
    expect(names.get(seller)).toBe('seller');
    expect(names.get(0)).toBeNull();
  });

  it('filters by seller, source and payment method', async () => {
    const res = await f.report('orderReport', {
      from: FROM,
      to: TO,
      groupBy: 'day',
      sellerID: seller,
      paymentMethod: 'cash',
    });
    const mine = orders().filter(({ d }) => d.sellerID === seller && d.payment.method === 'cash');
    expect(res.body.data.totals.orderCount).toBe(mine.length);
    expect(res.body.data.totals.actualAmount).toBe(mine.reduce((n, o) => n + o.d.amount, 0));
    const refunded = refunds().filter(({ d }) => d.sellerID === seller && d.paymentMethod === 'cash');
    expect(res.body.data.totals.refundAmount).toBe(refunded.reduce((n, r) => n + r.d.amount, 0));
  });

  it('series: every day of the range and the shares by source and payment method', async () => {
    const res = await f.report('orderReport', { from: '2026-02-28', to: TO });
    const series = res.body.data.series!;
    const byDay = expectedOrders('day');
    expect(series.trend.map((p) => p.day)).toEqual(['2026-02-28', '2026-03-01', '2026-03-02', '2026-03-03']);
    for (const p of series.trend) {
      expect(p.values.actualAmount).toBe(byDay.groups.get(p.day)?.actualAmount ?? 0);
      expect(p.values.refundAmount).toBe(byDay.groups.get(p.day)?.refundAmount ?? 0);
    }
    const bySource = expectedOrders('source');
    expect(Object.fromEntries(series.bySource!.map((s) => [s.key, s.value]))).toEqual(
      Object.fromEntries([...bySource.groups].map(([k, r]) => [k, r.actualAmount])),
    );
    const values = series.byPaymentMethod!.map((s) => s.value);
    expect(values).toEqual([...values].sort((a, b) => b - a));
  });
});

describe('ticket money', () => {
  for (const groupBy of REPORT_CATALOG.ticketReport.groupings) {
    it(`ticketReport by ${groupBy} equals the tickets and refunded tickets summed from the events`, async () => {
      await expectReport('ticketReport', groupBy, expectedTickets(groupBy));
    });
  }

  it('ticketTypeSalesReport names the types and sums them; refundReport by type and seller', async () => {
    const data = await expectReport('ticketTypeSalesReport', 'ticketType', expectedTickets('ticketType'));
    expect(data.rows.find((r) => r.ticketTypeID === f.adult)?.ticketTypeName).toBe('成人票');
    await expectReport('refundReport', 'ticketType', expectedTickets('ticketType'));
    for (const groupBy of ['day', 'seller', 'source', 'paymentMethod'] as const) {
      await expectReport('refundReport', groupBy, expectedOrders(groupBy));
    }
  });

  it('counts one ticket for many people once, with all its persons', async () => {
    const res = await f.report('ticketReport', { from: '2026-03-02', to: '2026-03-02', groupBy: 'day' });
    expect(res.body.data.rows[0]).toMatchObject({ ticketCount: 1, persons: 5 });
  });
});

describe('daily summary and finance', () => {
  it("dailySummaryReport: each day's orders and refunds (no gate passes in this history)", async () => {
    await expectReport('dailySummaryReport', 'day', expectedOrders('day'));
  });

  it('financeStatements: money per day, and what the settled shift covered', async () => {
    const e = expectedOrders('day');
    const shiftEnd = at('2026-03-03 00:00');
    const mine = (x: Fact) => x.sellerID === seller && x.at < shiftEnd;
    for (const x of h.facts) {
      const d = x.data as { amount: number };
      if (x.type === 'PriceDifferencePaid') e.add(x.day, { priceDifferenceAmount: d.amount });
      if (x.type === 'CardRecharged') e.add(x.day, { cardAmount: d.amount });
      const sign = x.type === 'RefundOrderPlaced' ? -1 : 1;
      const money = ['OrderPlaced', 'RefundOrderPlaced', 'PriceDifferencePaid', 'CardRecharged'].includes(
        x.type,
      );
      if (money && mine(x)) e.add(x.day, { settledAmount: sign * d.amount });
    }
    e.derive((r) => {
      r.netAmount =
        (r.actualAmount ?? 0) - (r.refundAmount ?? 0) + (r.priceDifferenceAmount ?? 0) + (r.cardAmount ?? 0);
      r.unSettledAmount = r.netAmount - (r.settledAmount ?? 0);
    });
    const data = await expectReport('financeStatements', 'day', e);
    // The other seller's refund on 2 March is not the settled seller's: it stays unsettled.
    expect(data.rows.find((r) => r.day === '2026-03-02')!.unSettledAmount).not.toBe(0);
  });

  it('a sale and a refund at 23:30 in a scenic area five hours behind UTC count on its local day', async () => {
    const [area] = await server.running.ctx.pool
      .query(`insert into scenic_areas (name, time_zone) values ('波哥大', 'America/Bogota') returning id`)
      .then((r) => r.rows as { id: number }[]);
    const bogota = f.history('America/Bogota', area!.id, 9000);
    const late = localInstant('2026-03-10 23:30', '-05:00');
    expect(late.toISOString().slice(0, 10)).toBe('2026-03-11');
    const sale = bogota.sale({ at: late, sellerID: other, lines: [{ ticketTypeID: f.adult, count: 2 }] });
    bogota.refund({
      at: new Date(late.getTime() + 10 * 60_000),
      sellerID: other,
      order: sale.order,
      tickets: [sale.tickets[0]!],
    });
    await f.given(bogota);
    const on = (day: string) => f.report('orderReport', { scenicAreaID: area!.id, from: day, to: day });
    const local = (await on('2026-03-10')).body.data;
    expect(local.rows).toEqual([
      expect.objectContaining({
        day: '2026-03-10',
        orderCount: 1,
        ticketCount: 2,
        refundCount: 1,
        actualAmount: sale.order.amount,
        refundAmount: sale.tickets[0]!.price,
      }),
    ]);
    expect((await on('2026-03-11')).body.data.rows).toEqual([]);
  });
});
