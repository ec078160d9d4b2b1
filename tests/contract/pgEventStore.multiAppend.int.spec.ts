// Multi-stream appends on Postgres only: two appends naming the same streams in opposite orders
// (the stream locks are taken in one global order, so they never deadlock), an event id already
// used in another stream, and an older transaction still open while a multi append commits.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgEventStore, type PgEventStore } from '../../commands/eventStore/pgEventStore.ts';
import {
  type AllFilter,
  type ExpectedRevision,
  InvalidEventStoreInputError,
  type StreamAppend,
  StreamNotFoundError,
  WrongExpectedVersionError,
} from '../../domain/eventStore.ts';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase.ts';
import { event, ids, uniqueStream, within, withSubscription } from './contractSupport.ts';

const ROUNDS = 50;
let db: TestDatabase;
let one: PgEventStore;
let two: PgEventStore;

beforeAll(async () => {
  db = await createTestDatabase('es_multi');
  // two stores, two pools: two processes racing
  one = await createPgEventStore({ connectionString: db.url, pollIntervalMs: 200 });
  two = await createPgEventStore({ connectionString: db.url, pollIntervalMs: 200 });
});
afterAll(async () => {
  await one?.close();
  await two?.close();
  await db?.drop();
});

function request(streamId: string, expectedRevision: ExpectedRevision): StreamAppend {
  return { streamId, events: [event('TicketSold')], expectedRevision };
}

/** Runs both calls at once; returns which won, failing on any error but a WrongExpectedVersionError. */
async function race(first: StreamAppend[], second: StreamAppend[]): Promise<boolean[]> {
  const settled = await Promise.allSettled([one.appendToStreams(first), two.appendToStreams(second)]);
  for (const s of settled) {
    if (s.status === 'rejected' && !(s.reason instanceof WrongExpectedVersionError)) throw s.reason;
  }
  return settled.map((s) => s.status === 'fulfilled');
}

describe('postgres multi-stream append: concurrency', () => {
  it(`opposite orders, both no_stream: exactly one wins and neither deadlocks (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const [a, b] = [uniqueStream('order'), uniqueStream()];
      const first = [request(a, 'no_stream'), request(b, 'no_stream')];
      const second = [request(b, 'no_stream'), request(a, 'no_stream')];
      const won = await race(first, second);
      expect(won.filter(Boolean)).toHaveLength(1);
      const winner = won[0] ? first : second;
      for (const r of winner) expect(ids(await one.readStream(r.streamId))).toEqual(ids(r.events));
    }
  });

  it(`opposite orders on existing streams, both at revision 0: exactly one wins (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const streams = [uniqueStream('order'), uniqueStream(), uniqueStream()];
      await one.appendToStreams(streams.map((s) => request(s, 'no_stream')));
      const first = streams.map((s) => request(s, 0n));
      const second = [...first].reverse().map((r) => request(r.streamId, 0n));
      const won = await race(first, second);
      expect(won.filter(Boolean)).toHaveLength(1);
      for (const s of streams) expect(await one.readStream(s)).toHaveLength(2);
    }
  });

  it(`opposite orders with any: both win in every round, revisions gapless (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const [a, b] = [uniqueStream('order'), uniqueStream()];
      const won = await race([request(a, 'any'), request(b, 'any')], [request(b, 'any'), request(a, 'any')]);
      expect(won).toEqual([true, true]);
      for (const s of [a, b]) expect((await one.readStream(s)).map((e) => e.revision)).toEqual([0n, 1n]);
    }
  });

  it('a single append racing multi appends on the same stream: one of the no_stream claims wins', async () => {
    for (let round = 0; round < ROUNDS / 5; round++) {
      const [a, b] = [uniqueStream('order'), uniqueStream()];
      const settled = await Promise.allSettled([
        one.appendToStreams([request(a, 'no_stream'), request(b, 'no_stream')]),
        two.appendToStream(b, [event('TicketSold')], { expectedRevision: 'no_stream' }),
      ]);
      expect(settled.filter((s) => s.status === 'fulfilled')).toHaveLength(1);
      for (const s of settled)
        if (s.status === 'rejected') expect(s.reason).toBeInstanceOf(WrongExpectedVersionError);
    }
  });
});

describe('postgres multi-stream append: ids and visibility', () => {
  // Postgres only, as for appendToStream: KurrentDB checks event ids per stream.
  it('an event id already used in another stream is refused and the call writes nothing', async () => {
    const used = event('TicketSold');
    await one.appendToStream(uniqueStream(), [used]);
    const order = request(uniqueStream('order'), 'no_stream');
    const ticket = { streamId: uniqueStream(), events: [used] };
    const refused = one.appendToStreams([order, ticket]);
    await expect(refused).rejects.toBeInstanceOf(InvalidEventStoreInputError);
    await expect(refused).rejects.toThrow(`event id ${used.id} already used in another stream`);
    for (const s of [order.streamId, ticket.streamId]) {
      await expect(one.readStream(s)).rejects.toBeInstanceOf(StreamNotFoundError);
    }
  });

  it('an older transaction still open: the multi append waits in $all, then comes whole and in order', async () => {
    const prefix = uniqueStream('sale');
    const filter: AllFilter = { streamNamePrefixes: [prefix] };
    const older = new pg.Client({ connectionString: db.url });
    await older.connect();
    const olderId = randomUUID();
    await older.query('begin');
    await older.query('select pg_current_xact_id()'); // its transaction id is now older than the append's
    let open = true;
    try {
      await withSubscription(one.subscribeToAll({ fromPosition: 'start', filter }), async (live) => {
        expect(await live.untilCaughtUp()).toEqual([]);
        await older.query(
          `insert into es_events (event_id, stream_id, revision, type, data, metadata)
           values ($1, $2, 0, 'OrderPlaced', '{}', '{}')`,
          [olderId, `${prefix}-older`],
        );
        const requests = [request(`${prefix}-order`, 'no_stream'), request(`${prefix}-ticket`, 'no_stream')];
        await within(two.appendToStreams(requests), 'multi append while an older transaction is open');
        expect(await one.readAll({ filter })).toEqual([]);
        open = false;
        await older.query('commit');
        const expected = [olderId, ...requests.flatMap((r) => ids(r.events))];
        expect(ids(await live.take(3))).toEqual(expected);
        expect(ids(await one.readAll({ filter }))).toEqual(expected);
      });
    } finally {
      if (open) await older.query('rollback');
      await older.end();
    }
  });
});
