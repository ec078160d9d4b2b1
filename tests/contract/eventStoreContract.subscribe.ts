// Contract, part 4: subscribeToAll — catch-up, caught-up signal, live, resume, filters, batches.
import { describe, expect, it } from 'vitest';
import { type AllFilter, comparePositions, type RecordedEvent } from '../../domain/eventStore.ts';
import {
  endOfAll,
  event,
  events,
  ids,
  inStreams,
  readAllUntil,
  type StoreRef,
  uniqueStream,
  uniqueType,
  withSubscription,
} from './contractSupport.ts';
import { FULL_METADATA, RICH_DATA } from './eventStoreContract.input.ts';

function expectAscending(list: RecordedEvent[]): void {
  for (let i = 1; i < list.length; i++) {
    expect(comparePositions(list[i - 1]!.position, list[i]!.position)).toBe(-1);
  }
}

export function subscribeContract(store: StoreRef): void {
  /** Appends one event per stream name, in order, and waits until `$all` shows them all. */
  async function appendVisible(names: string[], type = uniqueType()): Promise<string[]> {
    const appended: string[] = [];
    for (const name of names) {
      const e = event(type, { name });
      await store().appendToStream(name, [e]);
      appended.push(e.id!);
    }
    const last = appended.at(-1);
    await readAllUntil(store(), { filter: { eventTypePrefixes: [type] } }, (f) =>
      f.some((e) => e.id === last),
    );
    return appended;
  }

  describe('subscribeToAll', () => {
    it('catches up on history, says caughtUp once, then delivers live events', async () => {
      const before = await endOfAll(store());
      const prefix = uniqueStream();
      const filter: AllFilter = { streamNamePrefixes: [prefix] };
      const historical = [event('TicketSold', RICH_DATA, FULL_METADATA), event('PassAdmitted')];
      await store().appendToStream(`${prefix}-a`, historical);
      historical.push(event('TicketSold'));
      await store().appendToStream(`${prefix}-b`, [historical[2]!]);
      await readAllUntil(store(), { filter }, (f) => f.length === 3);
      await withSubscription(store().subscribeToAll({ fromPosition: before, filter }), async (probe) => {
        const caughtUp = await probe.untilCaughtUp();
        expect(ids(caughtUp)).toEqual(ids(historical));
        expect(caughtUp[0]?.data).toEqual(RICH_DATA);
        expect(caughtUp[0]?.metadata).toEqual(FULL_METADATA);
        const live = [event('PassAdmitted'), event('PassAdmitted')];
        await store().appendToStream(`${prefix}-a`, [live[0]!]);
        await store().appendToStream(`${prefix}-c`, [live[1]!]);
        const delivered = await probe.take(2);
        expect(ids(delivered)).toEqual(ids(live));
        expect(delivered.map((e) => [e.streamId, e.revision])).toEqual([
          [`${prefix}-a`, 2n],
          [`${prefix}-c`, 0n],
        ]);
        expect(probe.caughtUpCount).toBe(1);
        const kinds = probe.messages.map((m) => m.kind);
        expect(kinds.indexOf('caughtUp')).toBeGreaterThan(kinds.indexOf('events'));
        expect(kinds.lastIndexOf('events')).toBeGreaterThan(kinds.indexOf('caughtUp'));
      });
    });

    it("fromPosition 'start' replays history from the beginning of $all", async () => {
      const prefix = uniqueStream();
      const appended = await appendVisible([`${prefix}-a`, `${prefix}-b`, `${prefix}-a`]);
      const subscription = store().subscribeToAll({
        fromPosition: 'start',
        filter: { streamNamePrefixes: [prefix] },
      });
      await withSubscription(subscription, async (probe) => {
        expect(ids(await probe.untilCaughtUp())).toEqual(appended);
      });
    });

    it("fromPosition 'end' delivers only events appended after subscribing", async () => {
      const prefix = uniqueStream();
      await appendVisible([`${prefix}-a`, `${prefix}-b`]);
      const subscription = store().subscribeToAll({
        fromPosition: 'end',
        filter: { streamNamePrefixes: [prefix] },
      });
      await withSubscription(subscription, async (probe) => {
        expect(await probe.untilCaughtUp()).toEqual([]);
        const fresh = event('PassAdmitted');
        await store().appendToStream(`${prefix}-a`, [fresh]);
        expect(ids(await probe.take(1))).toEqual([fresh.id]);
      });
    });

    it('resumes from a checkpoint (exclusive) without gaps or duplicates', async () => {
      const before = await endOfAll(store());
      const prefix = uniqueStream();
      const filter: AllFilter = { streamNamePrefixes: [prefix] };
      const names = [0, 1, 2, 3, 4].map((i) => `${prefix}-${i % 2}`);
      const firstFive = await appendVisible(names);
      let checkpoint: RecordedEvent | undefined;
      await withSubscription(store().subscribeToAll({ fromPosition: before, filter }), async (probe) => {
        const taken = await probe.take(3);
        expect(ids(taken)).toEqual(firstFive.slice(0, 3));
        checkpoint = taken[2];
        await probe.subscription.unsubscribe();
        await probe.expectEnd();
      });
      const nextThree = await appendVisible([`${prefix}-0`, `${prefix}-2`, `${prefix}-1`]);
      const resumed = store().subscribeToAll({ fromPosition: checkpoint!.position, filter });
      await withSubscription(resumed, async (probe) => {
        const replayed = await probe.untilCaughtUp();
        expect(ids(replayed)).toEqual([...firstFive.slice(3), ...nextThree]);
        expectAscending(replayed);
      });
    });

    it('filters by stream-name prefix, in catch-up and live', async () => {
      const before = await endOfAll(store());
      const base = uniqueStream('stock');
      const filter: AllFilter = { streamNamePrefixes: [`${base}_x`, `${base}-b`] };
      const appended = await appendVisible([`${base}_x-1`, `${base}Yx-1`, `${base}-b-1`, `${base}-c-1`]);
      await withSubscription(store().subscribeToAll({ fromPosition: before, filter }), async (probe) => {
        const caughtUp = await probe.untilCaughtUp();
        expect(ids(caughtUp)).toEqual([appended[0], appended[2]]);
        await store().appendToStream(`${base}Yx-1`, [event('StockMoved')]);
        const wanted = event('StockMoved');
        await store().appendToStream(`${base}_x-2`, [wanted]);
        expect((await probe.take(1)).map((e) => [e.id, e.streamId])).toEqual([[wanted.id, `${base}_x-2`]]);
      });
    });

    it('filters by event-type prefix, in catch-up and live', async () => {
      const before = await endOfAll(store());
      const stream = uniqueStream('refund');
      const family = uniqueType('');
      const filter: AllFilter = { eventTypePrefixes: [`${family}Refund`] };
      const appended = [
        event(`${family}RefundRequested`),
        event(`${family}PassAdmitted`),
        event(`${family}RefundApproved`),
      ];
      await store().appendToStream(stream, appended);
      await readAllUntil(store(), { filter: { streamNamePrefixes: [stream] } }, (f) => f.length === 3);
      await withSubscription(store().subscribeToAll({ fromPosition: before, filter }), async (probe) => {
        expect(ids(await probe.untilCaughtUp())).toEqual([appended[0]!.id, appended[2]!.id]);
        const wanted = event(`${family}RefundRejected`);
        await store().appendToStream(stream, [event(`${family}PassAdmitted`), wanted]);
        expect((await probe.take(1)).map((e) => e.type)).toEqual([wanted.type]);
      });
    });

    it('without a filter it delivers every stream, ours among them in order', async () => {
      const before = await endOfAll(store());
      const prefix = uniqueStream();
      const appended = await appendVisible([`${prefix}-a`, `${prefix}-b`, `${prefix}-c`]);
      await withSubscription(store().subscribeToAll({ fromPosition: before }), async (probe) => {
        expect(ids(await probe.take(3, inStreams(prefix)))).toEqual(appended);
      });
    });

    it('hands over batches no larger than batchSize', async () => {
      const before = await endOfAll(store());
      const stream = uniqueStream();
      const batch = events('PassAdmitted', 7);
      await store().appendToStream(stream, batch);
      await readAllUntil(store(), { filter: { streamNamePrefixes: [stream] } }, (f) => f.length === 7);
      const filter: AllFilter = { streamNamePrefixes: [stream] };
      await withSubscription(
        store().subscribeToAll({ fromPosition: before, filter, batchSize: 2 }),
        async (probe) => {
          expect(ids(await probe.untilCaughtUp())).toEqual(ids(batch));
          const sizes = probe.messages.flatMap((m) => (m.kind === 'events' ? [m.events.length] : []));
          expect(sizes.length).toBeGreaterThanOrEqual(4);
          for (const size of sizes) expect(size).toBeLessThanOrEqual(2);
        },
      );
    });

    it('parallel appends to many streams arrive once each, in ascending position order', async () => {
      const prefix = uniqueStream('quota');
      const filter: AllFilter = { streamNamePrefixes: [prefix] };
      await withSubscription(store().subscribeToAll({ fromPosition: 'end', filter }), async (probe) => {
        expect(await probe.untilCaughtUp()).toEqual([]);
        const appended = Array.from({ length: 24 }, (_, i) => ({
          stream: `${prefix}-${i % 6}`,
          e: event('PlaceBooked'),
        }));
        await Promise.all(appended.map(({ stream, e }) => store().appendToStream(stream, [e])));
        const delivered = await probe.take(appended.length);
        expect(new Set(ids(delivered)).size).toBe(appended.length);
        expect([...ids(delivered)].sort()).toEqual(appended.map(({ e }) => e.id).sort());
        expectAscending(delivered);
        const all = await store().readAll({ filter });
        expect(ids(all)).toEqual(ids(delivered));
      });
    });

    it('two subscribers see the same sequence', async () => {
      const prefix = uniqueStream();
      const filter: AllFilter = { streamNamePrefixes: [prefix] };
      await withSubscription(store().subscribeToAll({ fromPosition: 'end', filter }), async (first) => {
        await withSubscription(store().subscribeToAll({ fromPosition: 'end', filter }), async (second) => {
          await Promise.all([first.untilCaughtUp(), second.untilCaughtUp()]);
          await Promise.all(
            [0, 1, 2, 3].map((i) => store().appendToStream(`${prefix}-${i}`, [event('PassAdmitted')])),
          );
          const [a, b] = await Promise.all([first.take(4), second.take(4)]);
          expect(ids(a)).toHaveLength(4);
          expect(ids(b)).toEqual(ids(a));
        });
      });
    });

    it('unsubscribe ends the iteration and is safe to call twice', async () => {
      const subscription = store().subscribeToAll({
        fromPosition: 'end',
        filter: { streamNamePrefixes: [uniqueStream()] },
      });
      await withSubscription(subscription, async (probe) => {
        await probe.untilCaughtUp();
        await subscription.unsubscribe();
        await subscription.unsubscribe();
        await probe.expectEnd();
        expect(probe.messages.filter((m) => m.kind === 'events')).toEqual([]);
      });
    });
  });
}
