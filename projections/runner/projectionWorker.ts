import type pg from 'pg';
import type { EventStore, Position, RecordedEvent, Subscription } from '../../domain/eventStore.ts';
import * as sql from './checkpoints.sql.ts';
import type { Projection, Publish } from './projection.ts';
import type { ProjectionLocks } from './projectionLocks.ts';

export type WorkerState = 'standby' | 'catching_up' | 'live' | 'stopped';

export interface WorkerStatus {
  name: string;
  version: number;
  state: WorkerState;
  position: { commit: string; prepare: string };
  /** Age of the newest event in the last applied batch when it committed (ms). */
  lagMs: number;
  processed: number;
}

export interface BatchApplied {
  name: string;
  count: number;
  lagMs: number;
}

export interface WorkerDeps {
  store: EventStore;
  pool: pg.Pool;
  /** The session holding the projections' advisory locks (shared by the runner's workers). */
  locks: ProjectionLocks;
  batchSize: number;
  lockRetryMs: number;
  /**
   * Live, after a batch of at least `liveBusyBatch` events (a busy store), the projection waits for
   * the next tick of this interval (ms) before reading again: events gather and go in one transaction,
   * so a busy store costs the read models a few round trips per tick instead of a few per append.
   * Smaller batches (a quiet store) are followed at once, so their lag stays a few milliseconds.
   */
  liveBatchIntervalMs: number;
  liveBusyBatch: number;
  onBatch?: (batch: BatchApplied) => void;
  onError?: (name: string, error: unknown) => void;
  now?: () => number;
  /** Where `afterCommit` pushes live changes. */
  publish?: Publish;
}

interface PendingRebuild {
  onProgress?: (fraction: number) => void;
  resolve: () => void;
  reject: (error: unknown) => void;
  head?: Position;
  /** Set once the read model has been emptied: only then does "caught up" finish the rebuild. */
  started?: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs one projection. Holds a session advisory lock so exactly one process applies it; applies each
 * batch and its checkpoint in one transaction (compare-and-set, so a runner that lost its lock
 * cannot move the checkpoint); rebuilds on a version change or on request.
 */
export class ProjectionWorker {
  private state: WorkerState = 'standby';
  private position: Position = { commit: 0n, prepare: 0n };
  private lagMs = 0;
  private processed = 0;
  private stopped = false;
  private subscription: Subscription | undefined;
  private locked = false;
  private lockLost = false;
  private pendingRebuild: PendingRebuild | undefined;
  private loop: Promise<void> | undefined;

  constructor(
    readonly projection: Projection,
    private readonly deps: WorkerDeps,
  ) {}

  start(): void {
    this.loop ??= this.run();
  }

  status(): WorkerStatus {
    return {
      name: this.projection.name,
      version: this.projection.version,
      state: this.state,
      position: { commit: String(this.position.commit), prepare: String(this.position.prepare) },
      lagMs: this.lagMs,
      processed: this.processed,
    };
  }

