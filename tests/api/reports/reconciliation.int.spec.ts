// Reconciliation (issue 17): what our orders and refunds say went through the payment provider,
// against what the provider's statement confirmed. Sales and a refund through the window's routes
// (the sandbox charges and refunds, keeping its ledger) match; an order the provider never confirmed,
// a confirmation of another amount and one naming no order of ours are each listed as a difference.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ok } from '../../../domain/http/replies.ts';
import type { RefundAnswer } from '../../../domain/refunds/refund.schema.ts';
import type { ReconciliationDifference } from '../../../domain/reports/reportAnswer.schema.ts';
import { localDateOf } from '../../../domain/rules/ruleTime.ts';
import type { SaleAnswer } from '../../../domain/sales/sale.schema.ts';
import { localInstant } from '../../support/reportHistory.ts';
import { startTestServer, type TestServer } from '../../support/testServer.ts';
import { type ReportFixture, reportFixture } from './reportSupport.ts';

let server: TestServer;
let f: ReportFixture;
const PAST = '2026-06-01';
const today = () => localDateOf(Date.now(), 'Asia/Shanghai');
const sold: SaleAnswer[] = [];
let refunded = 0;
let missing: { reference: string; amount: number };
let wrongAmount: { reference: string; amount: number };
let pdReference: string;

/** A line of the provider's own books (the sandbox's ledger), as if it had confirmed it. */
const confirmed = (reference: string, amount: number, at: Date, kind = 'charge') =>
  server.running.ctx.pool.query(
    `insert into sandbox_payment_ledger (kind, reference, transaction_id, amount_fen, confirmed_at)
     values ($1, $2, $3, $4, $5)`,
    [kind, reference, `SBX-${reference}`, amount, at],
  );

beforeAll(async () => {
  server = await startTestServer();
  f = await reportFixture(server);
  await server.running.ctx.pool.query(`update users set open_online_refund = 1 where account = 'seller'`);
  for (const count of [1, 3]) {
    const res = await f.api.call<Ok<SaleAnswer>>('POST', '/sell/order', {
      token: f.sellerToken,
      body: {
        requestId: randomUUID(),
        scenicAreaID: f.areaId,
        lines: [{ ticketTypeID: f.adult, count }],
        payment: { method: 'paymentCode', paymentCode: '6225880011223344' },
      },
    });
    expect(res.status).toBe(200);
    sold.push(res.body.data);
  }
  const refund = await f.api.call<Ok<RefundAnswer>>('POST', '/sell/refund', {
    token: f.sellerToken,
    body: {
      requestId: randomUUID(),
      scenicAreaID: f.areaId,
      orderNo: sold[1]!.orderNo,
      ticketNos: [sold[1]!.ticketNos[0]],
    },
  });
  expect(refund.status, JSON.stringify(refund.body)).toBe(200);
  refunded = refund.body.data.refunds[0]!.amount;

  // On 1 June: two payment-code orders of ours, one never confirmed, one confirmed for less; a
  // price difference confirmed as charged; a confirmation naming no order of ours.
  const h = f.history('Asia/Shanghai', f.areaId, 5000);
  const noon = localInstant(`${PAST} 12:00`, '+08:00');
  const a = h.sale({
    at: noon,
    sellerID: f.userId('seller'),
    lines: [{ ticketTypeID: f.adult, count: 2 }],
    method: 'paymentCode',
  });
  const b = h.sale({
    at: noon,
    sellerID: f.userId('seller'),
    lines: [{ ticketTypeID: f.child, count: 1 }],
    method: 'paymentCode',
  });
  pdReference = h.priceDifference({
    at: noon,
    sellerID: f.userId('seller'),
    ticketNo: b.ticketNos[0]!,
    amount: 900,
    method: 'paymentCode',
  });
  await f.given(h);
  missing = { reference: a.orderNo, amount: a.order.amount };
  wrongAmount = { reference: b.orderNo, amount: b.order.amount };
  await confirmed(b.orderNo, b.order.amount - 100, noon);
  await confirmed(pdReference, 900, new Date(noon.getTime() + 1000));
  await confirmed('DDSTRANGER00000001', 4_200, localInstant(`${PAST} 18:00`, '+08:00'));
}, 60_000);
afterAll(() => server?.close());

type Row = {
  day: string;
  paymentMethod: string;
  orderCount: number;
  orderAmount: number;
  providerCount: number;
  providerAmount: number;
  differenceAmount: number;
  differenceCount: number;
};

describe('reconciliation', () => {
  it('sales and a refund through the window match the sandbox statement: no difference today', async () => {
    const res = await f.report('reconciliation', { from: today(), to: today(), scenicAreaID: f.areaId });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const net = sold[0]!.amount + sold[1]!.amount - refunded;
    expect(res.body.data.rows).toEqual([
      {
        day: today(),
        paymentMethod: 'paymentCode',
        orderCount: 3,
        orderAmount: net,
        providerCount: 3,
        providerAmount: net,
        differenceAmount: 0,
        differenceCount: 0,
      },
    ]);
    expect(res.body.data.differences).toEqual([]);
  });

  it('lists each difference of a day: not confirmed, confirmed for another amount, confirmed without an order', async () => {
    const res = await f.report('reconciliation', { from: PAST, to: PAST });
    const row = res.body.data.rows[0] as Row;
    const expected = [
      {
        day: PAST,
        paymentMethod: 'paymentCode',
        reference: missing.reference,
        kind: 'charge',
        orderAmount: missing.amount,
        providerAmount: null,
      },
      {
        day: PAST,
        paymentMethod: 'paymentCode',
        reference: wrongAmount.reference,
        kind: 'charge',
        orderAmount: wrongAmount.amount,
        providerAmount: wrongAmount.amount - 100,
      },
      {
        day: PAST,
        paymentMethod: 'paymentCode',
        reference: 'DDSTRANGER00000001',
        kind: 'charge',
        orderAmount: null,
        providerAmount: 4_200,
      },
    ] satisfies ReconciliationDifference[];
    expected.sort((x, y) => x.reference.localeCompare(y.reference));
    expect(res.body.data.differences).toEqual(expected);
    const orderAmount = missing.amount + wrongAmount.amount + 900;
    const providerAmount = wrongAmount.amount - 100 + 900 + 4_200;
    expect(row).toEqual({
      day: PAST,
      paymentMethod: 'paymentCode',
      orderCount: 3,
      orderAmount,
      providerCount: 3,
      providerAmount,
      differenceAmount: providerAmount - orderAmount,
      differenceCount: 3,
    });
    expect(res.body.data.totals).toMatchObject({ orderAmount, providerAmount, differenceCount: 3 });
  });

  it('a confirmation naming no order of ours is not shown to a caller asking for one scenic area', async () => {
    const res = await f.report('reconciliation', { from: PAST, to: PAST, scenicAreaID: f.areaId });
    expect(res.body.data.differences!.map((d) => d.reference)).not.toContain('DDSTRANGER00000001');
    expect(res.body.data.differences).toHaveLength(2);
  });
});
