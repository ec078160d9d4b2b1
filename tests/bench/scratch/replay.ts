// SCRATCH (to delete): replay throughput by batch size, with and without vacuum.
import pg from 'pg';
import { createPgEventStore } from '../../../commands/eventStore/pgEventStore.ts';
import { createTestDatabase } from '../../support/testDatabase.ts';
import { seed, startRunner } from '../support/storeReplay.ts';

const db = await createTestDatabase('bench_scratch');
const store = await createPgEventStore({ connectionString: db.url });
const admin = new pg.Client({ connectionString: db.url });
await admin.connect();
await seed(store, 100_000, 100, 8);
for (const vacuum of [false, true]) {
  if (vacuum) await admin.query('vacuum analyze es_events');
  for (const batch of [250, 500, 1000, 2000, 5000]) {
    await admin.query('drop table if exists bench_rm; drop table if exists projection_checkpoints');
    const t = process.hrtime.bigint();
    const live = await startRunner(store, db.url, batch);
    await live.waitForProcessed(100_000, 60_000);
    const ms = Number(process.hrtime.bigint() - t) / 1e6;
    console.log(
      `vacuum=${vacuum} batch=${batch} ${Math.round(100_000_000 / ms)} eps  read ${Math.round(live.timers.readMs)} apply ${Math.round(live.timers.applyMs)} total ${Math.round(ms)}`,
    );
    await live.stop();
  }
}
await admin.end();
await store.close();
await db.drop();
