import type pg from 'pg';
import { comparePositions, type EventStore, type Position } from '../../domain/eventStore.ts';
import type { CompareReport, TableComparison } from '../../domain/readModelAudit/readModelAudit.schema.ts';
import type { ReadModelAuditErrorCode } from '../../domain/readModelAudit/readModelAuditMessages.ts';
import { LOAD } from './checkpoints.sql.ts';
import type { Projection } from './projection.ts';
import * as sql from './shadowCompare.sql.ts';

/** A compare that cannot be made; its message is the code (domain/readModelAudit/readModelAuditMessages.ts). */
export class ShadowCompareError extends Error {
  constructor(readonly code: ReadModelAuditErrorCode) {
    super(code);
    this.name = 'ShadowCompareError';
  }
}

export interface ShadowCompareOptions {
  store: EventStore;
  /** Pool of the read-model database (where the live tables and checkpoints are). */
  pool: pg.Pool;
  projection: Projection;
  batchSize?: number;
  /** Share of the work done, 0–1, never going back; awaited, so a slow reporter slows the replay. */
  onProgress?: (fraction: number) => void | Promise<void>;
}

/** The part of the progress bar the replay fills; the comparison of the tables takes the rest. */
const REPLAY_SHARE = 0.9;

/**
 * The auditor's rebuild-and-compare (DESIGN §6). Builds the projection again from the event log into
 * a scratch schema `shadow_<name>` (its DDL and `apply` run with `search_path` set to that schema, so
 * the projector's unqualified table names land there), up to the position the LIVE projection has
 * checkpointed, then compares each of its tables, live against shadow, in one snapshot, and drops the
 * scratch schema. The live tables and the live checkpoint are only read.
 *
 * The snapshot: a REPEATABLE READ transaction reads the live checkpoint first; the live runner commits
 * each batch with its checkpoint, so the live tables seen in that snapshot are exactly the read model
 * at that checkpoint. Events that arrived since the bulk replay are applied to the shadow copy inside
 * the same transaction (its own writes are visible to it) before the tables are compared, so a live
 * projection that keeps moving never makes the two copies disagree and no retry is needed.
 */
export async function shadowCompare(options: ShadowCompareOptions): Promise<CompareReport> {
  const { pool, projection } = options;
  const schema = sql.shadowSchemaName(projection.name);
  const lock = await pool.connect();
  let locked = false;
  try {
    const { rows } = await lock.query(sql.TRY_LOCK, [schema]);
    locked = rows[0].locked;
    if (!locked) throw new ShadowCompareError('READ_MODEL_COMPARE_RUNNING');
    const live = await Promise.all(projection.tables.map((table) => qualified(pool, table)));
    if (live.includes(undefined)) throw new ShadowCompareError('READ_MODEL_NOT_STARTED');
    const start = checkpointOf(projection, (await pool.query(LOAD, [projection.name])).rows[0]);
    await pool.query(sql.dropSchema(schema)); // left behind by a process that died mid-compare
    await pool.query(sql.createSchema(schema));
    try {
      const replay = new ShadowReplay(options, schema, start);
      await inTransaction(pool, 'begin', async (tx) => {
        await tx.query(sql.searchPathOf(schema));
        await tx.query(projection.schema);
      });
      await replay.upTo(start);
      return await compareInSnapshot(options, replay, live as string[]);
    } finally {
      await pool.query(sql.dropSchema(schema));
    }
  } finally {
    // Unlocked before answering, so the next compare finds it free (ending the session alone frees
    // it only once the server has closed it); the session ends too, in case the unlock failed.
    if (locked) await lock.query(sql.UNLOCK, [schema]).catch(() => {});
    lock.release(true);
  }
}

async function compareInSnapshot(
  options: ShadowCompareOptions,
  replay: ShadowReplay,
  live: string[],
): Promise<CompareReport> {
  const { pool, projection } = options;
  return inTransaction(pool, 'begin isolation level repeatable read', async (tx) => {
    // The first statement fixes the snapshot: the checkpoint and the live tables are read in it.
    const at = checkpointOf(projection, (await tx.query(LOAD, [projection.name])).rows[0]);
    if (comparePositions(at, replay.position) < 0)
      throw new ShadowCompareError('READ_MODEL_REBUILT_MEANWHILE');
    await tx.query(sql.searchPathOf(replay.schema));
    await replay.upTo(at, tx);
    const tables: TableComparison[] = [];
    for (const [i, table] of projection.tables.entries()) {
      const shadow = await qualified(tx, table);
      if (!shadow?.startsWith(`${replay.schema}.`)) throw new ShadowCompareError('READ_MODEL_TABLE_MISSING');
      tables.push(await compareTable(tx, table, live[i]!, shadow));
    }
    await options.onProgress?.(1);
    return {
      projection: projection.name,
      version: projection.version,
      position: { commit: String(at.commit), prepare: String(at.prepare) },
      eventsReplayed: replay.replayed,
      equal: tables.every((t) => t.onlyInLive === 0 && t.onlyInShadow === 0),
      tables,
    };
  });
}

