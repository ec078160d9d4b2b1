// The projection runner against real Postgres. Each test uses a stream family of its own (own
// streams, table and projection name), so any test can run alone (Stryker runs tests one by one).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendCounts } from './support/appendCounts.ts';
import { setUpRunners } from './support/runnerSetup.ts';
import { expectedCounts, readCounts, streamCountsProjection } from './support/streamCounts.ts';

const env = setUpRunners('proj');
beforeAll(env.beforeAll);
afterAll(env.afterAll);

describe('projection runner (real Postgres)', () => {
  it('builds the read model from history, then follows live appends', async () => {
    const { store, pool } = env;
    await appendCounts(store(), 5, 40, 'follow');
    const r = env.runner(streamCountsProjection({ family: 'follow' }));
    await r.start();
    await env.until(() => r.status()[0]!.state === 'live' && env.processed(r) === 200, 'catch-up');
    expect(await readCounts(pool(), 'follow')).toEqual(expectedCounts(5, 40, 'follow'));

    await store().appendToStream('other-1', [{ type: 'Ignored', data: {} }]);
    await appendCounts(store(), 5, 1, 'follow');
    await env.until(() => env.processed(r) === 205, 'live events');
    expect(await readCounts(pool(), 'follow')).toEqual(expectedCounts(5, 41, 'follow'));
    await r.stop();
  });

  it('keeps one active instance across runners, and a standby takes over without double counting', async () => {
    const { store, pool } = env;
    const a = env.runner(streamCountsProjection({ family: 'standby' }));
    const b = env.runner(streamCountsProjection({ family: 'standby' }));
    await a.start();
    await b.start();
    await env.until(() => [a, b].some((r) => r.status()[0]!.state === 'live'), 'one runner live');
    const [active, standby] = a.status()[0]!.state === 'live' ? [a, b] : [b, a];
    expect(standby.status()[0]!.state).toBe('standby');
    await expect(standby.rebuild('standby_counts')).rejects.toThrow('not active in this process');

    await appendCounts(store(), 5, 10, 'standby');
    await env.until(async () => (await readCounts(pool(), 'standby'))['standby-004']?.[0] === 10, 'active');
    await active.stop();
    expect(active.status()[0]!.state).toBe('stopped');
    await env.until(() => standby.status()[0]!.state === 'live', 'standby takes over');
    await appendCounts(store(), 5, 10, 'standby');
    await env.until(async () => (await readCounts(pool(), 'standby'))['standby-004']?.[0] === 20, 'standby');
    expect(await readCounts(pool(), 'standby')).toEqual(expectedCounts(5, 20, 'standby'));
    await standby.stop();
  });

  it('rebuilds with progress and ends with the same read model', async () => {
    const { store, pool } = env;
    await appendCounts(store(), 5, 40, 'rebuild');
    const r = env.runner(streamCountsProjection({ family: 'rebuild' }));
    await r.start();
    await env.until(() => r.status()[0]!.state === 'live' && env.processed(r) === 200, 'live');
    const before = await readCounts(pool(), 'rebuild');
    const progress: number[] = [];
    await r.rebuild('rebuild_counts', (fraction) => progress.push(fraction));
    expect(await readCounts(pool(), 'rebuild')).toEqual(before);
    expect(before).toEqual(expectedCounts(5, 40, 'rebuild'));
    expect(env.processed(r)).toBe(200);
    expect(progress.at(-1)).toBe(1);
    expect(progress).toEqual([...progress].sort((x, y) => x - y));
    expect(progress.length).toBeGreaterThan(1);
    await expect(r.rebuild('nothing')).rejects.toThrow('unknown projection nothing');
    await r.stop();
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
  });

  it('refuses the same projection registered twice', () => {
    expect(() =>
      env.runner(streamCountsProjection({ family: 'twice' }), streamCountsProjection({ family: 'twice' })),
    ).toThrow('projection twice_counts registered twice');
  });
});
