// The write side of the Postgres event store: one stream's claim+insert statement, the
// transaction that runs several of them as one multi-stream append, and the judgement of an
// identical retry. pgEventStore.ts decides what to run; this file runs it.
import type pg from 'pg';
import {
  type AppendResult,
  EventIdInUseError,
  type ExpectedRevision,
  InvalidEventStoreInputError,
  WrongExpectedVersionError,
} from '../../domain/eventStore.ts';
import * as sql from './pgEventStore.sql.ts';
import type { PreparedAppend, PreparedEvent } from './validateAppend.ts';

/** A pool (autocommit, one statement) or a client inside a transaction. */
type Db = pg.Pool | pg.PoolClient;

/** Postgres errors that mean the input was bad (invalid JSON text, \u0000 in jsonb, bad uuid). */
const BAD_INPUT_CODES = new Set(['22P02', '22P05', '22021', '54000']);

const DIVISION_BY_ZERO = '22012';

function claimKind(expected: ExpectedRevision): sql.ClaimKind {
  return typeof expected === 'bigint' ? 'exact' : expected;
}

interface IdRow {
  event_id: string;
  stream_id: string;
  revision: string;
  commit: string;
  prepare: string;
}

function toResult(row: { revision: string; commit: string; prepare: string }): AppendResult {
  return {
    nextExpectedRevision: BigInt(row.revision),
    position: { commit: BigInt(row.commit), prepare: BigInt(row.prepare) },
  };
}

/**
 * Runs one stream's claim+insert statement. Undefined when it was refused: the expectation did
 * not hold, or one of its event ids is already stored (then, inside a transaction, the
 * transaction is aborted and must be rolled back).
 */
export async function tryAppend(db: Db, batch: PreparedAppend): Promise<AppendResult | undefined> {
  const kind = claimKind(batch.expected);
  const values: unknown[] = [
    batch.streamId,
    batch.events.length,
    batch.events.map((e) => e.id),
    batch.events.map((e) => e.type),
    batch.events.map((e) => e.data),
    batch.events.map((e) => e.metadata),
  ];
  if (kind === 'exact') values.push(String(batch.expected));
  try {
    const result = await db.query({ name: `es_append_${kind}`, text: sql.appendSql(kind), values });
    const row = result.rows[0];
    return row ? toResult(row) : undefined;
  } catch (error) {
    const pgError = error as { code?: string; constraint?: string; message: string };
    if (pgError.code && BAD_INPUT_CODES.has(pgError.code))
      throw new InvalidEventStoreInputError(pgError.message);
    if (pgError.code === '23505' && pgError.constraint === 'es_events_event_id_key') return undefined;
    throw error;
  }
}

/** The outcome of one attempt: every result, or the index of the first request refused. */
export type Attempt = { results: AppendResult[] } | { refused: number };

/**
 * Several streams in one transaction. The streams are locked first, in one global order (by lock
 * key), so two multi-stream appends never wait on each other in a circle; then each stream's
 * statement runs in request order, which is the events' order in `$all`. One transaction id for all
 * of them: a `$all` reader sees the whole append at once or none of it.
 */
export async function tryAppendTogether(pool: pg.Pool, batches: PreparedAppend[]): Promise<Attempt> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('begin');
    try {
      await client.query(sql.LOCK_STREAMS, [batches.map((b) => b.streamId)]);
      const results: AppendResult[] = [];
      for (const [index, batch] of batches.entries()) {
        const result = await tryAppend(client, batch);
        if (result === undefined) {
          await client.query('rollback');
          return { refused: index };
        }
        results.push(result);
      }
      await client.query('commit');
      return { results };
    } catch (error) {
      await client.query('rollback').catch((rollbackError: Error) => {
        broken = rollbackError;
      });
      throw error;
    }
  } finally {
    client.release(broken);
  }
}

/** Whether `tryAppendAtOnce` can take these: each expects a new stream or a revision, with events. */
export function appendableAtOnce(batches: PreparedAppend[]): boolean {
  return batches.every(
    (b) => b.events.length > 0 && (b.expected === 'no_stream' || typeof b.expected === 'bigint'),
  );
}

/**
 * Several streams, each new (`no_stream`) or at an exact revision, in one statement
 * (APPEND_STREAMS_AT_ONCE) instead of a transaction of one statement per stream. Undefined when
 * nothing was written because an expectation did not hold or an event id is already stored:
 * `tryAppendTogether` then judges it.
 */
