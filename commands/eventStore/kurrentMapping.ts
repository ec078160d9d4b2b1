// Pure translations between the event-store port (domain/eventStore.ts) and the types of
// @kurrent/kurrentdb-client 1.3.1. No I/O here: kurrentEventStore.ts does the calls.
import {
  ANY,
  type AppendStreamState,
  BACKWARDS,
  type Direction as ClientDirection,
  type EventData as ClientEventData,
  type RecordedEvent as ClientRecordedEvent,
  END,
  ErrorType,
  eventTypeFilter,
  excludeSystemEvents,
  type Filter,
  FORWARDS,
  type JSONType,
  jsonEvent,
  NO_STREAM,
  type ReadPosition,
  type ReadRevision,
  START,
  STREAM_EXISTS,
  streamNameFilter,
} from '@kurrent/kurrentdb-client';
import {
  type AllFilter,
  comparePositions,
  type Direction,
  type EventMetadata,
  EventStoreError,
  type ExpectedRevision,
  InvalidEventStoreInputError,
  type Position,
  type RecordedEvent,
  StreamNotFoundError,
  WrongExpectedVersionError,
} from '../../domain/eventStore.ts';
import type { PreparedEvent } from './validateAppend.ts';

/** `esdb://` and `esdb+discover://` still parse in 1.3.1 but log a deprecation warning. */
export function toKurrentConnectionString(connectionString: string): string {
  const trimmed = connectionString.trim();
  if (trimmed === '') throw new InvalidEventStoreInputError('EVENTSTORE_URL is empty');
  return trimmed.replace(/^esdb(\+discover)?:\/\//i, (_match, discover: string | undefined) =>
    discover ? 'kurrentdb+discover://' : 'kurrentdb://',
  );
}

export function toStreamState(expected: ExpectedRevision): AppendStreamState {
  if (expected === 'any') return ANY;
  if (expected === 'no_stream') return NO_STREAM;
  if (expected === 'stream_exists') return STREAM_EXISTS;
  return expected;
}

/** The prepared JSON is parsed back so exactly the validated value is what the client re-serialises. */
export function toClientEvent(event: PreparedEvent): ClientEventData {
  return jsonEvent({
    id: event.id,
    type: event.type,
    data: JSON.parse(event.data) as JSONType,
    metadata: JSON.parse(event.metadata) as JSONType,
  });
}

/**
 * The events of a multi-stream append. Client 1.3.1 sends their metadata as string properties (the
 * v2 protocol of KurrentDB 25.1) and refuses any other value with a plain Error: refused here first,
 * with our typed error, so nothing is sent.
 */
export function toMultiAppendClientEvent(event: PreparedEvent, streamId: string): ClientEventData {
  const nonString = Object.entries(event.parsedMetadata).find(([, value]) => typeof value !== 'string');
  if (nonString) {
    throw new InvalidEventStoreInputError(
      `stream ${streamId}, event ${event.id}: metadata ${nonString[0]} is not a string ` +
        '(a KurrentDB multi-stream append carries string metadata values only)',
    );
  }
  return toClientEvent(event);
}

export function toDirection(direction: Direction | undefined): ClientDirection {
  if (direction === undefined || direction === 'forwards') return FORWARDS;
  if (direction === 'backwards') return BACKWARDS;
  throw new InvalidEventStoreInputError('direction must be forwards or backwards');
}

export function checkCount(value: number | undefined, fallback: number, what: string): number {
  const count = value ?? fallback;
  if (!Number.isSafeInteger(count) || count < 0) {
    throw new InvalidEventStoreInputError(`${what} must be an integer >= 0`);
  }
  return count;
}

export function toReadRevision(
  from: bigint | 'start' | 'end' | undefined,
  direction: ClientDirection,
): ReadRevision {
  if (from === undefined) return direction === FORWARDS ? START : END;
  if (from === 'start') return START;
  if (from === 'end') return END;
  if (typeof from === 'bigint' && from >= 0n) return from;
  throw new InvalidEventStoreInputError('fromRevision must be a bigint >= 0, start or end');
}

export function toReadPosition(
  from: Position | 'start' | 'end' | undefined,
  fallback: ReadPosition,
): ReadPosition {
  if (from === undefined) return fallback;
  if (from === 'start') return START;
  if (from === 'end') return END;
  if (typeof from === 'object' && from !== null) {
    const { commit, prepare } = from;
    if (typeof commit === 'bigint' && typeof prepare === 'bigint' && commit >= 0n && prepare >= 0n) {
      return { commit, prepare };
    }
  }
  throw new InvalidEventStoreInputError(
    'fromPosition must be start, end or { commit, prepare } bigints >= 0',
  );
}

