// Finding 7 of issue 8: anyone could lock out an administrator with ten wrong passwords. Failures
// now count per account and address: an address that keeps failing for an account is held off,
// and once an account has failed often, only addresses that failed for it are refused — the right
// password from an address that has not failed still signs in. The per-address limit stays.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../api/support/apiClient.ts';
import { DEMO_PASSWORD, startTestServer, type TestServer } from '../support/testServer.ts';

let server: TestServer;
let api: ReturnType<typeof apiClient>;

const login = (account: string, password: string, ip: string, lang: 'cn' | 'en' | 'es' = 'en') =>
  api.call<{ code?: string; message?: string }>('POST', '/login', {
    body: { account, password, userType: 'CLIENT' },
    headers: { 'x-forwarded-for': ip },
    lang,
  });

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server);
});
afterAll(() => server.close());

describe('failed sign-ins', () => {
  it('from attackers do not lock the administrator out of its own address', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await login('admin', `guess-${i}`, `10.66.0.${i % 3}`)).status).toBe(401);
    }
    expect((await login('admin', DEMO_PASSWORD, '10.1.1.1')).status).toBe(200);
  });

  it('still hold off the addresses that failed, even with the right password', async () => {
    const res = await login('admin', DEMO_PASSWORD, '10.66.0.1', 'en');
    expect([res.status, res.body.code]).toEqual([429, 'ACCOUNT_LOCKED']);
    expect(res.body.message).toMatch(/from this address: try again in 1\d minutes/);
  });

  it('hold off one address after five failures for an account, not its other accounts', async () => {
    for (let i = 0; i < 5; i++) expect((await login('seller', `nope-${i}`, '10.77.0.1')).status).toBe(401);
    const locked = await login('seller', DEMO_PASSWORD, '10.77.0.1', 'cn');
    expect([locked.status, locked.body.message]).toEqual([
      429,
      '该账号在此地址登录失败次数过多，请 15 分钟后再试',
    ]);
    expect((await login('seller', DEMO_PASSWORD, '10.77.0.2')).status).toBe(200);
    expect((await login('agency', DEMO_PASSWORD, '10.77.0.1')).status).toBe(200);
  });
});
