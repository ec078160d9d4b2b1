// Contract, part 5: appendToStreams — an order and its tickets born together (docs/adr/0001):
// all streams or none, per-stream expectations and identical retries as appendToStream judges them,
// one call contiguous and in request order in `$all`. Metadata here holds strings only: that is all
// a KurrentDB multi-stream append carries (client 1.3.1).
import { describe, expect, it } from 'vitest';
import {
  comparePositions,
  type EventData,
  InvalidEventStoreInputError,
  type StreamAppend,
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
  withSubscription,
} from './contractSupport.ts';

/** An order stream and `tickets` ticket streams under one prefix, each new (`no_stream`). */
function sale(tickets = 2, prefix = uniqueStream('sale')): StreamAppend[] {
  const order: StreamAppend = {
    streamId: `${prefix}-order`,
    events: [event('OrderPlaced'), event('OrderPaid')],
    expectedRevision: 'no_stream',
  };
  const issued = Array.from({ length: tickets }, (_, i) => ({
    streamId: `${prefix}-ticket-${i}`,
    events: [event('TicketSold', { seat: i })],
    expectedRevision: 'no_stream' as const,
  }));
  return [order, ...issued];
}

const allIds = (requests: StreamAppend[]): (string | undefined)[] => requests.flatMap((r) => ids(r.events));

