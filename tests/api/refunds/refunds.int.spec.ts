// Refunds and refund review through the API against a real server and Postgres (issue 12).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../../domain/http/replies.ts';
import type { CompareJob } from '../../../domain/readModelAudit/readModelAudit.schema.ts';
import type { RefundOrderRow, ReviewQueueRow } from '../../../domain/refunds/refund.schema.ts';
import { refundStreamId } from '../../../domain/refunds/refundEvents.ts';
import { ticketStreamId } from '../../../domain/sales/saleNumbers.ts';
import type { TicketRow } from '../../../domain/sales/ticketQuery.schema.ts';
import type { TicketRecord } from '../../../domain/sales/ticketRecord.schema.ts';
import { thenStream } from '../../support/givenEvents.ts';
import { startTestServer, type TestServer } from '../../support/testServer.ts';
import { waitFor } from '../../support/waitFor.ts';
import { type RefundFixture, refundFixture } from './refundSupport.ts';

let server: TestServer;
let f: RefundFixture;

beforeAll(async () => {
  server = await startTestServer();
  f = await refundFixture(server);
});
afterAll(() => server?.close());

async function soldAdults(count = 2) {
  const res = await f.sell({ lines: [{ ticketTypeID: f.types.成人票 as number, count }] });
  expect(res.status).toBe(200);
  return res.body.data;
}

async function ticketRow(ticketNo: string, until: (row: TicketRow) => boolean): Promise<TicketRow> {
  let found: TicketRow | undefined;
  await waitFor(async () => {
    const res = await f.call<Page<TicketRow>>('GET', `/ticketQuery/tickets?ticketNo=${ticketNo}`, {
      token: f.token,
    });
    found = res.body.data[0][0];
    return found !== undefined && until(found);
  }, `ticket ${ticketNo} in the ticket query`);
  return found as TicketRow;
}

