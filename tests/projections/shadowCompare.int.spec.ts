// The auditor's rebuild-and-compare against real Postgres and the Postgres event store: a shadow copy
// rebuilt from the log equals the live read model after a clean run, lists exactly the rows someone
// changed behind the projection's back, leaves the live tables and checkpoint alone, and still
// reports "equal" while events keep arriving. Each test has a stream family of its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Projection } from '../../projections/runner/projection.ts';
import { shadowCompare } from '../../projections/runner/shadowCompare.ts';
import { appendCounts } from './support/appendCounts.ts';
import { setUpRunners } from './support/runnerSetup.ts';
import { countsTable, streamCountsProjection } from './support/streamCounts.ts';

const env = setUpRunners('shadow');
beforeAll(env.beforeAll);
afterAll(env.afterAll);

/** A runner of the family's counts projection, live over what has been appended so far. */
async function liveRunner(family: string, events: number) {
  const r = env.runner(streamCountsProjection({ family }));
  await r.start();
  await env.until(() => r.status()[0]!.state === 'live' && env.processed(r) === events, `${family} live`);
  return r;
}

const checkpoint = async (name: string) =>
  (
    await env
      .pool()
      .query(
        'select commit_position::text as commit, prepare_position::text as prepare, version from projection_checkpoints where name = $1',
        [name],
      )
  ).rows[0];
const rowsOf = async (family: string) =>
  (await env.pool().query(`select * from ${countsTable(family)} order by stream_id`)).rows;
const shadowSchemas = async () =>
  (await env.pool().query(`select nspname from pg_namespace where nspname like 'shadow\\_%'`)).rows;

describe('shadow rebuild and compare (real Postgres)', () => {
  it('finds a cleanly built read model equal, with progress, and drops its scratch schema', async () => {
    await appendCounts(env.store(), 5, 40, 'clean');
    const r = await liveRunner('clean', 200);
    const progress: number[] = [];
    const report = await r.compare('clean_counts', (f) => void progress.push(f));
    expect(report).toMatchObject({
      projection: 'clean_counts',
      version: 1,
      eventsReplayed: 200,
      equal: true,
    });
    expect(report.position).toEqual(r.status()[0]!.position);
    expect(report.tables).toEqual([
      {
        table: 'clean_counts',
        columns: ['stream_id', 'events', 'revision_sum'],
        key: ['stream_id'],
        liveRows: 5,
        shadowRows: 5,
        onlyInLive: 0,
        onlyInShadow: 0,
        liveExamples: [],
        shadowExamples: [],
      },
    ]);
    expect(progress.length).toBeGreaterThan(2); // two batches of 100, then the comparison
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress[0]).toBeGreaterThan(0);
    expect(progress.at(-1)).toBe(1);
    expect(await shadowSchemas()).toEqual([]);
    await expect(r.compare('nothing')).rejects.toThrow('unknown projection nothing');
  });

  it('lists exactly the rows changed behind its back, and leaves the live tables and checkpoint alone', async () => {
    await appendCounts(env.store(), 4, 10, 'tamper');
    const r = await liveRunner('tamper', 40);
    const sum = (10 * 9) / 2;
    await env.pool().query(`update tamper_counts set events = 99 where stream_id = 'tamper-001'`);
    await env.pool().query(`delete from tamper_counts where stream_id = 'tamper-002'`);
    await env.pool().query(`insert into tamper_counts values ('tamper-999', 1, 0)`);
    const [rowsBefore, checkpointBefore] = [await rowsOf('tamper'), await checkpoint('tamper_counts')];

    const report = await r.compare('tamper_counts');
    expect(report.equal).toBe(false);
    expect(report.tables).toEqual([
      {
        table: 'tamper_counts',
        columns: ['stream_id', 'events', 'revision_sum'],
        key: ['stream_id'],
        liveRows: 4,
        shadowRows: 4,
        onlyInLive: 2,
        onlyInShadow: 2,
        liveExamples: [
          { stream_id: 'tamper-001', events: 99, revision_sum: sum },
          { stream_id: 'tamper-999', events: 1, revision_sum: 0 },
        ],
        shadowExamples: [
          { stream_id: 'tamper-001', events: 10, revision_sum: sum },
          { stream_id: 'tamper-002', events: 10, revision_sum: sum },
        ],
      },
    ]);
    expect(await rowsOf('tamper')).toEqual(rowsBefore);
    expect(await checkpoint('tamper_counts')).toEqual(checkpointBefore);
    expect(r.status()[0]).toMatchObject({ state: 'live', processed: 40 });
    expect(await shadowSchemas()).toEqual([]);
  });

  it('still reports equal while events keep arriving and the live projection keeps moving', async () => {
    await appendCounts(env.store(), 4, 50, 'moving');
    const r = await liveRunner('moving', 200);
    const before = await checkpoint('moving_counts');
    let appending = true;
    let appended = 0;
    const writer = (async () => {
      while (appending) {
        await appendCounts(env.store(), 4, 1, 'moving');
        appended += 4;
      }
    })();
    // The shadow replay is slowed down (small batches, a pause in each) so the live one overtakes it.
    const live = streamCountsProjection({ family: 'moving' });
    const slowed: Projection = {
      ...live,
      apply: async (events, tx) => {
        await new Promise((resolve) => setTimeout(resolve, 40));
        await live.apply(events, tx);
      },
    };
    const report = await shadowCompare({
      store: env.store(),
      pool: env.pool(),
      projection: slowed,
      batchSize: 20,
    });
    appending = false;
    await writer;

    expect(report.equal).toBe(true);
    expect(BigInt(report.position.prepare)).toBeGreaterThan(BigInt(before.prepare));
    expect(report.eventsReplayed).toBeGreaterThan(200);
    expect(report.tables[0]!.liveRows).toBe(4);
    // Everything appended is applied in the end, and a compare then finds the same read model.
    await env.until(() => env.processed(r) === 200 + appended, 'live catches up');
    expect(await rowsOf('moving')).toHaveLength(4);
    const settled = await r.compare('moving_counts');
    expect(settled).toMatchObject({ equal: true, eventsReplayed: 200 + appended });
    expect(settled.position).toEqual(r.status()[0]!.position);
  });

  it('runs one compare of a read model at a time, and refuses one never built or of another version', async () => {
    await appendCounts(env.store(), 2, 10, 'once');
    const r = await liveRunner('once', 20);
    const slow = streamCountsProjection({ family: 'once', slowMs: 20 });
    const first = shadowCompare({ store: env.store(), pool: env.pool(), projection: slow });
    await env.until(async () => (await shadowSchemas()).length === 1, 'first compare under way');
    await expect(r.compare('once_counts')).rejects.toThrow('READ_MODEL_COMPARE_RUNNING');
    expect((await first).equal).toBe(true);

    const never = streamCountsProjection({ family: 'never' });
    await expect(shadowCompare({ store: env.store(), pool: env.pool(), projection: never })).rejects.toThrow(
      'READ_MODEL_NOT_STARTED',
    );
    const bumped = streamCountsProjection({ family: 'once', version: 2 });
    await expect(shadowCompare({ store: env.store(), pool: env.pool(), projection: bumped })).rejects.toThrow(
      'READ_MODEL_VERSION_MISMATCH',
    );
    expect(await shadowSchemas()).toEqual([]);
  });
});
