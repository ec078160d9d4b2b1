// The event-store contract against KurrentDB/EventStoreDB. It needs a running server named by
// EVENTSTORE_URL (e.g. `kurrentdb://localhost:2113?tls=false`). No server has ever run these tests
// (none can be installed where the project is built), so without the variable the whole half is
// skipped and says so in one line.
import { describe } from 'vitest';
import type { EventStore } from '../../domain/eventStore.ts';
import { eventStoreContract } from './eventStoreContract.ts';

interface KurrentAdapterModule {
  createKurrentEventStore(options: { connectionString: string }): Promise<EventStore> | EventStore;
}

const url = process.env.EVENTSTORE_URL;
const SKIP_REASON =
  'KurrentDB contract skipped: EVENTSTORE_URL is not set (no KurrentDB server here); with a server: ' +
  'EVENTSTORE_URL=kurrentdb://127.0.0.1:2113?tls=false npm run test:kurrent (docs/kurrentdb.md)';

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
  // One line on the console (not only a skipped count): why, and the command that runs it.
  process.stderr.write(`${SKIP_REASON}\n`);
  describe.skip(SKIP_REASON, () => {
    eventStoreContract('kurrentdb', setup);
  });
}
