// The connection budget (docs/operations.md): one API process stays within DB_POOL_MAX and its
// shares whatever the load, and a request that finds no connection is answered 503 + Retry-After.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_URL, testPool } from '../support/testDatabase.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';
import { waitFor } from '../support/waitFor.ts';
import { apiClient } from './support/apiClient.ts';

describe('two full instances with the default settings', () => {
  const servers: TestServer[] = [];
  beforeAll(async () => {
    servers.push(await startTestServer(), await startTestServer());
  });
  afterAll(() => Promise.all(servers.map((s) => s.close())));

  it('each holds at most 20 Postgres connections with all projections live, under a burst of requests', async () => {
    for (const server of servers)
      await waitFor(
        () => server.running.ctx.projections.status().every((p) => p.state === 'live'),
        'projections live',
      );
    // 100 requests at once on each, every one taking a connection of the requests' pool and one of the store's.
    const burst = servers.flatMap((s) => Array.from({ length: 100 }, () => fetch(`${s.url}/ready`)));
    expect((await Promise.all(burst)).every((r) => r.status === 200)).toBe(true);
    const admin = testPool(ADMIN_URL, { max: 1 });
    try {
      const { rows } = await admin.query<{ datname: string; n: number }>(
        `select datname, count(*)::int as n from pg_stat_activity where datname = any($1) group by datname`,
        [servers.map((s) => s.db.name)],
      );
      const counts = servers.map((s) => rows.find((r) => r.datname === s.db.name)?.n ?? 0);
      console.log('connections per instance', counts);
      for (const n of counts) {
        expect(n).toBeGreaterThan(0);
        expect(n).toBeLessThanOrEqual(20);
      }
    } finally {
      await admin.end();
    }
  });
});

describe('a request that finds no connection', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ DB_POOL_MAX: '1', DB_POOL_WAIT_MS: '300' });
  });
  afterAll(() => server.close());

  it('is answered 503 with Retry-After and a translated message, never 500', async () => {
    const api = apiClient(server);
    const held = await server.running.ctx.pool.connect(); // the pool's one connection, held
    try {
      const login = (lang: 'cn' | 'en' | 'es') =>
        api.call('POST', '/login', { body: { account: 'admin', password: 'x', userType: 'CLIENT' }, lang });
      const answers = await Promise.all([login('en'), login('es'), login('cn')]);
      for (const answer of answers) {
        expect(answer.status).toBe(503);
        expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(answer.body.code).toBe('DATABASE_BUSY');
      }
      expect(answers.map((a) => a.body.message)).toEqual([
        'The service is busy; please try again in a moment',
        'El servicio está ocupado; inténtelo de nuevo en un momento',
        '服务繁忙，请稍后重试',
      ]);
    } finally {
      held.release();
    }
    // The connection back, the same call is answered again.
    const after = await api.call('POST', '/login', {
      body: { account: 'admin', password: 'wrong-password', userType: 'CLIENT' },
    });
    expect(after.status).not.toBe(503);
  });
});
