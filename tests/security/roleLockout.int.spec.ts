// Finding 2 of issue 8: cutting down the super administrator. A role holding flags the caller lacks
// cannot be edited, disabled or deleted by that caller; the super administrator's role is
// protected; no one disables the role they are signed in with.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AGENCY_OWN_FLAGS,
  ALL_FLAGS,
  normaliseFlags,
  toAuthorityTree,
} from '../../domain/auth/permissionFlags.ts';
import { demoFixtures, type Fixtures } from '../api/support/fixtures.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';
import { type Member, member, superAdminRoleId } from './securitySupport.ts';

let server: TestServer;
let fx: Fixtures;
let superRole: number;
/** An administrator of area A with every flag the super administrator's role has, in a role of its own. */
let fullAdmin: Member;
/** An administrator with only the permission and user flags. */
let permManager: Member;

type Answer = { code?: string; message?: string; data?: { isEnable: boolean } };
const post = (token: string, path: string, body: unknown, lang: 'cn' | 'en' | 'es' = 'en') =>
  fx.api.call<Answer>('POST', path, { token, body, lang });
const roleBody = (id: number, authority: object, isEnable = true) => ({
  id,
  name: `r${id}`,
  scenicAreaID: fx.areaA,
  type: 1,
  isEnable,
  authority,
});
const TWO_FLAGS = { settings: { permission: 1, user: 1 } } as const;

beforeAll(async () => {
  server = await startTestServer();
  fx = await demoFixtures(server);
  superRole = await superAdminRoleId(server);
  const every = ALL_FLAGS.filter((f) => !AGENCY_OWN_FLAGS.includes(f)).map((f) => [f, 1]);
  fullAdmin = await member(fx, 'fulladmin', toAuthorityTree(normaliseFlags(Object.fromEntries(every))));
  permManager = await member(fx, 'permmgr', TWO_FLAGS);
});
afterAll(() => server.close());

describe("the super administrator's role", () => {
  it('cannot be disabled, cut down or deleted by an administrator, and the super administrator keeps working', async () => {
    const off = await post(fullAdmin.token, '/permission/enable', { id: superRole, isEnable: false });
    expect([off.status, off.body.code]).toEqual([403, 'ROLE_PROTECTED']);
    const cut = await post(fullAdmin.token, '/permission/edit', roleBody(superRole, TWO_FLAGS));
    expect([cut.status, cut.body.code]).toEqual([403, 'ROLE_PROTECTED']);
    const del = await post(fullAdmin.token, '/permission/delete', { id: superRole });
    expect([del.status, del.body.code]).toEqual([403, 'ROLE_PROTECTED']);
    expect((await fx.api.call('GET', '/user', { token: fx.superToken })).status).toBe(200);
    expect((await fx.api.call('GET', '/sysConfig', { token: fx.superToken })).status).toBe(200);
  });

  it('is not disabled by the super administrator either (it is the role it signs in with)', async () => {
    const off = await post(fx.superToken, '/permission/enable', { id: superRole, isEnable: false });
    expect(off.status).toBe(409);
    expect(off.body.code).toBe('OWN_ROLE');
    expect((await fx.api.call('GET', '/user', { token: fx.superToken })).status).toBe(200);
  });
});

describe('a role holding flags the caller lacks', () => {
  let strong: number;
  beforeAll(async () => {
    const res = await post(fx.superToken, '/permission/add', {
      name: 'strong',
      scenicAreaID: fx.areaA,
      type: 1,
      authority: { settings: { permission: 1, user: 1 }, system: { sysConfig: 1 } },
    });
    strong = (res.body.data as unknown as { id: number }).id;
  });

  it.each([
    ['/permission/edit', () => roleBody(strong, TWO_FLAGS)],
    ['/permission/enable', () => ({ id: strong, isEnable: false })],
    ['/permission/delete', () => ({ id: strong })],
  ])('cannot be changed through %s', async (path, body) => {
    const res = await post(permManager.token, path, body());
    expect([res.status, res.body.code]).toEqual([403, 'ROLE_OUTRANKS']);
    expect(res.body.message).toContain('sysConfig');
  });

  it.each([
    ['cn', '该权限包含您所没有的功能'],
    ['en', 'This permission has functions you do not have'],
    ['es', 'Este permiso tiene funciones que usted no tiene'],
  ] as const)('says why (%s)', async (lang, text) => {
    const res = await post(permManager.token, '/permission/enable', { id: strong, isEnable: false }, lang);
    expect(res.body.message).toContain(text);
  });

  it('a role within the caller’s flags is still theirs to change', async () => {
    const res = await post(permManager.token, '/permission/add', {
      name: 'clerk',
      scenicAreaID: fx.areaA,
      type: 1,
      authority: { settings: { user: 1 } },
    });
    const id = (res.body.data as unknown as { id: number }).id;
    expect((await post(permManager.token, '/permission/enable', { id, isEnable: false })).status).toBe(200);
    expect((await post(permManager.token, '/permission/delete', { id })).status).toBe(200);
  });
});

describe('the role one is signed in with', () => {
  it.each([
    ['/permission/enable', () => ({ id: permManager.roleId, isEnable: false })],
    ['/permission/edit', () => roleBody(permManager.roleId, TWO_FLAGS, false)],
  ])('cannot be disabled through %s', async (path, body) => {
    const res = await post(permManager.token, path, body(), 'cn');
    expect([res.status, res.body.code, res.body.message]).toEqual([
      409,
      'OWN_ROLE',
      '不能停用当前登录账号所使用的权限',
    ]);
    expect((await fx.api.call('GET', '/permission', { token: permManager.token })).status).toBe(200);
  });

  // Issue 29: a super administrator could cut its own role down (and lock itself out of the screens).
  it('is not edited by its holder, super administrator included, and its flags stay', async () => {
    const own = await post(fx.superToken, '/permission/edit', roleBody(superRole, TWO_FLAGS), 'en');
    expect([own.status, own.body.code, own.body.message]).toEqual([
      409,
      'OWN_ROLE_EDIT',
      'You cannot change the permission you are signed in with',
    ]);
    const mine = await post(permManager.token, '/permission/edit', roleBody(permManager.roleId, TWO_FLAGS));
    expect([mine.status, mine.body.code]).toEqual([409, 'OWN_ROLE_EDIT']);
    expect((await fx.api.call('GET', '/sysConfig', { token: fx.superToken })).status).toBe(200);
    expect(
      (await post(fullAdmin.token, '/permission/edit', roleBody(permManager.roleId, TWO_FLAGS))).status,
    ).toBe(200);
  });
});
