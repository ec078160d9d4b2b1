// Refunds benchmark (issue 12): 100,000 sales in the store and its read models, then 20 sellers
// refunding their own orders at once through the HTTP API of a real server (startApp, projections
// running), against the bare baseline of the sales benchmark (a Fastify route doing one INSERT) in
// the same run, blocks alternating; then the time of `POST /api/sell/dutyRecord` with those 100,000
// sales in the read model, beside the bare route answered one request at a time.
// Run: npm run bench:refunds. A script, not a test: it prints a table and ends with one
// machine-readable `BENCH refunds …` line.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startApp } from '../../api/src/startApp.ts';
import { createSellers, demoCatalog, postJson } from '../api/sales/sellerLoad.ts';
import { createTestDatabase } from '../support/testDatabase.ts';
import { testConfig } from '../support/testServer.ts';
import { type BlockResult, type Client, rateOf, runBlock, startBaseline } from './support/salesLoad.ts';
import { type SeededSale, seedSales } from './support/seedSales.ts';
import { fmtInt, fmtMs, median, percentile, renderTable } from './support/storeStats.ts';

const SELLERS = 20;
const POOL_SIZE = 20;
const SALES = Number(process.env.BENCH_SALES ?? 100_000);
const WARMUP_MS = 2_000;
const BLOCK_MS = 5_000;
const BLOCKS = 4;
const DUTY_CALLS = 400;

