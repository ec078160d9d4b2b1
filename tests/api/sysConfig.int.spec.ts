// System information (spec 000 §7, §8): GET /api/sysConfig and POST /api/sysConfig/edit.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/testServer.ts';
import { sql } from './support/apiClient.ts';
import { demoFixtures, type Fixtures } from './support/fixtures.ts';

let server: TestServer;
let fx: Fixtures;

const edit = (body: Record<string, unknown>, lang: 'cn' | 'en' | 'es' = 'en') =>
  fx.api.call('POST', '/sysConfig/edit', {
    token: fx.superToken,
    lang,
    body: { id: 1, huijuCloudAPIUrl: 'https://cloud.example/api', huijuCloudAPIUrl_enable: 0, ...body },
  });

beforeAll(async () => {
  server = await startTestServer();
  fx = await demoFixtures(server);
});
afterAll(() => server.close());

describe('system information', () => {
  it('lists the one configuration row in the spec shape', async () => {
    const res = await fx.api.call('GET', '/sysConfig', { token: fx.superToken });
    expect(res.body).toEqual({
      msg: '',
      data: [{ id: 1, huijuCloudAPIUrl: '', huijuCloudAPIUrl_enable: 1 }],
    });
  });

  it('saves the address and the enable flag (0 yes, 1 no) and records the change', async () => {
    const res = await edit({ huijuCloudAPIUrl: '  https://cloud.example/v2  ', huijuCloudAPIUrl_enable: 0 });
    expect(res.body).toEqual({
      msg: '',
      data: { id: 1, huijuCloudAPIUrl: 'https://cloud.example/v2', huijuCloudAPIUrl_enable: 0 },
    });
    const audit = await sql(server, `select action from audit_log where entity = 'sysConfig'`);
    expect(audit).toEqual([{ action: 'update' }]);
  });

  it('refuses an empty address and enable values other than 0 and 1', async () => {
    const empty = await edit({ huijuCloudAPIUrl: '   ' }, 'cn');
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('huijuCloudAPIUrl 不能为空');
    expect((await edit({ huijuCloudAPIUrl_enable: 2 })).status).toBe(400);
    expect((await edit({ huijuCloudAPIUrl_enable: '0' })).status).toBe(400);
    expect((await edit({ id: 99 })).status).toBe(404);
    const [row] = await sql(server, 'select huiju_cloud_api_url as url from sys_config where id = 1');
    expect(row).toEqual({ url: 'https://cloud.example/v2' });
  });
});