export function multiAppendContract(store: StoreRef): void {
  async function expectMissing(streamId: string): Promise<void> {
    await expect(store().readStream(streamId)).rejects.toBeInstanceOf(StreamNotFoundError);
  }

  async function expectRefusedInput(requests: StreamAppend[]): Promise<void> {
    const error = await store()
      .appendToStreams(requests)
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(error).toBeInstanceOf(InvalidEventStoreInputError);
  }

  describe('multi-stream append', () => {
    it('writes every stream, answering per stream in request order with revisions and positions', async () => {
      const existing = uniqueStream('order');
      await store().appendToStream(existing, events('OrderPlaced', 2));
      const requests = [
        ...sale(3),
        { streamId: existing, events: [event('OrderPaid')], expectedRevision: 1n },
      ];
      const { streams } = await store().appendToStreams(requests);
      expect(streams.map((s) => s.streamId)).toEqual(requests.map((r) => r.streamId));
      expect(streams.map((s) => s.nextExpectedRevision)).toEqual([1n, 0n, 0n, 0n, 2n]);
      for (const [i, request] of requests.entries()) {
        const read = await store().readStream(request.streamId);
        expect(ids(read.slice(-request.events.length))).toEqual(ids(request.events));
        expect(streams[i]?.position).toEqual(read.at(-1)?.position);
      }
      for (let i = 1; i < streams.length; i++) {
        expect(comparePositions(streams[i - 1]!.position, streams[i]!.position)).toBe(-1);
      }
    });

    it('carries string metadata to every stream', async () => {
      const metadata = { correlationId: 'c-1', userId: 'user-42', occurredAt: '2025-05-01T02:03:04.567Z' };
      const requests = sale(1).map((r) => ({ ...r, events: r.events.map((e) => ({ ...e, metadata })) }));
      await store().appendToStreams(requests);
      for (const request of requests) {
        for (const read of await store().readStream(request.streamId))
          expect(read.metadata).toEqual(metadata);
      }
    });
  });

  describe('multi-stream append is all or nothing', () => {
    it.each([
      ['first', 0],
      ['middle', 2],
      ['last', 3],
    ])('a wrong expectation on the %s stream writes nothing to any stream', async (_, failing) => {
      const requests = sale(3);
      const taken = requests[failing]!;
      await store().appendToStream(taken.streamId, [event('OrderPlaced')]);
      await expectWrongExpectedVersion(store().appendToStreams(requests), taken.streamId, 'no_stream', 0n);
      for (const request of requests) {
        if (request === taken) expect(await store().readStream(request.streamId)).toHaveLength(1);
        else await expectMissing(request.streamId);
      }
      // the refused ids are still free: the same call goes through with the right expectation
      const fixed = requests.map((r) => (r === taken ? { ...r, expectedRevision: 0n } : r));
      const { streams } = await store().appendToStreams(fixed);
      expect(streams.map((s) => s.nextExpectedRevision)).toEqual(
        [1n, 0n, 0n, 0n].with(failing, failing ? 1n : 2n),
      );
    });

    it('reports the first failing stream in request order', async () => {
      const requests = sale(3);
      for (const i of [3, 1]) await store().appendToStream(requests[i]!.streamId, [event('TicketSold')]);
      await expectWrongExpectedVersion(
        store().appendToStreams(requests),
        requests[1]!.streamId,
        'no_stream',
        0n,
      );
      await expectMissing(requests[0]!.streamId);
    });

    it.each([
      { ticket: 'behind', stored: 2, actual: 1n, order: undefined },
      { ticket: 'missing', stored: 0, actual: undefined, order: 'no_stream' as const },
    ])('an exact revision on a stream that is $ticket refuses the call; nothing is written', async (c) => {
      const ticket = uniqueStream();
      if (c.stored) await store().appendToStream(ticket, events('TicketSold', c.stored));
      const order: StreamAppend = {
        streamId: uniqueStream('order'),
        events: [event('OrderPlaced')],
        expectedRevision: c.order,
      };
      await expectWrongExpectedVersion(
        store().appendToStreams([
          order,
          { streamId: ticket, events: [event('TicketRefunded')], expectedRevision: 0n },
        ]),
        ticket,
        0n,
        c.actual,
      );
      await expectMissing(order.streamId);
      if (c.stored) expect(await store().readStream(ticket)).toHaveLength(c.stored);
      else await expectMissing(ticket);
    });

    it('new streams beside streams at their revisions: one call, revisions following the expected ones', async () => {
      const [ticket, card] = [uniqueStream(), uniqueStream('card')];
      await store().appendToStream(ticket, events('TicketSold', 2));
      await store().appendToStream(card, [event('CardSold')]);
      const order: StreamAppend = { streamId: uniqueStream('order'), events: events('OrderPlaced', 2) };
      const { streams } = await store().appendToStreams([
        { ...order, expectedRevision: 'no_stream' },
        { streamId: ticket, events: events('TicketRefunded', 2), expectedRevision: 1n },
        { streamId: card, events: [event('CardCharged')], expectedRevision: 0n },
      ]);
      expect(streams.map((s) => s.nextExpectedRevision)).toEqual([1n, 3n, 1n]);
      expect((await store().readStream(ticket)).map((e) => e.revision)).toEqual([0n, 1n, 2n, 3n]);
    });
  });

  describe('multi-stream append: identical retry', () => {
    it('the same call again answers the same results and writes nothing twice', async () => {
      const requests = sale(2);
      const first = await store().appendToStreams(requests);
      const again = await store().appendToStreams(requests);
      expect(again).toEqual(first);
      for (const request of requests) {
        expect(ids(await store().readStream(request.streamId))).toEqual(ids(request.events));
      }
    });

    it('with exact revisions: the same call again answers the same revisions', async () => {
      const requests = sale(1);
      await store().appendToStreams(requests);
      const next = requests.map((r) => ({
        ...r,
        events: [event('TicketNoted')],
        expectedRevision: BigInt(r.events.length - 1),
      }));
      const first = await store().appendToStreams(next);
      expect(await store().appendToStreams(next)).toEqual(first);
      expect(await store().readStream(next[0]!.streamId)).toHaveLength(3);
    });

    it('a request repeating only some of its ids refuses the whole call', async () => {
      const [order, ticket] = sale(1) as [StreamAppend, StreamAppend];
      const [a, b] = [event('OrderPlaced'), event('OrderPaid')];
      await store().appendToStream(order.streamId, [a]);
      await expectWrongExpectedVersion(
        store().appendToStreams([{ streamId: order.streamId, events: [a, b] }, ticket]),
        order.streamId,
        'any',
        0n,
      );
      expect(ids(await store().readStream(order.streamId))).toEqual([a.id]);
      await expectMissing(ticket.streamId);
    });

    it('a retried request beside a new one: the retry answers from the store, the new one is written', async () => {
      const [order, ticket] = sale(1) as [StreamAppend, StreamAppend];
      const first = await store().appendToStream(order.streamId, order.events, {
        expectedRevision: 'no_stream',
      });
      const { streams } = await store().appendToStreams([order, ticket]);
      expect(streams[0]).toEqual({ streamId: order.streamId, ...first });
      expect(streams[1]?.nextExpectedRevision).toBe(0n);
      expect(ids(await store().readStream(order.streamId))).toEqual(ids(order.events));
      expect(ids(await store().readStream(ticket.streamId))).toEqual(ids(ticket.events));
    });
  });

  describe('multi-stream appends sent at once (a busy window)', () => {
    it('are each written, each answered with its own streams and positions', async () => {
      const sales = Array.from({ length: 6 }, () => sale(2));
      const answers = await Promise.all(sales.map((requests) => store().appendToStreams(requests)));
      for (const [i, requests] of sales.entries()) {
        for (const [k, request] of requests.entries()) {
          const stored = await store().readStream(request.streamId);
          expect(ids(stored)).toEqual(ids(request.events));
          expect(answers[i]?.streams[k]).toEqual({
            streamId: request.streamId,
            nextExpectedRevision: BigInt(request.events.length - 1),
            position: stored[stored.length - 1]?.position,
          });
        }
      }
    });

    it('are each judged as if alone: one refused, one retried, the rest written', async () => {
      const sales = Array.from({ length: 5 }, () => sale(2));
      const [, taken, , retried] = sales as [StreamAppend[], StreamAppend[], StreamAppend[], StreamAppend[]];
      await store().appendToStream(taken[0]!.streamId, [event('OrderPlaced')], {
        expectedRevision: 'no_stream',
      });
      const first = await store().appendToStreams(retried);
      const outcomes = sales.map((requests) => store().appendToStreams(requests));
      await expectWrongExpectedVersion(outcomes[1]!, taken[0]!.streamId, 'no_stream', 0n);
      expect(await outcomes[3]).toEqual(first);
      for (const i of [0, 2, 4]) {
        await outcomes[i];
        for (const request of sales[i]!) {
          expect(ids(await store().readStream(request.streamId))).toEqual(ids(request.events));
        }
      }
      for (const request of taken.slice(1)) await expectMissing(request.streamId);
    });
  });

  describe('multi-stream append: bad input is refused and writes nothing', () => {
    it('a stream named twice in one call', async () => {
      const [order, ticket] = sale(1) as [StreamAppend, StreamAppend];
      await expectRefusedInput([order, ticket, { ...ticket, events: [event('TicketSold')] }]);
      await expectMissing(order.streamId);
      await expectMissing(ticket.streamId);
    });

    it('no requests at all', async () => {
      await expectRefusedInput([]);
    });

    it('a request without events', async () => {
      const [order, ticket] = sale(1) as [StreamAppend, StreamAppend];
      await expectRefusedInput([order, { ...ticket, events: [] as EventData[] }]);
      await expectMissing(order.streamId);
    });

    it('one event id in two streams of the call', async () => {
      const [order, ticket] = sale(1) as [StreamAppend, StreamAppend];
      await expectRefusedInput([order, { ...ticket, events: [order.events[0]!] }]);
      await expectMissing(order.streamId);
    });

    it('one invalid event in the last stream', async () => {
      const [order, ticket] = sale(1) as [StreamAppend, StreamAppend];
      await expectRefusedInput([order, { ...ticket, events: [event('TicketSold', { price: Number.NaN })] }]);
      await expectMissing(order.streamId);
    });
  });

  describe('multi-stream append in $all', () => {
    it('one call is contiguous and in request order in readAll and subscribeToAll', async () => {
      const prefix = uniqueStream('sale');
      const filter = { streamNamePrefixes: [prefix] };
      // `before` is an event of ours seen in `$all`: everything older is visible by then too
      const sentinel = event(uniqueType('Noted'));
      await store().appendToStream(uniqueStream(), [sentinel]);
      const [seen] = await readAllUntil(
        store(),
        {
          filter: { eventTypePrefixes: [sentinel.type] },
          fromPosition: 'end',
          direction: 'backwards',
          maxCount: 1,
        },
        (f) => f[0]?.id === sentinel.id,
      );
      const before = seen!.position;
      await withSubscription(store().subscribeToAll({ fromPosition: 'end', filter }), async (live) => {
        expect(await live.untilCaughtUp()).toEqual([]);
        const requests = sale(4, prefix).reverse(); // not in stream-name order
        const expected = allIds(requests);
        await store().appendToStreams(requests);
        expect(ids(await live.take(expected.length))).toEqual(expected);
        // nothing else between them: read unfiltered from just before the call
        const all = await readAllUntil(
          store(),
          { fromPosition: before, maxCount: expected.length },
          (f) => f.length >= expected.length,
        );
        expect(ids(all)).toEqual(expected);
        await withSubscription(store().subscribeToAll({ fromPosition: before, filter }), async (late) => {
          expect(ids(await late.untilCaughtUp())).toEqual(expected);
        });
      });
    });
  });
}
