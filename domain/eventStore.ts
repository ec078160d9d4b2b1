// The event-store port (DESIGN.md §4). Interfaces and typed errors only: the adapters live in
// commands/eventStore/ (Postgres, KurrentDB). Semantics follow EventStoreDB/KurrentDB:
// 0-based stream revisions, expectations `no_stream | any | stream_exists | n`, identical
// retries are idempotent, positions are `{ commit, prepare }`.

/** Metadata carried by every event. */
export interface EventMetadata {
  correlationId?: string;
  causationId?: string;
  userId?: string;
  scenicAreaId?: string;
  /** ISO-8601 UTC instant at which the fact happened (from the command, never the clock in domain/). */
  occurredAt?: string;
  requestId?: string;
  [key: string]: unknown;
}

/** An event to append. `id` is a UUID; re-appending the same ids is idempotent. */
export interface EventData<Type extends string = string, Data = unknown> {
  id?: string;
  type: Type;
  data: Data;
  metadata?: EventMetadata;
}

/** A position in `$all`. Postgres: commit = transaction id, prepare = global sequence. */
export interface Position {
  commit: bigint;
  prepare: bigint;
}

export interface RecordedEvent<Type extends string = string, Data = unknown> {
  id: string;
  type: Type;
  streamId: string;
  /** 0-based revision within its stream. */
  revision: bigint;
  position: Position;
  data: Data;
  metadata: EventMetadata;
  created: Date;
}

export type ExpectedRevision = 'no_stream' | 'any' | 'stream_exists' | bigint;

export interface AppendOptions {
  expectedRevision?: ExpectedRevision;
}

export interface AppendResult {
  /** Revision of the last event now in the stream. */
  nextExpectedRevision: bigint;
  /** Position of the last appended event. */
  position: Position;
}

/** One stream's part of a multi-stream append (`EventStore.appendToStreams`). */
export interface StreamAppend {
  streamId: string;
  /** At least one event; ids unique across the whole call. */
  events: EventData[];
  /** Checked as `appendToStream` checks it; default `any`. */
  expectedRevision?: ExpectedRevision;
}

/** What a multi-stream append did to one stream. */
export interface StreamAppendResult extends AppendResult {
  streamId: string;
}

/** One result per request, in request order. */
export interface MultiAppendResult {
  streams: StreamAppendResult[];
}

export type Direction = 'forwards' | 'backwards';

export interface ReadStreamOptions {
  fromRevision?: bigint | 'start' | 'end';
  direction?: Direction;
  maxCount?: number;
}

/** Server-side filter for `$all`: by stream-name prefix or by event-type prefix (ESDB style). */
export type AllFilter = { streamNamePrefixes: string[] } | { eventTypePrefixes: string[] };

export interface ReadAllOptions {
  fromPosition?: Position | 'start' | 'end';
  direction?: Direction;
  maxCount?: number;
  filter?: AllFilter;
}

export interface SubscribeToAllOptions {
  /** Start strictly after this position; 'start' replays everything, 'end' only new events. */
  fromPosition?: Position | 'start' | 'end';
  filter?: AllFilter;
  /** Largest batch handed over at once (default 500). */
  batchSize?: number;
}

/** What a subscription yields: batches of events in `$all` order, and once a caught-up signal. */
export type SubscriptionMessage = { kind: 'events'; events: RecordedEvent[] } | { kind: 'caughtUp' };

export interface Subscription extends AsyncIterable<SubscriptionMessage> {
  /** Ends the iteration; safe to call more than once. */
  unsubscribe(): Promise<void>;
}

export interface EventStore {
  /**
   * True when an event id belongs to one stream store-wide: appending an id already stored in
   * another stream throws EventIdInUseError, naming that stream (the Postgres store). KurrentDB
   * judges ids per stream only.
   */
  readonly eventIdsUniqueAcrossStreams?: boolean;
  appendToStream(streamId: string, events: EventData[], options?: AppendOptions): Promise<AppendResult>;
  /**
   * Appends to several streams at once, all or nothing: a fact born in several streams (an order
   * and its tickets, docs/adr/0001) is never split by a crash. Every request is judged as
   * `appendToStream` would judge it alone: a wrong expectation throws WrongExpectedVersionError for
   * the first failing stream (in request order) and nothing of the call is written; a request whose
   * events are already in its stream where its expectation puts them is an identical retry and
   * answers the original revisions (and positions), the other requests being written together as
   * usual; a request repeating only some of its ids is refused like a wrong expectation. What one
   * call writes goes to `$all` contiguously, in request order, and becomes visible all at once.
   * InvalidEventStoreInputError: no requests, a request without events, a stream named twice, an
   * event id used twice in the call (plus everything `appendToStream` refuses).
   */
  appendToStreams(requests: StreamAppend[]): Promise<MultiAppendResult>;
  /** Throws StreamNotFoundError when the stream has no events. */
  readStream(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]>;
  subscribeToAll(options?: SubscribeToAllOptions): Subscription;
  /** True when the store answers (used by /health). */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export const START: Position = { commit: 0n, prepare: 0n };

export function comparePositions(a: Position, b: Position): number {
  if (a.commit !== b.commit) return a.commit < b.commit ? -1 : 1;
  if (a.prepare !== b.prepare) return a.prepare < b.prepare ? -1 : 1;
  return 0;
}

// ---- typed errors ----------------------------------------------------------------------------

export class EventStoreError extends Error {
  readonly code: string = 'EVENT_STORE_ERROR';
}

/** The stream was not at the expected revision. `actual` is undefined when the stream does not exist. */
export class WrongExpectedVersionError extends EventStoreError {
  override readonly code = 'WRONG_EXPECTED_VERSION';
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    readonly actual: bigint | undefined,
  ) {
    super(
      `stream ${streamId}: expected ${String(expected)}, actual ${actual === undefined ? 'no_stream' : actual}`,
    );
  }
}

export class StreamNotFoundError extends EventStoreError {
  override readonly code = 'STREAM_NOT_FOUND';
  constructor(readonly streamId: string) {
    super(`stream ${streamId} not found`);
  }
}

/** Bad input (empty stream name, non-JSON data, bad revision, duplicate ids in a batch …). Nothing was written. */
export class InvalidEventStoreInputError extends EventStoreError {
  override readonly code = 'INVALID_INPUT';
}

/**
 * An event id is already stored in another stream (stores whose `eventIdsUniqueAcrossStreams`):
 * nothing of the call was written. `streamId` is where the id is.
 */
export class EventIdInUseError extends InvalidEventStoreInputError {
  constructor(
    readonly eventId: string,
    readonly streamId: string,
  ) {
    super(`event id ${eventId} already used in another stream`);
  }
}