describe('refund at the window', () => {
  it('finds an order by a ticket number, with the amount each ticket was paid after the discount', async () => {
    const sale = await soldAdults(2);
    const res = await f.lookup(sale.ticketNos[1] as string);
    expect(res.status).toBe(200);
    expect(res.body.data.orderNo).toBe(sale.orderNo);
    expect(res.body.data.tickets.map((t) => t.refundable)).toEqual([true, true]);
    // 2 × ¥80 with 满100减10: the buyer paid ¥150, split over the tickets.
    expect(res.body.data.tickets.reduce((s, t) => s + t.amount, 0)).toBe(sale.amount);
  });

  it('refunds a ticket: a refund order TD…, TicketRefunded on the ticket, the ticket query shows it refunded', async () => {
    const sale = await soldAdults(2);
    const ticketNo = sale.ticketNos[0] as string;
    const res = await f.refund(sale.orderNo, [ticketNo]);
    expect(res.status).toBe(200);
    const [refund] = res.body.data.refunds;
    expect(refund?.refundNo).toMatch(/^TD\d{16}$/);
    expect(refund?.paymentMethod).toBe('cash');
    const looked = await f.lookup(sale.orderNo);
    const paid = looked.body.data.tickets.find((t) => t.ticketNo === ticketNo);
    expect(refund?.amount).toBe(paid?.amount);
    expect(paid).toMatchObject({ refundable: false, reason: 'TICKET_ALREADY_REFUNDED', status: 4 });

    const refundStream = await thenStream(server, refundStreamId(refund?.refundNo as string));
    expect(refundStream).toEqual([
      {
        type: 'RefundOrderPlaced',
        data: {
          refundNo: refund?.refundNo,
          orderNo: sale.orderNo,
          ticketNos: [ticketNo],
          scenicAreaID: f.areaId,
          amount: refund?.amount,
          paymentMethod: 'cash',
          sellerID: expect.any(Number),
          sellerAccount: 'seller',
          reviewed: false,
        },
      },
    ]);
    expect((await thenStream(server, ticketStreamId(ticketNo))).map((e) => e.type)).toEqual([
      'TicketIssued',
      'TicketRefunded',
    ]);
    expect(await ticketRow(ticketNo, (r) => r.status === 4)).toMatchObject({
      status: 4,
      refundNo: refund?.refundNo,
    });
    await waitFor(async () => {
      const list = await f.call<Page<RefundOrderRow>>('GET', `/sell/refundOrders?orderNo=${sale.orderNo}`, {
        token: f.token,
      });
      return list.body.data[1] === 1 && list.body.data[0][0]?.amount === refund?.amount;
    }, 'the refund order list');
  });

  it('refuses a second refund of the same ticket, translated', async () => {
    const sale = await soldAdults(1);
    expect((await f.refund(sale.orderNo, sale.ticketNos)).status).toBe(200);
    const again = await f.refund(sale.orderNo, sale.ticketNos);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('TICKET_ALREADY_REFUNDED');
    expect(again.body.message).toContain('已退票');
  });

  it('the same request id twice refunds once and answers the first refund', async () => {
    const sale = await soldAdults(1);
    const requestId = randomUUID();
    const first = await f.refund(sale.orderNo, sale.ticketNos, { requestId });
    const again = await f.refund(sale.orderNo, sale.ticketNos, { requestId });
    expect(again.status).toBe(200);
    expect(again.body.data.replayed).toBe(true);
    expect(again.body.data.refunds[0]?.refundNo).toBe(first.body.data.refunds[0]?.refundNo);
  });

  it('bad input changes nothing: no ticket ticked, no number, an unknown number', async () => {
    const sale = await soldAdults(1);
    const none = await f.refund(sale.orderNo, []);
    expect(none.status).toBe(400);
    expect(JSON.stringify(none.body)).toContain('请选择需要退的票');
    const empty = await f.lookup(' ');
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain('请输入票号或订单号');
    expect((await f.lookup('DD0000000000000000')).status).toBe(404);
    expect((await thenStream(server, ticketStreamId(sale.ticketNos[0] as string))).length).toBe(1);
  });

  it('a payment-code order: refused without openOnlineRefund; with it the money goes back through the provider', async () => {
    const res = await f.sell({ payment: { method: 'paymentCode', paymentCode: '1234567890123456' } });
    const sale = res.body.data;
    const closed = await f.refund(sale.orderNo, sale.ticketNos);
    expect(closed.status).toBe(409);
    expect(closed.body.code).toBe('ONLINE_REFUND_CLOSED');
    await server.running.ctx.pool.query(`update users set open_online_refund = 1 where account = 'seller'`);
    const open = await f.refund(sale.orderNo, sale.ticketNos);
    expect(open.status).toBe(200);
    expect(open.body.data.refunds[0]?.providerRefundId).toMatch(/^SBR/);
    await server.running.ctx.pool.query(`update users set open_online_refund = 0 where account = 'seller'`);
  });

  it('a provider refusing the money back: the refund stands (recorded), the answer says so, a retry asks again', async () => {
    const res = await f.sell({ payment: { method: 'paymentCode', paymentCode: '1234567890123457' } });
    const sale = res.body.data;
    await server.running.ctx.pool.query(`update users set open_online_refund = 1 where account = 'seller'`);
    const payments = server.running.ctx.payments;
    const original = payments.refundPayment;
    const asked: string[] = [];
    payments.refundPayment = async (refund) => {
      asked.push(refund.reference);
      return { status: 'failed', reason: 'provider down' };
    };
    try {
      const requestId = randomUUID();
      const first = await f.refund(sale.orderNo, sale.ticketNos, { requestId });
      expect(first.status).toBe(502);
      expect(first.body.code).toBe('REFUND_PAYMENT_FAILED');
      const again = await f.refund(sale.orderNo, sale.ticketNos, { requestId });
      expect(again.body.code).toBe('REFUND_PAYMENT_FAILED');
      expect(asked).toHaveLength(2);
      expect(asked[1]).toBe(asked[0]); // the same refund number: the provider refunds once
      payments.refundPayment = original;
      const done = await f.refund(sale.orderNo, sale.ticketNos, { requestId });
      expect(done.status).toBe(200);
      expect(done.body.data).toMatchObject({ replayed: true, refunds: [{ refundNo: asked[0] }] });
    } finally {
      payments.refundPayment = original;
      await server.running.ctx.pool.query(`update users set open_online_refund = 0 where account = 'seller'`);
    }
  });

  it('a user without the refund flags (sellticket7, sellticket14) is refused', async () => {
    const { apiClient } = await import('../support/apiClient.ts');
    const agency = await apiClient(server).login('agency');
    const sale = await soldAdults(1);
    expect((await f.lookup(sale.orderNo, agency)).status).toBe(403);
    const res = await f.call('GET', `/sell/refundReview?scenicAreaID=${f.areaId}`, { token: agency });
    expect(res.status).toBe(403);
  });
});

