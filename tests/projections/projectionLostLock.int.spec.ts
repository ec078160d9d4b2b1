// The checkpoint compare-and-set: a leader that lost its advisory lock while still inside a batch
// (its lock session cut, as by a network fault) must not commit that batch after the new leader has
// applied the same events. The lock alone cannot prevent this; the checkpoint's compare-and-set must.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { appendCounts } from './support/appendCounts.ts';
import { setUpRunners } from './support/runnerSetup.ts';
import { expectedCounts, readCounts, streamCountsProjection } from './support/streamCounts.ts';

const env = setUpRunners('lostlock');
beforeAll(env.beforeAll);
afterAll(env.afterAll);

/** The sessions holding advisory locks in this test's database. */
async function lockHolders(): Promise<number[]> {
  const { rows } = await env.pool().query(
    `select pid from pg_locks where locktype = 'advisory' and granted
       and database = (select oid from pg_database where datname = current_database())`,
  );
  return rows.map((r) => r.pid);
}

/** Ends the sessions holding advisory locks in this test's database (the old leader's lock). */
async function cutLockSessions(): Promise<number> {
  const { rowCount } = await env.pool().query(
    `select pg_terminate_backend(pid) from pg_locks
     where locktype = 'advisory' and granted and pid <> pg_backend_pid()
       and database = (select oid from pg_database where datname = current_database())`,
  );
  return rowCount ?? 0;
}

it('two runners on one projection without the lock between them: no event is applied twice', async () => {
  await appendCounts(env.store(), 3, 10, 'lost');

  // The old leader A enters its batch and is held there (a long GC pause, a slow network).
  let entered!: () => void;
  const inside = new Promise<void>((resolve) => {
    entered = resolve;
  });
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const slow = streamCountsProjection({ family: 'lost' });
  const apply = slow.apply;
  slow.apply = async (events, tx) => {
    entered();
    await held;
    await apply(events, tx);
  };
  const errors: unknown[] = [];
  let committedByA = 0;
  const a = env.runnerWith({
    projections: [slow],
    onError: (_name, error) => errors.push(error),
    onBatch: () => committedByA++,
  });
  await a.start();
  await inside;
  expect(await cutLockSessions()).toBe(1);

  // The new leader B takes the free lock and applies the same events from the same checkpoint.
  const b = env.runner(streamCountsProjection({ family: 'lost' }));
  await b.start();
  await env.until(() => b.status()[0]!.state === 'live' && env.processed(b) === 30, 'B applies all');

  release();
  await env.until(() => errors.length > 0 || committedByA > 0, "A's late batch settles");
  expect(committedByA).toBe(0);
  expect(String(errors[0])).toContain('projection lost_counts: checkpoint moved elsewhere');
  expect(await readCounts(env.pool(), 'lost')).toEqual(expectedCounts(3, 10, 'lost'));

  // B carries on alone.
  await appendCounts(env.store(), 3, 1, 'lost');
  await env.until(() => env.processed(b) === 33, 'B follows');
  expect(await readCounts(env.pool(), 'lost')).toEqual(expectedCounts(3, 11, 'lost'));
  await Promise.all([a.stop(), b.stop()]);
});

it('a runner whose lock session is cut while live notices, takes a new lock, and applies each event once', async () => {
  await appendCounts(env.store(), 2, 10, 'cut');
  const a = env.runner(streamCountsProjection({ family: 'cut' }));
  await a.start();
  await env.until(() => a.status()[0]!.state === 'live' && env.processed(a) === 20, 'A live');
  const [first] = await lockHolders();
  expect(await cutLockSessions()).toBe(1);
  // Only a runner that noticed the loss asks for the lock again, from a new session.
  await env.until(async () => (await lockHolders()).some((pid) => pid !== first), 'A locks again');
  await appendCounts(env.store(), 2, 5, 'cut');
  await env.until(
    () => a.status()[0]!.state === 'live' && env.processed(a) === 30,
    'A applies the new events',
  );
  expect(await readCounts(env.pool(), 'cut')).toEqual(expectedCounts(2, 15, 'cut'));
  await a.stop();
});
