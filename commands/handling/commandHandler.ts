// The command handler (DESIGN.md §5): load the stream (or its cached state) → decide → append with
// the exact expected revision → on conflict reload and retry a bounded number of times.
// Validation and authorisation happen before, in the route.
//
// - Per-stream serialisation: commands for one stream run one at a time in this process, so a burst
//   on a hot stream queues instead of storming retries; other streams run in parallel. The folded
//   state and its revision stay cached per stream (LRU). Optimistic concurrency stays the safety net
//   across processes: a conflict refreshes the cached state from the store and decides again.
// - Request ids: the same id twice has one effect and returns the first answer (`replayed: true`).
//   Event ids are derived from the request id, so a retry after a crash between the append and the
//   idempotency record finds its events in the stream and answers with them instead of appending.

import { randomUUID } from 'node:crypto';
import { type Decider, type DeciderEvent, DomainError } from '../../domain/decider.ts';
import {
  type EventData,
  type EventMetadata,
  type EventStore,
  WrongExpectedVersionError,
} from '../../domain/eventStore.ts';
import {
  assertSameRequest,
  type CommandOutcome,
  type CommittedEvent,
  type IdempotencyStore,
} from '../../domain/idempotency.ts';
import { deterministicEventId } from './deterministicEventId.ts';
import { createKeyedMutex } from './keyedMutex.ts';
import { LruCache } from './lruCache.ts';
import { catchUp, emptyStreamState, rememberRequest, type StreamState } from './streamState.ts';

export interface CommandHandlerOptions {
  eventStore: EventStore;
  /** Where first answers to request ids are kept. Without it, only recent requests are recognised. */
  idempotency?: IdempotencyStore;
  /** Conflicts retried after the first attempt before the WrongExpectedVersionError is rethrown. */
  maxRetries?: number;
  /** Streams whose folded state is kept in memory (least recently used go first); 0 disables. */
  cacheSize?: number;
}

export interface HandleOptions {
  /** Merged into the metadata of every appended event. */
  metadata?: EventMetadata;
  /** Makes the command idempotent: a repeat gets the first answer back and changes nothing. */
  requestId?: string;
  /**
   * The revision the caller last saw (HTTP If-Match): when the stream is elsewhere at decision time,
   * the command is refused with DomainError STALE_VERSION ({ current }) and nothing is appended.
   */
  expectedRevision?: bigint;
}

export interface CommandResult<State, Event extends DeciderEvent> {
  streamId: string;
  /** The events this command appended (or, when replayed, the events the first attempt appended). */
  newEvents: CommittedEvent<Event['type'], Event['data']>[];
  /** Revision of the stream's last event after the command; -1n when the stream is still empty. */
  nextExpectedRevision: bigint;
  newState: State;
  /** True when this answer is the recorded answer to an earlier request with the same id. */
  replayed: boolean;
}

export interface CommandHandler {
  handle<State, Command, Event extends DeciderEvent>(
    decider: Decider<State, Command, Event>,
    streamId: string,
    command: Command,
    options?: HandleOptions,
  ): Promise<CommandResult<State, Event>>;
  /** Forgets the cached state of one stream, or of all streams. */
  invalidate(streamId?: string): void;
}

function result<State, Event extends DeciderEvent>(
  streamId: string,
  outcome: CommandOutcome<unknown>,
  replayed: boolean,
): CommandResult<State, Event> {
  return {
    streamId,
    newEvents: outcome.newEvents as CommittedEvent<Event['type'], Event['data']>[],
    nextExpectedRevision: outcome.nextExpectedRevision,
    newState: outcome.newState as State,
    replayed,
  };
}

