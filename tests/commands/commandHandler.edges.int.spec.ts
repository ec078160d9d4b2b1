// Command-handler paths the main suites leave open, against the real Postgres stores: option
// checks, decisions with no or several events, deciders sharing a stream, conflict recovery
// without needless reloads, bounded retries, invalidation, and the idempotency table's set-up.

import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCommandHandler } from '../../commands/handling/commandHandler.ts';
import { createPgIdempotencyStore } from '../../commands/handling/pgIdempotencyStore.ts';
import type { Decider } from '../../domain/decider.ts';
import { type EventStore, WrongExpectedVersionError } from '../../domain/eventStore.ts';
import type { IdempotencyStore } from '../../domain/idempotency.ts';
import { exampleQuota } from '../support/exampleQuota.ts';
import { ADMIN_URL, createTestDatabase, testPool } from '../support/testDatabase.ts';
import { counting, newQuotaStream, open, readQuota, reserve, setUpStores } from './commandHandlerSupport.ts';

const stores = setUpStores(2);
let idempotency: IdempotencyStore;
beforeAll(async () => {
  idempotency = await createPgIdempotencyStore(stores()[0]!.pool);
});

/** A test decider that counts every event of its stream and adds `n` events per command. */
type TallyEvent = { type: 'Counted'; data: { at: number } };
const tally: Decider<{ count: number }, { n: number }, TallyEvent> = {
  initialState: () => ({ count: 0 }),
  evolve: (state) => ({ count: state.count + 1 }),
  decide: ({ n }, state) =>
    Array.from({ length: n }, (_, i) => ({ type: 'Counted', data: { at: state.count + i } })),
};

/** The real store, with another process's command slipped in before each append while `active`. */
function withRival(store: EventStore, rival: () => Promise<unknown>) {
  const observed = counting(store);
  const hooked = {
    active: false,
    ...observed,
    async appendToStream(...args: Parameters<EventStore['appendToStream']>) {
      if (hooked.active) await rival();
      return observed.appendToStream(...args);
    },
  };
  return hooked;
}

