import pg from 'pg';
import {
  type AllFilter,
  type AppendOptions,
  type AppendResult,
  type EventData,
  type EventStore,
  InvalidEventStoreInputError,
  type MultiAppendResult,
  type Position,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
  type StreamAppend,
  type StreamAppendResult,
  StreamNotFoundError,
  type SubscribeToAllOptions,
  type Subscription,
} from '../../domain/eventStore.ts';
import { perTurn } from '../handling/perTurn.ts';
import { survivesDroppedConnections } from './droppedConnections.ts';
import {
  type Attempt,
  appendableAtOnce,
  findRetries,
  tryAppend,
  tryAppendAtOnce,
  tryAppendTogether,
  wrongExpectedVersion,
} from './pgAppend.ts';
import * as sql from './pgEventStore.sql.ts';
import { PgNotifier } from './pgNotifier.ts';
import { type SubscriptionRead, subscribeByPolling } from './pollingSubscription.ts';
import { SharedTail } from './sharedTail.ts';
import { type PreparedAppend, prepareAppends, validateStreamId } from './validateAppend.ts';

export interface PgEventStoreOptions {
  connectionString: string;
  /** Fallback poll when no NOTIFY arrives (ms). */
  pollIntervalMs?: number;
  poolSize?: number;
  /** How long an append or read waits for a free connection of the pool (ms; pg's connectionTimeoutMillis). */
  poolWaitMs?: number;
}

const MAX_POSITION: Position = { commit: 2n ** 64n - 1n, prepare: 2n ** 63n - 1n };
const MAX_REVISION = 2n ** 63n - 1n;

interface EventRow {
  event_id: string;
  stream_id: string;
  revision: string;
  type: string;
  data: unknown;
  metadata: Record<string, unknown>;
  created_at: Date;
  commit: string;
  prepare: string;
}

function toRecorded(row: EventRow): RecordedEvent {
  return {
    id: row.event_id,
    type: row.type,
    streamId: row.stream_id,
    revision: BigInt(row.revision),
    position: { commit: BigInt(row.commit), prepare: BigInt(row.prepare) },
    data: row.data,
    metadata: row.metadata,
    created: row.created_at,
  };
}

