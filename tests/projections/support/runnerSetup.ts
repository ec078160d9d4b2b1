// Shared set-up of the projection-runner tests: a fresh database for the file, a Postgres event
// store and a read-model pool on it, and runners that are all stopped when the file ends.
import type pg from 'pg';
import { createPgEventStore, type PgEventStore } from '../../../commands/eventStore/pgEventStore.ts';
import type { Projection } from '../../../projections/runner/projection.ts';
import {
  createProjectionRunner,
  type ProjectionRunner,
  type ProjectionRunnerOptions,
} from '../../../projections/runner/projectionRunner.ts';
import { createTestDatabase, type TestDatabase, testPool } from '../../support/testDatabase.ts';
import { waitFor } from '../../support/waitFor.ts';

export function setUpRunners(prefix: string) {
  let db: TestDatabase | undefined;
  let store: PgEventStore | undefined;
  let pool: pg.Pool | undefined;
  const running: ProjectionRunner[] = [];
  /** What the runners reported through onError, in order, by projection name. */
  const errors: { name: string; error: unknown }[] = [];
  const need = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('projection test set-up has not run');
    return value;
  };

  return {
    async beforeAll() {
      db = await createTestDatabase(prefix);
      store = await createPgEventStore({ connectionString: db.url, pollIntervalMs: 50 });
      pool = testPool(db.url);
    },
    async afterAll() {
      await Promise.all(running.map((r) => r.stop()));
      await pool?.end();
      await store?.close();
      await db?.drop();
    },
    url: () => need(db).url,
    store: () => need(store),
    pool: () => need(pool),
    /** A runner with small batches and a quick standby retry; stopped at the end of the file. */
    runner(...projections: Projection[]): ProjectionRunner {
      return this.runnerWith({ projections });
    },
    runnerWith(options: Partial<ProjectionRunnerOptions> & { projections: Projection[] }): ProjectionRunner {
      const r = createProjectionRunner({
        onError: (name, error) => errors.push({ name, error }),
        store: need(store),
        pool: need(pool),
        batchSize: 100,
        lockRetryMs: 50,
        ...options,
      });
      running.push(r);
      return r;
    },
    /** The messages of the errors reported for one projection. */
    errorsOf: (name: string) => errors.filter((e) => e.name === name).map((e) => String(e.error)),
    processed: (r: ProjectionRunner) => r.status()[0]!.processed,
    until: waitFor,
  };
}
