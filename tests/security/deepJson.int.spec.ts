// Issue 29: a JSON body nested 10,000 deep answered 500 before sign-in (a stack overflow walking it,
// with the trace in the log). Every route the server registers (its own list: method and URL, path
// parameters filled in) gets bodies nested 20,000 deep, as no one and as the super administrator:
// no answer may be a 5xx, and the sign-in call says why in the caller's language.

import { afterAll, beforeAll, expect, it } from 'vitest';
import { registeredRoutes } from '../../api/src/http/server.ts';
import { apiClient } from '../api/support/apiClient.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

let server: TestServer;
let superToken: string;

const DEPTH = 20_000;
const deepArray = '['.repeat(DEPTH) + ']'.repeat(DEPTH);
const deepObject = '{"a":'.repeat(DEPTH) + '1' + '}'.repeat(DEPTH);

beforeAll(async () => {
  server = await startTestServer();
  superToken = await apiClient(server).login('admin');
});
afterAll(() => server?.close());

it('refuses a deeply nested body at sign-in with a 400 in the caller language', async () => {
  for (const [lang, text] of [
    ['en', 'nested too deeply'],
    ['cn', '嵌套层数过多'],
  ] as const) {
    const res = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': lang },
      body: '{"account":'.repeat(10_000) + '1' + '}'.repeat(10_000),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'BODY_TOO_DEEP', message: expect.stringContaining(text) });
  }
});

it('answers bodies nested 20,000 deep to every route with no 5xx', async () => {
  const routes = registeredRoutes(server.running.app).filter((r) => !['HEAD', 'GET'].includes(r.method));
  expect(routes.length).toBeGreaterThan(60);
  const failures: string[] = [];
  // Sign-out last: it ends the super administrator's session.
  routes.sort((a, b) => Number(a.url.endsWith('/logout')) - Number(b.url.endsWith('/logout')));
  for (const token of [undefined, superToken]) {
    for (const route of routes) {
      const url = route.url.replace(/:\w+/g, '1').replace('*', 'x');
      for (const body of [deepArray, deepObject]) {
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        if (token) headers.authorization = `Bearer ${token}`;
        const res = await fetch(`${server.url}${url}`, { method: route.method, headers, body });
        const text = await res.text();
        if (res.status >= 500) failures.push(`${route.method} ${url}: ${res.status} ${text.slice(0, 200)}`);
      }
    }
  }
  expect(failures).toEqual([]);
}, 300_000);