/** True when `position` lies strictly beyond `from` in the reading direction. */
export function isBeyond(position: Position, from: Position, direction: ClientDirection): boolean {
  const order = comparePositions(position, from);
  return direction === FORWARDS ? order > 0 : order < 0;
}

/** Never matches: stream names and event types are never empty (an empty prefix list selects nothing). */
const NOTHING = '^$';

/** Without a filter of ours, system events are excluded on the server (and again on our side). */
export function toClientFilter(filter: AllFilter | undefined): Filter {
  if (filter === undefined) return excludeSystemEvents();
  const byStream = 'streamNamePrefixes' in filter;
  const prefixes = byStream ? filter.streamNamePrefixes : filter.eventTypePrefixes;
  if (!Array.isArray(prefixes) || prefixes.some((p) => typeof p !== 'string' || p === '')) {
    throw new InvalidEventStoreInputError('filter prefixes must be non-empty strings');
  }
  const make = byStream ? streamNameFilter : eventTypeFilter;
  return prefixes.length === 0 ? make({ regex: NOTHING }) : make({ prefixes });
}

/** `$`-typed events (`$metadata`, `$>` links, projections' output) and `$`-streams are not ours. */
export function isSystemEvent(event: ClientRecordedEvent): boolean {
  return event.type.startsWith('$') || event.streamId.startsWith('$');
}

function toMetadata(metadata: unknown): EventMetadata {
  return metadata !== null &&
    typeof metadata === 'object' &&
    !Array.isArray(metadata) &&
    !(metadata instanceof Uint8Array)
    ? (metadata as EventMetadata)
    : {};
}

export function toRecordedEvent(event: ClientRecordedEvent, commitPosition?: bigint): RecordedEvent {
  const position =
    event.position ??
    (commitPosition !== undefined
      ? { commit: commitPosition, prepare: commitPosition }
      : { commit: -1n, prepare: -1n });
  return {
    id: event.id,
    type: event.type,
    streamId: event.streamId,
    revision: event.revision,
    position: { commit: position.commit, prepare: position.prepare },
    data: event.data,
    metadata: toMetadata(event.metadata),
    created: event.created,
  };
}

function errorType(error: unknown): unknown {
  return error !== null && typeof error === 'object' ? (error as { type?: unknown }).type : undefined;
}

/** The client's WrongExpectedVersionError carries `actualState`: a bigint revision or `no_stream`. */
export function mapAppendError(error: unknown, streamId: string, expected: ExpectedRevision): unknown {
  if (errorType(error) !== ErrorType.WRONG_EXPECTED_VERSION) return error;
  const actual = (error as { actualState?: unknown }).actualState;
  return new WrongExpectedVersionError(
    streamId,
    expected,
    typeof actual === 'bigint' && actual >= 0n ? actual : undefined,
  );
}

/**
 * A refused multi-stream append names the stream that failed (`streamName`); it becomes our
 * WrongExpectedVersionError for that stream with the expectation we sent for it. Client 1.3.1
 * throws UnsupportedError before sending anything when the server is older than 25.1.
 */
export function mapMultiAppendError(
  error: unknown,
  requests: readonly { streamId: string; expected: ExpectedRevision }[],
): unknown {
  const type = errorType(error);
  if (type === ErrorType.UNSUPPORTED) {
    return new EventStoreError(
      `multi-stream append needs KurrentDB 25.1 or later: ${(error as Error).message}`,
    );
  }
  if (type !== ErrorType.WRONG_EXPECTED_VERSION) return error;
  const streamName = (error as { streamName?: unknown }).streamName;
  const failed = requests.find((r) => r.streamId === streamName);
  return failed ? mapAppendError(error, failed.streamId, failed.expected) : error;
}

/** A missing or deleted stream has no events to read: both become our StreamNotFoundError. */
export function mapReadError(error: unknown, streamId: string): unknown {
  const type = errorType(error);
  if (type === ErrorType.STREAM_NOT_FOUND || type === ErrorType.STREAM_DELETED) {
    return new StreamNotFoundError(streamId);
  }
  return error;
}
