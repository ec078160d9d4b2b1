// The auditor's rebuild-and-compare over HTTP (DESIGN §6): who may use it, a compare started and
// followed to its report (equal, then the rows someone changed), one at a time per read model, a
// failure told in the caller's language. The features register no read model yet, so the server
// runs test read models of its own (the stream-count projection of the runner tests).

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompareJob, ReadModelRow } from '../../domain/readModelAudit/readModelAudit.schema.ts';
import { appendCounts } from '../projections/support/appendCounts.ts';
import { countsStream, streamCountsProjection } from '../projections/support/streamCounts.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';
import { waitFor } from '../support/waitFor.ts';
import { sql } from './support/apiClient.ts';
import { demoFixtures, type Fixtures } from './support/fixtures.ts';

let server: TestServer;
let fx: Fixtures;
const tokens: Record<'seller' | 'areaAdmin', string> = { seller: '', areaAdmin: '' };

const start = (name: string, token = fx.superToken, lang: 'cn' | 'en' | 'es' = 'en') =>
  fx.api.call<{ data: CompareJob; code?: string; message?: string }>('POST', '/readModelAudit/compare', {
    token,
    lang,
    body: { name },
  });
const follow = (jobId: string, lang: 'cn' | 'en' | 'es' = 'en') =>
  fx.api.call<{ data: CompareJob }>('GET', `/readModelAudit/compare/${jobId}`, {
    token: fx.superToken,
    lang,
  });
const list = async () =>
  (await fx.api.call<{ data: ReadModelRow[] }>('GET', '/readModelAudit', { token: fx.superToken })).body.data;

/** Starts a compare and polls it until it is finished; answers every state and progress seen. */
async function compareToEnd(name: string, lang: 'cn' | 'en' | 'es' = 'en') {
  const started = await start(name, fx.superToken, lang);
  expect(started.status).toBe(200);
  const seen: CompareJob[] = [started.body.data];
  await waitFor(async () => {
    const polled = (await follow(started.body.data.jobId, lang)).body.data;
    seen.push(polled);
    return polled.state === 'completed' || polled.state === 'failed';
  }, `compare of ${name}`);
  return { job: seen.at(-1)!, seen };
}

beforeAll(async () => {
  server = await startTestServer(
    {},
    {
      extraProjections: [
        streamCountsProjection({ family: 'audit' }),
        // Slowed down (a short sleep per event), so a compare of it is seen half-way however fast the machine.
        streamCountsProjection({ family: 'big', slowMs: 1 }),
      ],
    },
  );
  fx = await demoFixtures(server);
  await fx.addUser('auditseller');
  tokens.seller = await fx.api.login('auditseller');
  const role = await fx.api.call<{ data: { id: number } }>('POST', '/permission/add', {
    token: fx.superToken,
    body: { name: '数据库管理员', scenicAreaID: fx.areaA, type: 1, authority: { system: { database: 1 } } },
  });
  await fx.addUser('auditadmin', { permissionID: role.body.data.id });
  tokens.areaAdmin = await fx.api.login('auditadmin');
  const store = server.running.ctx.store;
  await appendCounts(store, 4, 25, 'audit');
  await appendCounts(store, 5, 500, 'big'); // 2500 events: three batches of the replay
  // Caught up to the last big event, so a compare of big_counts replays all three batches.
  const [last] = await store.readStream(countsStream('big', 4), { direction: 'backwards', maxCount: 1 });
  await waitFor(
    async () =>
      (await list())
        .filter((m) => m.name.endsWith('_counts')) // this test's read models; the sales ones stay empty
        .every(
          (m) =>
            m.state === 'live' &&
            m.position?.prepare !== '0' &&
            (m.name !== 'big_counts' || m.position?.prepare === String(last!.position.prepare)),
        ),
    'live',
  );
});
afterAll(() => server.close());

