// SCRATCH (to delete): live lag with the in-transaction NOTIFY trigger vs an out-of-transaction coalesced notify.
import pg from 'pg';
import { createPgEventStore } from '../../../commands/eventStore/pgEventStore.ts';
import { createTestDatabase } from '../../support/testDatabase.ts';
import { lagSummary, pacedAppends, startRunner } from '../support/storeReplay.ts';

const db = await createTestDatabase('bench_scratch');
const store = await createPgEventStore({ connectionString: db.url });
const admin = new pg.Client({ connectionString: db.url });
await admin.connect();
const notifyClient = new pg.Client({ connectionString: db.url });
await notifyClient.connect();
let inFlight: Promise<void> | undefined;
let pending = false;
function kick(): void {
  if (inFlight) {
    pending = true;
    return;
  }
  inFlight = notifyClient.query(`select pg_notify('es_events', '')`).then(() => {
    inFlight = undefined;
    if (pending) {
      pending = false;
      kick();
    }
  });
}
const original = store.appendToStream.bind(store);
const kicking: typeof store.appendToStream = async (...args) => {
  const r = await original(...args);
  kick();
  return r;
};
const live = await startRunner(store, db.url, 1000);
let processed = 0;
const rate = Number(process.env.RATE ?? 500);
for (let round = 0; round < 4; round++) {
  for (const mode of round % 2 ? ['kick', 'trigger'] : ['trigger', 'kick']) {
    if (mode === 'kick') {
      await admin.query('drop trigger if exists es_events_notify on es_events');
      store.appendToStream = kicking;
    } else {
      await admin.query(
        'drop trigger if exists es_events_notify on es_events; create trigger es_events_notify after insert on es_events for each statement execute function es_notify()',
      );
      store.appendToStream = original;
    }
    live.startRecording();
    const paced = await pacedAppends(store, rate, 5000, 50, `lag${round}${mode}`);
    processed += paced.sent;
    await live.waitForProcessed(processed, 30_000);
    const lag = live.stopRecording();
    const s = lagSummary(lag.eventLags);
    const a = lagSummary(paced.appendLatencies);
    console.log(
      `${mode.padEnd(8)} lag p50 ${s.p50} p99 ${s.p99} max ${s.max}  batches ${lag.batches}  append p50 ${a.p50.toFixed(2)} p99 ${a.p99.toFixed(2)}`,
    );
  }
}
await live.stop();
await notifyClient.end();
await admin.end();
await store.close();
await db.drop();
