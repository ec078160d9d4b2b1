import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/testServer.ts';
import { waitFor } from '../../support/waitFor.ts';
import { type SalesFixture, salesFixture } from './salesSupport.ts';
import { randomIdNumber } from './sellerLoad.ts';

let server: TestServer;
let f: SalesFixture;

beforeAll(async () => {
  server = await startTestServer();
  f = await salesFixture(server);
});
afterAll(() => server?.close());

describe('POST /api/sell/order', () => {
  it('sells for cash: an order number DD…, one ticket number per ticket, the change', async () => {
    const res = await f.sell({
      lines: [{ ticketTypeID: f.types.成人票 as number, count: 2 }],
      payment: { method: 'cash', receivedFen: 20_000 },
    });
    expect(res.status).toBe(200);
    const sale = res.body.data;
    expect(sale.orderNo).toMatch(/^DD\d{16}$/);
    expect(sale.ticketNos).toHaveLength(2);
    for (const no of sale.ticketNos) expect(no).toMatch(/^\d{18}$/);
    expect(sale.amount).toBe(16_000 - 1_000); // 满100减10 of the demo discounts
    expect(sale.preferentialAmount).toBe(1_000);
    expect(sale.changeFen).toBe(20_000 - 15_000);
    expect(sale.replayed).toBe(false);
  });

  it('the same request id twice sells once and answers the first sale', async () => {
    const requestId = randomUUID();
    const first = await f.sell({ requestId });
    const again = await f.sell({ requestId });
    expect(again.status).toBe(200);
    expect(again.body.data.orderNo).toBe(first.body.data.orderNo);
    expect(again.body.data.ticketNos).toEqual(first.body.data.ticketNos);
    expect(again.body.data.replayed).toBe(true);
    const events = await server.running.ctx.store.readStream(`order-${first.body.data.orderNo}`);
    expect(events).toHaveLength(1);
  });

  it('not enough cash: a translated refusal, nothing sold', async () => {
    const requestId = randomUUID();
    const res = await f.sell({ requestId, payment: { method: 'cash', receivedFen: 100 } });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('CASH_NOT_ENOUGH');
    expect(res.body.message).toContain('150.00');
    // No event of any stream carries the request (a cash sale keeps no numbers for it either).
    const { rows } = await server.running.ctx.pool.query(
      `select count(*)::int as n from es_events where metadata->>'requestId' = $1`,
      [requestId],
    );
    expect(rows[0].n).toBe(0);
  });

  it('a payment code: approved by the sandbox, declined when it ends in 0000 (no ticket issued)', async () => {
    const approved = await f.sell({ payment: { method: 'paymentCode', paymentCode: '134567890123456789' } });
    expect(approved.status).toBe(200);
    expect(approved.body.data.paymentMethod).toBe('paymentCode');
    const declined = await f.sell(
      { payment: { method: 'paymentCode', paymentCode: '134567890123450000' } },
      f.token,
    );
    expect(declined.status).toBe(402);
    expect(declined.body.code).toBe('PAYMENT_DECLINED');
  });

  it('an empty cart and a missing amount are refused with the spec messages', async () => {
    const empty = await f.sell({ lines: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('请选择票种');
    const zero = await f.sell({ payment: { method: 'cash', receivedFen: 0 } });
    expect(zero.status).toBe(400);
    expect(zero.body.message).toContain('金额不能为空或0');
  });

  it('a real-name type needs its holders; then the ticket query finds the sale', async () => {
    const annual = f.types.年卡 as number;
    const missing = await f.sell({ lines: [{ ticketTypeID: annual, count: 1 }] });
    expect(missing.status).toBe(422);
    expect(missing.body.code).toBe('TOURISTS_REQUIRED');
    const holder = { name: '张三', idNumber: '11010519491231002X', mobile: '13800138000' };
    const sold = await f.sell({
      lines: [{ ticketTypeID: annual, count: 1, tourists: [holder] }],
      payment: { method: 'cash', receivedFen: 20_000 },
    });
    expect(sold.status, JSON.stringify(sold.body)).toBe(200);
    const ticketNo = sold.body.data.ticketNos[0] as string;
    const found = await waitFor(async () => {
      const res = await f.call('GET', `/ticketQuery/tickets?ticketNo=${ticketNo}`, { token: f.token });
      const [rows] = (res.body as { data: [{ holderIdNumber: string; status: number }[], number] }).data;
      return rows[0] ?? null;
    }, 'the ticket in the ticket query');
    if (!found) throw new Error('unreachable');
    expect(found.holderIdNumber).toBe('110105********002X');
    expect(found.status).toBe(2);
  });

  it('a holder who already has a valid ticket: "sell again?" refused until the seller confirms', async () => {
    const annual = f.types.年卡 as number;
    const holder = { name: '李四', idNumber: randomIdNumber(), mobile: '13800138001' };
    const line = { lines: [{ ticketTypeID: annual, count: 1, tourists: [holder] }] };
    const payment = { method: 'cash' as const, receivedFen: 20_000 };
    const first = await f.sell({ ...line, payment });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const ticketNo = first.body.data.ticketNos[0] as string;
    await waitFor(async () => {
      const res = await f.call('GET', `/ticketQuery/tickets?ticketNo=${ticketNo}`, { token: f.token });
      return (res.body as { data: [unknown[], number] }).data[1] === 1;
    }, 'the first ticket in the ticket query');
    const refused = await f.sell({ ...line, payment });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('TICKET_ALREADY_EXISTS');
    const confirmed = await f.sell({ ...line, payment, sellAgain: true });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.data.orderNo).not.toBe(first.body.data.orderNo);
  });

  it('a change to master data reaches the very next sale (the sale keeps master data cached)', async () => {
    const adult = f.types.成人票 as number;
    const one = {
      lines: [{ ticketTypeID: adult, count: 1 }],
      payment: { method: 'cash' as const, receivedFen: 20_000 },
    };
    const before = await f.sell(one);
    expect(before.status).toBe(200);
    const { pool } = server.running.ctx;
    try {
      // Another process (an administrator's edit) changes the price, then disables the type.
      await pool.query('update ticket_types set price = price + 100 where id = $1', [adult]);
      const dearer = await f.sell(one);
      expect(dearer.body.data.amount).toBe(before.body.data.amount + 100);
      await pool.query('update ticket_types set is_enable = false where id = $1', [adult]);
      const disabled = await f.sell(one);
      expect(disabled.status).toBe(422);
    } finally {
      await pool.query('update ticket_types set price = price - 100, is_enable = true where id = $1', [
        adult,
      ]);
    }
  });
});
