// Issue 11, "Done when": the API process killed (kill -9) in the middle of a stream of sales, then
// restarted → no order without its tickets, no ticket without its order, every request lost with the
// connection sells exactly once when retried, and the read models equal a clean rebuild (the same
// projections run from the start of the log into a fresh schema) and a fold of the log.
import { randomInt } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPgEventStore, type PgEventStore } from '../../../commands/eventStore/pgEventStore.ts';
import { createTestDatabase, type TestDatabase, testPool } from '../../support/testDatabase.ts';
import { waitFor } from '../../support/waitFor.ts';
import { type ApiProcess, rebuildInFreshSchema, startApiProcess } from './apiProcess.ts';
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
  type Seller,
  sellOnce,
  sellWhile,
} from './sellerLoad.ts';

const KILLS = 5;
const SELLERS = 6;
/** Sales answered in a round before the kill may come (then 0–400 ms more). */
const SALES_BEFORE_KILL = 15;
/** Answered sales retried besides every lost one (their retry must answer the same sale). */
const ANSWERED_RETRIED = 40;

let db: TestDatabase;
let dataDir: string;
let api: ApiProcess;
let pool: pg.Pool;
let store: PgEventStore;
let catalog: DemoCatalog;
let sellers: Seller[];

beforeAll(async () => {
  db = await createTestDatabase('crash_sales');
  dataDir = await mkdtemp(path.join(tmpdir(), 'scenic-crash-'));
  api = await startApiProcess(db.url, dataDir);
  pool = testPool(db.url, { max: 4 });
  store = await createPgEventStore({ connectionString: db.url, poolSize: 2 });
  catalog = await demoCatalog(pool);
  sellers = await createSellers(pool, api.url, SELLERS); // sessions live in the database: they outlive a kill
});
afterAll(async () => {
  await api?.kill();
  await store?.close();
  await pool?.end();
  await db?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

/** The log now, checked whole: every order with its tickets, every ticket with its order. */
async function wholeLog(when: string): Promise<Ledger> {
  const ledger = ledgerOf(await readSaleLog(store, pool));
  expect(ledger.duplicateOrderNos, when).toEqual([]);
  expect(ledger.duplicateTicketNos, when).toEqual([]);
  expect(ledger.orderWithoutTickets, when).toEqual([]);
  expect(ledger.ticketWithoutOrder, when).toEqual([]);
  return ledger;
}

it(`killed with SIGKILL ${KILLS} times mid-stream and restarted: orders whole, lost requests sell once, read models equal a rebuild`, async () => {
  const attempts: Attempt[] = [];
  for (let kill = 0; kill < KILLS; kill++) {
    const soldBefore = attempts.filter((a) => a.status === 200).length;
    let selling = true;
    const loops = sellers.map((seller) =>
      sellWhile(
        () => api.url,
        seller,
        catalog,
        () => selling,
        (a) => attempts.push(a),
      ),
    );
    await waitFor(
      () => attempts.filter((a) => a.status === 200).length >= soldBefore + SALES_BEFORE_KILL,
      `sales of round ${kill}`,
    );
    await new Promise((resolve) => setTimeout(resolve, randomInt(400)));
    await api.kill();
    selling = false;
    await Promise.all(loops);
    api = await startApiProcess(db.url, dataDir);
  }
  const lost = attempts.filter((a) => a.status === 'lost');
  const answered = attempts.filter((a) => a.status === 200);
  expect(lost.length, 'kills that landed while sales were on the wire').toBeGreaterThanOrEqual(KILLS);
  const unexpected = attempts.filter(
    (a) => a.status !== 'lost' && a.status !== 200 && a.code !== 'PAYMENT_DECLINED',
  );
  expect(unexpected.map((a) => `${a.status} ${a.code}`)).toEqual([]);
  console.log(`${answered.length} sales answered, ${lost.length} lost with the connection, ${KILLS} kills`);

  // Right after the crashes, before anything is retried.
  const crashed = await wholeLog('after the kills');
  for (const a of answered) expect(crashed.orders.get(a.answer!.orderNo)?.requestId).toBe(a.requestId);

  // Retry every lost request and some answered ones, as the screens would, a few at a time.
  const retried = [...lost, ...answered.sort(() => Math.random() - 0.5).slice(0, ANSWERED_RETRIED)];
  const sellerOf = (a: Attempt) => sellers.find((s) => s.account === a.seller)!;
  const retries: Attempt[] = [];
  for (let i = 0; i < retried.length; i += SELLERS) {
    const chunk = retried.slice(i, i + SELLERS);
    retries.push(...(await Promise.all(chunk.map((a) => sellOnce(api.url, sellerOf(a), a.body)))));
  }
  const declined = (a: Attempt) => JSON.stringify(a.body.payment).endsWith('0000"}');
  expect(retries.map((r) => (declined(r) ? r.status === 402 : r.status === 200))).not.toContain(false);
  for (const [i, first] of retried.entries()) {
    if (first.status !== 200) continue;
    expect(retries[i]!.answer, `retry of ${first.requestId}`).toMatchObject({
      orderNo: first.answer!.orderNo,
      ticketNos: first.answer!.ticketNos,
      replayed: true,
    });
  }

  // Exactly one order per request, and only the requests' orders.
  const ledger = await wholeLog('after the retries');
  const ordersOf = new Map<string, string[]>();
  for (const [no, order] of ledger.orders)
    ordersOf.set(order.requestId, [...(ordersOf.get(order.requestId) ?? []), no]);
  for (const [i, a] of retried.entries()) {
    const expected = retries[i]!.status === 200 ? [retries[i]!.answer!.orderNo] : undefined;
    expect(ordersOf.get(a.requestId), `orders of request ${a.requestId}`).toEqual(expected);
  }
  const sent = new Set(attempts.map((a) => a.requestId));
  expect([...ordersOf.keys()].filter((id) => !sent.has(id))).toEqual([]);

  // The live read models (built across the kills) against a fold of the log and a clean rebuild.
  await waitFor(async () => {
    const n = await readModelCounts(pool);
    return n.orders === ledger.orders.size && n.tickets === ledger.tickets.size;
  }, 'the restarted process to catch its projections up');
  const live = await readModels(pool);
  expect(live).toEqual(expectedReadModels(ledger));
  expect(await rebuildInFreshSchema(store, db.url, ledger)).toEqual(live);
}, 150_000);
