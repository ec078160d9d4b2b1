// The event-store contract against KurrentDB/EventStoreDB. It needs a running server named by
// EVENTSTORE_URL (e.g. `kurrentdb://localhost:2113?tls=false`); this machine has no Docker engine
// to start one, so without the variable the whole half is reported as skipped, with the reason.
import { describe } from 'vitest';
import type { EventStore } from '../../domain/eventStore.ts';
import { eventStoreContract } from './eventStoreContract.ts';

interface KurrentAdapterModule {
  createKurrentEventStore(options: { connectionString: string }): Promise<EventStore> | EventStore;
}

const url = process.env.EVENTSTORE_URL;

async function setup() {
  // imported at run time, so this file loads (and skips) even before the adapter exists
  const adapterPath = new URL('../../commands/eventStore/kurrentEventStore.ts', import.meta.url).href;
  const { createKurrentEventStore } = (await import(adapterPath)) as KurrentAdapterModule;
  const store = await createKurrentEventStore({ connectionString: url! });
  return { store, teardown: () => store.close() };
}

if (url) {
  eventStoreContract(`kurrentdb (${new URL(url).host})`, setup);
} else {
  describe.skip('EVENTSTORE_URL not set and no Docker engine: KurrentDB half skipped', () => {
    eventStoreContract('kurrentdb', setup);
  });
}