export async function tryAppendAtOnce(
  pool: pg.Pool,
  batches: PreparedAppend[],
): Promise<AppendResult[] | undefined> {
  const expectedOf = (b: PreparedAppend) => (typeof b.expected === 'bigint' ? b.expected : -1n);
  const events = batches.flatMap((b) =>
    b.events.map((event, i) => ({ b, event, revision: expectedOf(b) + 1n + BigInt(i) })),
  );
  const values = [
    batches.map((b) => b.streamId),
    batches.map((b) => b.events.length),
    events.map(({ event }) => event.id),
    events.map(({ b }) => b.streamId),
    events.map(({ revision }) => String(revision)),
    events.map(({ event }) => event.type),
    events.map(({ event }) => event.data),
    events.map(({ event }) => event.metadata),
    batches.map((b) => String(expectedOf(b))),
  ];
  try {
    const { rows } = await pool.query<{
      stream_id: string;
      revision: string;
      commit: string;
      prepare: string;
    }>({
      name: 'es_append_at_once',
      text: sql.APPEND_STREAMS_AT_ONCE,
      values,
    });
    const last = new Map<string, (typeof rows)[number]>();
    for (const row of rows) {
      const seen = last.get(row.stream_id);
      if (!seen || BigInt(row.prepare) > BigInt(seen.prepare)) last.set(row.stream_id, row);
    }
    return batches.map((b) => toResult(last.get(b.streamId)!));
  } catch (error) {
    const pgError = error as { code?: string; message: string };
    if (pgError.code && BAD_INPUT_CODES.has(pgError.code))
      throw new InvalidEventStoreInputError(pgError.message);
    // A unique violation (an event id or a stream already stored) or the claim check's division by
    // zero (an expectation that did not hold): nothing was written.
    if (pgError.code === '23505' || pgError.code === DIVISION_BY_ZERO) return undefined;
    throw error;
  }
}

/** An identical retry (same ids, same stream, same place) answers as the first append did. */
function judgeRetry(batch: PreparedAppend, rows: IdRow[]): AppendResult | undefined {
  const { streamId, expected, events } = batch;
  if (rows.length === 0) return undefined;
  const first = rows[0]!;
  const firstRevision = BigInt(first.revision);
  const samePlace =
    rows.length === events.length &&
    rows.every(
      (row, i) =>
        row.stream_id === streamId &&
        row.event_id === events[i]?.id &&
        BigInt(row.revision) === firstRevision + BigInt(i),
    ) &&
    (typeof expected !== 'bigint' || firstRevision === expected + 1n) &&
    (expected !== 'no_stream' || firstRevision === 0n);
  if (!samePlace) {
    const elsewhere = rows.find((row) => row.stream_id !== streamId);
    if (elsewhere) throw new EventIdInUseError(elsewhere.event_id, elsewhere.stream_id);
    return undefined;
  }
  return toResult(rows[rows.length - 1]!);
}

/**
 * Reads the stored events of every batch (one query) and answers, per batch, the judgement of an
 * identical retry. `judge(i)` throws InvalidEventStoreInputError when an id of batch i is already
 * used in another stream.
 */
export async function findRetries(
  db: Db,
  batches: PreparedAppend[],
): Promise<(index: number) => AppendResult | undefined> {
  const allIds = batches.flatMap((b) => b.events.map((e: PreparedEvent) => e.id));
  const { rows } = await db.query<IdRow>(sql.FIND_EVENTS_BY_ID, [allIds]);
  return (index) => {
    const batch = batches[index]!;
    const ids = new Set(batch.events.map((e) => e.id));
    return judgeRetry(
      batch,
      rows.filter((row) => ids.has(row.event_id)),
    );
  };
}

/** The conflict to report for a refused batch that was not an identical retry. */
export async function wrongExpectedVersion(
  db: Db,
  batch: PreparedAppend,
): Promise<WrongExpectedVersionError> {
  const current = await db.query(sql.STREAM_REVISION, [batch.streamId]);
  const actual = current.rows[0] ? BigInt(current.rows[0].revision) : undefined;
  return new WrongExpectedVersionError(batch.streamId, batch.expected, actual);
}
