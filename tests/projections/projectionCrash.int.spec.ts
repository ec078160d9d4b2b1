// Crash consistency: a process running a projection is killed (SIGKILL) many times, each time after
// several committed batches and inside the next one, and resumes with the same version (no rebuild
// hides the damage). After every kill the read model must equal a clean rebuild up to the committed
// checkpoint: no event applied twice, none lost.
import { spawn } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { comparePositions, type Position, type RecordedEvent } from '../../domain/eventStore.ts';
import { CHECKPOINTS_SCHEMA } from '../../projections/runner/checkpoints.sql.ts';
import { appendCounts } from './support/appendCounts.ts';
import { setUpRunners } from './support/runnerSetup.ts';
import { expectedCounts, foldCounts, readCounts, streamCountsProjection } from './support/streamCounts.ts';

const ROUNDS = 20; // kills
const FAMILY = 'crash';
const STREAMS = 4;
const PER_ROUND = 20; // per stream: 80 events a round, 8 batches
const BATCH = 10;
const CHILD = 'tests/projections/support/crashingRunner.ts';

type Mode = 'in-apply' | 'in-checkpoint';

const env = setUpRunners('crash');
beforeAll(async () => {
  await env.beforeAll();
  // While slow_checkpoint has a row, a checkpoint write waits (the parent removes the row once the
  // child is dead and the read model has been checked), so an `in-checkpoint` kill always lands
  // before that batch commits. The checkpoint and the commit travel in one message, so the batch
  // the child died in may still commit once the write goes on: whole, checkpoint and rows together.
  await env.pool().query(`${CHECKPOINTS_SCHEMA};
    create table slow_checkpoint (at timestamptz default now());
    create function slow_checkpoint() returns trigger language plpgsql as $$
      begin
        while exists (select 1 from slow_checkpoint) loop perform pg_sleep(0.01); end loop;
        return new;
      end $$;
    create trigger slow_checkpoint before update on projection_checkpoints
      for each row execute function slow_checkpoint()`);
});
afterAll(env.afterAll);

/**
 * Starts a child, waits for its "mid" line, kills it (at once, or 0–90 ms into the checkpoint write)
 * and waits for it to exit; its checkpoint write, if any, is still held by slow_checkpoint.
 */
async function runAndKill(committedBatches: number, mode: Mode): Promise<void> {
  const args = [env.url(), FAMILY, String(BATCH), String(committedBatches), mode];
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD, ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (!chunk.toString().includes('mid')) return;
      const delay = mode === 'in-apply' ? 0 : randomInt(90);
      setTimeout(() => child.kill('SIGKILL'), delay);
      resolve();
    });
    child.once('exit', (code) => reject(new Error(`child exited before the kill (code ${code})`)));
  });
  await exited;
}

/** Lets a held checkpoint write go on and waits until every session of the dead child has ended. */
async function releaseAndSettle(): Promise<void> {
  await env.pool().query('delete from slow_checkpoint');
  await env.until(async () => {
    const { rows } = await env
      .pool()
      .query(`select count(*)::int as n from pg_stat_activity where application_name = 'crash-child'`);
    return rows[0].n === 0;
  }, "the dead child's sessions end");
}

/** The committed checkpoint and read model, read in one snapshot. */
async function committedState(): Promise<{ at: Position; counts: Awaited<ReturnType<typeof readCounts>> }> {
  const client = await env.pool().connect();
  try {
    await client.query('begin isolation level repeatable read');
    const { rows } = await client.query(
      `select commit_position::text as c, prepare_position::text as p from projection_checkpoints
              where name = $1`,
      [`${FAMILY}_counts`],
    );
    const at = rows[0]
      ? { commit: BigInt(rows[0].c), prepare: BigInt(rows[0].p) }
      : { commit: 0n, prepare: 0n };
    const counts = await readCounts(client, FAMILY);
    await client.query('commit');
    return { at, counts };
  } finally {
    client.release();
  }
}

/** The read model equals a fold of the events up to the checkpoint; answers how many events that is. */
async function expectConsistent(label: string): Promise<number> {
  const { at, counts } = await committedState();
  const upToCheckpoint = (await familyEvents()).filter((e) => comparePositions(e.position, at) <= 0);
  expect(counts, label).toEqual(foldCounts(upToCheckpoint));
  return upToCheckpoint.length;
}

async function familyEvents(): Promise<RecordedEvent[]> {
  return env.store().readAll({ filter: { streamNamePrefixes: [`${FAMILY}-`] }, maxCount: 100_000 });
}

it(`killed ${ROUNDS} times mid-batch at random moments, resumed with the same version: equals a clean rebuild`, async () => {
  let before = 0;
  for (let round = 0; round < ROUNDS; round++) {
    await appendCounts(env.store(), STREAMS, PER_ROUND, FAMILY);
    const committedBatches = 2 + randomInt(4); // 2..5 batches commit before the one it dies in
    const mode: Mode = round % 2 === 0 ? 'in-apply' : 'in-checkpoint';
    await runAndKill(committedBatches, mode);

    // Dead, its last batch not committed (an `in-checkpoint` batch is still held in its write).
    const seen = await expectConsistent(`round ${round} (${mode}), killed`);
    // It died after `committedBatches` batches, inside the next one.
    expect(seen - before, `round ${round} (${mode})`).toBe(committedBatches * BATCH);
    // The held write goes on: that batch commits whole or not at all.
    await releaseAndSettle();
    const settled = await expectConsistent(`round ${round} (${mode}), settled`);
    expect([seen, seen + BATCH], `round ${round} (${mode})`).toContain(settled);
    before = settled;
  }

  // Recovery in this process, same version, to the end of the log; then a clean rebuild.
  const r = env.runner(streamCountsProjection({ family: FAMILY }));
  await r.start();
  const last = (await familyEvents()).at(-1)!.position;
  await env.until(() => r.status()[0]!.position.prepare === String(last.prepare), 'recovery to the end');
  const recovered = await readCounts(env.pool(), FAMILY);
  expect(recovered).toEqual(expectedCounts(STREAMS, PER_ROUND * ROUNDS, FAMILY));
  await r.rebuild(`${FAMILY}_counts`);
  expect(await readCounts(env.pool(), FAMILY)).toEqual(recovered);
  await r.stop();
}, 240_000); // a child process per kill: about 1–3 s each on 2 busy cores
