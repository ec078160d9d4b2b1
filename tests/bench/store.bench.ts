// Event-store benchmark (DESIGN.md §9): append through the Postgres adapter against a raw INSERT
// baseline in the same run, replay throughput of a projection runner, and live projection lag.
// Run: npm run bench:store  (TEST_DATABASE_URL or the Postgres on 127.0.0.1:5432). A script, not a
// test: it prints a table and ends with one machine-readable `BENCH store …` line.
import os from 'node:os';
import pg from 'pg';
import { createPgEventStore } from '../../commands/eventStore/pgEventStore.ts';
import { createTestDatabase } from '../support/testDatabase.ts';
import { RAW_SCHEMA, type RoundResult, runRound, type Target, type Workload } from './support/storeAppend.ts';
import { lagSummary, pacedAppends, seed, startRunner } from './support/storeReplay.ts';
import { fmtInt, fmtMs, fmtPct, median, percentile, renderTable } from './support/storeStats.ts';

const POOL_SIZE = 10; // the adapter's default pool size; the raw baseline uses the same
const ROUNDS = 5; // adapter and raw rounds interleaved, who goes first alternating; the median is reported
const SCENARIOS: { key: string; label: string; workload: Workload }[] = [
  { key: '1w', label: '1 writer, 1 event', workload: { writers: 1, appendsPerWriter: 3000, eventsPerAppend: 1 } },
  { key: '8w', label: '8 writers, 1 event', workload: { writers: 8, appendsPerWriter: 500, eventsPerAppend: 1 } },
  { key: 'b10', label: '1 writer, 10 events', workload: { writers: 1, appendsPerWriter: 1000, eventsPerAppend: 10 } },
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

interface Summary {
  perSec: number;
  eventsPerSec: number;
  p50: number;
  p99: number;
  /** Every round's appends/s, in run order. */
  rounds: number[];
  /** Median CPU per append (µs), Postgres backends and Node. */
  pgCpuUs: number;
  nodeCpuUs: number;
}

const rate = (r: RoundResult) => (r.appends * 1000) / r.elapsedMs;

/** The median round by throughput (its rate and latencies), every round's rate, median CPU per append. */
function summarise(results: RoundResult[]): Summary {
  const mid = [...results].sort((a, b) => rate(a) - rate(b))[Math.floor((results.length - 1) / 2)]!;
  const cpu = (pick: (r: RoundResult) => number | undefined) =>
    median(results.map((r) => ((pick(r) ?? Number.NaN) * 1000) / r.appends));
  return {
    perSec: rate(mid),
    eventsPerSec: (mid.events * 1000) / mid.elapsedMs,
    p50: percentile(mid.latencies, 50),
    p99: percentile(mid.latencies, 99),
    rounds: results.map(rate),
    pgCpuUs: cpu((r) => r.cpu?.pgMs),
    nodeCpuUs: cpu((r) => r.cpu?.nodeMs),
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
          `pool ${POOL_SIZE}, database ${db.name}`,
      );
      await rawPool.query(RAW_SCHEMA);
      const targets = { store, rawPool };

      // 1–2. Append: warm up both, then interleave adapter and raw rounds, alternating who goes first.
      for (const workload of WARMUP) {
        await runRound(targets, 'adapter', workload);
        await runRound(targets, 'raw', workload);
      }
      log('warm-up done');
      const results = new Map<string, RoundResult[]>();
      for (let round = 0; round < ROUNDS; round++) {
        const order: Target[] = round % 2 === 0 ? ['adapter', 'raw'] : ['raw', 'adapter'];
        for (const scenario of SCENARIOS) {
          for (const target of order) {
            const key = `${scenario.key}:${target}`;
            const result = await runRound(targets, target, scenario.workload);
            results.set(key, [...(results.get(key) ?? []), result]);
          }
        }
        log(`append round ${round + 1}/${ROUNDS} done`);
      }
      const get = (key: string) => summarise(results.get(key)!);

      // 3. Replay: a fresh log of REPLAY_EVENTS, then a runner catching up from the start.
      await rawPool.query('drop table bench_raw; truncate es_events, es_streams');
      const seedMs = await seed(store, REPLAY_EVENTS, 100, 8);
      await rawPool.query('vacuum analyze es_events');
      log(`seeded ${REPLAY_EVENTS} events in ${(seedMs / 1000).toFixed(1)} s`);
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
      const paced = await pacedAppends(store, LAG_RATE, LAG_DURATION_MS, LAG_STREAMS);
      await live.waitForProcessed(REPLAY_EVENTS + paced.sent, 30_000);
      const lag = live.stopRecording();
      const eventLag = lagSummary(lag.eventLags);
      const batchLag = lagSummary(lag.batchLags);
      log(`lag phase done: ${paced.sent} events in ${(paced.elapsedMs / 1000).toFixed(1)} s`);
      await live.stop();

      // Table.
      const rows: string[][] = [];
      for (const scenario of SCENARIOS) {
        const a = get(`${scenario.key}:adapter`);
        const r = get(`${scenario.key}:raw`);
        const rounds = (x: Summary) => x.rounds.map((v) => fmtInt(v)).join('/');
        rows.push([
          `append ${scenario.label}: adapter`,
          fmtInt(a.perSec),
          fmtInt(a.eventsPerSec),
          fmtMs(a.p50),
          fmtMs(a.p99),
          fmtPct(a.perSec / r.perSec),
          `rounds ${rounds(a)}`,
        ]);
        rows.push([
          `append ${scenario.label}: raw INSERT`,
          fmtInt(r.perSec),
          fmtInt(r.eventsPerSec),
          fmtMs(r.p50),
          fmtMs(r.p99),
          '',
          `rounds ${rounds(r)}`,
        ]);
      }
      const otherMs = replayMs - replayTimers.readMs - replayTimers.applyMs;
      rows.push([
        `replay ${fmtInt(REPLAY_EVENTS)} events, batchSize ${REPLAY_BATCH}`,
        '',
        fmtInt(replayEps),
        '',
        '',
        '',
        `${(replayMs / 1000).toFixed(2)} s: readAll ${fmtInt(replayTimers.readMs)} ms (${replayTimers.reads} reads), ` +
          `apply ${fmtInt(replayTimers.applyMs)} ms, checkpoint+commit+other ${fmtInt(otherMs)} ms`,
      ]);
      rows.push([
        `lag per event @ ${LAG_RATE}/s x ${LAG_DURATION_MS / 1000} s`,
        '',
        fmtInt((paced.sent * 1000) / paced.elapsedMs),
        fmtMs(eventLag.p50),
        fmtMs(eventLag.p99),
        '',
        `max ${fmtMs(eventLag.max)} ms, ${lag.eventLags.length} events in ${lag.batches} batches ` +
          `(${(lag.eventLags.length / Math.max(1, lag.batches)).toFixed(1)}/batch)`,
      ]);
      rows.push([
        '  lag per batch (runner lagMs)',
        '',
        '',
        fmtMs(batchLag.p50),
        fmtMs(batchLag.p99),
        '',
        `max ${fmtMs(batchLag.max)} ms`,
      ]);
      rows.push([
        '  append latency during lag phase',
        '',
        '',
        fmtMs(percentile(paced.appendLatencies, 50)),
        fmtMs(percentile(paced.appendLatencies, 99)),
        '',
        `runner live, ${LAG_STREAMS} streams`,
      ]);
      console.log('');
      console.log(
        renderTable(['scenario', 'appends/s', 'events/s', 'p50 ms', 'p99 ms', 'vs raw', 'notes'], rows),
      );
      console.log('');
      const a1 = get('1w:adapter');
      const r1 = get('1w:raw');
      const a8 = get('8w:adapter');
      const r8 = get('8w:raw');
      const b10 = get('b10:adapter');
      console.log(
        `targets: append ratio 1 writer ${fmtPct(a1.perSec / r1.perSec)} (>= 60 %), ` +
          `8 writers ${fmtPct(a8.perSec / r8.perSec)}; replay ${fmtInt(replayEps)} events/s (>= 20,000); ` +
          `lag p99 ${eventLag.p99.toFixed(1)} ms (< 50 ms); seed ${fmtInt((REPLAY_EVENTS * 1000) / seedMs)} events/s`,
      );
      benchLine =
        `BENCH store append_ratio=${(a1.perSec / r1.perSec).toFixed(2)} replay_eps=${Math.round(replayEps)} ` +
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
  log('database dropped');
  console.log(benchLine);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
