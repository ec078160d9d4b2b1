// Issue 11, "Done when": 20 sellers selling at once for one minute → every order and ticket number
// unique, every order whole (its tickets exist and name it), the order list and the ticket query row
// for row what a fold of the event log gives. And several sellers submitting the same request id at
// the same moment → exactly one order. The minute is how long the load lasts, not a timing assertion.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/testServer.ts';
import { waitFor } from '../../support/waitFor.ts';
import {
  expectedReadModels,
  type Ledger,
  ledgerOf,
  readModelCounts,
  readModels,
  readSaleLog,
} from './saleLedger.ts';
import {
  type Attempt,
  createSellers,
  type DemoCatalog,
  demoCatalog,
  randomSale,
  type Seller,
  sellOnce,
  sellWhile,
} from './sellerLoad.ts';

const SELLERS = 20;
/** How long the 20 sellers sell (the load's length). */
const SELLING_MS = 60_000;
const SAME_ID_ROUNDS = 10;
const SAME_ID_SENDERS = 8;

let server: TestServer;
let sellers: Seller[];
let catalog: DemoCatalog;

beforeAll(async () => {
  server = await startTestServer();
  catalog = await demoCatalog(server.running.ctx.pool);
  sellers = await createSellers(server.running.ctx.pool, server.url, SELLERS);
});
afterAll(() => server?.close());

function duplicates(values: string[]): string[] {
  const seen = new Set<string>();
  return values.filter((v) => seen.size === seen.add(v).size);
}
const sorted = (values: Iterable<string>) => [...values].sort();

/** The log as it is now, once the order list and the ticket query hold as many rows as it has. */
async function caughtUp(): Promise<Ledger> {
  const ledger = ledgerOf(await readSaleLog(server.running.ctx.store, server.running.ctx.pool));
  await waitFor(async () => {
    const n = await readModelCounts(server.running.ctx.pool);
    return n.orders === ledger.orders.size && n.tickets === ledger.tickets.size;
  }, 'the order list and the ticket query to catch up with the log');
  return ledger;
}

/** What differs between a sale's answer and what the log recorded for it (nothing, if all is well). */
function disagreements(attempt: Attempt, ledger: Ledger): string[] {
  const answer = attempt.answer!;
  const order = ledger.orders.get(answer.orderNo);
  if (!order) return [`${answer.orderNo}: answered but not in the log`];
  const tickets = order.data.ticketNos.map((no) => ledger.tickets.get(no));
  const facts = {
    requestId: order.requestId === attempt.requestId,
    seller: order.data.sellerAccount === attempt.seller,
    ticketNos: JSON.stringify(order.data.ticketNos) === JSON.stringify(answer.ticketNos),
    ticketCount: answer.ticketNos.length === attempt.body.lines.reduce((n, l) => n + l.count, 0),
    amount: order.data.amount === answer.amount,
    ticketPrices: tickets.reduce((sum, t) => sum + (t?.data.price ?? Number.NaN), 0) === answer.amount,
    paymentMethod:
      order.data.payment.method === attempt.body.payment.method &&
      tickets.every((t) => t?.data.paymentMethod === attempt.body.payment.method),
  };
  return Object.entries(facts)
    .filter(([, holds]) => !holds)
    .map(([fact]) => `${answer.orderNo}: ${fact} differs`);
}

