// Contract, part 3: what goes in comes out (data, metadata) and bad input is refused whole.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  type AppendOptions,
  type EventData,
  type EventMetadata,
  type ExpectedRevision,
  InvalidEventStoreInputError,
  StreamNotFoundError,
} from '../../domain/eventStore.ts';
import { endOfAll, event, readAllUntil, type StoreRef, uniqueStream, uniqueType } from './contractSupport.ts';

export const FULL_METADATA: EventMetadata = {
  correlationId: randomUUID(),
  causationId: randomUUID(),
  userId: 'user-42',
  scenicAreaId: 'area-黄山',
  occurredAt: '2025-05-01T02:03:04.567Z',
  requestId: randomUUID(),
  gate: { id: 'gate-7', lane: 2 },
  retries: 0,
  offline: false,
};

export const RICH_DATA = {
  title: '黄山风景区 成人票',
  visitor: { name: '张三', idCard: '34100219900101001X', tags: ['团体', 'VIP', ''] },
  note: 'Ünïcödé — emoji 🎟️🏔️, quotes "x" and \\ backslash, newline\nand tab\t',
  priceFen: 12_000,
  ratio: 0.75,
  negative: -3,
  big: Number.MAX_SAFE_INTEGER,
  empty: {},
  list: [1, 'two', null, true, { deep: [[{ deeper: '更深' }]] }],
  nothing: null,
};

const cyclic: Record<string, unknown> = { name: 'loop' };
cyclic.self = cyclic;

/** A revision of the wrong kind, smuggled past the type checker as a caller in JavaScript would. */
const badRevision = (value: unknown): AppendOptions => ({ expectedRevision: value as ExpectedRevision });

const BAD_BATCHES: [string, () => EventData[], AppendOptions?][] = [
  ['data holding a bigint', () => [event('TicketSold', { amount: 10n })]],
  ['data holding a function', () => [event('TicketSold', { onSold() {} })]],
  ['data that is a function', () => [event('TicketSold', () => 1)]],
  ['data holding NaN', () => [event('TicketSold', { price: Number.NaN })]],
  ['data holding Infinity', () => [event('TicketSold', { price: Number.POSITIVE_INFINITY })]],
  ['data that is a cyclic object', () => [event('TicketSold', cyclic)]],
  ['metadata holding a bigint', () => [event('TicketSold', {}, { userId: 'u', weight: 1n })]],
  ['an empty batch', () => []],
  [
    'duplicate ids in one batch',
    () => {
      const id = randomUUID();
      return [
        { id, type: 'TicketSold', data: {} },
        { id, type: 'TicketSold', data: {} },
      ];
    },
  ],
  ['an id that is not a UUID', () => [{ id: 'ticket-1', type: 'TicketSold', data: {} }]],
  ['an event without a type', () => [{ id: randomUUID(), type: '', data: {} }]],
  ['expected revision as the string "3"', () => [event('TicketSold')], badRevision('3')],
  ['expected revision as the float 1.5', () => [event('TicketSold')], badRevision(1.5)],
  ['expected revision -1n', () => [event('TicketSold')], badRevision(-1n)],
  ['expected revision as an unknown word', () => [event('TicketSold')], badRevision('noStream')],
];

