// Sales benchmark (DESIGN.md §9, issue 11): 20 sellers selling at once through the HTTP API of a real
// server (startApp on a fresh database, projections running), against a bare baseline in the same
// run: a Fastify route doing one INSERT through a pg pool into a one-table database, driven by the
// same 20-client loop with the same bodies. Blocks of each alternate, so load elsewhere hits both.
// Run: npm run bench:sales  (TEST_DATABASE_URL or the Postgres on 127.0.0.1:5432). A script, not a
// test: it prints a table and ends with one machine-readable `BENCH sales …` line.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startApp } from '../../api/src/startApp.ts';
import { createSellers, demoCatalog } from '../api/sales/sellerLoad.ts';
import { createTestDatabase } from '../support/testDatabase.ts';
import { testConfig } from '../support/testServer.ts';
import { type BlockResult, type Client, rateOf, startBaseline } from './support/salesLoad.ts';
import type { SalesLoadMessage } from './support/salesLoad.worker.ts';
import { fmtInt, fmtMs, loadAverage, median, percentile, renderTable } from './support/storeStats.ts';
import { ask, tsWorker } from './support/tsWorker.ts';

const SELLERS = 20;
/** The API's main pool holds 20 connections (startApp); the baseline gets as many. */
const POOL_SIZE = 20;
const WARMUP_MS = 3_000;
const BLOCK_MS = 5_000;
const BLOCKS = 6;
/** The paced run: each seller starts a sale every PACED_INTERVAL_MS (20 x 5/s = 100 sales/s offered). */
const PACED_INTERVAL_MS = 200;
const PACED_MS = 10_000;

function summary(blocks: BlockResult[]) {
  const latencies = blocks.flatMap((b) => b.latencies);
  return {
    perSec: median(blocks.map(rateOf)),
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    requests: blocks.reduce((n, b) => n + b.requests, 0),
    failures: blocks.flatMap((b) => [...b.failures].map(([status, n]) => `${n} x ${status}`)),
  };
}

