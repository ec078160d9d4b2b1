// Replay and live-lag workloads for tests/bench/store.bench.ts: a projection runner over the
// Postgres adapter into a trivial read model (one multi-row insert per batch).
import pg from 'pg';
import type { PgEventStore } from '../../../commands/eventStore/pgEventStore.ts';
import type { ReadAllOptions, RecordedEvent } from '../../../domain/eventStore.ts';
import type { Projection } from '../../../projections/runner/projection.ts';
import {
  createProjectionRunner,
  type ProjectionRunner,
} from '../../../projections/runner/projectionRunner.ts';
import { ticketSold } from './storeAppend.ts';
import { msSince, percentile } from './storeStats.ts';

/** Appends `total` events as `perAppend`-event batches to fresh streams, `concurrency` at a time. */
export async function seed(
  store: PgEventStore,
  total: number,
  perAppend: number,
  concurrency: number,
): Promise<number> {
  const appends = Math.ceil(total / perAppend);
  let next = 0;
  const start = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let i = next++; i < appends; i = next++) {
        const count = Math.min(perAppend, total - i * perAppend);
        const events = Array.from({ length: count }, ticketSold);
        await store.appendToStream(`seed-${i}`, events, { expectedRevision: 'no_stream' });
      }
    }),
  );
  return msSince(start);
}

type BatchHook = (events: RecordedEvent[]) => void;

/** A trivial read model: one row per event, written by one `unnest` insert per batch. */
function benchProjection(onApply: BatchHook, timers: { applyMs: number }): Projection {
  return {
    name: 'bench_rm',
    version: 1,
    tables: ['bench_rm'],
    schema: `create table if not exists bench_rm (
      stream_id text not null, revision bigint not null, type text not null, primary key (stream_id, revision))`,
    async apply(events, tx) {
      const t = process.hrtime.bigint();
      await tx.query({
        name: 'bench_rm_insert',
        text: `insert into bench_rm (stream_id, revision, type)
               select * from unnest($1::text[], $2::bigint[], $3::text[])`,
        values: [
          events.map((e) => e.streamId),
          events.map((e) => String(e.revision)),
          events.map((e) => e.type),
        ],
      });
      timers.applyMs += msSince(t);
      onApply(events);
    },
  };
}

export interface Recorded {
  eventLags: number[];
  batchLags: number[];
  batches: number;
  /** Event id → when its batch committed (Date.now()). */
  appliedAt: Map<string, number>;
}

export interface LiveRunner {
  runner: ProjectionRunner;
  readModelPool: pg.Pool;
  /** Events applied so far. */
  processed(): number;
  /** Resolves once at least `count` events have been applied. */
  waitForProcessed(count: number, limitMs: number): Promise<void>;
  /** Per event: commit time of its batch − event.created (ms); only while recording. */
  startRecording(): void;
  stopRecording(): Recorded;
  timers: { readMs: number; reads: number; applyMs: number };
  stop(): Promise<void>;
}

/**
 * Starts a runner with the bench projection. `store.readAll` is wrapped on this instance only, to
 * split replay time into "read from the store" and "apply" (the rest is checkpoint + commit).
 */
