// The event-store contract against Postgres (a fresh database for this file), plus what only
// Postgres can get wrong: transactions that commit out of position order, rolled-back
// transactions, several store instances (processes) on one database.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPgEventStore, type PgEventStore } from '../../commands/eventStore/pgEventStore.ts';
import {
  type AllFilter,
  comparePositions,
  EventIdInUseError,
  InvalidEventStoreInputError,
  type RecordedEvent,
  StreamNotFoundError,
} from '../../domain/eventStore.ts';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase.ts';
import {
  endOfAll,
  event,
  expectWrongExpectedVersion,
  ids,
  readAllUntil,
  SubscriptionProbe,
  uniqueStream,
  within,
  withSubscription,
} from './contractSupport.ts';
import { eventStoreContract } from './eventStoreContract.ts';

const POLL_INTERVAL_MS = 200;
let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase('es_contract');
});
afterAll(async () => {
  await db?.drop();
});

eventStoreContract('postgres', async () => {
  const store = await createPgEventStore({ connectionString: db.url, pollIntervalMs: POLL_INTERVAL_MS });
  return { store, teardown: () => store.close() };
});

/** A raw connection holding a transaction that has written one event row for `streamId`. */
async function openTransactionWithEvent(streamId: string): Promise<{ client: pg.Client; eventId: string }> {
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  const eventId = randomUUID();
  await client.query('begin');
  await client.query('select pg_current_xact_id()'); // take the transaction id now, before the store's append
  await client.query('insert into es_streams (stream_id, revision) values ($1, 0)', [streamId]);
  await client.query(
    `insert into es_events (event_id, stream_id, revision, type, data, metadata)
     values ($1, $2, 0, 'TicketSold', '{"raw":true}', '{}')`,
    [eventId, streamId],
  );
  return { client, eventId };
}

async function finish(client: pg.Client, command: 'commit' | 'rollback'): Promise<void> {
  try {
    await client.query(command);
  } finally {
    await client.end();
  }
}

