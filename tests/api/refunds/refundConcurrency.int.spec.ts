// Issue 12, "Done when": the same ticket refunded from two windows at the same moment, 50 times →
// exactly one refund each time (the other window is refused, translated), and the same for two
// submissions for review at once → one submission. Each window is its own signed-in session.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refundEvents, refundStreamId } from '../../../domain/refunds/refundEvents.ts';
import { ticketStreamId } from '../../../domain/sales/saleNumbers.ts';
import { startTestServer, type TestServer } from '../../support/testServer.ts';
import { apiClient } from '../support/apiClient.ts';
import { type RefundFixture, refundFixture } from './refundSupport.ts';

const ROUNDS = 50;
let server: TestServer;
let f: RefundFixture;
let windows: string[];

beforeAll(async () => {
  server = await startTestServer();
  f = await refundFixture(server);
  const { login } = apiClient(server);
  windows = [await login('seller'), await login('seller')];
});
afterAll(() => server?.close());

/** The ticket stream's refund events, and the refund orders the two requests recorded for it. */
async function refundsOf(ticketNo: string, requestIds: string[]) {
  const { store, pool } = server.running.ctx;
  const events = await store.readStream(ticketStreamId(ticketNo));
  const onTicket = events.filter((e) => e.type === 'TicketRefunded').length;
  const { rows } = await pool.query(
    'select refund_no from refund_number_allocations where request_id = any($1)',
    [requestIds],
  );
  const streams = await Promise.all(
    rows.map((r) => store.readStream(refundStreamId(r.refund_no)).catch(() => [])),
  );
  const orders = streams
    .flat()
    .map((e) => refundEvents.decode(e))
    .filter((e) => e?.type === 'RefundOrderPlaced' && e.data.ticketNos.includes(ticketNo));
  return { onTicket, orders: orders.length };
}

describe('two windows at once', () => {
  it(`refund the same ticket ${ROUNDS} times: exactly one refund each time`, async () => {
    const outcomes: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const sale = (await f.sell({ lines: [{ ticketTypeID: f.types.成人票 as number, count: 1 }] })).body
        .data;
      const ticketNo = sale.ticketNos[0] as string;
      const requestIds = windows.map(() => randomUUID());
      const answers = await Promise.all(
        windows.map((token, i) =>
          f.call<{ code?: string }>('POST', '/sell/refund', {
            token,
            body: {
              requestId: requestIds[i],
              scenicAreaID: f.areaId,
              orderNo: sale.orderNo,
              ticketNos: [ticketNo],
            },
          }),
        ),
      );
      const statuses = answers.map((a) => a.status).sort();
      const refused = answers.find((a) => a.status !== 200);
      outcomes.push(`${statuses.join('/')} ${refused?.body.code ?? ''}`);
      expect(statuses).toEqual([200, 409]);
      expect(['TICKET_ALREADY_REFUNDED', 'REFUND_CONFLICT']).toContain(refused?.body.code);
      expect(await refundsOf(ticketNo, requestIds)).toEqual({ onTicket: 1, orders: 1 });
    }
    console.log(`${ROUNDS} rounds: ${[...new Set(outcomes)].join(', ')}`);
  }, 120_000);

  it('one refund request sent from two windows at once (a double click): one refund, both answered with it', async () => {
    for (let round = 0; round < ROUNDS / 5; round++) {
      const sale = (await f.sell({ lines: [{ ticketTypeID: f.types.成人票 as number, count: 1 }] })).body
        .data;
      const ticketNo = sale.ticketNos[0] as string;
      const requestId = randomUUID();
      const answers = await Promise.all(
        windows.map((token) => f.refund(sale.orderNo, [ticketNo], { requestId, token })),
      );
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      const refundNos = answers.map((a) => a.body.data.refunds[0]?.refundNo);
      expect(refundNos[0]).toMatch(/^TD/);
      expect(refundNos[1]).toBe(refundNos[0]);
      expect(await refundsOf(ticketNo, [requestId])).toEqual({ onTicket: 1, orders: 1 });
    }
  }, 60_000);

  it(`submit the same ticket for review ${ROUNDS / 5} times at once: one submission each time`, async () => {
    for (let round = 0; round < ROUNDS / 5; round++) {
      const sale = (await f.sell({ lines: [{ ticketTypeID: f.types.儿童票 as number, count: 1 }] })).body
        .data;
      const ticketNo = sale.ticketNos[0] as string;
      const answers = await Promise.all(windows.map((token) => f.submit(sale.orderNo, [ticketNo], token)));
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const events = await server.running.ctx.store.readStream(ticketStreamId(ticketNo));
      expect(events.filter((e) => e.type === 'RefundReviewSubmitted')).toHaveLength(1);
    }
  }, 60_000);
});
