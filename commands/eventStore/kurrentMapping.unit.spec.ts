// The pure translations of the KurrentDB multi-stream append: the only part of that path that runs
// without a server (the rest waits for docs/kurrentdb.md).
import { randomUUID } from 'node:crypto';
import {
  WrongExpectedVersionError as ClientWrongExpectedVersionError,
  UnsupportedError,
} from '@kurrent/kurrentdb-client';
import { describe, expect, it } from 'vitest';
import {
  EventStoreError,
  InvalidEventStoreInputError,
  WrongExpectedVersionError,
} from '../../domain/eventStore.ts';
import { mapMultiAppendError, toMultiAppendClientEvent } from './kurrentMapping.ts';
import { prepareAppend } from './validateAppend.ts';

const requests = [
  { streamId: 'order-1', expected: 'no_stream' as const },
  { streamId: 'ticket-1', expected: 3n },
];

/** What client 1.3.1 throws for a refused multi-stream append (FAILED_PRECONDITION details). */
function conflict(stream: string, expectedRevision: string, actualRevision: string) {
  return ClientWrongExpectedVersionError.fromRevisionConflict({ stream, expectedRevision, actualRevision });
}

describe('kurrent multi-stream append: errors', () => {
  it('a revision conflict becomes our WrongExpectedVersionError for the stream the server named', () => {
    const mapped = mapMultiAppendError(conflict('ticket-1', '3', '5'), requests);
    expect(mapped).toBeInstanceOf(WrongExpectedVersionError);
    const wrong = mapped as WrongExpectedVersionError;
    expect([wrong.streamId, wrong.expected, wrong.actual]).toEqual(['ticket-1', 3n, 5n]);
  });

  it('a missing stream is reported with actual undefined, as for appendToStream', () => {
    const wrong = mapMultiAppendError(conflict('order-1', '-1', '-1'), requests) as WrongExpectedVersionError;
    expect([wrong.streamId, wrong.expected, wrong.actual]).toEqual(['order-1', 'no_stream', undefined]);
  });

  it('a server older than 25.1 is an EventStoreError saying so', () => {
    const mapped = mapMultiAppendError(new UnsupportedError('multiStreamAppend', '25.1'), requests);
    expect(mapped).toBeInstanceOf(EventStoreError);
    expect((mapped as Error).message).toMatch(/KurrentDB 25\.1 or later/);
  });

  it('any other error, or a conflict on a stream not asked for, passes through', () => {
    const other = new Error('unavailable');
    expect(mapMultiAppendError(other, requests)).toBe(other);
    const stranger = conflict('card-9', '0', '1');
    expect(mapMultiAppendError(stranger, requests)).toBe(stranger);
  });
});

describe('kurrent multi-stream append: metadata', () => {
  const prepared = (metadata: Record<string, unknown>) =>
    prepareAppend('order-1', [{ id: randomUUID(), type: 'OrderPlaced', data: {}, metadata }], undefined)
      .events[0]!;

  it('string metadata goes through unchanged', () => {
    const event = toMultiAppendClientEvent(prepared({ correlationId: 'c-1', userId: 'u-2' }), 'order-1');
    expect(event.metadata).toEqual({ correlationId: 'c-1', userId: 'u-2' });
  });

  it.each([
    ['a number', { retries: 0 }],
    ['an object', { gate: { id: 'gate-7' } }],
    ['null', { note: null }],
  ])('metadata holding %s is refused before anything is sent', (_, metadata) => {
    expect(() => toMultiAppendClientEvent(prepared(metadata), 'order-1')).toThrow(
      InvalidEventStoreInputError,
    );
  });
});
