import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/testServer.ts';
import { waitFor } from '../support/waitFor.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('operations endpoints', () => {
  it('/health answers liveness only', async () => {
    const res = await fetch(`${server.url}/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('/ready reports database, event store, Redis and projections caught up', async () => {
    // Ready once every projection has caught up (503 "catching up" until then).
    const res = (await waitFor(async () => {
      const answer = await fetch(`${server.url}/ready`);
      return answer.status === 200 ? answer : undefined;
    }, 'ready')) as Response;
    const body = await res.json();
    expect(body.projections.every((p: { state: string }) => p.state === 'live')).toBe(true);
    expect(body).toMatchObject({ status: 'ok', database: 'up', eventStore: 'up', redis: 'not configured' });
    expect(Array.isArray(body.projections)).toBe(true);
  });

  it('/metrics speaks the Prometheus text format and counts requests', async () => {
    await fetch(`${server.url}/health`);
    const text = await (await fetch(`${server.url}/metrics`)).text();
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/health",status="200"\} \d+/,
    );
  });

  it('publishes an OpenAPI document', async () => {
    const res = await fetch(`${server.url}/docs/json`);
    expect(res.status).toBe(200);
    const doc = await res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/health');
  });

  it('answers unknown API paths with a translated 404', async () => {
    const expected: [string, string][] = [
      ['cn', '未找到'],
      ['en', 'Not found'],
      ['es', 'No encontrado'],
    ];
    for (const [lang, message] of expected) {
      const res = await fetch(`${server.url}/api/no-such-thing`, { headers: { 'accept-language': lang } });
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ code: 'NOT_FOUND', message });
    }
  });

  it('with REDIS_URL, /ready checks Redis too (BullMQ jobs, socket.io Redis adapter)', async () => {
    const withRedis = await startTestServer({
      REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
    });
    try {
      const body = await waitFor(async () => {
        const answer = await (await fetch(`${withRedis.url}/ready`)).json();
        return answer.status === 'ok' ? answer : undefined;
      }, 'ready');
      expect(body).toMatchObject({ status: 'ok', redis: 'up' });
    } finally {
      await withRedis.close();
    }
  });
});