async function main(): Promise<void> {
  const started = Date.now();
  const log = (message: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(1)}s] ${message}`);
  const db = await createTestDatabase('bench_refunds');
  const rawDb = await createTestDatabase('bench_refunds_raw');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-refunds-'));
  let benchLine = '';
  try {
    const config = testConfig(db.url, dataDir);
    const running = await startApp(config);
    const baseline = await startBaseline(rawDb.url, POOL_SIZE);
    try {
      const { pool, projections, store } = running.ctx;
      const catalog = await demoCatalog(pool);
      const sellers = await createSellers(pool, running.url, SELLERS);
      const { rows } = await pool.query(`select current_setting('server_version') as v`);
      console.log(
        `node ${process.version}, ${os.cpus().length} CPUs, Postgres ${rows[0].v}, ${SELLERS} sellers, ` +
          `${fmtInt(SALES)} sales seeded, load average ${os.loadavg()[0]!.toFixed(2)}`,
      );

      const seeding = performance.now();
      const sales = await seedSales(pool, store, {
        areaId: catalog.areaId,
        ticketTypeId: catalog.adult,
        sellers: sellers.map((s) => s.account),
        count: SALES,
      });
      log(`${fmtInt(SALES)} sales appended in ${fmtInt(performance.now() - seeding)} ms`);
      const [head] = await store.readAll({ direction: 'backwards', maxCount: 1 });
      const headAt = `${head!.position.commit}/${head!.position.prepare}`;
      // The read models the refunds and dutyRecord read: every sale applied (orderList reads only the
      // orders, so its position stops at the last OrderPlaced).
      const caughtUp = () => {
        const status = new Map(projections.status().map((s) => [s.name, s]));
        const shift = status.get('shiftTotals')?.position;
        return (
          (status.get('ticketQuery')?.processed ?? 0) >= SALES &&
          (status.get('orderList')?.processed ?? 0) >= SALES &&
          `${shift?.commit}/${shift?.prepare}` === headAt
        );
      };
      while (!caughtUp()) {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      log(`projections caught up ${fmtInt(performance.now() - seeding)} ms after seeding began`);

      // Each seller refunds its own orders, oldest first, one whole order per request.
      const next = sales.map(() => 0);
      const refundBody = (i: number) => {
        const sale = sales[i]![next[i]!++] as SeededSale;
        return {
          requestId: randomUUID(),
          scenicAreaID: catalog.areaId,
          orderNo: sale.orderNo,
          ticketNos: sale.ticketNos,
        };
      };
      const rawBody = () => ({ requestId: randomUUID(), scenicAreaID: catalog.areaId, orderNo: 'x' });
      const refund: Client[] = sellers.map((s) => ({
        url: running.url,
        path: '/sell/refund',
        token: s.token,
      }));
      const raw: Client[] = sellers.map((s) => ({ url: baseline.url, path: '/raw', token: s.token }));
      await runBlock(refund, WARMUP_MS, refundBody);
      await runBlock(raw, WARMUP_MS, rawBody);
      const blocks = { refund: [] as BlockResult[], raw: [] as BlockResult[] };
      for (let b = 0; b < BLOCKS; b++) {
        for (const target of b % 2 === 0 ? (['refund', 'raw'] as const) : (['raw', 'refund'] as const)) {
          blocks[target].push(
            target === 'refund'
              ? await runBlock(refund, BLOCK_MS, refundBody)
              : await runBlock(raw, BLOCK_MS, rawBody),
          );
        }
        log(
          `block pair ${b + 1}/${BLOCKS}: refund ${fmtInt(rateOf(blocks.refund[b]!))}/s, raw ${fmtInt(rateOf(blocks.raw[b]!))}/s`,
        );
      }
      const failures = [...blocks.refund, ...blocks.raw].flatMap((b) => [...b.failures]);
      if (failures.length) throw new Error(`requests failed: ${JSON.stringify(failures)}`);

      // dutyRecord with the 100,000 sales (less those refunded) in the read model, one call at a time.
      const duty: number[] = [];
      const bare: number[] = [];
      let ticketsSeen = 0;
      for (let k = 0; k < DUTY_CALLS; k++) {
        const seller = sellers[k % SELLERS]!;
        let t0 = performance.now();
        const res = await postJson<{ data: { list: { ticketCount: number }[] } }>(
          running.url,
          '/sell/dutyRecord',
          { operate: 3, scenicAreaID: catalog.areaId },
          seller.token,
        );
        duty.push(performance.now() - t0);
        if (res.status !== 200) throw new Error(`dutyRecord: ${res.status} ${JSON.stringify(res.body)}`);
        if (k < SELLERS) ticketsSeen += res.body.data.list.reduce((n, row) => n + row.ticketCount, 0);
        t0 = performance.now();
        await postJson(baseline.url, '/raw', rawBody());
        bare.push(performance.now() - t0);
      }
      if (ticketsSeen < SALES) throw new Error(`dutyRecord counted ${ticketsSeen} tickets of ${SALES} sold`);

      const rate = (list: BlockResult[]) => median(list.map(rateOf));
      const latencies = (list: BlockResult[]) => list.flatMap((b) => b.latencies);
      const refunds = rate(blocks.refund);
      const rawRate = rate(blocks.raw);
      const refunded = blocks.refund.reduce((n, b) => n + b.requests, 0);
      console.log('');
      console.log(
        renderTable(
          ['scenario', 'requests/s', 'p50 ms', 'p99 ms', 'vs baseline', 'notes'],
          [
            [
              `refund: POST /api/sell/refund, ${SELLERS} sellers`,
              fmtInt(refunds),
              fmtMs(percentile(latencies(blocks.refund), 50)),
              fmtMs(percentile(latencies(blocks.refund), 99)),
              `${((refunds / rawRate) * 100).toFixed(0)} %`,
              `N=${fmtInt(refunded)} whole orders refunded in ${BLOCKS} blocks of ${BLOCK_MS / 1000} s`,
            ],
            [
              `baseline: bare route, one INSERT, ${SELLERS} clients`,
              fmtInt(rawRate),
              fmtMs(percentile(latencies(blocks.raw), 50)),
              fmtMs(percentile(latencies(blocks.raw), 99)),
              '',
              'the sales benchmark baseline, same run',
            ],
            [
              `dutyRecord, ${fmtInt(SALES)} sales in the read model`,
              '',
              fmtMs(percentile(duty, 50)),
              fmtMs(percentile(duty, 99)),
              '',
              `${DUTY_CALLS} calls one at a time, the ${SELLERS} sellers in turn; the answers' rows (sales and refunds) counted ${fmtInt(ticketsSeen)} tickets`,
            ],
            [
              'baseline: bare route, one at a time',
              '',
              fmtMs(percentile(bare, 50)),
              fmtMs(percentile(bare, 99)),
              '',
              'interleaved with the dutyRecord calls',
            ],
          ],
        ),
      );
      console.log('');
      console.log(`target: dutyRecord p99 ${percentile(duty, 99).toFixed(1)} ms (< 50 ms)`);
      benchLine =
        `BENCH refunds refunds_per_s=${Math.round(refunds)} duty_ms=${percentile(duty, 99).toFixed(1)} ` +
        `baseline_per_s=${Math.round(rawRate)} ratio=${(refunds / rawRate).toFixed(2)}`;
    } finally {
      await baseline.close();
      await running.stop();
    }
  } finally {
    await db.drop();
    await rawDb.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
  log('databases dropped');
  console.log(benchLine);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
