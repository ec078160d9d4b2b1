// Event-store benchmark (DESIGN.md §9): append through the Postgres adapter against a raw INSERT
// baseline in the same run, replay throughput of a projection runner, and live projection lag.
// Run: npm run bench:store  (TEST_DATABASE_URL or the Postgres on 127.0.0.1:5432). A script, not a
// test: it prints a table and ends with one machine-readable `BENCH store …` line.
import os from 'node:os';
import pg from 'pg';
import { createPgEventStore } from '../../commands/eventStore/pgEventStore.ts';
import { createTestDatabase } from '../support/testDatabase.ts';
import { RAW_SCHEMA, type RoundResult, runRound, type Target, type Workload } from './support/storeAppend.ts';
import { createCpuMeter } from './support/storeCpu.ts';
import { lagAfterAck, lagSummary, pacedAppends, seed, startRunner } from './support/storeReplay.ts';
import { fmtInt, fmtMs, fmtPct, loadAverage, median, percentile, renderTable } from './support/storeStats.ts';
import { startWaitSampler } from './support/storeWaits.ts';

const POOL_SIZE = 10; // the adapter's default pool size; the raw baseline uses the same
/**
 * Each append scenario runs as BLOCKS adapter/raw pairs, back to back, who goes first alternating, so
 * the same N is spread over the whole scenario for both and a burst of load elsewhere hits both sides
 * of a pair. Rates are the median block; the ratio is the median of the per-pair ratios.
 */
const BLOCKS = 16;
const SCENARIOS: { key: string; label: string; block: Workload }[] = [
  { key: '1w', label: '1 writer, 1 event', block: { writers: 1, appendsPerWriter: 250, eventsPerAppend: 1 } },
  { key: '8w', label: '8 writers, 1 event', block: { writers: 8, appendsPerWriter: 40, eventsPerAppend: 1 } },
  {
    key: 'b10',
    label: '1 writer, 10 events',
    block: { writers: 1, appendsPerWriter: 60, eventsPerAppend: 10 },
  },
];
const WARMUP: Workload[] = [
  { writers: 1, appendsPerWriter: 500, eventsPerAppend: 1 },
  { writers: 8, appendsPerWriter: 60, eventsPerAppend: 1 },
  { writers: 1, appendsPerWriter: 80, eventsPerAppend: 10 },
];
const REPLAY_EVENTS = 100_000;
const SEED_EVENTS_PER_APPEND = 100;
const SEED_CONCURRENCY = 8;
const REPLAY_BATCH = 1000;
const LAG_RATE = 500;
const LAG_DURATION_MS = 10_000;
const LAG_STREAMS = 50;
/** How often the bench's backends' wait events are sampled (pg_stat_activity). */
const WAIT_SAMPLE_MS = 10;

interface Summary {
  /** Median block (appends/s and events/s). */
  perSec: number;
  eventsPerSec: number;
  /** Over every append of every block. */
  p50: number;
  p99: number;
  appends: number;
  /** CPU per append over all blocks (µs): the database's backends and this Node process. */
  pgCpuUs: number;
  nodeCpuUs: number;
}

const rate = (r: RoundResult) => (r.appends * 1000) / r.elapsedMs;

function summarise(blocks: RoundResult[]): Summary {
  const perSec = median(blocks.map(rate));
  const appends = blocks.reduce((sum, b) => sum + b.appends, 0);
  const latencies = blocks.flatMap((b) => b.latencies);
  const cpuUs = (pick: (b: RoundResult) => number | undefined) => {
    const values = blocks.map(pick);
    if (values.some((v) => v === undefined)) return Number.NaN;
    return ((values as number[]).reduce((sum, v) => sum + v, 0) * 1000) / appends;
  };
  return {
    perSec,
    eventsPerSec: (perSec * blocks[0]!.events) / blocks[0]!.appends,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    appends,
    pgCpuUs: cpuUs((b) => b.cpu?.pgMs),
    nodeCpuUs: cpuUs((b) => b.cpu?.nodeMs),
  };
}

