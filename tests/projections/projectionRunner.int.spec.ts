// The projection runner against real Postgres. Each test uses a stream family of its own (own
// streams, table and projection name), so any test can run alone (Stryker runs tests one by one).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { perEvent } from '../../projections/runner/projection.ts';
import type { BatchApplied } from '../../projections/runner/projectionWorker.ts';
import { testPool } from '../support/testDatabase.ts';
import { appendCounts } from './support/appendCounts.ts';
import { setUpRunners } from './support/runnerSetup.ts';
import { expectedCounts, readCounts, streamCountsProjection } from './support/streamCounts.ts';

const env = setUpRunners('proj');
const FOLLOW = { streamNamePrefixes: ['follow-'] };
beforeAll(env.beforeAll);
afterAll(env.afterAll);

describe('projection runner (real Postgres)', () => {
  it('builds the read model from history, then follows live appends', async () => {
    const { store, pool } = env;
    await appendCounts(store(), 5, 40, 'follow');
    const batches: BatchApplied[] = [];
    const r = env.runnerWith({
      projections: [streamCountsProjection({ family: 'follow' })],
      onBatch: (batch) => batches.push(batch),
    });
    expect(r.status()[0]).toMatchObject({ state: 'standby', position: { commit: '0', prepare: '0' } });
    await r.start();
    await env.until(() => r.status()[0]!.state === 'live' && env.processed(r) === 200, 'catch-up');
    expect(await readCounts(pool(), 'follow')).toEqual(expectedCounts(5, 40, 'follow'));
    expect(batches.map((b) => [b.name, b.count])).toEqual([
      ['follow_counts', 100],
      ['follow_counts', 100],
    ]);
    const [last] = await store().readAll({ direction: 'backwards', maxCount: 1, filter: FOLLOW });
    expect(r.status()[0]!.position).toEqual({
      commit: String(last!.position.commit),
      prepare: String(last!.position.prepare),
    });

    await store().appendToStream('other-1', [{ type: 'Ignored', data: {} }]);
    await appendCounts(store(), 5, 1, 'follow');
    await env.until(() => env.processed(r) === 205, 'live events');
    expect(await readCounts(pool(), 'follow')).toEqual(expectedCounts(5, 41, 'follow'));
    await r.stop();
  });

  it('keeps one active instance across runners, and a standby takes over without double counting', async () => {
    const { store, pool } = env;
    // Two processes: each runner its own pool (a lock left in one pool must not pass to the other).
    const otherPool = testPool(env.url());
    const a = env.runner(streamCountsProjection({ family: 'standby' }));
    const b = env.runnerWith({
      projections: [streamCountsProjection({ family: 'standby' })],
      pool: otherPool,
    });
    await a.start();
    await b.start();
    await env.until(() => [a, b].some((r) => r.status()[0]!.state === 'live'), 'one runner live');
    const [active, standby] = a.status()[0]!.state === 'live' ? [a, b] : [b, a];
    expect(standby.status()[0]!.state).toBe('standby');
    await expect(standby.rebuild('standby_counts')).rejects.toThrow('not active in this process');

    await appendCounts(store(), 5, 10, 'standby');
    await env.until(async () => (await readCounts(pool(), 'standby'))['standby-004']?.[0] === 10, 'active');
    expect(standby.status()[0]).toMatchObject({ state: 'standby', processed: 0 });
    await active.stop();
    expect(active.status()[0]!.state).toBe('stopped');
    await env.until(() => standby.status()[0]!.state === 'live', 'standby takes over');
    await appendCounts(store(), 5, 10, 'standby');
    await env.until(async () => (await readCounts(pool(), 'standby'))['standby-004']?.[0] === 20, 'standby');
    expect(await readCounts(pool(), 'standby')).toEqual(expectedCounts(5, 20, 'standby'));
    await standby.stop();
    await otherPool.end();
    expect(env.errorsOf('standby_counts')).toEqual([]);
  });

  it('rebuilds with progress and ends with the same read model', async () => {
    const { store, pool } = env;
    await appendCounts(store(), 5, 40, 'rebuild');
    const r = env.runner(streamCountsProjection({ family: 'rebuild' }));
    await r.start();
    await env.until(() => r.status()[0]!.state === 'live' && env.processed(r) === 200, 'live');
    const before = await readCounts(pool(), 'rebuild');
    const progress: number[] = [];
    const states = new Set<string>();
    await r.rebuild('rebuild_counts', (fraction) => {
      progress.push(fraction);
      states.add(r.status()[0]!.state);
    });
    expect(await readCounts(pool(), 'rebuild')).toEqual(before);
    expect(before).toEqual(expectedCounts(5, 40, 'rebuild'));
    expect(env.processed(r)).toBe(200);
    expect(progress.at(-1)).toBe(1);
    expect(progress).toEqual([...progress].sort((x, y) => x - y));
    expect(progress.length).toBeGreaterThan(1);
    expect(progress[0]).toBeGreaterThan(0);
    expect(progress[0]).toBeLessThan(1); // the first of two batches, against the head of $all
    expect(states).toContain('catching_up');
    expect(r.status()[0]!.state).toBe('live');
    await expect(r.rebuild('nothing')).rejects.toThrow('unknown projection nothing');
    await r.stop();
    await expect(r.rebuild('rebuild_counts')).rejects.toThrow('not active in this process');
    expect(env.errorsOf('rebuild_counts')).toEqual([]);
  });

  it('rebuilds by itself when the projection version changes, and not when it stays', async () => {
    const { store, pool } = env;
    await appendCounts(store(), 3, 20, 'version');
    const first = env.runner(streamCountsProjection({ family: 'version' }));
    await first.start();
    await env.until(() => env.processed(first) === 60, 'version 1 built');
    await first.stop();
    await pool().query(`update version_counts set events = 0`); // a mark a rebuild would wipe

    const same = env.runner(streamCountsProjection({ family: 'version' }));
    await same.start();
    await env.until(() => same.status()[0]!.state === 'live', 'version 1 again');
    expect((await readCounts(pool(), 'version'))['version-000']?.[0]).toBe(0);
    await same.stop();

    const bumped = env.runner(streamCountsProjection({ family: 'version', version: 2 }));
    await bumped.start();
    await env.until(() => bumped.status()[0]!.state === 'live', 'version 2 live');
    expect(await readCounts(pool(), 'version')).toEqual(expectedCounts(3, 20, 'version'));
    await bumped.stop();
    expect(env.errorsOf('version_counts')).toEqual([]);
  });

  it('a batch whose apply fails is rolled back, reported and retried: each event applied once', async () => {
    await appendCounts(env.store(), 2, 10, 'flaky');
    await env.store().appendToStream('flaky-000', [{ type: 'Unhandled', data: {} }]);
    const counts = streamCountsProjection({ family: 'flaky' });
    let failures = 1;
    const flaky = {
      ...counts,
      apply: perEvent({
        Counted: async (event, tx) => {
          await counts.apply([event], tx);
          if (event.revision === 5n && failures-- > 0) throw new Error('apply failed once');
        },
      }),
    };
    const r = env.runner(flaky);
    await r.start();
    await env.until(() => env.processed(r) === 21, 'applied after the retry');
    expect(env.errorsOf('flaky_counts')).toEqual(['Error: apply failed once']);
    expect(await readCounts(env.pool(), 'flaky')).toEqual(expectedCounts(2, 10, 'flaky'));
    await r.stop();
  });

  it('refuses the same projection registered twice', () => {
    expect(() =>
      env.runner(streamCountsProjection({ family: 'twice' }), streamCountsProjection({ family: 'twice' })),
    ).toThrow('projection twice_counts registered twice');
  });
});
