import { randomUUID } from 'node:crypto';
import {
  type AppendOptions,
  type EventData,
  type EventMetadata,
  type ExpectedRevision,
  InvalidEventStoreInputError,
  type StreamAppend,
} from '../../domain/eventStore.ts';

/** An event checked and serialised, ready for either adapter. */
export interface PreparedEvent {
  id: string;
  type: string;
  data: string;
  metadata: string;
  parsedMetadata: EventMetadata;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_STREAM_ID = 200;

export function validateStreamId(streamId: unknown): string {
  if (typeof streamId !== 'string' || streamId.trim() === '') {
    throw new InvalidEventStoreInputError('stream name must be a non-empty string');
  }
  if (streamId.length > MAX_STREAM_ID) {
    throw new InvalidEventStoreInputError(`stream name longer than ${MAX_STREAM_ID} characters`);
  }
  if (streamId.startsWith('$'))
    throw new InvalidEventStoreInputError('stream names starting with $ are reserved');
  return streamId;
}

export function validateExpectedRevision(expected: unknown): ExpectedRevision {
  if (expected === undefined) return 'any';
  if (expected === 'any' || expected === 'no_stream' || expected === 'stream_exists') return expected;
  if (typeof expected === 'bigint' && expected >= 0n) return expected;
  throw new InvalidEventStoreInputError(
    `expected revision must be any, no_stream, stream_exists or a bigint >= 0`,
  );
}

/** JSON.stringify that refuses what JSON cannot hold faithfully (functions, bigint, NaN, cycles). */
function toJson(value: unknown, what: string): string {
  let text: string | undefined;
  try {
    text = JSON.stringify(value, (_key, v) => {
      if (typeof v === 'number' && !Number.isFinite(v)) throw new Error('non-finite number');
      if (typeof v === 'function' || typeof v === 'symbol' || typeof v === 'bigint') {
        throw new Error(`${typeof v} is not JSON`);
      }
      return v;
    });
  } catch (error) {
    throw new InvalidEventStoreInputError(`${what} is not JSON: ${(error as Error).message}`);
  }
  if (text === undefined) throw new InvalidEventStoreInputError(`${what} is not JSON`);
  return text;
}

/** One stream's batch, checked and serialised. */
export interface PreparedAppend {
  streamId: string;
  expected: ExpectedRevision;
  events: PreparedEvent[];
}

/** Checks a whole batch before anything is written: one bad event refuses the batch. */
export function prepareAppend(
  streamId: unknown,
  events: unknown,
  options: AppendOptions | undefined,
): PreparedAppend {
  const id = validateStreamId(streamId);
  const expected = validateExpectedRevision(options?.expectedRevision);
  if (!Array.isArray(events) || events.length === 0) {
    throw new InvalidEventStoreInputError('events must be a non-empty array');
  }
  const seen = new Set<string>();
  const prepared = (events as EventData[]).map((event, index) => {
    if (event === null || typeof event !== 'object')
      throw new InvalidEventStoreInputError(`event ${index} is not an object`);
    if (typeof event.type !== 'string' || event.type.trim() === '') {
      throw new InvalidEventStoreInputError(`event ${index} has no type`);
    }
    const eventId = event.id ?? randomUUID();
    if (typeof eventId !== 'string' || !UUID.test(eventId))
      throw new InvalidEventStoreInputError(`event ${index} id is not a UUID`);
    if (seen.has(eventId.toLowerCase()))
      throw new InvalidEventStoreInputError(`event id ${eventId} appears twice in the batch`);
    seen.add(eventId.toLowerCase());
    const metadata = event.metadata ?? {};
    if (typeof metadata !== 'object' || Array.isArray(metadata)) {
      throw new InvalidEventStoreInputError(`event ${index} metadata must be an object`);
    }
    return {
      id: eventId.toLowerCase(),
      type: event.type,
      data: toJson(event.data ?? null, `event ${index} data`),
      metadata: toJson(metadata, `event ${index} metadata`),
      parsedMetadata: metadata,
    };
  });
  return { streamId: id, expected, events: prepared };
}

/**
 * Checks a whole multi-stream append before anything is written: every request as `prepareAppend`
 * checks it, plus no stream named twice and no event id used twice across the call.
 */
export function prepareAppends(requests: unknown): PreparedAppend[] {
  if (!Array.isArray(requests) || requests.length === 0) {
    throw new InvalidEventStoreInputError('requests must be a non-empty array');
  }
  const streams = new Set<string>();
  const eventIds = new Set<string>();
  return (requests as StreamAppend[]).map((request, index) => {
    if (request === null || typeof request !== 'object')
      throw new InvalidEventStoreInputError(`request ${index} is not an object`);
    const batch = prepareAppend(request.streamId, request.events, request);
    if (streams.has(batch.streamId))
      throw new InvalidEventStoreInputError(`stream ${batch.streamId} appears twice in one append`);
    streams.add(batch.streamId);
    for (const event of batch.events) {
      if (eventIds.has(event.id))
        throw new InvalidEventStoreInputError(`event id ${event.id} appears twice in one append`);
      eventIds.add(event.id);
    }
    return batch;
  });
}