  /** Empties the read model and replays from the start; resolves when caught up again. */
  rebuild(onProgress?: (fraction: number) => void): Promise<void> {
    if (this.state === 'standby' || this.state === 'stopped') {
      return Promise.reject(new Error(`projection ${this.projection.name} is not active in this process`));
    }
    return new Promise((resolve, reject) => {
      this.pendingRebuild = { onProgress, resolve, reject };
      void this.subscription?.unsubscribe();
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.subscription?.unsubscribe();
    await this.loop;
    this.state = 'stopped';
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      try {
        if (!(await this.acquireLock())) {
          await sleep(this.deps.lockRetryMs);
          continue;
        }
        await this.prepare();
        while (!this.stopped && !this.lockLost) {
          if (this.pendingRebuild) await this.reset();
          await this.follow();
        }
      } catch (error) {
        this.deps.onError?.(this.projection.name, error);
        this.pendingRebuild?.reject(error);
        this.pendingRebuild = undefined;
        await sleep(this.deps.lockRetryMs);
      } finally {
        await this.releaseLock();
      }
    }
  }

  private async acquireLock(): Promise<boolean> {
    const locked = await this.deps.locks.tryLock(this.projection.name, () => {
      this.locked = false;
      this.lockLost = true;
      void this.subscription?.unsubscribe();
    });
    if (!locked) return false;
    this.locked = true;
    this.lockLost = false;
    this.state = 'catching_up';
    return true;
  }

  private async releaseLock(): Promise<void> {
    if (!this.locked) return;
    this.locked = false;
    await this.deps.locks.unlock(this.projection.name);
    if (!this.stopped) this.state = 'standby';
  }

  private async prepare(): Promise<void> {
    const { name, version, schema } = this.projection;
    await this.deps.pool.query(schema);
    await this.deps.pool.query(sql.INSERT, [name, version]);
    const { rows } = await this.deps.pool.query(sql.LOAD, [name]);
    this.position = { commit: BigInt(rows[0].commit), prepare: BigInt(rows[0].prepare) };
    if (rows[0].version !== version) {
      this.pendingRebuild ??= { resolve: () => {}, reject: () => {} };
    }
  }

  private async reset(): Promise<void> {
    const { name, version, tables } = this.projection;
    await this.inTransaction(async (tx) => {
      if (tables.length > 0) await tx.query(`truncate ${tables.join(', ')}`);
      await tx.query(sql.RESET, [name, version]);
    });
    this.position = { commit: 0n, prepare: 0n };
    this.processed = 0;
    const [head] = await this.deps.store.readAll({ direction: 'backwards', maxCount: 1 });
    if (this.pendingRebuild) {
      this.pendingRebuild.head = head?.position;
      this.pendingRebuild.started = true;
    }
    this.state = 'catching_up';
  }

  /** Applies batches until unsubscribed (stop, rebuild request or lost lock). */
  private async follow(): Promise<void> {
    const subscription = this.deps.store.subscribeToAll({
      fromPosition: this.position,
      filter: this.projection.filter,
      batchSize: this.deps.batchSize,
    });
    this.subscription = subscription;
    if (this.stopped || (this.pendingRebuild && !this.pendingRebuild.started))
      await subscription.unsubscribe();
    for await (const message of subscription) {
      if (message.kind === 'caughtUp') {
        this.state = 'live';
        this.finishRebuild();
        continue;
      }
      await this.applyBatch(message.events);
      this.reportProgress();
      const busy =
        message.events.length >= this.deps.liveBusyBatch && message.events.length < this.deps.batchSize;
      if (this.state === 'live' && busy) await this.untilNextTick();
    }
  }

  /**
   * Waits for the next multiple of the live batch interval on the clock: every projection of the
   * process wakes at the same instants, so their next reads share one read of the store's tail.
   */
  private async untilNextTick(): Promise<void> {
    const interval = this.deps.liveBatchIntervalMs;
    if (interval > 0) await sleep(interval - (Date.now() % interval));
  }

  private async applyBatch(events: RecordedEvent[]): Promise<void> {
    const last = events[events.length - 1]!;
    const tx = await this.deps.pool.connect();
    try {
      await tx.query('begin');
      await this.projection.apply(events, tx);
      // The checkpoint and the commit share one round trip (checkpoints.sql.ts).
      await tx
        .query(sql.advanceAndCommit(tx.escapeLiteral(this.projection.name), this.position, last.position))
        .catch((error: { code?: string }) => {
          if (error.code === sql.CHECKPOINT_MOVED)
            throw new Error(`projection ${this.projection.name}: checkpoint moved elsewhere`);
          throw error;
        });
    } catch (error) {
      await tx.query('rollback').catch(() => {});
      throw error;
    } finally {
      tx.release();
    }
    this.position = last.position;
    this.processed += events.length;
    this.lagMs = Math.max(0, (this.deps.now?.() ?? Date.now()) - last.created.getTime());
    this.deps.onBatch?.({ name: this.projection.name, count: events.length, lagMs: this.lagMs });
    if (this.state === 'live' && this.deps.publish) this.notify(events, this.deps.publish);
  }

  private notify(events: RecordedEvent[], publish: Publish): void {
    try {
      this.projection.afterCommit?.(events, publish);
    } catch (error) {
      this.deps.onError?.(this.projection.name, error);
    }
  }

  private async inTransaction(work: (tx: pg.PoolClient) => Promise<void>): Promise<void> {
    const tx = await this.deps.pool.connect();
    try {
      await tx.query('begin');
      await work(tx);
      await tx.query('commit');
    } catch (error) {
      await tx.query('rollback').catch(() => {});
      throw error;
    } finally {
      tx.release();
    }
  }

  private reportProgress(): void {
    const rebuild = this.pendingRebuild;
    if (!rebuild?.onProgress || !rebuild.head) return;
    const total = Number(rebuild.head.prepare);
    rebuild.onProgress(total > 0 ? Math.min(1, Number(this.position.prepare) / total) : 1);
  }

  private finishRebuild(): void {
    const rebuild = this.pendingRebuild;
    if (!rebuild?.started) return;
    this.pendingRebuild = undefined;
    rebuild.onProgress?.(1);
    rebuild.resolve();
  }
}