async function main(): Promise<void> {
  const started = Date.now();
  const log = (message: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(1)}s] ${message}`);
  const db = await createTestDatabase('bench_sales');
  const rawDb = await createTestDatabase('bench_sales_raw');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-sales-'));
  let benchLine = '';
  try {
    const config = testConfig(db.url, dataDir);
    const running = await startApp(config);
    const baseline = await startBaseline(rawDb.url, POOL_SIZE);
    try {
      const { pool, projections } = running.ctx;
      const catalog = await demoCatalog(pool);
      const sellers = await createSellers(pool, running.url, SELLERS);
      const { rows } = await pool.query(`select current_setting('server_version') as v,
        current_setting('synchronous_commit') as sync, current_setting('fsync') as fsync`);
      console.log(
        `node ${process.version}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? '?'}), Postgres ${rows[0].v} ` +
          `(synchronous_commit=${rows[0].sync}, fsync=${rows[0].fsync}), ${SELLERS} clients, pools ${POOL_SIZE}, ` +
          `load average ${loadAverage()}`,
      );
      const sale: Client[] = sellers.map((s) => ({ url: running.url, path: '/sell/order', token: s.token }));
      const raw: Client[] = sellers.map((s) => ({ url: baseline.url, path: '/raw', token: s.token }));
      // The sellers run in a worker thread: they are other machines, and their HTTP must not share the
      // server's event loop (the baseline's clients run there too).
      const sellersThread = tsWorker(new URL('./support/salesLoad.worker.ts', import.meta.url), catalog);
      const runBlock = (clients: Client[], ms: number) =>
        ask<BlockResult>(sellersThread, { kind: 'block', clients, ms } satisfies SalesLoadMessage);
      const runPaced = (clients: Client[], ms: number, intervalMs: number) =>
        ask<BlockResult>(sellersThread, {
          kind: 'paced',
          clients,
          ms,
          intervalMs,
        } satisfies SalesLoadMessage);

      await runBlock(sale, WARMUP_MS);
      await runBlock(raw, WARMUP_MS);
      log('warm-up done');
      const blocks = { sale: [] as BlockResult[], raw: [] as BlockResult[] };
      for (let b = 0; b < BLOCKS; b++) {
        for (const target of b % 2 === 0 ? (['sale', 'raw'] as const) : (['raw', 'sale'] as const)) {
          blocks[target].push(await runBlock(target === 'sale' ? sale : raw, BLOCK_MS));
        }
        log(
          `block pair ${b + 1}/${BLOCKS}: sale ${fmtInt(rateOf(blocks.sale[b]!))}/s, raw ${fmtInt(rateOf(blocks.raw[b]!))}/s`,
        );
      }
      const loadAfter = loadAverage();

      // The projections were running all along; how far behind the sales did they end?
      const catchUp = performance.now();
      const { rows: sold } = await pool.query(
        `select count(*) filter (where type = 'OrderPlaced')::int as orders,
                count(*) filter (where type = 'TicketIssued')::int as tickets from es_events`,
      );
      for (;;) {
        const n = await pool.query(`select (select count(*)::int from order_list) as o,
          (select count(*)::int from ticket_query) as t`);
        if (n.rows[0].o >= sold[0].orders && n.rows[0].t >= sold[0].tickets) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const catchUpMs = performance.now() - catchUp;
      const lags = projections
        .status()
        .map((s) => `${s.name} ${s.lagMs} ms`)
        .join(', ');
      const paced = await runPaced(sale, PACED_MS, PACED_INTERVAL_MS);
      await sellersThread.terminate();
      const pacedOffered = (SELLERS * 1000) / PACED_INTERVAL_MS;
      log(`paced run done: ${fmtInt(rateOf(paced))} sales/s for ${fmtInt(pacedOffered)}/s offered`);

      const s = summary(blocks.sale);
      const r = summary(blocks.raw);
      const p = summary([paced]);
      if (s.failures.length || r.failures.length || p.failures.length) {
        throw new Error(
          `requests failed: sale ${s.failures.join(', ')}; raw ${r.failures.join(', ')}; paced ${p.failures.join(', ')}`,
        );
      }
      // Each sale block ran beside a baseline block: the median of those pair ratios is the figure,
      // since a load that comes and goes elsewhere on the machine hits both halves of a pair alike.
      const paired = blocks.sale.map((b, i) => rateOf(b) / rateOf(blocks.raw[i]!));
      const ratio = median(paired);
      console.log('');
      console.log(
        renderTable(
          ['scenario', 'requests/s', 'p50 ms', 'p99 ms', 'vs baseline', 'notes'],
          [
            [
              `sale: POST /api/sell/order, ${SELLERS} sellers`,
              fmtInt(s.perSec),
              fmtMs(s.p50),
              fmtMs(s.p99),
              `${(ratio * 100).toFixed(0)} %`,
              `N=${fmtInt(s.requests)} sales (${fmtInt(sold[0].tickets)} tickets incl. warm-up) in ${BLOCKS} blocks of ` +
                `${BLOCK_MS / 1000} s; pair ratios ${Math.min(...paired).toFixed(2)}..${Math.max(...paired).toFixed(2)}`,
            ],
            [
              `baseline: bare route, one INSERT, ${SELLERS} clients`,
              fmtInt(r.perSec),
              fmtMs(r.p50),
              fmtMs(r.p99),
              '',
              `N=${fmtInt(r.requests)} (${fmtInt(await baseline.rows())} rows incl. warm-up), same bodies`,
            ],
            [
              `sale, paced: ${SELLERS} sellers, one every ${PACED_INTERVAL_MS} ms each`,
              fmtInt(p.perSec),
              fmtMs(p.p50),
              fmtMs(p.p99),
              '',
              `${fmtInt(pacedOffered)} sales/s offered for ${PACED_MS / 1000} s, after the blocks; N=${fmtInt(p.requests)}`,
            ],
            [
              '  projections after the last sale block',
              '',
              '',
              '',
              '',
              `caught up ${fmtInt(catchUpMs)} ms after the last sale; last batch lag: ${lags}`,
            ],
          ],
        ),
      );
      console.log('');
      console.log(
        `targets: ratio ${ratio.toFixed(2)} (>= 0.25; median of the block pairs, ${(s.perSec / r.perSec).toFixed(2)} of the median rates), sale p99 ${s.p99.toFixed(1)} ms (< 100 ms; ` +
          `${p.p99.toFixed(1)} ms at ${fmtInt(pacedOffered)}/s offered). ` +
          `Rates are the median ${BLOCK_MS / 1000}-s block; load average after the blocks ${loadAfter}`,
      );
      benchLine =
        `BENCH sales sales_per_s=${Math.round(s.perSec)} p99_ms=${s.p99.toFixed(1)} ` +
        `baseline_per_s=${Math.round(r.perSec)} ratio=${ratio.toFixed(2)}`;
    } finally {
      await baseline.close();
      await running.stop();
    }
  } finally {
    await db.drop();
    await rawDb.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
  log(`databases dropped; load average ${loadAverage()}`);
  console.log(benchLine);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