async function compareTable(
  tx: pg.PoolClient,
  table: string,
  live: string,
  shadow: string,
): Promise<TableComparison> {
  const counts = (await tx.query(sql.COUNTS(live, shadow))).rows[0];
  const shape = (await tx.query(sql.TABLE_SHAPE, [live])).rows[0];
  const onlyLive = (await tx.query(sql.ONLY_IN(live, shadow, shape.orderBy ?? 'r'))).rows[0];
  const onlyShadow = (await tx.query(sql.ONLY_IN(shadow, live, shape.orderBy ?? 'r'))).rows[0];
  return {
    table,
    columns: shape.columns,
    key: shape.key,
    liveRows: Number(counts.live),
    shadowRows: Number(counts.shadow),
    onlyInLive: Number(onlyLive.n),
    onlyInShadow: Number(onlyShadow.n),
    liveExamples: onlyLive.examples,
    shadowExamples: onlyShadow.examples,
  };
}

/** Replays the projection's events into the shadow schema, remembering how far it got. */
class ShadowReplay {
  position: Position = { commit: 0n, prepare: 0n };
  replayed = 0;
  private reported = 0;

  constructor(
    private readonly options: ShadowCompareOptions,
    readonly schema: string,
    private target: Position,
  ) {}

  /**
   * Applies the events after `position` up to and including `target`, in batches: each in a
   * transaction of its own, or all in `tx` (whose search_path is already the shadow schema).
   */
  async upTo(target: Position, tx?: pg.PoolClient): Promise<void> {
    if (comparePositions(target, this.target) > 0) this.target = target;
    const { store, projection, pool } = this.options;
    const batchSize = this.options.batchSize ?? 1000;
    for (;;) {
      const from = this.replayed === 0 ? 'start' : this.position;
      const events = await store.readAll({
        fromPosition: from,
        maxCount: batchSize,
        filter: projection.filter,
      });
      const due = events.filter((e) => comparePositions(e.position, target) <= 0);
      if (due.length > 0) {
        const apply = async (client: pg.PoolClient) => {
          if (!tx) await client.query(sql.searchPathOf(this.schema));
          await projection.apply(due, client);
        };
        if (tx) await apply(tx);
        else await inTransaction(pool, 'begin', apply);
        this.position = due[due.length - 1]!.position;
        this.replayed += due.length;
        await this.progress();
      }
      if (due.length < batchSize) return;
    }
  }

  /** The share of `$all` up to the target that has been read, scaled into the replay's part. */
  private async progress(): Promise<void> {
    const total = Number(this.target.prepare);
    const done = total > 0 ? Math.min(1, Number(this.position.prepare) / total) : 1;
    const fraction = Math.max(this.reported, done * REPLAY_SHARE);
    if (fraction === this.reported) return;
    this.reported = fraction;
    await this.options.onProgress?.(fraction);
  }
}

function checkpointOf(projection: Projection, row: Record<string, string> | undefined): Position {
  if (!row) throw new ShadowCompareError('READ_MODEL_NOT_STARTED');
  if (Number(row.version) !== projection.version) throw new ShadowCompareError('READ_MODEL_VERSION_MISMATCH');
  return { commit: BigInt(row.commit!), prepare: BigInt(row.prepare!) };
}

async function qualified(db: pg.Pool | pg.PoolClient, table: string): Promise<string | undefined> {
  return (await db.query(sql.QUALIFIED, [table])).rows[0]?.name;
}

async function inTransaction<T>(
  pool: pg.Pool,
  begin: string,
  work: (tx: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const tx = await pool.connect();
  try {
    await tx.query(begin);
    const result = await work(tx);
    await tx.query('commit');
    return result;
  } catch (error) {
    await tx.query('rollback').catch(() => {});
    throw error;
  } finally {
    tx.release();
  }
}
