import { spawn } from 'node:child_process';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgEventStore, type PgEventStore } from '../../commands/eventStore/pgEventStore.ts';
import { createProjectionRunner, type ProjectionRunner } from '../../projections/runner/projectionRunner.ts';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase.ts';
import { waitFor } from '../support/waitFor.ts';
import { appendCounts } from './support/appendCounts.ts';
import { expectedCounts, readCounts, streamCountsProjection } from './support/streamCounts.ts';

let db: TestDatabase;
let store: PgEventStore;
let pool: pg.Pool;
const running: ProjectionRunner[] = [];

function runner(projection = streamCountsProjection(), batchSize = 100) {
  const r = createProjectionRunner({ store, pool, projections: [projection], batchSize, lockRetryMs: 50 });
  running.push(r);
  return r;
}

const processed = (r: ProjectionRunner) => r.status()[0]!.processed;

beforeAll(async () => {
  db = await createTestDatabase('proj');
  store = await createPgEventStore({ connectionString: db.url, pollIntervalMs: 50 });
  pool = new pg.Pool({ connectionString: db.url });
});

afterAll(async () => {
  await Promise.all(running.map((r) => r.stop()));
  await pool.end();
  await store.close();
  await db.drop();
});

describe('projection runner (real Postgres)', () => {
  it('builds the read model from history, then follows live appends', async () => {
    await appendCounts(store, 5, 40);
    const r = runner();
    await r.start();
    await waitFor(() => r.status()[0]!.state === 'live' && processed(r) === 200, 'catch-up');
    expect(await readCounts(pool)).toEqual(expectedCounts(5, 40));

    await store.appendToStream('other-1', [{ type: 'Ignored', data: {} }]);
    await appendCounts(store, 5, 1);
    await waitFor(() => processed(r) === 205, 'live events');
    expect(await readCounts(pool)).toEqual(expectedCounts(5, 41));
    await r.stop();
  });

  it('keeps one active instance across runners, and a standby takes over without double counting', async () => {
    await pool.query('truncate stream_counts; delete from projection_checkpoints');
    const a = runner();
    const b = runner();
    await a.start();
    await b.start();
    await waitFor(() => [a, b].some((r) => r.status()[0]!.state === 'live'), 'one runner live');
    const [active, standby] = a.status()[0]!.state === 'live' ? [a, b] : [b, a];
    expect(standby.status()[0]!.state).toBe('standby');

    await appendCounts(store, 5, 10);
    await waitFor(async () => (await readCounts(pool))['count-004']?.[0] === 51, 'active applies');
    await active.stop();
    await waitFor(() => standby.status()[0]!.state === 'live', 'standby takes over');
    await appendCounts(store, 5, 10);
    await waitFor(async () => (await readCounts(pool))['count-004']?.[0] === 61, 'standby applies');
    expect(await readCounts(pool)).toEqual(expectedCounts(5, 61));
    await standby.stop();
  });

  it('rebuilds with progress and ends with the same read model', async () => {
    const r = runner();
    await r.start();
    await waitFor(() => r.status()[0]!.state === 'live', 'live');
    const before = await readCounts(pool);
    const progress: number[] = [];
    await r.rebuild('stream_counts', (fraction) => progress.push(fraction));
    expect(await readCounts(pool)).toEqual(before);
    expect(progress.at(-1)).toBe(1);
    expect(progress).toEqual([...progress].sort((x, y) => x - y));
    expect(progress.length).toBeGreaterThan(1);
    await r.stop();
  });

  it('rebuilds by itself when the projection version changes', async () => {
    await pool.query(`update stream_counts set events = 0`);
    const r = runner(streamCountsProjection({ version: 2 }));
    await r.start();
    await waitFor(async () => (await readCounts(pool))['count-004']?.[0] === 61, 'rebuilt by version');
    expect(await readCounts(pool)).toEqual(expectedCounts(5, 61));
    await r.stop();
  });

  it('after a process is killed mid-batch, the read model equals a clean rebuild', async () => {
    await pool.query('truncate stream_counts; delete from projection_checkpoints');
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'tests/projections/support/crashingRunner.ts', db.url],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('applying') && resolve());
      child.on('exit', (code) => reject(new Error(`child exited early with ${code}`)));
    });
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    const partial = await readCounts(pool);
    expect(partial).not.toEqual(expectedCounts(5, 61)); // it really died part-way

    const r = runner(streamCountsProjection({ version: 2 }));
    await r.start();
    await waitFor(async () => (await readCounts(pool))['count-004']?.[0] === 61, 'recovery');
    const recovered = await readCounts(pool);
    await r.rebuild('stream_counts');
    expect(recovered).toEqual(await readCounts(pool));
    expect(recovered).toEqual(expectedCounts(5, 61));
    await r.stop();
  });
});