describe('refund review', () => {
  it("submit → queue → approve: a reviewed refund order in the submitting seller's name; the record shows each step", async () => {
    const res = await f.sell({ lines: [{ ticketTypeID: f.types.儿童票 as number, count: 2 }] });
    const sale = res.body.data;
    const [first, second] = sale.ticketNos as [string, string];
    const looked = await f.lookup(sale.orderNo);
    expect(looked.body.data.tickets.map((t) => [t.needsReview, t.refundCheckStatus])).toEqual([
      [true, -1],
      [true, -1],
    ]);
    const direct = await f.refund(sale.orderNo, [first]);
    expect(direct.body.code).toBe('REFUND_NEEDS_REVIEW');

    expect((await f.submit(sale.orderNo, [first, second])).status).toBe(200);
    const twice = await f.submit(sale.orderNo, [first]);
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('REFUND_UNDER_REVIEW');

    let queue: ReviewQueueRow[] = [];
    await waitFor(async () => {
      const q = await f.call<Page<ReviewQueueRow>>('GET', `/sell/refundReview?status=0&ticketNo=${first}`, {
        token: f.adminToken,
      });
      queue = q.body.data[0];
      return queue.length === 1;
    }, 'the review queue');
    expect(queue[0]).toMatchObject({ orderNo: sale.orderNo, status: 0, submitterAccount: 'seller' });

    const approved = await f.approve([first]);
    expect(approved.status).toBe(200);
    expect(approved.body.data.refunds).toHaveLength(1);
    const rejected = await f.reject([second], '已入园游玩');
    expect(rejected.status).toBe(200);

    const refundNo = approved.body.data.refunds[0]?.refundNo as string;
    expect((await thenStream(server, refundStreamId(refundNo)))[0]?.data).toMatchObject({
      sellerAccount: 'seller',
      reviewed: true,
      ticketNos: [first],
    });
    expect(await ticketRow(first, (r) => r.status === 4)).toMatchObject({ refundCheckStatus: 1, refundNo });
    expect(await ticketRow(second, (r) => r.refundCheckStatus === 2)).toMatchObject({ status: 2 });

    // Rejected (2): may be submitted again.
    expect((await f.submit(sale.orderNo, [second])).status).toBe(200);

    const record = await f.call<{ data: TicketRecord }>('GET', `/ticketRecord?no=${first}`, {
      token: f.token,
    });
    expect(record.body.data.entries.map((e) => e.type)).toEqual([
      'OrderPlaced',
      'TicketIssued',
      'RefundReviewSubmitted',
      'RefundReviewApproved',
      'TicketRefunded',
      'RefundOrderPlaced',
    ]);
  });

  it('a submission or rejection sent again with its request id answers the same and writes nothing more', async () => {
    const sale = (await f.sell({ lines: [{ ticketTypeID: f.types.儿童票 as number, count: 1 }] })).body.data;
    const body = {
      requestId: randomUUID(),
      scenicAreaID: f.areaId,
      orderNo: sale.orderNo,
      ticketNos: sale.ticketNos,
    };
    for (let i = 0; i < 2; i++) {
      expect((await f.call('POST', '/sell/refund/review', { token: f.token, body })).status).toBe(200);
    }
    const rejection = {
      requestId: randomUUID(),
      scenicAreaID: f.areaId,
      ticketNos: sale.ticketNos,
      note: '不符合',
    };
    for (let i = 0; i < 2; i++) {
      const res = await f.call('POST', '/sell/refundReview/reject', { token: f.adminToken, body: rejection });
      expect(res.status).toBe(200);
    }
    expect(
      (await thenStream(server, ticketStreamId(sale.ticketNos[0] as string))).map((e) => e.type),
    ).toEqual(['TicketIssued', 'RefundReviewSubmitted', 'RefundReviewRejected']);
  });

  it('batch approve: tickets of two orders, one refund order each', async () => {
    const a = (await f.sell({ lines: [{ ticketTypeID: f.types.儿童票 as number, count: 1 }] })).body.data;
    const b = (await f.sell({ lines: [{ ticketTypeID: f.types.儿童票 as number, count: 1 }] })).body.data;
    await f.submit(a.orderNo, a.ticketNos);
    await f.submit(b.orderNo, b.ticketNos);
    const res = await f.approve([...a.ticketNos, ...b.ticketNos]);
    expect(res.status).toBe(200);
    expect(res.body.data.refunds.map((r) => r.orderNo).sort()).toEqual([a.orderNo, b.orderNo].sort());
    const again = await f.approve(a.ticketNos);
    expect(again.body.code).toBe('REFUND_NOT_UNDER_REVIEW');
  });

  it('reject needs a note', async () => {
    const res = await f.reject(['260101000000000001'], '');
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('请填写驳回原因');
  });
});

describe('read models', () => {
  it('a rebuild of the refund read models (and the ticket query) from the log equals the live ones', async () => {
    for (const name of ['refundReviewQueue', 'refundOrderList', 'ticketQuery']) {
      // Live tables first caught up with everything written above.
      const started = await f.call<{ data: CompareJob }>('POST', '/readModelAudit/compare', {
        token: f.adminToken,
        body: { name },
      });
      expect(started.status).toBe(200);
      let job = started.body.data;
      await waitFor(async () => {
        job = (
          await f.call<{ data: CompareJob }>('GET', `/readModelAudit/compare/${job.jobId}`, {
            token: f.adminToken,
          })
        ).body.data;
        return job.state === 'completed' || job.state === 'failed';
      }, `compare of ${name}`);
      expect(job.report, name).toMatchObject({ equal: true });
    }
  });
});