describe('command handler: edges', () => {
  it('refuses a negative or fractional maxRetries', () => {
    const eventStore = stores()[0]!;
    expect(() => createCommandHandler({ eventStore, maxRetries: -1 })).toThrow(
      'maxRetries must be a whole number >= 0, got -1',
    );
    expect(() => createCommandHandler({ eventStore, maxRetries: 1.5 })).toThrow(RangeError);
    expect(() => createCommandHandler({ eventStore, maxRetries: 0 })).not.toThrow();
  });

  it('a decision with no events appends nothing; with a request id, a repeat gets it replayed', async () => {
    const observed = counting(stores()[0]!);
    const handler = createCommandHandler({ eventStore: observed });
    const stream = newQuotaStream();
    await handler.handle(exampleQuota, stream, open(5));
    await handler.handle(exampleQuota, stream, reserve(1));
    const requestId = randomUUID();

    // Another decider on the same stream folds the stream itself, not the quota's cached state.
    const first = await handler.handle(tally, stream, { n: 0 }, { requestId });
    expect(first).toEqual({
      streamId: stream,
      newEvents: [],
      nextExpectedRevision: 1n,
      newState: { count: 2 },
      replayed: false,
    });
    const again = await handler.handle(tally, stream, { n: 0 }, { requestId });
    expect(again).toEqual({ ...first, replayed: true });
    expect(await handler.handle(tally, stream, { n: 0 })).toMatchObject({ replayed: false, newEvents: [] });

    expect(observed.counts.appends).toBe(2);
    expect(await readQuota(stores()[0]!, stream)).toHaveLength(2);
    // And back: the quota decider does not take the tally's state either.
    const next = await handler.handle(exampleQuota, stream, reserve(1));
    expect(next.newState).toEqual({ capacity: 5, reserved: 2 });
  });

  it('several events of one command get consecutive revisions; no request id, no requestId metadata', async () => {
    const handler = createCommandHandler({ eventStore: stores()[0]! });
    const stream = `tally-${randomUUID()}`;
    await handler.handle(tally, stream, { n: 1 });
    const answer = await handler.handle(tally, stream, { n: 3 }, { metadata: { correlationId: 'c-9' } });
    expect(answer.newEvents.map((event) => event.revision)).toEqual([1n, 2n, 3n]);
    expect(answer.nextExpectedRevision).toBe(3n);
    expect(answer.newState).toEqual({ count: 4 });
    for (const event of answer.newEvents) {
      expect(event.metadata).toStrictEqual({ correlationId: 'c-9' });
    }
    const stored = await stores()[0]!.readStream(stream);
    expect(stored.map((event) => event.id)).toEqual([
      expect.any(String),
      ...answer.newEvents.map((e) => e.id),
    ]);
  });

  it('a conflict with new events catches up once, without re-reading the whole stream', async () => {
    for (const requestId of [undefined, randomUUID()]) {
      const observed = counting(stores()[0]!);
      const a = createCommandHandler({ eventStore: observed });
      const b = createCommandHandler({ eventStore: stores()[1]! });
      const stream = newQuotaStream();
      await a.handle(exampleQuota, stream, open(5)); // read 1: the empty stream
      await b.handle(exampleQuota, stream, reserve(1));

      const answer = await a.handle(exampleQuota, stream, reserve(1), { requestId });

      expect(answer.newState).toEqual({ capacity: 5, reserved: 2 });
      expect(observed.counts.conflicts).toBe(1);
      expect(observed.counts.reads).toBe(2); // read 2: the catch-up after the conflict
    }
  });

  it('a repeated request id in one process is answered from memory, without a conflict', async () => {
    const observed = counting(stores()[0]!);
    const handler = createCommandHandler({ eventStore: observed });
    const stream = newQuotaStream();
    await handler.handle(exampleQuota, stream, open(5));
    const requestId = randomUUID();
    const first = await handler.handle(exampleQuota, stream, reserve(1), { requestId });
    const again = await handler.handle(exampleQuota, stream, reserve(1), { requestId });
    expect(again).toEqual({ ...first, replayed: true });
    expect(observed.counts).toEqual({ reads: 1, appends: 2, conflicts: 0 });
  });

  it('gives up after exactly 1 + maxRetries conflicting attempts', async () => {
    const rival = createCommandHandler({ eventStore: stores()[1]! });
    const stream = newQuotaStream();
    const store = withRival(stores()[0]!, () => rival.handle(exampleQuota, stream, reserve(1)));
    const handler = createCommandHandler({ eventStore: store, maxRetries: 2 });
    await handler.handle(exampleQuota, stream, open(50));

    store.active = true;
    await expect(handler.handle(exampleQuota, stream, reserve(1))).rejects.toBeInstanceOf(
      WrongExpectedVersionError,
    );
    expect(store.counts.conflicts).toBe(3);
    expect(store.counts.appends).toBe(4);
  });

  it('a request id reused for another stream is refused with the ids in its details', async () => {
    const handler = createCommandHandler({ eventStore: stores()[0]!, idempotency });
    const [first, second] = [newQuotaStream(), newQuotaStream()];
    await handler.handle(exampleQuota, first, open(5));
    await handler.handle(exampleQuota, second, open(5));
    const requestId = randomUUID();
    await handler.handle(exampleQuota, first, reserve(1), { requestId });
    await expect(handler.handle(exampleQuota, second, reserve(1), { requestId })).rejects.toMatchObject({
      code: 'REQUEST_ID_REUSED',
      message: `request id ${requestId} was already used for another stream`,
      details: { requestId, streamId: second },
    });
  });

  it('invalidate(stream) forgets that stream only; invalidate() forgets all', async () => {
    const observed = counting(stores()[0]!);
    const a = createCommandHandler({ eventStore: observed });
    const b = createCommandHandler({ eventStore: stores()[1]! });
    const [one, two] = [newQuotaStream(), newQuotaStream()];
    await a.handle(exampleQuota, one, open(5));
    await a.handle(exampleQuota, two, open(5));
    expect(observed.counts.reads).toBe(2);

    await b.handle(exampleQuota, one, reserve(1));
    a.invalidate(one);
    await a.handle(exampleQuota, one, reserve(1)); // re-read, no conflict
    await a.handle(exampleQuota, two, reserve(1)); // still cached
    expect(observed.counts).toEqual({ reads: 3, appends: 4, conflicts: 0 });

    await b.handle(exampleQuota, one, reserve(1));
    await b.handle(exampleQuota, two, reserve(1));
    a.invalidate();
    expect((await a.handle(exampleQuota, one, reserve(1))).newState).toEqual({ capacity: 5, reserved: 4 });
    expect((await a.handle(exampleQuota, two, reserve(1))).newState).toEqual({ capacity: 5, reserved: 3 });
    expect(observed.counts).toEqual({ reads: 5, appends: 6, conflicts: 0 });
  });
});

describe('idempotency table set-up', () => {
  it('processes creating the table at once all start', async () => {
    const database = await createTestDatabase('idem');
    const pools = Array.from({ length: 6 }, () => testPool(database.url, { max: 1 }));
    try {
      for (let round = 0; round < 3; round++) {
        await pools[0]!.query('drop table if exists command_requests');
        const created = await Promise.all(pools.map((pool) => createPgIdempotencyStore(pool)));
        expect(created).toHaveLength(pools.length);
      }
    } finally {
      await Promise.all(pools.map((pool) => pool.end()));
      await database.drop();
    }
  });

  it('any other error creating the table is passed on', async () => {
    const url = new URL(ADMIN_URL);
    url.pathname = `/missing_${randomUUID().replaceAll('-', '')}`;
    const pool = new pg.Pool({ connectionString: url.toString() });
    try {
      await expect(createPgIdempotencyStore(pool)).rejects.toMatchObject({ code: '3D000' });
    } finally {
      await pool.end();
    }
  });
});