export function createCommandHandler(options: CommandHandlerOptions): CommandHandler {
  const { eventStore, idempotency, maxRetries = 3, cacheSize = 1000 } = options;
  if (!Number.isInteger(maxRetries) || maxRetries < 0) {
    throw new RangeError(`maxRetries must be a whole number >= 0, got ${maxRetries}`);
  }
  // biome-ignore lint/suspicious/noExplicitAny: entries of different deciders share one cache; each is checked against its decider on use.
  const cache = new LruCache<string, StreamState<any, any>>(cacheSize);
  const streams = createKeyedMutex();
  const requests = createKeyedMutex();

  /** Runs inside the stream's lock: the only place that reads or writes the stream's cache entry. */
  async function decideAndAppend<State, Command, Event extends DeciderEvent>(
    decider: Decider<State, Command, Event>,
    streamId: string,
    command: Command,
    { metadata, requestId, expectedRevision: seen }: HandleOptions,
  ): Promise<CommandResult<State, Event>> {
    const cached = cache.get(streamId) as StreamState<State, Event> | undefined;
    let entry = cached?.decider === decider ? cached : undefined;
    let refused = false;
    try {
      entry ??= await catchUp(eventStore, streamId, emptyStreamState<State, Event>(decider), requestId);
      // The caller saw a revision this process has not: another process moved the stream on.
      if (seen !== undefined && seen > entry.revision)
        entry = await catchUp(eventStore, streamId, entry, requestId);
      for (let attempt = 0; ; attempt++) {
        const landed = requestId === undefined ? undefined : entry.landed.get(requestId);
        if (landed !== undefined) {
          cache.set(streamId, entry);
          assertSameRequest(requestId as string, landed.newEvents, metadata);
          return result(streamId, landed, true);
        }

        let decided: Event[];
        try {
          if (seen !== undefined && seen !== entry.revision) {
            throw new DomainError('STALE_VERSION', undefined, { current: String(entry.revision) });
          }
          decided = decider.decide(command, entry.state);
        } catch (error) {
          refused = true; // a refusal changes nothing: the folded state stays good
          cache.set(streamId, entry);
          throw error;
        }
        if (decided.length === 0) {
          cache.set(streamId, entry);
          const outcome = { newEvents: [], nextExpectedRevision: entry.revision, newState: entry.state };
          if (requestId !== undefined) rememberRequest(entry.landed, requestId, outcome);
          return result(streamId, outcome, false);
        }

        const eventMetadata: EventMetadata =
          requestId === undefined ? { ...metadata } : { ...metadata, requestId };
        const toAppend: EventData[] = decided.map((event, index) => ({
          id: requestId === undefined ? randomUUID() : deterministicEventId(requestId, index),
          type: event.type,
          data: event.data,
          // An event may bring metadata of its own (its schema version: domain/events/eventCatalog.ts).
          metadata: { ...eventMetadata, ...(event as { metadata?: EventMetadata }).metadata },
        }));
        const expectedRevision = entry.revision < 0n ? 'no_stream' : entry.revision;
        let appended: bigint;
        try {
          ({ nextExpectedRevision: appended } = await eventStore.appendToStream(streamId, toAppend, {
            expectedRevision,
          }));
        } catch (error) {
          if (!(error instanceof WrongExpectedVersionError) || attempt >= maxRetries) throw error;
          const before = entry.revision;
          entry = await catchUp(eventStore, streamId, entry, requestId);
          if (entry.revision === before && requestId !== undefined && !entry.landed.has(requestId)) {
            // A conflict with nothing new to read: the store already holds this request's event ids
            // (an earlier attempt landed before the events this entry remembers). Find them.
            entry = await catchUp(eventStore, streamId, emptyStreamState<State, Event>(decider), requestId);
          }
          continue;
        }

        const expectedEnd = entry.revision + BigInt(toAppend.length);
        if (appended !== expectedEnd) {
          // The store took the batch as a repeat of an identical earlier append (same ids) and
          // returned that append's revision: answer from the stream, not from this decision.
          cache.delete(streamId);
          entry = await catchUp(eventStore, streamId, emptyStreamState<State, Event>(decider), requestId);
          const recorded = requestId === undefined ? undefined : entry.landed.get(requestId);
          if (recorded === undefined) {
            throw new Error(
              `stream ${streamId}: append expected to end at revision ${expectedEnd}, the store answered ${appended}`,
            );
          }
          cache.set(streamId, entry);
          assertSameRequest(requestId as string, recorded.newEvents, metadata);
          return result(streamId, recorded, true);
        }

        const first = entry.revision + 1n;
        const newEvents: CommittedEvent[] = toAppend.map((event, index) => ({
          id: event.id as string,
          type: event.type,
          data: event.data,
          metadata: event.metadata ?? eventMetadata,
          revision: first + BigInt(index),
        }));
        for (const event of decided) entry.state = decider.evolve(entry.state, event);
        entry.revision = appended;
        const outcome: CommandOutcome<State> = {
          newEvents,
          nextExpectedRevision: appended,
          newState: entry.state,
        };
        if (requestId !== undefined) rememberRequest(entry.landed, requestId, outcome);
        cache.set(streamId, entry);
        return result(streamId, outcome, false);
      }
    } catch (error) {
      // Unknown outcome (conflicts out of retries, store errors, a throwing evolve): forget the
      // cached state so the next command for this stream reads the stream again.
      if (!refused) cache.delete(streamId);
      throw error;
    }
  }

  return {
    async handle(decider, streamId, command, handleOptions = {}) {
      const { requestId } = handleOptions;
      if (requestId === undefined) {
        return streams.run(streamId, () => decideAndAppend(decider, streamId, command, handleOptions));
      }
      // Requests with one id run one at a time, so a repeat waits for the first answer.
      return requests.run(requestId, async () => {
        const stored = await idempotency?.get(requestId);
        if (stored !== undefined) {
          if (stored.streamId !== streamId) {
            throw new DomainError(
              'REQUEST_ID_REUSED',
              `request id ${requestId} was already used for another stream`,
              { requestId, streamId },
            );
          }
          assertSameRequest(requestId, stored.outcome.newEvents, handleOptions.metadata);
          return result(streamId, stored.outcome, true);
        }
        const answer = await streams.run(streamId, () =>
          decideAndAppend(decider, streamId, command, handleOptions),
        );
        // Recorded outside the stream lock: the next command for the stream need not wait for it.
        await idempotency?.put(requestId, streamId, {
          newEvents: answer.newEvents,
          nextExpectedRevision: answer.nextExpectedRevision,
          newState: answer.newState,
        });
        return answer;
      });
    },

    invalidate(streamId) {
      if (streamId === undefined) cache.clear();
      else cache.delete(streamId);
    },
  };
}
