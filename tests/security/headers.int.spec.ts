// Issue 8: security headers on API answers (the HTML pages' are checked in headers.e2e.spec.ts,
// which needs the built front ends), and the sign-in cookie is Secure when TLS ends at a trusted
// proxy (X-Forwarded-Proto: https) — and only then.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestServer, type TestServer } from '../support/testServer.ts';
import { expectSecurityHeaders } from './securityHeaders.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer(); // TRUST_PROXY=127.0.0.1
});
afterAll(() => server.close());

describe('security headers on API answers', () => {
  it.each([
    ['a refused API call', '/api/user/current', 401],
    ['an unknown API path', '/api/no-such-thing', 404],
    ['the health check', '/health', 200],
    ['the API documentation', '/docs', 200],
  ])('%s', async (_what, path, status) => {
    const res = await fetch(`${server.url}${path}`);
    expect(res.status).toBe(status);
    expectSecurityHeaders(res.headers);
  });
});

describe('the sign-in cookie', () => {
  const login = (remoteAddress: string, proto?: string) =>
    server.running.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress,
      headers: proto ? { 'x-forwarded-proto': proto } : {},
      payload: { account: 'seller', password: DEMO_PASSWORD, userType: 'CLIENT' },
    });
  const cookieOf = (res: Awaited<ReturnType<typeof login>>) => {
    expect(res.statusCode).toBe(200);
    return String(res.headers['set-cookie']);
  };

  it('is Secure when a trusted proxy says the visitor came over https', async () => {
    expect(cookieOf(await login('127.0.0.1', 'https'))).toMatch(/;\s*Secure/i);
  });

  it('is not Secure over plain http, nor when an untrusted address claims https', async () => {
    expect(cookieOf(await login('127.0.0.1'))).not.toMatch(/Secure/i);
    expect(cookieOf(await login('127.0.0.1', 'http'))).not.toMatch(/Secure/i);
    expect(cookieOf(await login('203.0.113.7', 'https'))).not.toMatch(/Secure/i);
  });
});