describe('selling at 20 windows at once', () => {
  it(
    'for a minute: unique numbers, whole orders, read models equal to a fold of the log',
    async () => {
      const attempts: Attempt[] = [];
      const until = Date.now() + SELLING_MS;
      await Promise.all(
        sellers.map((seller) =>
          sellWhile(
            () => server.url,
            seller,
            catalog,
            () => Date.now() < until,
            (a) => attempts.push(a),
          ),
        ),
      );

      // Every submit answered: sold, or declined by the sandbox (codes ending 0000) and nothing else.
      const sold = attempts.filter((a) => a.status === 200);
      const declined = attempts.filter((a) => a.status === 402 && a.code === 'PAYMENT_DECLINED');
      const other = attempts.filter((a) => a.status !== 200 && !declined.includes(a));
      expect(other.map((a) => `${a.status} ${a.code}`)).toEqual([]);
      expect(declined.every((a) => JSON.stringify(a.body.payment).endsWith('0000"}'))).toBe(true);
      expect(sold.length).toBeGreaterThan(SELLERS * 10); // the load really happened
      console.log(`${sold.length} sales, ${declined.length} declined, by ${SELLERS} sellers`);

      // Numbers unique among the answers.
      const orderNos = sold.map((a) => a.answer!.orderNo);
      const ticketNos = sold.flatMap((a) => a.answer!.ticketNos);
      expect(duplicates(orderNos)).toEqual([]);
      expect(duplicates(ticketNos)).toEqual([]);
      expect(sold.filter((a) => a.answer!.replayed)).toEqual([]);

      // The log: each number once, orders and tickets naming each other, exactly the answered sales.
      const ledger = await caughtUp();
      expect(ledger.duplicateOrderNos).toEqual([]);
      expect(ledger.duplicateTicketNos).toEqual([]);
      expect(ledger.orderWithoutTickets).toEqual([]);
      expect(ledger.ticketWithoutOrder).toEqual([]);
      expect(sorted(ledger.orders.keys())).toEqual(sorted(orderNos));
      expect(sorted(ledger.tickets.keys())).toEqual(sorted(ticketNos));
      expect(sold.flatMap((a) => disagreements(a, ledger))).toEqual([]);
      const declinedIds = new Set(declined.map((a) => a.requestId));
      expect([...ledger.orders.values()].filter((o) => declinedIds.has(o.requestId))).toEqual([]);

      // The read models, row for row, and the totals the screens page through.
      const expected = expectedReadModels(ledger);
      const actual = await readModels(server.running.ctx.pool);
      expect(actual.orders).toEqual(expected.orders);
      expect(actual.tickets).toEqual(expected.tickets);
      for (const [path, total] of [
        ['orders', ledger.orders.size],
        ['tickets', ledger.tickets.size],
      ] as const) {
        const res = await fetch(`${server.url}/api/ticketQuery/${path}?pageItems=1`, {
          headers: { authorization: `Bearer ${sellers[0]!.token}` },
        });
        expect(((await res.json()) as { data: [unknown[], number] }).data[1], path).toBe(total);
      }
    },
    SELLING_MS + 60_000,
  );

  it(`the same request id from ${SAME_ID_SENDERS} sellers at the same moment sells once`, async () => {
    for (let round = 0; round < SAME_ID_ROUNDS; round++) {
      const body = randomSale(catalog);
      if (body.payment.method === 'paymentCode') body.payment.paymentCode = '134567890123456789';
      const senders = sellers.slice(0, SAME_ID_SENDERS);
      const attempts = await Promise.all(senders.map((s) => sellOnce(server.url, s, body)));

      expect(attempts.map((a) => a.status)).toEqual(senders.map(() => 200));
      const answered = new Set(attempts.map((a) => JSON.stringify([a.answer!.orderNo, a.answer!.ticketNos])));
      expect(answered.size, `round ${round}: one order number and one set of tickets`).toBe(1);
      const orderNo = attempts[0]!.answer!.orderNo;
      const events = await server.running.ctx.store.readStream(`order-${orderNo}`);
      expect(events.map((e) => e.type)).toEqual(['OrderPlaced']);
      // One order for the request in the whole store, with its tickets: the losers' numbers wrote
      // nothing (a charged sale keeps its numbers per request; one that charges nothing is refused
      // by its event ids).
      const { rows } = await server.running.ctx.pool.query(
        `select count(*) filter (where type = 'OrderPlaced')::int as orders, count(*)::int as events
           from es_events where metadata->>'requestId' = $1`,
        [body.requestId],
      );
      expect(rows[0]).toEqual({ orders: 1, events: 1 + attempts[0]!.answer!.ticketNos.length });
    }
    const ledger = await caughtUp();
    expect(ledger.duplicateOrderNos).toEqual([]);
    expect(ledger.orderWithoutTickets).toEqual([]);
    expect(ledger.ticketWithoutOrder).toEqual([]);
    const requestIds = [...ledger.orders.values()].map((o) => o.requestId);
    expect(duplicates(requestIds)).toEqual([]);
  });
});