function likePrefixes(prefixes: string[]): string[] {
  return prefixes.map((p) => `${p.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
}

function filterParams(filter: AllFilter | undefined): [string[] | null, string[] | null] {
  if (!filter) return [null, null];
  if ('streamNamePrefixes' in filter) return [likePrefixes(filter.streamNamePrefixes), null];
  return [null, likePrefixes(filter.eventTypePrefixes)];
}

export class PgEventStore implements EventStore {
  /** es_events.event_id is unique: an id used in another stream is refused (pgAppend.ts judgeRetry). */
  readonly eventIdsUniqueAcrossStreams = true;
  readonly pool: pg.Pool;
  private readonly notifier: PgNotifier;
  private readonly pollIntervalMs: number;
  /** The newest events, read once for all this store's subscriptions near the head. */
  private readonly tail = new SharedTail((after, maxCount) =>
    this.readForSubscription(after, maxCount, undefined),
  );

  private constructor(options: PgEventStoreOptions) {
    this.pool = survivesDroppedConnections(
      new pg.Pool({
        connectionString: options.connectionString,
        max: options.poolSize ?? 10,
        connectionTimeoutMillis: options.poolWaitMs,
      }),
    );
    this.notifier = new PgNotifier(options.connectionString, 'es_events');
    this.pollIntervalMs = options.pollIntervalMs ?? 250;
  }

  static async create(options: PgEventStoreOptions): Promise<PgEventStore> {
    const store = new PgEventStore(options);
    const client = await store.pool.connect();
    try {
      await client.query('begin');
      await client.query(`select pg_advisory_xact_lock(hashtext('es_schema'))`);
      await client.query(sql.SCHEMA);
      await client.query('commit');
    } catch (error) {
      await client.query('rollback');
      throw error;
    } finally {
      client.release();
    }
    await store.notifier.start();
    return store;
  }

  /** The one-request case of `appendToStreams`. */
  async appendToStream(
    streamId: string,
    events: EventData[],
    options?: AppendOptions,
  ): Promise<AppendResult> {
    const { streams } = await this.appendToStreams([
      { streamId, events, expectedRevision: options?.expectedRevision },
    ]);
    const [{ nextExpectedRevision, position }] = streams as [StreamAppendResult];
    return { nextExpectedRevision, position };
  }

  async appendToStreams(requests: StreamAppend[]): Promise<MultiAppendResult> {
    const batches = prepareAppends(requests);
    const results = batches.every((b) => b.expected === 'no_stream')
      ? await this.newStreams.load(batches)
      : await this.appendPrepared(batches);
    return {
      streams: batches.map((batch, index) => ({ streamId: batch.streamId, ...results[index]! })),
    };
  }

  /**
   * Appends made only of new streams (an order and its tickets) that arrive in one turn of the event
   * loop go as one statement: a busy window's sales share a round trip and a commit.
   */
  private readonly newStreams = perTurn<PreparedAppend[], AppendResult[]>(
    (groups) => this.appendNewStreamsTogether(groups),
    32,
  );

  /**
   * Several requests of new streams at once, when they name different streams; refused (a retry of
   * one of them, a stream created meanwhile, bad input), each is appended alone and gets its own
   * answer or error, as if it had come alone.
   */
  private async appendNewStreamsTogether(
    groups: readonly PreparedAppend[][],
  ): Promise<(AppendResult[] | Error)[]> {
    const all = groups.flat();
    if (groups.length > 1 && new Set(all.map((b) => b.streamId)).size === all.length) {
      const together = await tryAppendAtOnce(this.pool, all).catch(() => undefined);
      if (together) {
        this.notifyUpTo(together);
        let start = 0;
        return groups.map((group) => {
          const answer = together.slice(start, start + group.length);
          start += group.length;
          return answer;
        });
      }
    }
    return Promise.all(
      groups.map((group) =>
        this.appendPrepared(group).catch((error: unknown) =>
          error instanceof Error ? error : new Error(String(error)),
        ),
      ),
    );
  }

  /**
   * One request: one statement (claim + insert), atomic by itself. Several, each new or at an exact
   * revision (an order and its tickets; a capacity stream and its bookings): one statement too
   * (pgAppend.ts tryAppendAtOnce). Other several: one transaction (pgAppend.ts), also what judges a
   * refused new-streams statement. A refused attempt is judged request by request: identical retries
   * are answered from the store and the rest tried again together; the first refusal that is not a
   * retry throws.
   */
  private async appendPrepared(batches: PreparedAppend[]): Promise<AppendResult[]> {
    const results: (AppendResult | undefined)[] = batches.map(() => undefined);
    let pending = batches.map((_, index) => index);
    while (pending.length > 0) {
      const tried = pending.map((index) => batches[index]!);
      const atOnce =
        tried.length > 1 && appendableAtOnce(tried) ? await tryAppendAtOnce(this.pool, tried) : undefined;
      const attempt: Attempt = atOnce
        ? { results: atOnce }
        : tried.length === 1
          ? await tryAppend(this.pool, tried[0]!).then((r) => (r ? { results: [r] } : { refused: 0 }))
          : await tryAppendTogether(this.pool, tried);
      if ('results' in attempt) {
        for (const [k, result] of attempt.results.entries()) results[pending[k]!] = result;
        this.notifyUpTo(attempt.results);
        break;
      }
      const judge = await findRetries(this.pool, tried);
      if (judge(attempt.refused) === undefined)
        throw await wrongExpectedVersion(this.pool, tried[attempt.refused]!);
      const retries = tried.map((_, k) => judge(k));
      for (const [k, retry] of retries.entries()) if (retry) results[pending[k]!] = retry;
      pending = pending.filter((_, k) => retries[k] === undefined);
    }
    return results as AppendResult[];
  }

  /** Wakes the subscriptions (of every process) up to the newest commit just written. */
  private notifyUpTo(results: AppendResult[]): void {
    this.notifier.notify(results.reduce((max, r) => (r.position.commit > max ? r.position.commit : max), 0n));
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    validateStreamId(streamId);
    const direction = options.direction ?? 'forwards';
    const limit = options.maxCount ?? Number.MAX_SAFE_INTEGER;
    if (!Number.isInteger(limit) || limit < 0)
      throw new InvalidEventStoreInputError('maxCount must be an integer >= 0');
    const from = options.fromRevision ?? (direction === 'forwards' ? 'start' : 'end');
    if (typeof from === 'bigint' && from < 0n)
      throw new InvalidEventStoreInputError('fromRevision must be >= 0');
    if (typeof from !== 'bigint' && from !== 'start' && from !== 'end') {
      throw new InvalidEventStoreInputError('fromRevision must be a bigint, start or end');
    }
    let rows: EventRow[];
    if (direction === 'forwards') {
      const start = from === 'start' ? 0n : from === 'end' ? MAX_REVISION : from;
      if (options.maxCount === undefined) {
        const read = await this.wholeStreamReads.load({ streamId, start });
        if (read === 'missing') throw new StreamNotFoundError(streamId);
        return read.map(toRecorded);
      }
      rows = (await this.pool.query(sql.READ_STREAM_FORWARDS, [streamId, String(start), limit])).rows;
    } else {
      const start = from === 'end' ? MAX_REVISION : from === 'start' ? 0n : from;
      rows = (await this.pool.query(sql.READ_STREAM_BACKWARDS, [streamId, String(start), limit])).rows;
    }
    if (rows.length === 0 && (await this.pool.query(sql.STREAM_REVISION, [streamId])).rowCount === 0) {
      throw new StreamNotFoundError(streamId);
    }
    return rows.map(toRecorded);
  }

  /**
   * The whole-stream reads of one turn of the event loop (a burst of payments loading their bookings)
   * go as one statement, sent after every one of them asked: each sees at least what it would alone.
   */
  private readonly wholeStreamReads = perTurn<{ streamId: string; start: bigint }, EventRow[] | 'missing'>(
    async (reads) => {
      const { rows } = await this.pool.query<EventRow & { request: number; stream_exists: boolean }>({
        name: 'es_read_streams',
        text: sql.READ_STREAMS_FORWARDS,
        values: [reads.map((r) => r.streamId), reads.map((r) => String(r.start))],
      });
      const answers: (EventRow[] | 'missing')[] = reads.map(() => []);
      for (const row of rows) {
        const i = row.request - 1;
        if (!row.stream_exists) answers[i] = 'missing';
        else if (row.event_id !== null) (answers[i] as EventRow[]).push(row);
      }
      return answers;
    },
    100,
  );

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const direction = options.direction ?? 'forwards';
    const limit = options.maxCount ?? 4096;
    if (!Number.isInteger(limit) || limit < 0)
      throw new InvalidEventStoreInputError('maxCount must be an integer >= 0');
    const from = options.fromPosition ?? (direction === 'forwards' ? 'start' : 'end');
    const position =
      from === 'start' ? { commit: 0n, prepare: 0n } : from === 'end' ? MAX_POSITION : (from as Position);
    if (direction === 'forwards' && from === 'end') return [];
    const text = direction === 'forwards' ? sql.READ_ALL_FORWARDS : sql.READ_ALL_BACKWARDS;
    const [streams, types] = filterParams(options.filter);
    const { rows } = await this.pool.query(text, [
      String(position.commit),
      String(position.prepare),
      limit,
      streams,
      types,
    ]);
    return rows.map(toRecorded);
  }

  /**
   * Events after `after` (at most `maxCount`, filtered) and, read in the same snapshot, how far the
   * read has seen: every transaction below the snapshot's xmin has ended, so when fewer than
   * `maxCount` events came back, every event those transactions appended, filtered out or not, is
   * behind the reader. A filtered subscription moves past events it skips instead of reading them
   * again on every wake-up.
   */
  private async readForSubscription(
    after: Position,
    maxCount: number,
    filter: AllFilter | undefined,
  ): Promise<SubscriptionRead> {
    const [streams, types] = filterParams(filter);
    const { rows } = await this.pool.query({
      name: 'es_subscription_read',
      text: sql.SUBSCRIPTION_READ,
      values: [String(after.commit), String(after.prepare), maxCount, streams, types],
    });
    const events = rows.filter((row) => row.event_id !== null).map(toRecorded);
    const xmin = BigInt(rows[0].visible_below);
    return {
      events,
      seenTo: events.length < maxCount ? { commit: xmin - 1n, prepare: MAX_POSITION.prepare } : undefined,
    };
  }

  /** The position of the newest event every reader can already see. */
  async headPosition(): Promise<Position> {
    const { rows } = await this.pool.query(sql.HEAD_POSITION);
    return rows[0]
      ? { commit: BigInt(rows[0].commit), prepare: BigInt(rows[0].prepare) }
      : { commit: 0n, prepare: 0n };
  }

  subscribeToAll(options: SubscribeToAllOptions = {}): Subscription {
    return subscribeByPolling({
      from: options.fromPosition ?? 'start',
      batchSize: options.batchSize ?? 500,
      pollIntervalMs: this.pollIntervalMs,
      head: () => this.headPosition(),
      read: (after, maxCount, live) =>
        this.tail.read(after, maxCount, live, options.filter, (from, max) =>
          this.readForSubscription(from, max, options.filter),
        ),
      onWake: (listener) => this.notifier.onNotify(listener),
    });
  }

  async ping(): Promise<boolean> {
    try {
      await this.pool.query('select 1');
      return true;
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    await this.notifier.stop();
    await this.pool.end();
  }
}

export function createPgEventStore(options: PgEventStoreOptions): Promise<PgEventStore> {
  return PgEventStore.create(options);
}