export function inputContract(store: StoreRef): void {
  async function refusal(streamId: string, batch: EventData[], options?: AppendOptions): Promise<unknown> {
    return store()
      .appendToStream(streamId, batch, options)
      .then(
        () => undefined,
        (e: unknown) => e,
      );
  }

  async function expectNoStream(streamId: string): Promise<void> {
    await expect(store().readStream(streamId)).rejects.toBeInstanceOf(StreamNotFoundError);
  }

  describe('round trip', () => {
    it('metadata comes back as written (standard and custom keys) from readStream and readAll', async () => {
      const stream = uniqueStream();
      await store().appendToStream(stream, [event('TicketSold', { n: 1 }, FULL_METADATA)]);
      const [read] = await store().readStream(stream);
      expect(read?.metadata).toEqual(FULL_METADATA);
      const [fromAll] = await readAllUntil(
        store(),
        { filter: { streamNamePrefixes: [stream] } },
        (f) => f.length > 0,
      );
      expect(fromAll?.metadata).toEqual(FULL_METADATA);
    });

    it('an event without metadata reads back with empty metadata', async () => {
      const stream = uniqueStream();
      await store().appendToStream(stream, [{ type: 'TicketSold', data: { n: 1 } }]);
      const [read] = await store().readStream(stream);
      expect(read?.metadata).toEqual({});
    });

    it('nested JSON, unicode and Chinese text come back unchanged', async () => {
      const stream = uniqueStream();
      await store().appendToStream(stream, [event('TicketSold', RICH_DATA)]);
      const [read] = await store().readStream(stream);
      expect(read?.data).toEqual(RICH_DATA);
      const [fromAll] = await readAllUntil(
        store(),
        { filter: { streamNamePrefixes: [stream] } },
        (f) => f.length > 0,
      );
      expect(fromAll?.data).toEqual(RICH_DATA);
    });

    it('top-level arrays, strings, numbers and null are valid data', async () => {
      const stream = uniqueStream();
      const values = [[1, '二', { three: 3 }], '只是一个字符串', 42, null];
      await store().appendToStream(
        stream,
        values.map((v) => event('TicketNoted', v)),
      );
      expect((await store().readStream(stream)).map((e) => e.data)).toEqual(values);
    });

    it('stream names and event types keep unicode', async () => {
      const stream = `ticket-黄山-${randomUUID()}`;
      await store().appendToStream(stream, [event('门票已售出')]);
      const [read] = await store().readStream(stream);
      expect([read?.streamId, read?.type]).toEqual([stream, '门票已售出']);
    });

    it.each([
      ['a NUL character', 'before\u0000after'],
      ['a lone surrogate', 'broken \ud800 pair'],
    ])('text with %s either round-trips or is refused as invalid input, writing nothing', async (_, text) => {
      const stream = uniqueStream();
      const error = await refusal(stream, [event('TicketSold', { text })]);
      if (error === undefined) {
        const [read] = await store().readStream(stream);
        expect(read?.data).toEqual({ text });
      } else {
        expect(error).toBeInstanceOf(InvalidEventStoreInputError);
        await expectNoStream(stream);
      }
    });
  });

  describe('bad input is an InvalidEventStoreInputError and writes nothing', () => {
    it.each(BAD_BATCHES)('%s', async (_, batch, options) => {
      const stream = uniqueStream();
      const error = await refusal(stream, batch(), options);
      expect(error).toBeInstanceOf(InvalidEventStoreInputError);
      expect((error as InvalidEventStoreInputError).code).toBe('INVALID_INPUT');
      await expectNoStream(stream);
    });

    it('an empty stream name', async () => {
      const before = await endOfAll(store());
      const type = uniqueType();
      const error = await refusal('', [event(type)]);
      expect(error).toBeInstanceOf(InvalidEventStoreInputError);
      // a later event of the same type becoming visible proves the refused one never was written
      const sentinel = event(type);
      await store().appendToStream(uniqueStream(), [sentinel]);
      const found = await readAllUntil(
        store(),
        { fromPosition: before, filter: { eventTypePrefixes: [type] } },
        (f) => f.some((e) => e.id === sentinel.id),
      );
      expect(found.map((e) => e.id)).toEqual([sentinel.id]);
    });

    it('a refused batch leaves an existing stream as it was', async () => {
      const stream = uniqueStream();
      await store().appendToStream(stream, [event('TicketSold')]);
      const error = await refusal(stream, [event('PassAdmitted'), event('PassAdmitted', cyclic)], {
        expectedRevision: 0n,
      });
      expect(error).toBeInstanceOf(InvalidEventStoreInputError);
      expect((await store().readStream(stream)).map((e) => e.type)).toEqual(['TicketSold']);
      const next = await store().appendToStream(stream, [event('PassAdmitted')], { expectedRevision: 0n });
      expect(next.nextExpectedRevision).toBe(1n);
    });
  });
}