async function main(): Promise<void> {
  const started = Date.now();
  const log = (message: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(1)}s] ${message}`);
  const db = await createTestDatabase('bench_store');
  let benchLine = '';
  try {
    const store = await createPgEventStore({ connectionString: db.url, poolSize: POOL_SIZE });
    const rawPool = new pg.Pool({ connectionString: db.url, max: POOL_SIZE });
    rawPool.on('error', () => {});
    try {
      const settings = await rawPool.query(
        `select current_setting('server_version') as version, current_setting('synchronous_commit') as sync,
                current_setting('fsync') as fsync, current_setting('shared_buffers') as buffers`,
      );
      const s = settings.rows[0];
      console.log(
        `node ${process.version}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? '?'}), ` +
          `Postgres ${s.version} (synchronous_commit=${s.sync}, fsync=${s.fsync}, shared_buffers=${s.buffers}), ` +
          `pool ${POOL_SIZE}, load average ${loadAverage()}, database ${db.name}`,
      );
      await rawPool.query(RAW_SCHEMA);
      const meter = await createCpuMeter(db.url);
      const targets = { store, rawPool, meter };

      // 1–2. Append: warm up both, then interleaved adapter/raw blocks per scenario.
      for (const workload of WARMUP) {
        await runRound(targets, 'adapter', workload);
        await runRound(targets, 'raw', workload);
      }
      log('warm-up done');
      const waits = await startWaitSampler(db.url, WAIT_SAMPLE_MS);
      const results = new Map<string, { adapter: RoundResult[]; raw: RoundResult[] }>();
      for (const scenario of SCENARIOS) {
        const blocks = { adapter: [] as RoundResult[], raw: [] as RoundResult[] };
        for (let b = 0; b < BLOCKS; b++) {
          const order: Target[] = b % 2 === 0 ? ['adapter', 'raw'] : ['raw', 'adapter'];
          for (const target of order) {
            waits.label(`${scenario.key}:${target}`);
            blocks[target].push(await runRound(targets, target, scenario.block));
            waits.label(undefined);
          }
        }
        results.set(scenario.key, blocks);
        log(`append ${scenario.label}: ${BLOCKS} block pairs done`);
      }
      await meter.close();
      const get = (key: string, target: Target) => summarise(results.get(key)![target]);
      /** Adapter/raw of each pair (run back to back, so they share the machine's mood). */
      const pairedRatios = (key: string) => {
        const { adapter, raw } = results.get(key)!;
        return adapter.map((a, i) => rate(a) / rate(raw[i]!));
      };

      // 3. Replay: a fresh log of REPLAY_EVENTS, then a runner catching up from the start.
      await rawPool.query('drop table bench_raw; truncate es_events, es_streams');
      const seedMs = await seed(store, REPLAY_EVENTS, SEED_EVENTS_PER_APPEND, SEED_CONCURRENCY);
      await rawPool.query('vacuum analyze es_events');
      log(`seeded ${REPLAY_EVENTS} events in ${(seedMs / 1000).toFixed(1)} s (then vacuum analyze)`);
      const replayStart = process.hrtime.bigint();
      const live = await startRunner(store, db.url, REPLAY_BATCH);
      await live.waitForProcessed(REPLAY_EVENTS, 120_000);
      const replayMs = Number(process.hrtime.bigint() - replayStart) / 1e6;
      const replayEps = (REPLAY_EVENTS * 1000) / replayMs;
      const replayTimers = { ...live.timers };
      log(`replayed in ${(replayMs / 1000).toFixed(2)} s`);

      // 4. Lag: the same runner, now live, under LAG_RATE single-event appends per second.
      await new Promise((resolve) => setTimeout(resolve, 300));
      live.startRecording();
      waits.label('lag');
      const paced = await pacedAppends(store, LAG_RATE, LAG_DURATION_MS, LAG_STREAMS);
      await live.waitForProcessed(REPLAY_EVENTS + paced.sent, 30_000);
      waits.label(undefined);
      await waits.stop();
      const lag = live.stopRecording();
      const eventLag = lagSummary(lag.eventLags);
      const batchLag = lagSummary(lag.batchLags);
      const ackLag = lagSummary(lagAfterAck(lag, paced));
      log(`lag phase done: ${paced.sent} events in ${(paced.elapsedMs / 1000).toFixed(1)} s`);
      await live.stop();

      // Table.
      const rows: string[][] = [];
      const blank = (n: number) => Array.from({ length: n }, () => '');
      for (const scenario of SCENARIOS) {
        const a = get(scenario.key, 'adapter');
        const r = get(scenario.key, 'raw');
        const paired = pairedRatios(scenario.key);
        const n = `N=${fmtInt(a.appends)} appends each, ${BLOCKS} block pairs`;
        rows.push([
          `append ${scenario.label}: adapter`,
          fmtInt(a.perSec),
          fmtInt(a.eventsPerSec),
          fmtMs(a.p50),
          fmtMs(a.p99),
          fmtPct(median(paired)),
          fmtInt(a.pgCpuUs),
          fmtInt(a.nodeCpuUs),
          `${n}; pair ratios ${Math.min(...paired).toFixed(2)}..${Math.max(...paired).toFixed(2)}; ` +
            `waits ${waits.summary(`${scenario.key}:adapter`)}`,
        ]);
        rows.push([
          `append ${scenario.label}: raw INSERT`,
          fmtInt(r.perSec),
          fmtInt(r.eventsPerSec),
          fmtMs(r.p50),
          fmtMs(r.p99),
          '',
          fmtInt(r.pgCpuUs),
          fmtInt(r.nodeCpuUs),
          `${scenario.block.eventsPerAppend > 1 ? 'one unnest insert per append' : 'named single-row insert'}; ` +
            `waits ${waits.summary(`${scenario.key}:raw`)}`,
        ]);
      }
      const otherMs = replayMs - replayTimers.readMs - replayTimers.applyMs;
      rows.push([
        `replay ${fmtInt(REPLAY_EVENTS)} events, batchSize ${REPLAY_BATCH}`,
        '',
        fmtInt(replayEps),
        ...blank(5),
        `${(replayMs / 1000).toFixed(2)} s: readAll ${fmtInt(replayTimers.readMs)} ms (${replayTimers.reads} reads), ` +
          `apply ${fmtInt(replayTimers.applyMs)} ms, checkpoint+commit+other ${fmtInt(otherMs)} ms`,
      ]);
      rows.push([
        `lag per event, ${LAG_RATE}/s for ${LAG_DURATION_MS / 1000} s`,
        '',
        fmtInt((paced.sent * 1000) / paced.elapsedMs),
        fmtMs(eventLag.p50),
        fmtMs(eventLag.p99),
        ...blank(3),
        `max ${fmtMs(eventLag.max)} ms; batch commit - event.created; ${lag.eventLags.length} events in ` +
          `${lag.batches} batches; default pollIntervalMs`,
      ]);
      rows.push([
        '  lag per batch (runner lagMs)',
        '',
        '',
        fmtMs(batchLag.p50),
        fmtMs(batchLag.p99),
        ...blank(3),
        `max ${fmtMs(batchLag.max)} ms`,
      ]);
      rows.push([
        '  lag per event after append ack',
        '',
        '',
        fmtMs(ackLag.p50),
        fmtMs(ackLag.p99),
        ...blank(3),
        `max ${fmtMs(ackLag.max)} ms; projection path only (wake-up, readAll, apply, commit)`,
      ]);
      rows.push([
        '  append latency in the lag phase',
        '',
        '',
        fmtMs(percentile(paced.appendLatencies, 50)),
        fmtMs(percentile(paced.appendLatencies, 99)),
        ...blank(3),
        `${LAG_STREAMS} streams, chained per stream, exact expected revision; waits ${waits.summary('lag')}`,
      ]);
      console.log('');
      console.log(
        renderTable(
          [
            'scenario',
            'appends/s',
            'events/s',
            'p50 ms',
            'p99 ms',
            'vs raw',
            'pg µs/op',
            'node µs/op',
            'notes',
          ],
          rows,
        ),
      );
      console.log('');
      const a1 = get('1w', 'adapter');
      const r1 = get('1w', 'raw');
      const a8 = get('8w', 'adapter');
      const r8 = get('8w', 'raw');
      const b10 = get('b10', 'adapter');
      const ratio1 = median(pairedRatios('1w'));
      console.log(
        `targets: append 1 writer ${fmtPct(ratio1)} of raw (>= 60 %), 8 writers ` +
          `${fmtPct(median(pairedRatios('8w')))}; replay ${fmtInt(replayEps)} events/s (>= 20,000); ` +
          `lag p99 ${eventLag.p99.toFixed(1)} ms (< 50 ms). Seeding ran at ` +
          `${fmtInt((REPLAY_EVENTS * 1000) / seedMs)} events/s (${SEED_CONCURRENCY} x ${SEED_EVENTS_PER_APPEND}-event appends)`,
      );
      benchLine =
        `BENCH store append_ratio=${ratio1.toFixed(2)} replay_eps=${Math.round(replayEps)} ` +
        `lag_p99_ms=${eventLag.p99.toFixed(1)} append_1w_per_s=${Math.round(a1.perSec)} ` +
        `raw_1w_per_s=${Math.round(r1.perSec)} append_8w_per_s=${Math.round(a8.perSec)} ` +
        `raw_8w_per_s=${Math.round(r8.perSec)} batch10_eps=${Math.round(b10.eventsPerSec)}`;
    } finally {
      await store.close();
      await rawPool.end();
    }
  } finally {
    await db.drop();
  }
  log(`database dropped; load average ${loadAverage()}`);
  console.log(benchLine);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