describe('postgres event store only', () => {
  let store: PgEventStore;
  beforeAll(async () => {
    store = await createPgEventStore({ connectionString: db.url, pollIntervalMs: POLL_INTERVAL_MS });
  });
  afterAll(async () => {
    await store?.close();
  });

  it('an older transaction that commits after a newer one is never skipped: A is delivered before B', async () => {
    const prefix = uniqueStream();
    const filter: AllFilter = { streamNamePrefixes: [prefix] };
    await withSubscription(store.subscribeToAll({ fromPosition: 'end', filter }), async (live) => {
      expect(await live.untilCaughtUp()).toEqual([]);
      const a = await openTransactionWithEvent(`${prefix}-a`);
      let open = true;
      try {
        const b = event('TicketSold');
        await within(store.appendToStream(`${prefix}-b`, [b]), 'append of B while A is open');
        // B has committed (its stream reads show it) but is not yet in $all: A, older, is still open
        expect(ids(await store.readStream(`${prefix}-b`))).toEqual([b.id]);
        expect(await store.readAll({ filter })).toEqual([]);
        await withSubscription(store.subscribeToAll({ fromPosition: 'start', filter }), async (late) => {
          expect(await late.untilCaughtUp()).toEqual([]);
          open = false;
          await finish(a.client, 'commit');
          const [fromLive, fromLate] = await Promise.all([live.take(2), late.take(2)]);
          expect(ids(fromLive)).toEqual([a.eventId, b.id]);
          expect(ids(fromLate)).toEqual([a.eventId, b.id]);
          expect(comparePositions(fromLive[0]!.position, fromLive[1]!.position)).toBe(-1);
        });
        expect(ids(await store.readAll({ filter }))).toEqual([a.eventId, b.id]);
      } finally {
        if (open) await finish(a.client, 'rollback');
      }
    });
  });

  it('a rolled-back transaction blocks nothing once it is gone, and leaves no event', async () => {
    const prefix = uniqueStream();
    const filter: AllFilter = { streamNamePrefixes: [prefix] };
    await withSubscription(store.subscribeToAll({ fromPosition: 'end', filter }), async (live) => {
      expect(await live.untilCaughtUp()).toEqual([]);
      const ghost = await openTransactionWithEvent(`${prefix}-ghost`);
      const held = event('TicketSold');
      try {
        await within(store.appendToStream(`${prefix}-c`, [held]), 'append while a transaction is open');
        expect(await store.readAll({ filter })).toEqual([]);
      } finally {
        await finish(ghost.client, 'rollback');
      }
      expect(ids(await live.take(1))).toEqual([held.id]);
      const after = event('PassAdmitted');
      await store.appendToStream(`${prefix}-c`, [after], { expectedRevision: 0n });
      expect(ids(await live.take(1))).toEqual([after.id]);
      expect(ids(await store.readAll({ filter }))).toEqual([held.id, after.id]);
      await expect(store.readStream(`${prefix}-ghost`)).rejects.toBeInstanceOf(StreamNotFoundError);
      // the rolled-back stream row is gone too: the stream can be created from scratch
      const fresh = await store.appendToStream(`${prefix}-ghost`, [event('TicketSold')], {
        expectedRevision: 'no_stream',
      });
      expect(fresh.nextExpectedRevision).toBe(0n);
    });
  });

  // Postgres only: KurrentDB checks event ids per stream (its idempotent-append check), not across
  // streams, so the contract cannot promise this for both adapters.
  it('an event id already used in another stream is refused, alone or inside a bigger batch', async () => {
    const [x, y] = [uniqueStream(), uniqueStream()];
    const a = event('TicketSold');
    await store.appendToStream(x, [a]);
    for (const batch of [[a], [a, event('PassAdmitted')]]) {
      const refused = store.appendToStream(y, batch);
      await expect(refused).rejects.toBeInstanceOf(InvalidEventStoreInputError);
      await expect(refused).rejects.toThrow(`event id ${a.id} already used in another stream`);
      // …naming the stream that holds it (a sale finds the order an earlier submit placed by it).
      await expect(refused).rejects.toMatchObject({ eventId: a.id, streamId: x });
      await expect(refused).rejects.toBeInstanceOf(EventIdInUseError);
    }
    // The same in a multi-stream append whose streams are all new (one statement, then judged).
    const [z, w] = [uniqueStream(), uniqueStream()];
    const together = store.appendToStreams([
      { streamId: z, events: [event('OrderPlaced')], expectedRevision: 'no_stream' },
      { streamId: w, events: [a], expectedRevision: 'no_stream' },
    ]);
    await expect(together).rejects.toMatchObject({ eventId: a.id, streamId: x });
    expect(store.eventIdsUniqueAcrossStreams).toBe(true);
    await expect(store.readStream(y)).rejects.toBeInstanceOf(StreamNotFoundError);
    await expect(store.readStream(z)).rejects.toBeInstanceOf(StreamNotFoundError);
  });

  it('two store instances (two processes) racing on one stream: exactly one wins', async () => {
    const other = await createPgEventStore({ connectionString: db.url, pollIntervalMs: POLL_INTERVAL_MS });
    try {
      const stream = uniqueStream('quota');
      await store.appendToStream(stream, [event('QuotaOpened')]);
      const attempts = Array.from({ length: 10 }, (_, i) =>
        (i % 2 === 0 ? store : other).appendToStream(stream, [event('PlaceBooked')], {
          expectedRevision: 0n,
        }),
      );
      const results = await Promise.allSettled(attempts);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      for (const r of results) {
        if (r.status === 'rejected')
          await expectWrongExpectedVersion(Promise.reject(r.reason), stream, 0n, 1n);
      }
      expect(await other.readStream(stream)).toHaveLength(2);
    } finally {
      await other.close();
    }
  });

  it("one instance's subscription sees another instance's appends", async () => {
    const other = await createPgEventStore({ connectionString: db.url, pollIntervalMs: POLL_INTERVAL_MS });
    try {
      const prefix = uniqueStream();
      const filter: AllFilter = { streamNamePrefixes: [prefix] };
      await withSubscription(store.subscribeToAll({ fromPosition: 'end', filter }), async (live) => {
        expect(await live.untilCaughtUp()).toEqual([]);
        const sent = [event('TicketSold'), event('PassAdmitted')];
        await other.appendToStream(`${prefix}-1`, sent);
        expect(ids(await live.take(2))).toEqual(ids(sent));
      });
    } finally {
      await other.close();
    }
  });

  it("one instance's live subscriptions share one read of $all, each through its own filter", async () => {
    const own = await createPgEventStore({ connectionString: db.url, pollIntervalMs: 60_000 });
    const reads = vi.spyOn(own.pool, 'query');
    const isSubscriptionRead = (i: number) =>
      (reads.mock.calls[i]![0] as { name?: string }).name === 'es_subscription_read';
    /** Subscription reads since call `from` that brought back an event of `streams`. */
    const readsFinding = async (from: number, streams: string[]) => {
      const answers = await Promise.all(
        reads.mock.results
          .slice(from)
          .map(async (r, k) => (isSubscriptionRead(from + k) ? await r.value : null)),
      );
      return answers.filter((a: { rows: { stream_id: string | null }[] } | null) =>
        a?.rows.some((row) => streams.some((s) => row.stream_id?.startsWith(s))),
      ).length;
    };
    try {
      const [orders, tickets] = [uniqueStream('order'), uniqueStream('ticket')];
      const filters: (AllFilter | undefined)[] = [
        undefined,
        undefined,
        { streamNamePrefixes: [orders] },
        { streamNamePrefixes: [tickets] },
        { eventTypePrefixes: ['RefundOrderPlaced'] },
        { streamNamePrefixes: [orders, tickets] },
      ];
      const before = await endOfAll(own);
      const probes = filters.map(
        (filter) => new SubscriptionProbe(own.subscribeToAll({ fromPosition: before, filter })),
      );
      try {
        for (const probe of probes) await probe.untilCaughtUp();
        await new Promise((resolve) => setTimeout(resolve, 50)); // settled: every reader asleep
        const callsBefore = reads.mock.calls.length;
        const order = [event('OrderPlaced')];
        const ticketEvents = [event('TicketIssued'), event('TicketIssued')];
        await own.appendToStreams([
          { streamId: `${orders}-1`, events: order, expectedRevision: 'no_stream' },
          { streamId: `${tickets}-1`, events: ticketEvents, expectedRevision: 'no_stream' },
        ]);
        const mine = (e: RecordedEvent) => e.streamId.startsWith(orders) || e.streamId.startsWith(tickets);
        expect(ids(await probes[0]!.take(3, mine))).toEqual(ids([...order, ...ticketEvents]));
        expect(ids(await probes[1]!.take(3, mine))).toEqual(ids([...order, ...ticketEvents]));
        expect(ids(await probes[2]!.take(1))).toEqual(ids(order));
        expect(ids(await probes[3]!.take(2))).toEqual(ids(ticketEvents));
        expect(ids(await probes[5]!.take(3))).toEqual(ids([...order, ...ticketEvents]));
        // Six subscriptions, one wake-up: one read brings the events to all of them, not one a
        // subscription. (Reads that found nothing yet, while an older transaction anywhere in the
        // cluster kept the commit out of sight, are shared too and not counted.)
        expect(await readsFinding(callsBefore, [orders, tickets])).toBe(1);
        // A late subscription from before the append (catching up) reads alone and gets the same.
        await withSubscription(
          own.subscribeToAll({ fromPosition: before, filter: { streamNamePrefixes: [tickets] } }),
          async (late) => expect(ids(await late.take(2))).toEqual(ids(ticketEvents)),
        );
        expect(probes[4]!.messages.filter((m) => m.kind === 'events')).toEqual([]);
      } finally {
        await Promise.all(probes.map((p) => p.close()));
      }
    } finally {
      reads.mockRestore();
      await own.close();
    }
  });

  it('two instances starting at once on an empty database both come up (schema creation races)', async () => {
    const fresh = await createTestDatabase('es_race');
    const stores: PgEventStore[] = [];
    try {
      const started = await Promise.allSettled(
        [0, 1, 2].map(() =>
          createPgEventStore({ connectionString: fresh.url, pollIntervalMs: POLL_INTERVAL_MS }),
        ),
      );
      for (const s of started) if (s.status === 'fulfilled') stores.push(s.value);
      expect(started.map((s) => (s.status === 'rejected' ? String(s.reason) : 'ok'))).toEqual([
        'ok',
        'ok',
        'ok',
      ]);
      const stream = uniqueStream();
      await stores[0]!.appendToStream(stream, [event('TicketSold')]);
      const seen = await readAllUntil(
        stores[2]!,
        { filter: { streamNamePrefixes: [stream] } },
        (f) => f.length > 0,
      );
      expect(seen.map((e) => e.streamId)).toEqual([stream]);
    } finally {
      await Promise.all(stores.map((s) => s.close()));
      await fresh.drop();
    }
  });
});
