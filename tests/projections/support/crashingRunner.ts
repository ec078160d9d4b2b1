// Child process for the crash test. Runs the counts projection of one family (same version as the
// parent's) in batches of `batch` events, lets `committedBatches` batches commit, then dies in the
// next one, killed by the parent when it prints "mid":
// - `in-apply`: after a random number of the batch's events, waiting inside the open transaction;
// - `in-checkpoint`: after all of them, while the checkpoint is written (the parent's trigger makes
//   that write slow while a row is in `slow_checkpoint`).
import { randomInt } from 'node:crypto';
import pg from 'pg';
import { createPgEventStore } from '../../../commands/eventStore/pgEventStore.ts';
import { createProjectionRunner } from '../../../projections/runner/projectionRunner.ts';
import { streamCountsProjection } from './streamCounts.ts';

const [url, family, batch, committedBatches, mode] = process.argv.slice(2) as string[] as [
  string,
  string,
  string,
  string,
  string,
];
const store = await createPgEventStore({ connectionString: url, pollIntervalMs: 50 });
// Named, so the parent can wait for this child's sessions to end after the kill.
const pool = new pg.Pool({ connectionString: url, application_name: 'crash-child' });
const projection = streamCountsProjection({ family });
const apply = projection.apply;
let committed = 0;
projection.apply = async (events, tx) => {
  if (committed < Number(committedBatches)) return apply(events, tx);
  if (mode === 'in-checkpoint') {
    await pool.query('insert into slow_checkpoint default values');
    await apply(events, tx);
    process.stdout.write('mid\n');
    return;
  }
  const applied = 1 + randomInt(events.length);
  await apply(events.slice(0, applied), tx);
  process.stdout.write('mid\n');
  // Wait here, not in pg_sleep: an idle-in-transaction backend notices the dead client at once.
  await new Promise(() => {});
};
const runner = createProjectionRunner({
  store,
  pool,
  projections: [projection],
  batchSize: Number(batch),
  lockRetryMs: 20, // the killed child's session may take a moment to end and free the lock
  onBatch: () => committed++,
});
await runner.start();
