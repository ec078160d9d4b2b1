// Finding 6 of issue 8: the system configuration is the installation's (one row), so only a super
// administrator changes it; an administrator with the flag still reads it.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../api/support/apiClient.ts';
import { demoFixtures, type Fixtures } from '../api/support/fixtures.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

let server: TestServer;
let fx: Fixtures;

const edit = (token: string, lang: 'cn' | 'en' | 'es' = 'en') =>
  fx.api.call<{ code?: string; message?: string }>('POST', '/sysConfig/edit', {
    token,
    lang,
    body: { id: 1, huijuCloudAPIUrl: 'https://attacker.example/api', huijuCloudAPIUrl_enable: 0 },
  });

beforeAll(async () => {
  server = await startTestServer();
  fx = await demoFixtures(server);
  await fx.addUser('areaadmin', { permissionID: fx.adminRoleA });
  await fx.addUser('badmin', { scenicAreaID: fx.areaB, permissionID: fx.adminRoleB });
});
afterAll(() => server.close());

describe('system configuration', () => {
  it.each([
    ['areaadmin', 'cn', '只有超级管理员可以修改系统配置'],
    ['badmin', 'en', 'Only a super administrator can change the system configuration'],
    ['areaadmin', 'es', 'Solo un superadministrador puede cambiar la configuración del sistema'],
  ] as const)('is not changed by an administrator holding the flag (%s, %s)', async (account, lang, text) => {
    const token = await fx.api.login(account);
    const res = await edit(token, lang);
    expect([res.status, res.body.code, res.body.message]).toEqual([403, 'SUPER_ADMIN_ONLY', text]);
    expect((await fx.api.call('GET', '/sysConfig', { token })).status).toBe(200);
    const [row] = await sql(server, 'select huiju_cloud_api_url as url from sys_config');
    expect(row).toEqual({ url: '' });
  });

  it('is changed by the super administrator', async () => {
    expect((await edit(fx.superToken)).status).toBe(200);
  });
});