describe('read-model audit', () => {
  it('is for super administrators with the database flag only', async () => {
    for (const [method, path] of [
      ['GET', '/readModelAudit'],
      ['POST', '/readModelAudit/compare'],
      ['GET', '/readModelAudit/compare/00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const body = method === 'POST' ? { name: 'audit_counts' } : undefined;
      expect((await fx.api.call(method, path, { body })).status).toBe(401);
      const seller = await fx.api.call(method, path, { token: tokens.seller, body });
      expect([seller.status, seller.body.code]).toEqual([403, 'FORBIDDEN']);
      const admin = await fx.api.call(method, path, { token: tokens.areaAdmin, body, lang: 'en' });
      expect([admin.status, admin.body.code]).toEqual([403, 'READ_MODEL_AUDIT_SUPER_ADMIN_ONLY']);
    }
    expect(await sql(server, 'select count(*)::int as n from read_model_compares')).toEqual([{ n: 0 }]);
  });

  it('lists the read models with their state and stored checkpoint', async () => {
    const [audit] = (await list()).filter((m) => m.name === 'audit_counts');
    const [stored] = await sql(
      server,
      `select commit_position::text as commit, prepare_position::text as prepare
         from projection_checkpoints where name = 'audit_counts'`,
    );
    expect(audit).toMatchObject({ name: 'audit_counts', version: 1, state: 'live', lastCompare: null });
    expect(audit!.position).toEqual(stored);
  });

  it('runs a compare as a job to its report, and lists the rows changed behind the projection', async () => {
    const { job } = await compareToEnd('audit_counts');
    expect(job).toMatchObject({ name: 'audit_counts', state: 'completed', progress: 100, failure: null });
    expect(job.report).toMatchObject({ projection: 'audit_counts', equal: true, eventsReplayed: 100 });

    await sql(server, `update audit_counts set events = 7 where stream_id = 'audit-003'`);
    const tampered = (await compareToEnd('audit_counts')).job.report!;
    expect(tampered.equal).toBe(false);
    expect(tampered.tables).toEqual([
      expect.objectContaining({
        onlyInLive: 1,
        onlyInShadow: 1,
        liveExamples: [{ stream_id: 'audit-003', events: 7, revision_sum: 300 }],
        shadowExamples: [{ stream_id: 'audit-003', events: 25, revision_sum: 300 }],
      }),
    ]);
    const [latest] = (await list()).filter((m) => m.name === 'audit_counts');
    expect(latest!.lastCompare?.report?.equal).toBe(false);
  });

  it('shows progress while it runs and refuses a second compare of the same read model meanwhile', async () => {
    const first = await start('big_counts');
    const second = await start('big_counts', fx.superToken, 'es');
    expect([second.status, second.body.code]).toEqual([409, 'READ_MODEL_COMPARE_RUNNING']);
    expect(second.body.message).toBe(
      'Ya se está reconstruyendo y comparando este modelo de lectura; espere a que termine',
    );
    const other = await start('audit_counts'); // another read model is not held up by it
    expect(other.status).toBe(200);
    const seen: number[] = [];
    await waitFor(async () => {
      const polled = (await follow(first.body.data.jobId)).body.data;
      seen.push(polled.progress);
      return polled.state === 'completed';
    }, 'big compare');
    expect(seen.some((p) => p > 0 && p < 100)).toBe(true);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect((await start('big_counts')).status).toBe(200); // finished: a new one may start
  });

  it('tells why a compare failed in the caller language, and answers 404 for what it does not know', async () => {
    await waitFor(
      async () =>
        (await list())
          .filter((m) => m.name.endsWith('_counts'))
          .every((m) => m.lastCompare?.state === 'completed'),
      'idle',
    );
    await sql(server, `update projection_checkpoints set version = 9 where name = 'audit_counts'`);
    const { job } = await compareToEnd('audit_counts', 'cn');
    expect(job).toMatchObject({ state: 'failed', report: null });
    expect(job.failure).toBe('在线读模型的版本与程序不同，将自动重建；请在重建完成后再核对');
    await sql(server, `update projection_checkpoints set version = 1 where name = 'audit_counts'`);

    const unknown = await start('no_such_model', fx.superToken, 'en');
    expect([unknown.status, unknown.body.message]).toEqual([
      404,
      'There is no read model named "no_such_model"',
    ]);
    expect((await follow('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await follow('not-a-uuid')).status).toBe(400);
  });
});

describe('read-model audit on BullMQ (REDIS_URL)', () => {
  it('runs a compare as a BullMQ job and answers its report through Redis', async () => {
    const withRedis = await startTestServer(
      { REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379' },
      { extraProjections: [streamCountsProjection({ family: 'queued' })] },
    );
    try {
      await appendCounts(withRedis.running.ctx.store, 3, 10, 'queued');
      const { projections } = withRedis.running.ctx;
      await waitFor(
        () => projections.status().find((s) => s.name === 'queued_counts')?.processed === 30,
        'queued_counts live',
      );
      const api = (await demoFixtures(withRedis)).api;
      const token = await api.login('admin');
      const started = await api.call<{ data: CompareJob }>('POST', '/readModelAudit/compare', {
        token,
        body: { name: 'queued_counts' },
      });
      expect(started.status).toBe(200);
      let done: CompareJob | undefined;
      await waitFor(async () => {
        const path = `/readModelAudit/compare/${started.body.data.jobId}`;
        done = (await api.call<{ data: CompareJob }>('GET', path, { token })).body.data;
        return done.state === 'completed' || done.state === 'failed';
      }, 'BullMQ compare');
      expect(done?.report).toMatchObject({ projection: 'queued_counts', equal: true, eventsReplayed: 30 });
    } finally {
      await withRedis.close();
    }
  });
});
