// Finding 1 of issue 8: a user manager takes over a stronger account. Managing a user (edit,
// enable, delete, reset its password) needs every flag of that user's role; the super
// administrator is managed by no one but itself.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../api/support/apiClient.ts';
import { demoFixtures, type Fixtures } from '../api/support/fixtures.ts';
import { DEMO_PASSWORD, startTestServer, type TestServer } from '../support/testServer.ts';
import { type Member, member, userIdOf } from './securitySupport.ts';

let server: TestServer;
let fx: Fixtures;
let manager: Member;
let areaAdmin: number;

const call = (token: string, path: string, body: unknown, lang: 'cn' | 'en' | 'es' = 'en') =>
  fx.api.call<{ code?: string; message?: string }>('POST', path, { token, body, lang });
const newPassword = 'taken-over-1';

beforeAll(async () => {
  server = await startTestServer();
  fx = await demoFixtures(server);
  manager = await member(fx, 'usermgr', { settings: { user: 1 } });
  areaAdmin = await fx.addUser('areaadmin', { permissionID: fx.adminRoleA });
});
afterAll(() => server.close());

describe('a user manager and a stronger account', () => {
  it('cannot reset an administrator’s password, so cannot sign in as them and edit the configuration', async () => {
    const reset = await call(manager.token, '/user/resetPassword', {
      id: areaAdmin,
      password: newPassword,
      confirmPassword: newPassword,
    });
    expect([reset.status, reset.body.code]).toEqual([403, 'USER_OUTRANKS']);
    expect(reset.body.message).toContain('sysConfig');
    // The rest of the chain: the administrator's password is unchanged, the configuration too.
    const signIn = await fx.api.call('POST', '/login', {
      body: { account: 'areaadmin', password: newPassword, userType: 'CLIENT' },
    });
    expect(signIn.status).toBe(401);
    const [config] = await sql(server, 'select huiju_cloud_api_url as url from sys_config');
    expect(config).toEqual({ url: '' });
  });

  it.each([
    ['/user/enable', () => ({ id: areaAdmin, isEnable: false })],
    ['/user/enable', () => ({ id: areaAdmin, isEnable: true })],
    ['/user/delete', () => ({ id: areaAdmin })],
    [
      '/user/edit',
      () => ({ id: areaAdmin, name: 'x', scenicAreaID: fx.areaA, permissionID: manager.roleId }),
    ],
  ])('cannot %s it either', async (path, body) => {
    const res = await call(manager.token, path, body());
    expect([res.status, res.body.code]).toEqual([403, 'USER_OUTRANKS']);
  });

  it.each([
    ['cn', '不能管理拥有您所没有的权限的用户'],
    ['en', 'You cannot manage a user who has functions you do not have'],
    ['es', 'No puede gestionar a un usuario que tiene funciones que usted no tiene'],
  ] as const)('says why (%s)', async (lang, text) => {
    const res = await call(manager.token, '/user/enable', { id: areaAdmin, isEnable: false }, lang);
    expect(res.body.message).toContain(text);
  });

  it('still manages users whose role it holds entirely', async () => {
    const peer = await fx.addUser('peer', { permissionID: manager.roleId });
    const reset = await call(manager.token, '/user/resetPassword', {
      id: peer,
      password: newPassword,
      confirmPassword: newPassword,
    });
    expect(reset.status).toBe(200);
    expect((await call(manager.token, '/user/enable', { id: peer, isEnable: false })).status).toBe(200);
  });

  it('cannot manage a role-less staff user, who holds the default administrator flags', async () => {
    await sql(
      server,
      `insert into users (account, name, password_hash, scenic_area_id)
       select 'norole', 'norole', password_hash, scenic_area_id from users where account = 'seller'`,
    );
    const id = await userIdOf(server, 'norole');
    const res = await call(manager.token, '/user/enable', { id, isEnable: false });
    expect([res.status, res.body.code]).toEqual([403, 'USER_OUTRANKS']);
  });
});

describe('the super administrator', () => {
  it('is managed by no one but itself, not even another super administrator', async () => {
    await sql(
      server,
      `insert into users (account, name, password_hash, role_id, scenic_area_id, is_super_admin)
       select 'admin2', 'admin2', password_hash, role_id, scenic_area_id, true from users where account = 'admin'`,
    );
    const other = await fx.api.login('admin2');
    const admin = await userIdOf(server, 'admin');
    const body = { id: admin, password: newPassword, confirmPassword: newPassword };
    const res = await call(other, '/user/resetPassword', body);
    expect([res.status, res.body.code]).toEqual([403, 'SUPER_ADMIN_PROTECTED']);
    const off = await call(other, '/user/enable', { id: admin, isEnable: false });
    expect([off.status, off.body.code]).toEqual([403, 'SUPER_ADMIN_PROTECTED']);
    // An administrator holding the same role does not even see it.
    const areaAdminToken = await fx.api.login('areaadmin');
    expect((await call(areaAdminToken, '/user/resetPassword', body)).status).toBe(404);
    // Itself: yes.
    const own = await call(fx.superToken, '/user/resetPassword', {
      id: admin,
      password: DEMO_PASSWORD,
      confirmPassword: DEMO_PASSWORD,
    });
    expect(own.status).toBe(200);
  });
});
