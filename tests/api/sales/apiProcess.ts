// The API as its own process (npm start's entry point, api/src/main.ts) for the sales crash test, and
// a clean rebuild of the sales read models: the same projections run from the start of the log into
// a fresh schema of the same database, beside the live ones.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { EventStore } from '../../../domain/eventStore.ts';
import { orderListProjection } from '../../../projections/orderList/orderList.projector.ts';
import { createProjectionRunner } from '../../../projections/runner/projectionRunner.ts';
import { ticketQueryProjection } from '../../../projections/ticketQuery/ticketQuery.projector.ts';
import { DEMO_PASSWORD } from '../../support/testServer.ts';
import { waitFor } from '../../support/waitFor.ts';
import { type Ledger, readModelCounts, readModels } from './saleLedger.ts';

export interface ApiProcess {
  url: string;
  child: ChildProcess;
  /** SIGKILL, resolved once the process is gone. */
  kill(): Promise<void>;
}

/** Starts `tsx api/src/main.ts` on a free port against `databaseUrl` (demo data seeded). */
export async function startApiProcess(databaseUrl: string, dataDir: string): Promise<ApiProcess> {
  const { REDIS_URL: _redis, EVENTSTORE_URL: _kurrent, ...env } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
    env: {
      ...env,
      DATABASE_URL: databaseUrl,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_PASSWORD,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const found = /running at (http:\/\/\S+)/.exec(out);
      if (found) resolve(found[1]!);
    });
    child.once('exit', (code) => reject(new Error(`the API exited before listening (code ${code})`)));
  });
  return {
    url,
    child,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

/**
 * Runs copies of the ticket query and order list projections (own names, so own locks and
 * checkpoints) from the start of the log into a fresh schema until they hold what `ledger` holds;
 * answers their rows and drops the schema.
 */
export async function rebuildInFreshSchema(
  store: EventStore,
  databaseUrl: string,
  ledger: Ledger,
): Promise<Awaited<ReturnType<typeof readModels>>> {
  const schema = `rebuild_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  await admin.query(`create schema ${schema}`);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4, options: `-c search_path=${schema}` });
  const runner = createProjectionRunner({
    store,
    pool,
    projections: [
      { ...ticketQueryProjection, name: `${schema}_ticketQuery` },
      { ...orderListProjection, name: `${schema}_orderList` },
    ],
  });
  try {
    await runner.start();
    await waitFor(async () => {
      const n = await readModelCounts(pool).catch(() => undefined); // tables not created yet
      if (!n) return false;
      return n.orders === ledger.orders.size && n.tickets === ledger.tickets.size;
    }, 'the rebuild to reach the end of the log');
    return await readModels(pool);
  } finally {
    await runner.stop();
    await pool.end();
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  }
}
