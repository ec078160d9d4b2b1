// Contract, part 2: reading one stream and reading `$all` (order, positions, filters).
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { comparePositions, type RecordedEvent, StreamNotFoundError } from '../../domain/eventStore.ts';
import {
  endOfAll,
  event,
  events,
  ids,
  readAllUntil,
  type StoreRef,
  uniqueStream,
  uniqueType,
} from './contractSupport.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function expectAscending(list: RecordedEvent[]): void {
  for (let i = 1; i < list.length; i++) {
    expect(comparePositions(list[i - 1]!.position, list[i]!.position)).toBe(-1);
  }
}

export function readContract(store: StoreRef): void {
  describe('readStream', () => {
    it('reads forwards by default, with every recorded field', async () => {
      const stream = uniqueStream();
      const batch = events('TicketSold', 4);
      const result = await store().appendToStream(stream, batch);
      const read = await store().readStream(stream);
      expect(ids(read)).toEqual(ids(batch));
      expect(read.map((e) => e.revision)).toEqual([0n, 1n, 2n, 3n]);
      for (const e of read) {
        expect(e.streamId).toBe(stream);
        expect(e.type).toBe('TicketSold');
        expect(e.created).toBeInstanceOf(Date);
        expect(Number.isNaN(e.created.getTime())).toBe(false);
      }
      expect(read.map((e) => e.data)).toEqual(batch.map((e) => e.data));
      expect(read[3]!.position).toEqual(result.position);
      expectAscending(read);
    });

    it('reads backwards from the end', async () => {
      const stream = uniqueStream();
      const batch = events('TicketSold', 4);
      await store().appendToStream(stream, batch);
      const read = await store().readStream(stream, { direction: 'backwards' });
      expect(ids(read)).toEqual(ids(batch).reverse());
      expect(read.map((e) => e.revision)).toEqual([3n, 2n, 1n, 0n]);
      const fromEnd = await store().readStream(stream, {
        direction: 'backwards',
        fromRevision: 'end',
        maxCount: 2,
      });
      expect(fromEnd.map((e) => e.revision)).toEqual([3n, 2n]);
    });

    it('simultaneous reads of many streams each get their own stream, from their own revision', async () => {
      const streams = Array.from({ length: 12 }, () => uniqueStream());
      const written = await Promise.all(
        streams.map((stream, i) =>
          store()
            .appendToStream(stream, events('TicketSold', 1 + (i % 4)))
            .then(() => stream),
        ),
      );
      const missing = uniqueStream();
      const reads = await Promise.all([
        ...written.map((stream, i) => store().readStream(stream, { fromRevision: BigInt(i % 2) })),
        store()
          .readStream(missing)
          .then(
            () => 'found',
            (error: unknown) => (error instanceof StreamNotFoundError ? 'not found' : String(error)),
          ),
        store().readStream(written[3]!),
      ]);
      for (const [i, stream] of written.entries()) {
        const read = reads[i] as RecordedEvent[];
        const from = i % 2;
        expect(read.map((e) => e.streamId)).toEqual(Array(1 + (i % 4) - from).fill(stream));
        expect(read.map((e) => e.revision)).toEqual(
          Array.from({ length: 1 + (i % 4) - from }, (_, k) => BigInt(from + k)),
        );
      }
      expect(reads[12]).toBe('not found');
      expect((reads[13] as RecordedEvent[]).map((e) => e.revision)).toEqual([0n, 1n, 2n, 3n]);
    });

    it('fromRevision is inclusive, forwards and backwards', async () => {
      const stream = uniqueStream();
      await store().appendToStream(stream, events('TicketSold', 6));
      const forwards = await store().readStream(stream, { fromRevision: 2n });
      expect(forwards.map((e) => e.revision)).toEqual([2n, 3n, 4n, 5n]);
      const backwards = await store().readStream(stream, { fromRevision: 2n, direction: 'backwards' });
      expect(backwards.map((e) => e.revision)).toEqual([2n, 1n, 0n]);
      const fromStart = await store().readStream(stream, { fromRevision: 'start', maxCount: 1 });
      expect(fromStart.map((e) => e.revision)).toEqual([0n]);
    });

    it('maxCount limits the result in both directions', async () => {
      const stream = uniqueStream();
      await store().appendToStream(stream, events('TicketSold', 6));
      const page = await store().readStream(stream, { fromRevision: 1n, maxCount: 3 });
      expect(page.map((e) => e.revision)).toEqual([1n, 2n, 3n]);
      const back = await store().readStream(stream, {
        fromRevision: 4n,
        direction: 'backwards',
        maxCount: 2,
      });
      expect(back.map((e) => e.revision)).toEqual([4n, 3n]);
    });

    it('reading an existing stream past its end returns no events', async () => {
      const stream = uniqueStream();
      await store().appendToStream(stream, events('TicketSold', 2));
      expect(await store().readStream(stream, { fromRevision: 5n })).toEqual([]);
    });

    it('a missing stream is a StreamNotFoundError', async () => {
      const stream = uniqueStream();
      const error = await store()
        .readStream(stream)
        .then(
          () => undefined,
          (e: unknown) => e,
        );
      expect(error).toBeInstanceOf(StreamNotFoundError);
      expect((error as StreamNotFoundError).streamId).toBe(stream);
      expect((error as StreamNotFoundError).code).toBe('STREAM_NOT_FOUND');
    });

    it('streams are isolated: a name that is a prefix of another reads only its own events', async () => {
      const stream = uniqueStream();
      await store().appendToStream(stream, [event('TicketSold')]);
      await store().appendToStream(`${stream}0`, events('TicketSold', 2));
      expect(await store().readStream(stream)).toHaveLength(1);
    });

    it('an event appended without an id gets a UUID', async () => {
      const stream = uniqueStream();
      await store().appendToStream(stream, [{ type: 'TicketSold', data: { n: 1 } }]);
      const [read] = await store().readStream(stream);
      expect(read?.id).toMatch(UUID);
    });
  });

  describe('readAll', () => {
    async function appendAcross(prefix: string, type: string) {
      const plan = ['a', 'b', 'a', 'c', 'b', 'a'];
      const appended: { id: string; streamId: string }[] = [];
      for (const suffix of plan) {
        const e = event(type, { suffix });
        await store().appendToStream(`${prefix}-${suffix}`, [e]);
        appended.push({ id: e.id!, streamId: `${prefix}-${suffix}` });
      }
      return appended;
    }

    it('forwards equals the appended order across streams, with ascending positions', async () => {
      const prefix = uniqueStream('order');
      const appended = await appendAcross(prefix, 'OrderPlaced');
      const all = await readAllUntil(
        store(),
        { filter: { streamNamePrefixes: [prefix] } },
        (found) => found.length >= appended.length,
      );
      expect(all.map((e) => ({ id: e.id, streamId: e.streamId }))).toEqual(appended);
      expectAscending(all);
      const fromStart = await store().readAll({
        fromPosition: 'start',
        filter: { streamNamePrefixes: [prefix] },
      });
      expect(ids(fromStart)).toEqual(ids(all));
    });

    it('backwards is the exact reverse of forwards', async () => {
      const prefix = uniqueStream('order');
      const appended = await appendAcross(prefix, 'OrderPlaced');
      const filter = { streamNamePrefixes: [prefix] };
      const forwards = await readAllUntil(store(), { filter }, (found) => found.length >= appended.length);
      const backwards = await store().readAll({ direction: 'backwards', fromPosition: 'end', filter });
      expect(ids(backwards)).toEqual(ids(forwards).reverse());
      const lastTwo = await store().readAll({ direction: 'backwards', maxCount: 2, filter });
      expect(ids(lastTwo)).toEqual(ids(appended).reverse().slice(0, 2));
    });

    it('fromPosition is exclusive: readAll returns only the events AFTER that position', async () => {
      const prefix = uniqueStream('order');
      const appended = await appendAcross(prefix, 'OrderPlaced');
      const filter = { streamNamePrefixes: [prefix] };
      const all = await readAllUntil(store(), { filter }, (found) => found.length >= appended.length);
      const after = await store().readAll({ fromPosition: all[1]!.position, filter });
      expect(ids(after)).toEqual(ids(appended).slice(2));
      const afterLast = await store().readAll({ fromPosition: all[5]!.position, filter });
      expect(afterLast).toEqual([]);
    });

    it('positions captured before a test bound what it reads; maxCount pages through', async () => {
      const before = await endOfAll(store());
      const prefix = uniqueStream('order');
      const appended = await appendAcross(prefix, 'OrderPlaced');
      const filter = { streamNamePrefixes: [prefix] };
      await readAllUntil(store(), { filter }, (found) => found.length >= appended.length);
      const pages: string[] = [];
      let from = before;
      for (;;) {
        const page = await store().readAll({ fromPosition: from, maxCount: 4 });
        const mine = page.filter((e) => e.streamId.startsWith(prefix));
        pages.push(...ids(mine).map(String));
        if (page.length < 4) break;
        from = page[3]!.position;
      }
      expect(pages).toEqual(ids(appended));
    });

    it('the append result position is the position of the event in $all', async () => {
      const stream = uniqueStream();
      const result = await store().appendToStream(stream, events('TicketSold', 3));
      const all = await readAllUntil(
        store(),
        { filter: { streamNamePrefixes: [stream] } },
        (f) => f.length >= 3,
      );
      expect(all[2]!.position).toEqual(result.position);
      const read = await store().readStream(stream);
      expect(all.map((e) => e.position)).toEqual(read.map((e) => e.position));
    });

    it('filters by stream-name prefixes (several prefixes, taken literally)', async () => {
      const base = uniqueStream('stock');
      const type = uniqueType('Moved');
      const names = [`${base}_x-1`, `${base}Yx-1`, `${base}%z-1`, `${base}Qz-1`, `${base}_x-2`];
      for (const name of names) await store().appendToStream(name, [event(type)]);
      await readAllUntil(store(), { filter: { eventTypePrefixes: [type] } }, (f) => f.length >= names.length);
      const read = await store().readAll({ filter: { streamNamePrefixes: [`${base}_x`, `${base}%z`] } });
      expect(read.map((e) => e.streamId)).toEqual([`${base}_x-1`, `${base}%z-1`, `${base}_x-2`]);
    });

    it('filters by event-type prefixes', async () => {
      const stream = uniqueStream();
      const family = `T${randomUUID().slice(0, 8)}`;
      const appended = [
        event(`${family}RefundRequested`),
        event(`${family}PassAdmitted`),
        event(`${family}RefundApproved`),
        event(`${family}Refund_Rejected`),
        event(`${family}RefundXRejected`),
      ];
      await store().appendToStream(stream, appended);
      await readAllUntil(store(), { filter: { streamNamePrefixes: [stream] } }, (f) => f.length >= 5);
      const refunds = await store().readAll({
        filter: { eventTypePrefixes: [`${family}RefundA`, `${family}RefundR`] },
      });
      expect(refunds.map((e) => e.type)).toEqual([`${family}RefundRequested`, `${family}RefundApproved`]);
      const literal = await store().readAll({ filter: { eventTypePrefixes: [`${family}Refund_`] } });
      expect(literal.map((e) => e.type)).toEqual([`${family}Refund_Rejected`]);
      const backwards = await store().readAll({
        direction: 'backwards',
        filter: { eventTypePrefixes: [`${family}Pass`] },
      });
      expect(ids(backwards)).toEqual([appended[1]!.id]);
    });
  });
}
