// catchUp (the command handler's stream fold) against the real Postgres event store: grouping of
// a request's events by their deterministic ids, paging, and the errors it must not swallow.

import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deterministicEventId } from '../../commands/handling/deterministicEventId.ts';
import { catchUp, emptyStreamState } from '../../commands/handling/streamState.ts';
import { type EventData, type EventStore, StreamNotFoundError } from '../../domain/eventStore.ts';
import { exampleQuota } from '../support/exampleQuota.ts';
import { NOW, newQuotaStream, setUpStores } from './commandHandlerSupport.ts';

const stores = setUpStores(1);

const opened = (capacity: number): EventData => ({
  id: randomUUID(),
  type: 'QuotaOpened',
  data: { capacity, openedAt: NOW },
  metadata: {},
});
const reserved = (id: string, requestId?: string): EventData => ({
  id,
  type: 'PlacesReserved',
  data: { places: 1, reservedAt: NOW },
  metadata: requestId === undefined ? {} : { requestId },
});

describe('catchUp', () => {
  it("groups a request's consecutive deterministic ids into one answer", async () => {
    const store = stores()[0]!;
    const stream = newQuotaStream();
    const r = randomUUID();
    await store.appendToStream(stream, [
      opened(10),
      reserved(deterministicEventId(r, 0), r),
      reserved(deterministicEventId(r, 1), r),
      reserved(deterministicEventId(r, 2), r),
    ]);

    const entry = await catchUp(store, stream, emptyStreamState(exampleQuota));

    expect(entry.revision).toBe(3n);
    expect(entry.state).toEqual({ capacity: 10, reserved: 3 });
    expect([...entry.landed.keys()]).toEqual([r]);
    const outcome = entry.landed.get(r)!;
    expect(outcome.newEvents.map((e) => [e.id, e.revision])).toEqual([
      [deterministicEventId(r, 0), 1n],
      [deterministicEventId(r, 1), 2n],
      [deterministicEventId(r, 2), 3n],
    ]);
    expect(outcome.nextExpectedRevision).toBe(3n);
    expect(outcome.newState).toEqual({ capacity: 10, reserved: 3 });
  });

  it('events whose ids are not the request ids are not taken as that request', async () => {
    const store = stores()[0]!;
    const stream = newQuotaStream();
    const r = randomUUID();
    const stranger = randomUUID();
    await store.appendToStream(stream, [
      opened(10),
      reserved(deterministicEventId(r, 0), r),
      reserved(randomUUID(), r), // same request id, but not its next id: not part of the answer
      reserved(randomUUID(), stranger), // a request id with a foreign id: not a handler answer
      reserved(deterministicEventId(r, 1), r), // no longer consecutive with r's first event
    ]);

    const entry = await catchUp(store, stream, emptyStreamState(exampleQuota));

    expect(entry.revision).toBe(4n);
    expect(entry.state).toEqual({ capacity: 10, reserved: 4 });
    expect([...entry.landed.keys()]).toEqual([r]);
    expect(entry.landed.get(r)).toMatchObject({
      newEvents: [{ id: deterministicEventId(r, 0), revision: 1n }],
      nextExpectedRevision: 1n,
      newState: { capacity: 10, reserved: 1 },
    });
  });

  it('without a watched request, nothing is remembered for events without request ids', async () => {
    const store = stores()[0]!;
    const stream = newQuotaStream();
    await store.appendToStream(stream, [opened(3), reserved(randomUUID())]);
    const entry = await catchUp(store, stream, emptyStreamState(exampleQuota));
    expect(entry.revision).toBe(1n);
    expect(entry.landed.size).toBe(0);
  });

  it('reads past the first page of 1000 events', async () => {
    const store = stores()[0]!;
    const stream = newQuotaStream();
    await store.appendToStream(stream, [
      opened(5000),
      ...Array.from({ length: 1001 }, () => reserved(randomUUID())),
    ]);
    const entry = await catchUp(store, stream, emptyStreamState(exampleQuota));
    expect(entry.revision).toBe(1001n);
    expect(entry.state).toEqual({ capacity: 5000, reserved: 1001 });
  });

  it('a missing stream is empty only for an entry that has seen no events', async () => {
    const store = stores()[0]!;
    const empty = await catchUp(store, newQuotaStream(), emptyStreamState(exampleQuota));
    expect(empty.revision).toBe(-1n);

    const seen = { ...emptyStreamState(exampleQuota), revision: 0n };
    await expect(catchUp(store, newQuotaStream(), seen)).rejects.toBeInstanceOf(StreamNotFoundError);
  });

  it('refuses a page that skips a revision', async () => {
    const store = stores()[0]!;
    const stream = newQuotaStream();
    await store.appendToStream(stream, [opened(5), reserved(randomUUID()), reserved(randomUUID())]);
    // The real store, with its answer losing revision 1 (as a faulty adapter would).
    const lossy: EventStore = {
      ...store,
      appendToStream: (s, e, o) => store.appendToStream(s, e, o),
      appendToStreams: (r) => store.appendToStreams(r),
      readStream: async (s, o) => (await store.readStream(s, o)).filter((e) => e.revision !== 1n),
      readAll: (o) => store.readAll(o),
      subscribeToAll: (o) => store.subscribeToAll(o),
      ping: () => store.ping(),
      close: () => store.close(),
    };
    await expect(catchUp(lossy, stream, emptyStreamState(exampleQuota))).rejects.toThrow(
      `stream ${stream}: expected revision 1, read 2`,
    );
  });
});
