// Issue 15, credit: two submissions that together exceed the credit → one accepted; 20 concurrent
// recharges and submissions → the balance equals the sum of the events; approval issues the tickets
// (found in the ticket query) and the balance falls by the order amount; rejection releases the hold.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableCredit, creditDecider } from '../../../domain/agencies/agencyCredit.ts';
import { creditEvents, creditStreamId } from '../../../domain/agencies/agencyEvents.ts';
import type { ImportPreview } from '../../../domain/agencies/agencyOrder.schema.ts';
import { foldEvents } from '../../../domain/decider.ts';
import { startTestServer, type TestServer } from '../../support/testServer.ts';
import { waitFor } from '../../support/waitFor.ts';
import { type AgencyFixture, agencyFixture, orderRow, touristRows, workbook } from './agencySupport.ts';

let server: TestServer;
let f: AgencyFixture;
let preview: ImportPreview;

beforeAll(async () => {
  server = await startTestServer();
  f = await agencyFixture(server);
  preview = (await f.upload(await workbook(orderRow(), touristRows(5)))).body.data;
  expect(preview.valid).toBe(true);
});
afterAll(() => server?.close());

/** The credit stream folded: the truth the read model must agree with. */
async function streamCredit() {
  const events = (await server.running.ctx.store.readStream(creditStreamId(f.agency.id))).flatMap((r) => {
    const e = creditEvents.decode(r);
    return e ? [e] : [];
  });
  return foldEvents(creditDecider, events);
}

/** Waits for the header (a projection) to show the stream's balance and held amount. */
async function settledCredit() {
  const truth = await streamCredit();
  return waitFor(async () => {
    const shown = await f.credit();
    return shown.balance === truth.balance && shown.available === availableCredit(truth) ? shown : undefined;
  }, 'the credit read model');
}

describe('agency credit', () => {
  it('two submissions together above the available credit: exactly one is accepted', async () => {
    const big = (await f.upload(await workbook(orderRow(), touristRows(40)))).body.data;
    const amount = big.statistics.orderAmount;
    const available = availableCredit(await streamCredit());
    // Leave room for one order and a bit, not two.
    const topUp = Math.max(0, amount + Math.floor(amount / 2) - available);
    if (topUp > 0) expect((await f.recharge(topUp)).status).toBe(200);
    const room = availableCredit(await streamCredit());
    expect(room).toBeLessThan(2 * amount);
    expect(room).toBeGreaterThanOrEqual(amount);
    const answers = await Promise.all([f.createOrder(big, 1), f.createOrder(big, 1)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)?.body.code).toBe('CREDIT_INSUFFICIENT');
    expect(availableCredit(await streamCredit())).toBeGreaterThanOrEqual(0);
  });

  it('20 concurrent recharges and submissions: the balance is the sum of the events, never below zero', async () => {
    const calls = Array.from({ length: 20 }, (_, i) =>
      i % 2 === 0 ? f.recharge(1000) : f.createOrder(preview, 1),
    );
    const answers = await Promise.all(calls);
    for (const a of answers) expect([200, 409]).toContain(a.status);
    const truth = await streamCredit();
    expect(availableCredit(truth)).toBeGreaterThanOrEqual(0);
    const events = await server.running.ctx.store.readStream(creditStreamId(f.agency.id));
    const sum = events.reduce((s, r) => {
      const e = creditEvents.decode(r);
      if (e?.type === 'CreditRecharged') return s + e.data.amount;
      if (e?.type === 'CreditDeducted') return s - e.data.amount;
      return s;
    }, 0);
    expect(truth.balance).toBe(sum);
    const shown = await settledCredit();
    expect(shown?.balance).toBe(sum);
  });

  it('approval issues a ticket per tourist (ticket query) and the balance falls by the order amount', async () => {
    expect((await f.recharge(preview.statistics.orderAmount)).status).toBe(200);
    const before = await settledCredit();
    const created = await f.createOrder(preview, 1);
    expect(created.status).toBe(200);
    expect(created.body.res_code).toBe('success');
    const { orderNo } = created.body.data;
    const approved = await f.review('approve', orderNo);
    expect(approved.status).toBe(200);
    const saleOrderNo = approved.body.data.saleOrderNo as string;
    const after = await settledCredit();
    expect(after?.balance).toBe((before?.balance ?? 0) - preview.statistics.orderAmount);
    const tickets = await waitFor(async () => {
      const res = await f.api.call<{ data: [{ holderName?: string; source: string }[], number] }>(
        'GET',
        `/ticketQuery/tickets?orderNo=${saleOrderNo}`,
        { token: f.adminToken },
      );
      return res.body.data?.[1] === preview.tourists.length ? res.body.data[0] : undefined;
    }, 'the tickets of the approved order');
    expect(tickets?.every((t) => t.source === 'travelAgency')).toBe(true);
    // Approving twice is refused.
    expect((await f.review('approve', orderNo)).body.code).toBe('AGENCY_ORDER_NOT_SUBMITTED');
  });

  it('rejection with a note releases the hold; the order shows the note', async () => {
    expect((await f.recharge(preview.statistics.orderAmount)).status).toBe(200);
    const created = await f.createOrder(preview, 1);
    const { orderNo } = created.body.data;
    const held = await settledCredit();
    const h = held as NonNullable<typeof held>;
    expect(h.held).toBeGreaterThanOrEqual(preview.statistics.orderAmount);
    expect((await f.review('reject', orderNo, '人数不符')).status).toBe(200);
    const released = await settledCredit();
    expect(released?.held).toBe(h.held - preview.statistics.orderAmount);
    expect(released?.balance).toBe(h.balance);
    const row = await waitFor(async () => {
      const res = await f.api.call<{ data: { orderStatus: number; reviewNote: string } }>(
        'GET',
        `/travelAgency/orders/${orderNo}`,
        { token: f.agencyToken },
      );
      return res.body.data?.orderStatus === 3 ? res.body.data : undefined;
    }, 'the rejected order');
    expect(row?.reviewNote).toBe('人数不符');
  });

  it('a tampered price is refused and nothing is recorded', async () => {
    const res = await f.createOrder(preview, 0, { orderAmount: 1 });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('AGENCY_ORDER_AMOUNT_CHANGED');
  });
});
