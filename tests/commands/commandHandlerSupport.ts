// Shared set-up of the command-handler integration tests: a fresh database, real Postgres event
// stores (one per simulated process), and a counting wrapper that only observes the real store.

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { createPgEventStore, type PgEventStore } from '../../commands/eventStore/pgEventStore.ts';
import {
  type EventStore,
  type RecordedEvent,
  StreamNotFoundError,
  WrongExpectedVersionError,
} from '../../domain/eventStore.ts';
import { type QuotaEvent, quotaStreamId } from '../support/exampleQuota.ts';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase.ts';

export const NOW = '2025-05-01T08:00:00.000Z';

export interface StoreCounts {
  reads: number;
  appends: number;
  conflicts: number;
}

/** Passes every call to the real store and counts reads, appends and conflicts. */
export function counting(store: EventStore): EventStore & { counts: StoreCounts } {
  const counts: StoreCounts = { reads: 0, appends: 0, conflicts: 0 };
  return {
    counts,
    async appendToStream(streamId, events, options) {
      counts.appends++;
      try {
        return await store.appendToStream(streamId, events, options);
      } catch (error) {
        if (error instanceof WrongExpectedVersionError) counts.conflicts++;
        throw error;
      }
    },
    async appendToStreams(requests) {
      counts.appends++;
      try {
        return await store.appendToStreams(requests);
      } catch (error) {
        if (error instanceof WrongExpectedVersionError) counts.conflicts++;
        throw error;
      }
    },
    readStream(streamId, options) {
      counts.reads++;
      return store.readStream(streamId, options);
    },
    readAll: (options) => store.readAll(options),
    subscribeToAll: (options) => store.subscribeToAll(options),
    ping: () => store.ping(),
    close: () => store.close(),
  };
}

/** A database for the file and `count` event stores on it, each with its own pool (a "process"). */
export function setUpStores(count: number): () => PgEventStore[] {
  let database: TestDatabase | undefined;
  const stores: PgEventStore[] = [];
  beforeAll(async () => {
    database = await createTestDatabase('cmd');
    for (let i = 0; i < count; i++) {
      stores.push(await createPgEventStore({ connectionString: database.url }));
    }
  });
  afterAll(async () => {
    await Promise.all(stores.map((store) => store.close()));
    await database?.drop();
  });
  return () => stores;
}

export const newQuotaStream = (): string => quotaStreamId(randomUUID());

export async function readQuota(store: EventStore, streamId: string): Promise<RecordedEvent[]> {
  try {
    return await store.readStream(streamId);
  } catch (error) {
    if (error instanceof StreamNotFoundError) return [];
    throw error;
  }
}

export const reservations = (events: RecordedEvent[]) =>
  events.filter((event) => event.type === ('PlacesReserved' satisfies QuotaEvent['type']));

export const reserve = (places = 1) => ({ type: 'ReservePlaces' as const, data: { places, now: NOW } });
export const open = (capacity: number) => ({ type: 'OpenQuota' as const, data: { capacity, now: NOW } });
