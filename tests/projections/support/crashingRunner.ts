// Child process for the crash test: runs the stream-counts projection slowly and prints "applying"
// once it is inside a batch, so the parent can kill it mid-batch.
import pg from 'pg';
import { createPgEventStore } from '../../../commands/eventStore/pgEventStore.ts';
import { createProjectionRunner } from '../../../projections/runner/projectionRunner.ts';
import { streamCountsProjection } from './streamCounts.ts';

const url = process.argv[2]!;
const store = await createPgEventStore({ connectionString: url });
const pool = new pg.Pool({ connectionString: url });
const projection = streamCountsProjection({ slowMs: 5 });
const apply = projection.apply;
let announced = false;
projection.apply = async (events, tx) => {
  if (!announced) {
    announced = true;
    setTimeout(() => process.stdout.write('applying\n'), 50);
  }
  await apply(events, tx);
};
const runner = createProjectionRunner({ store, pool, projections: [projection], batchSize: 200 });
await runner.start();
