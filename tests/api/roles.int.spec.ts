// Permission roles (spec 000 §3, §5, §6): name limit, at least one function, the always-on ticket
// detail record, names unique per scenic area, in-use roles kept, scope, no granting of unheld flags.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestServer, type TestServer } from '../support/testServer.ts';
import { count } from './support/apiClient.ts';
import { ADMIN_AUTHORITY, demoFixtures, type Fixtures } from './support/fixtures.ts';

let server: TestServer;
let fx: Fixtures;

type RoleAnswer = {
  code?: string;
  message: string;
  data: { id: number; authority: Record<string, Record<string, number>> };
};
const add = (body: Record<string, unknown>, token = fx.superToken, lang: 'cn' | 'en' | 'es' = 'en') =>
  fx.api.call<RoleAnswer>('POST', '/permission/add', {
    token,
    lang,
    body: { scenicAreaID: fx.areaA, type: 2, authority: { sales: { sellticket1: 1 } }, ...body },
  });

beforeAll(async () => {
  server = await startTestServer();
  fx = await demoFixtures(server);
});
afterAll(() => server.close());

describe('permission roles', () => {
  it('take a name of 12 characters, not 13', async () => {
    expect((await add({ name: '权'.repeat(12) })).status).toBe(200);
    const before = await count(server, 'roles');
    const over = await add({ name: '权'.repeat(13) }, fx.superToken, 'cn');
    expect(over.status).toBe(400);
    expect(over.body.message).toContain('长度不能超过 12 个字符');
    expect(await count(server, 'roles')).toBe(before);
  });

  it('need at least one function ticked; the ticket detail record alone does not count', async () => {
    for (const authority of [{}, { sales: { ticketDetailRecord: 1 } }, { sales: { sellticket1: 0 } }]) {
      const res = await add({ name: 'empty', authority });
      expect(res.status).toBe(400);
      expect(res.body.message).toContain('Tick at least one function');
    }
  });

  it('refuse unknown groups and flags', async () => {
    expect((await add({ name: 'x1', authority: { sales: { sellticket99: 1 } } })).status).toBe(400);
    expect((await add({ name: 'x2', authority: { hacking: { all: 1 } } })).status).toBe(400);
    expect((await add({ name: 'x3', authority: { sales: { sellticket1: 2 } } })).status).toBe(400);
  });

  it('store the full tree with the ticket detail record forced on', async () => {
    const res = await add({ name: 'tree' });
    expect(res.body.data.authority.sales).toMatchObject({
      sellticket1: 1,
      sellticket2: 0,
      ticketDetailRecord: 1,
    });
    expect(res.body.data.authority.settings).toEqual({ unit: 0, permission: 0, user: 0 });
  });

  it('are unique by name within a scenic area (409)', async () => {
    await add({ name: 'twin' });
    const again = await add({ name: 'TWIN' });
    expect([again.status, again.body.code]).toEqual([409, 'ROLE_NAME_TAKEN']);
    expect((await add({ name: 'twin', scenicAreaID: fx.areaB })).status).toBe(200);
  });

  it('cannot be deleted while users have them (409), can afterwards', async () => {
    const role = (await add({ name: 'inuse' })).body.data.id;
    const userId = await fx.addUser('holder', { permissionID: role });
    const refused = await fx.api.call('POST', '/permission/delete', {
      token: fx.superToken,
      body: { id: role },
    });
    expect([refused.status, refused.body.code]).toEqual([409, 'ROLE_IN_USE']);
    await fx.api.call('POST', '/user/delete', { token: fx.superToken, body: { id: userId } });
    const done = await fx.api.call('POST', '/permission/delete', {
      token: fx.superToken,
      body: { id: role },
    });
    expect(done.status).toBe(200);
  });

  it('of another scenic area are neither shown (404) nor written (403)', async () => {
    await fx.addUser('bmanager', { scenicAreaID: fx.areaB, permissionID: fx.adminRoleB });
    const token = await fx.api.login('bmanager');
    const list = await fx.api.call<{ data: [{ scenicAreaID: number }[], number] }>('GET', '/permission', {
      token,
    });
    expect(list.body.data[0].every((r) => r.scenicAreaID === fx.areaB)).toBe(true);
    expect((await fx.api.call('GET', `/permission/${fx.sellerRoleA}`, { token })).status).toBe(404);
    const write = await add({ name: 'intruder', authority: ADMIN_AUTHORITY }, token);
    expect([write.status, write.body.code]).toEqual([403, 'OUT_OF_SCOPE']);
    const edit = await fx.api.call('POST', '/permission/edit', {
      token,
      body: { id: fx.sellerRoleA, name: 'x', scenicAreaID: fx.areaB, type: 2, authority: ADMIN_AUTHORITY },
    });
    expect(edit.status).toBe(404);
  });

  it('cannot grant what the administrator does not hold (403), neither by role nor by giving a role', async () => {
    const token = await fx.api.login('bmanager');
    const res = await add({ name: 'seller B', scenicAreaID: fx.areaB }, token);
    expect([res.status, res.body.code]).toEqual([403, 'FLAG_NOT_HELD']);
    expect(res.body.message).toContain('sellticket1');
    const mine = await add(
      { name: 'clerk B', scenicAreaID: fx.areaB, authority: { settings: { user: 1 } } },
      token,
    );
    expect(mine.status).toBe(200);
    const strong = (await add({ name: 'strong B', scenicAreaID: fx.areaB })).body.data.id;
    const give = await fx.api.call('POST', '/user/add', {
      token,
      body: {
        account: 'b-seller',
        name: 'b',
        password: DEMO_PASSWORD,
        confirmPassword: DEMO_PASSWORD,
        scenicAreaID: fx.areaB,
        permissionID: strong,
      },
    });
    expect([give.status, give.body.code]).toEqual([403, 'FLAG_NOT_HELD']);
  });
});