export async function startRunner(store: PgEventStore, url: string, batchSize: number): Promise<LiveRunner> {
  const readModelPool = new pg.Pool({ connectionString: url, max: 4 });
  const timers = { readMs: 0, reads: 0, applyMs: 0 };
  const originalReadAll = store.readAll.bind(store);
  store.readAll = async (options?: ReadAllOptions) => {
    const t = process.hrtime.bigint();
    const events = await originalReadAll(options);
    timers.readMs += msSince(t);
    timers.reads++;
    return events;
  };

  let processed = 0;
  let waiters: { count: number; resolve: () => void }[] = [];
  let recording = false;
  let lastBatch: RecordedEvent[] = [];
  let eventLags: number[] = [];
  let batchLags: number[] = [];
  let appliedAt = new Map<string, number>();

  const projection = benchProjection((events) => {
    lastBatch = events;
  }, timers);
  const runner = createProjectionRunner({
    store,
    pool: readModelPool,
    projections: [projection],
    batchSize,
    onError: (name, error) => console.error(`projection ${name} failed:`, error),
    onBatch: ({ count, lagMs }) => {
      // Called right after the batch's transaction committed.
      const now = Date.now();
      processed += count;
      if (recording) {
        batchLags.push(lagMs);
        for (const event of lastBatch) {
          eventLags.push(now - event.created.getTime());
          appliedAt.set(event.id, now);
        }
      }
      waiters = waiters.filter((w) => {
        if (processed < w.count) return true;
        w.resolve();
        return false;
      });
    },
  });
  await runner.start();

  return {
    runner,
    readModelPool,
    timers,
    processed: () => processed,
    waitForProcessed(count, limitMs) {
      if (processed >= count) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`runner applied ${processed} of ${count} events in ${limitMs} ms`)),
          limitMs,
        );
        waiters.push({
          count,
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
        });
      });
    },
    startRecording() {
      eventLags = [];
      batchLags = [];
      appliedAt = new Map();
      recording = true;
    },
    stopRecording() {
      recording = false;
      return { eventLags, batchLags, batches: batchLags.length, appliedAt };
    },
    async stop() {
      await runner.stop();
      store.readAll = originalReadAll;
      await readModelPool.end();
    },
  };
}

export interface PacedResult {
  sent: number;
  elapsedMs: number;
  appendLatencies: number[];
  /** Event id → when its append was acknowledged (Date.now()). */
  ackedAt: Map<string, number>;
}

/**
 * Open-loop load: `ratePerSec` single-event appends for `durationMs`, released by a 5 ms timer as
 * they fall due, over `streams` streams (appends to one stream are chained, expected revision exact,
 * as a command handler serialises them).
 */
export async function pacedAppends(
  store: PgEventStore,
  ratePerSec: number,
  durationMs: number,
  streams: number,
  prefix = 'lag',
): Promise<PacedResult> {
  const tails: Promise<void>[] = Array.from({ length: streams }, () => Promise.resolve());
  const revisions: bigint[] = Array.from({ length: streams }, () => -1n);
  const appendLatencies: number[] = [];
  const ackedAt = new Map<string, number>();
  const total = Math.round((ratePerSec * durationMs) / 1000);
  let sent = 0;
  const send = () => {
    const s = sent % streams;
    sent++;
    tails[s] = tails[s]!.then(async () => {
      const expected = revisions[s]! < 0n ? 'no_stream' : revisions[s]!;
      const event = ticketSold();
      const t = process.hrtime.bigint();
      const result = await store.appendToStream(`${prefix}-${s}`, [event], { expectedRevision: expected });
      appendLatencies.push(msSince(t));
      ackedAt.set(event.id!, Date.now());
      revisions[s] = result.nextExpectedRevision;
    });
  };
  const start = process.hrtime.bigint();
  await new Promise<void>((resolve) => {
    const tick = () => {
      const due = Math.min(total, Math.floor((msSince(start) * ratePerSec) / 1000));
      while (sent < due) send();
      if (sent >= total) resolve();
      else setTimeout(tick, 5);
    };
    tick();
  });
  const elapsedMs = msSince(start);
  await Promise.all(tails);
  return { sent, elapsedMs, appendLatencies, ackedAt };
}

/** Per event: its batch's commit − its append's acknowledgement (the projection path alone). */
export function lagAfterAck(recorded: Recorded, paced: PacedResult): number[] {
  const lags: number[] = [];
  for (const [id, acked] of paced.ackedAt) {
    const applied = recorded.appliedAt.get(id);
    if (applied !== undefined) lags.push(applied - acked);
  }
  return lags;
}

export function lagSummary(lags: number[]): { p50: number; p99: number; max: number } {
  return { p50: percentile(lags, 50), p99: percentile(lags, 99), max: lags.length ? Math.max(...lags) : 0 };
}
