import type pg from 'pg';
import type { EventStore } from '../../domain/eventStore.ts';
import type { CompareReport } from '../../domain/readModelAudit/readModelAudit.schema.ts';
import { CHECKPOINTS_SCHEMA } from './checkpoints.sql.ts';
import type { Projection, Publish } from './projection.ts';
import { ProjectionLocks } from './projectionLocks.ts';
import { type BatchApplied, ProjectionWorker, type WorkerStatus } from './projectionWorker.ts';
import { shadowCompare } from './shadowCompare.ts';

export interface ProjectionRunnerOptions {
  store: EventStore;
  /** Pool of the read-model database: one session for all the projections' locks, the rest for batches. */
  pool: pg.Pool;
  projections: Projection[];
  batchSize?: number;
  /** How often a standby process tries to take over a projection (ms). */
  lockRetryMs?: number;
  /** Live, the tick a busy projection waits for between batches (ms; ProjectionWorker). */
  liveBatchIntervalMs?: number;
  /** Live, the batch size (events) from which a projection counts as busy. */
  liveBusyBatch?: number;
  onBatch?: (batch: BatchApplied) => void;
  onError?: (name: string, error: unknown) => void;
  /** Where projections push live changes after a batch commits (socket.io). */
  publish?: Publish;
}

export interface ProjectionRunner {
  start(): Promise<void>;
  stop(): Promise<void>;
  rebuild(name: string, onProgress?: (fraction: number) => void): Promise<void>;
  /**
   * Rebuilds a read model into a shadow copy and compares it with the live one (shadowCompare.ts);
   * the live tables and checkpoint are left alone, so it works whether or not this process runs it.
   */
  compare(name: string, onProgress?: (fraction: number) => void | Promise<void>): Promise<CompareReport>;
  status(): WorkerStatus[];
}

/** 100 ms: under load a screen still sees a change within a blink, and the store is batched. */
export const LIVE_BATCH_INTERVAL_MS = 100;
/**
 * 20 events: a window selling flat out brings each sales projection 20 to 100 events a wake-up
 * (wake-ups come at most every 25 ms, pgNotifier.ts); a store taking 500 events a second, about a
 * dozen, and those keep a lag of a few milliseconds.
 */
export const LIVE_BUSY_BATCH = 20;

export function createProjectionRunner(options: ProjectionRunnerOptions): ProjectionRunner {
  const names = new Set<string>();
  const locks = new ProjectionLocks(options.pool);
  const workers = options.projections.map((projection) => {
    if (names.has(projection.name)) throw new Error(`projection ${projection.name} registered twice`);
    names.add(projection.name);
    return new ProjectionWorker(projection, {
      store: options.store,
      pool: options.pool,
      locks,
      batchSize: options.batchSize ?? 1000,
      lockRetryMs: options.lockRetryMs ?? 2000,
      liveBatchIntervalMs: options.liveBatchIntervalMs ?? LIVE_BATCH_INTERVAL_MS,
      liveBusyBatch: options.liveBusyBatch ?? LIVE_BUSY_BATCH,
      onBatch: options.onBatch,
      onError: options.onError,
      publish: options.publish,
    });
  });
  const byName = new Map(workers.map((w) => [w.projection.name, w]));

  return {
    async start() {
      await options.pool.query(CHECKPOINTS_SCHEMA);
      for (const worker of workers) worker.start();
    },
    async stop() {
      await Promise.all(workers.map((w) => w.stop()));
      locks.close();
    },
    rebuild(name, onProgress) {
      const worker = byName.get(name);
      if (!worker) return Promise.reject(new Error(`unknown projection ${name}`));
      return worker.rebuild(onProgress);
    },
    compare(name, onProgress) {
      const worker = byName.get(name);
      if (!worker) return Promise.reject(new Error(`unknown projection ${name}`));
      const { store, pool, batchSize } = options;
      return shadowCompare({ store, pool, projection: worker.projection, batchSize, onProgress });
    },
    status() {
      return workers.map((w) => w.status());
    },
  };
}
