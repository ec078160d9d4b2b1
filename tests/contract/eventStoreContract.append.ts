// Contract, part 1: appends — expectations, concurrency, atomic batches, idempotent retries.
import { describe, expect, it } from 'vitest';
import {
  comparePositions,
  type EventData,
  InvalidEventStoreInputError,
  StreamNotFoundError,
} from '../../domain/eventStore.ts';
import {
  event,
  events,
  expectWrongExpectedVersion,
  ids,
  readAllUntil,
  type StoreRef,
  uniqueStream,
  uniqueType,
} from './contractSupport.ts';

const PARALLEL = 10;

async function expectNotFound(read: Promise<unknown>, streamId: string): Promise<void> {
  const error = await read.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(StreamNotFoundError);
  expect((error as StreamNotFoundError).streamId).toBe(streamId);
}

export function appendContract(store: StoreRef): void {
  describe('expected revision', () => {
    it('no_stream on a new stream creates it at revision 0..n-1', async () => {
      const stream = uniqueStream();
      const batch = events('TicketSold', 3);
      const result = await store().appendToStream(stream, batch, { expectedRevision: 'no_stream' });
      expect(result.nextExpectedRevision).toBe(2n);
      const read = await store().readStream(stream);
      expect(read.map((e) => e.revision)).toEqual([0n, 1n, 2n]);
      expect(ids(read)).toEqual(ids(batch));
      expect(result.position).toEqual(read[2]?.position);
    });

    it('no_stream on an existing stream is a WrongExpectedVersionError with the actual revision', async () => {
      const stream = uniqueStream();
      await store().appendToStream(stream, events('TicketSold', 2));
      await expectWrongExpectedVersion(
        store().appendToStream(stream, [event('TicketSold')], { expectedRevision: 'no_stream' }),
        stream,
        'no_stream',
        1n,
      );
      expect(await store().readStream(stream)).toHaveLength(2);
    });

    it('any appends to a new and to an existing stream', async () => {
      const stream = uniqueStream();
      const first = await store().appendToStream(stream, [event('TicketSold')], { expectedRevision: 'any' });
      expect(first.nextExpectedRevision).toBe(0n);
      const second = await store().appendToStream(stream, events('PassAdmitted', 2));
      expect(second.nextExpectedRevision).toBe(2n);
      expect(comparePositions(first.position, second.position)).toBe(-1);
      expect((await store().readStream(stream)).map((e) => e.type)).toEqual([
        'TicketSold',
        'PassAdmitted',
        'PassAdmitted',
      ]);
    });

    it('stream_exists on a missing stream is a WrongExpectedVersionError with actual undefined', async () => {
      const stream = uniqueStream();
      await expectWrongExpectedVersion(
        store().appendToStream(stream, [event('TicketSold')], { expectedRevision: 'stream_exists' }),
        stream,
        'stream_exists',
        undefined,
      );
      await expectNotFound(store().readStream(stream), stream);
    });

    it('stream_exists on an existing stream appends', async () => {
      const stream = uniqueStream();
      await store().appendToStream(stream, [event('TicketSold')]);
      const result = await store().appendToStream(stream, [event('PassAdmitted')], {
        expectedRevision: 'stream_exists',
      });
      expect(result.nextExpectedRevision).toBe(1n);
    });

    it('exact revision n appends when the stream is at n', async () => {
      const stream = uniqueStream();
      await store().appendToStream(stream, events('TicketSold', 3));
      const result = await store().appendToStream(stream, events('PassAdmitted', 2), {
        expectedRevision: 2n,
      });
      expect(result.nextExpectedRevision).toBe(4n);
      expect(await store().readStream(stream)).toHaveLength(5);
    });

    it('exact revision n is a WrongExpectedVersionError when the stream is behind, ahead or missing', async () => {
      const stream = uniqueStream();
      await store().appendToStream(stream, events('TicketSold', 3));
      for (const wrong of [1n, 0n, 3n, 7n]) {
        await expectWrongExpectedVersion(
          store().appendToStream(stream, [event('PassAdmitted')], { expectedRevision: wrong }),
          stream,
          wrong,
          2n,
        );
      }
      expect(await store().readStream(stream)).toHaveLength(3);
      const missing = uniqueStream();
      await expectWrongExpectedVersion(
        store().appendToStream(missing, [event('TicketSold')], { expectedRevision: 0n }),
        missing,
        0n,
        undefined,
      );
      await expectNotFound(store().readStream(missing), missing);
    });
  });

  describe('concurrency', () => {
    it(`${PARALLEL} parallel appends expecting the same revision: exactly one wins`, async () => {
      const stream = uniqueStream('quota');
      const opened = event('QuotaOpened');
      await store().appendToStream(stream, [opened]);
      const batches = Array.from({ length: PARALLEL }, () => [event('PlaceBooked')]);
      const results = await Promise.allSettled(
        batches.map((batch) => store().appendToStream(stream, batch, { expectedRevision: 0n })),
      );
      const won = results.flatMap((r, i) => (r.status === 'fulfilled' ? [i] : []));
      expect(won).toHaveLength(1);
      for (const r of results) {
        if (r.status === 'rejected')
          await expectWrongExpectedVersion(Promise.reject(r.reason), stream, 0n, 1n);
      }
      expect(ids(await store().readStream(stream))).toEqual([opened.id, ...ids(batches[won[0]!]!)]);
    });

    it(`${PARALLEL} parallel no_stream appends to a new stream: exactly one creates it`, async () => {
      const stream = uniqueStream('quota');
      const batches = Array.from({ length: PARALLEL }, () => events('QuotaOpened', 2));
      const results = await Promise.allSettled(
        batches.map((batch) => store().appendToStream(stream, batch, { expectedRevision: 'no_stream' })),
      );
      const won = results.flatMap((r, i) => (r.status === 'fulfilled' ? [i] : []));
      expect(won).toHaveLength(1);
      for (const r of results) {
        if (r.status === 'rejected') {
          await expectWrongExpectedVersion(Promise.reject(r.reason), stream, 'no_stream', 1n);
        }
      }
      expect(ids(await store().readStream(stream))).toEqual(ids(batches[won[0]!]!));
    });

    it(`${PARALLEL} parallel appends with any all succeed with gapless revisions`, async () => {
      const stream = uniqueStream('card');
      const results = await Promise.all(
        Array.from({ length: PARALLEL }, () => store().appendToStream(stream, [event('CardRecharged')])),
      );
      const revisions = results.map((r) => r.nextExpectedRevision).sort((a, b) => (a < b ? -1 : 1));
      expect(revisions).toEqual(Array.from({ length: PARALLEL }, (_, i) => BigInt(i)));
      const read = await store().readStream(stream);
      expect(read.map((e) => e.revision)).toEqual(revisions);
    });
  });

  describe('atomic batches', () => {
    it('a batch with one invalid event writes nothing', async () => {
      const stream = uniqueStream();
      const batch: EventData[] = [
        event('TicketSold'),
        event('TicketSold', { amount: 10n }),
        event('TicketSold'),
      ];
      await expect(store().appendToStream(stream, batch)).rejects.toBeInstanceOf(InvalidEventStoreInputError);
      await expectNotFound(store().readStream(stream), stream);
    });

    it('a batch with a conflicting expectation writes nothing', async () => {
      const stream = uniqueStream();
      await store().appendToStream(stream, [event('TicketSold')]);
      await expectWrongExpectedVersion(
        store().appendToStream(stream, events('PassAdmitted', 5), { expectedRevision: 'no_stream' }),
        stream,
        'no_stream',
        0n,
      );
      const read = await store().readStream(stream);
      expect(read.map((e) => e.type)).toEqual(['TicketSold']);
      // the refused ids are still free: the same batch goes through with the right expectation
      const retry = await store().appendToStream(stream, events('PassAdmitted', 5), { expectedRevision: 0n });
      expect(retry.nextExpectedRevision).toBe(5n);
    });

    it('a multi-event batch is stored contiguously, in order, under one append result', async () => {
      const stream = uniqueStream();
      const type = uniqueType();
      const batch = events(type, 50);
      const result = await store().appendToStream(stream, batch, { expectedRevision: 'no_stream' });
      const read = await store().readStream(stream);
      expect(ids(read)).toEqual(ids(batch));
      expect(read.map((e) => e.data)).toEqual(batch.map((e) => e.data));
      expect(result.nextExpectedRevision).toBe(49n);
      for (let i = 1; i < read.length; i++) {
        expect(comparePositions(read[i - 1]!.position, read[i]!.position)).toBe(-1);
      }
    });
  });

  describe('identical retry is idempotent', () => {
    it('with any: same ids again succeed and are not duplicated', async () => {
      const stream = uniqueStream();
      const batch = events('TicketSold', 2);
      const first = await store().appendToStream(stream, batch, { expectedRevision: 'any' });
      const again = await store().appendToStream(stream, batch, { expectedRevision: 'any' });
      expect(again.nextExpectedRevision).toBe(first.nextExpectedRevision);
      expect(ids(await store().readStream(stream))).toEqual(ids(batch));
    });

    it('with an exact revision: same ids and same expectation succeed and are not duplicated', async () => {
      const stream = uniqueStream();
      const opened = [event('TicketSold')];
      await store().appendToStream(stream, opened, { expectedRevision: 'no_stream' });
      const batch = events('PassAdmitted', 2);
      const first = await store().appendToStream(stream, batch, { expectedRevision: 0n });
      expect(first.nextExpectedRevision).toBe(2n);
      const again = await store().appendToStream(stream, batch, { expectedRevision: 0n });
      expect(again.nextExpectedRevision).toBe(2n);
      expect(ids(await store().readStream(stream))).toEqual([...ids(opened), ...ids(batch)]);
    });

    it('with no_stream: same ids again succeed and are not duplicated', async () => {
      const stream = uniqueStream();
      const batch = events('TicketSold', 3);
      await store().appendToStream(stream, batch, { expectedRevision: 'no_stream' });
      const again = await store().appendToStream(stream, batch, { expectedRevision: 'no_stream' });
      expect(again.nextExpectedRevision).toBe(2n);
      expect(ids(await store().readStream(stream))).toEqual(ids(batch));
    });

    it('a batch that repeats only some of its ids is refused whole (with any): nothing new is lost silently', async () => {
      const stream = uniqueStream();
      const [a, b] = [event('TicketSold'), event('PassAdmitted')];
      await store().appendToStream(stream, [a]);
      await expectWrongExpectedVersion(store().appendToStream(stream, [a, b]), stream, 'any', 0n);
      expect(ids(await store().readStream(stream))).toEqual([a.id]);
      // B was refused, not swallowed: on its own it still goes in
      const alone = await store().appendToStream(stream, [b], { expectedRevision: 0n });
      expect(alone.nextExpectedRevision).toBe(1n);
    });

    it('a batch that repeats only some of its ids is refused whole (exact revision of the first append)', async () => {
      const stream = uniqueStream();
      const opened = event('TicketSold');
      await store().appendToStream(stream, [opened], { expectedRevision: 'no_stream' });
      const [a, b] = [event('PassAdmitted'), event('PassAdmitted')];
      await store().appendToStream(stream, [a], { expectedRevision: 0n });
      await expectWrongExpectedVersion(
        store().appendToStream(stream, [a, b], { expectedRevision: 0n }),
        stream,
        0n,
        1n,
      );
      expect(ids(await store().readStream(stream))).toEqual([opened.id, a.id]);
    });

    it('the retried events appear once in $all', async () => {
      const stream = uniqueStream();
      const batch = events(uniqueType(), 2);
      await store().appendToStream(stream, batch);
      await store().appendToStream(stream, batch);
      const last = await store().appendToStream(stream, [event('PassAdmitted')]);
      expect(last.nextExpectedRevision).toBe(2n);
      const all = await readAllUntil(store(), { filter: { streamNamePrefixes: [stream] } }, (found) =>
        found.some((e) => e.revision === 2n),
      );
      expect(ids(all)).toEqual([...ids(batch), ids(await store().readStream(stream))[2]]);
    });
  });
}
