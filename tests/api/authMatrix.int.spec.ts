// Who may call what (spec 000 §6, DESIGN §7: the server enforces flags and scenic-area scope):
// a matrix of callers × protected routes, one test per cell.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../api/src/auth/tokens.ts';
import { DEMO_PASSWORD, startTestServer, type TestServer } from '../support/testServer.ts';
import { sql } from './support/apiClient.ts';
import { demoFixtures, type Fixtures } from './support/fixtures.ts';

type Caller =
  | 'superAdmin'
  | 'administrator'
  | 'seller'
  | 'agency'
  | 'disabled'
  | 'noToken'
  | 'expired'
  | 'loggedOut'
  | 'otherArea';
type RouteKey =
  | 'userList'
  | 'userAdd'
  | 'roleList'
  | 'sysConfigGet'
  | 'sysConfigEdit'
  | 'changePassword'
  | 'userOfA';

let server: TestServer;
let fx: Fixtures;
const tokens = {} as Record<Caller, string | undefined>;
let sellerId: number;
let configUrl = 0;
let added = 0;

const ROUTES: Record<RouteKey, () => [string, string, unknown?]> = {
  userList: () => ['GET', '/user?pageItems=50&pageNumber=1'],
  userAdd: () => [
    'POST',
    '/user/add',
    {
      account: `matrix${++added}`,
      name: 'matrix',
      password: DEMO_PASSWORD,
      confirmPassword: DEMO_PASSWORD,
      scenicAreaID: fx.areaA,
      permissionID: fx.sellerRoleA,
    },
  ],
  roleList: () => ['GET', '/permission?pageItems=20&pageNumber=1'],
  sysConfigGet: () => ['GET', '/sysConfig'],
  sysConfigEdit: () => [
    'POST',
    '/sysConfig/edit',
    { id: 1, huijuCloudAPIUrl: `https://cloud.example/${++configUrl}`, huijuCloudAPIUrl_enable: 0 },
  ],
  changePassword: () => [
    'POST',
    '/user/changePassword',
    { oldPassword: DEMO_PASSWORD, newPassword: DEMO_PASSWORD },
  ],
  userOfA: () => ['GET', `/user/${sellerId}`],
};

const ALL_401: Record<RouteKey, number> = {
  userList: 401,
  userAdd: 401,
  roleList: 401,
  sysConfigGet: 401,
  sysConfigEdit: 401,
  changePassword: 401,
  userOfA: 401,
};
const ADMIN_200 = {
  ...ALL_401,
  userList: 200,
  userAdd: 200,
  roleList: 200,
  sysConfigGet: 200,
  sysConfigEdit: 200,
  changePassword: 200,
  userOfA: 200,
};
const NO_FLAGS = {
  ...ALL_401,
  userList: 403,
  userAdd: 403,
  roleList: 403,
  sysConfigGet: 403,
  sysConfigEdit: 403,
  changePassword: 200,
  userOfA: 403,
};

const MATRIX: Record<Caller, Record<RouteKey, number>> = {
  superAdmin: ADMIN_200,
  // The system configuration is the installation's: only a super administrator changes it.
  administrator: { ...ADMIN_200, sysConfigEdit: 403 },
  seller: NO_FLAGS,
  agency: NO_FLAGS,
  disabled: ALL_401,
  noToken: ALL_401,
  expired: ALL_401,
  loggedOut: ALL_401,
  // An administrator of scenic area B: may not add users to A (403) nor see A's users (404).
  otherArea: { ...ADMIN_200, userAdd: 403, userOfA: 404, sysConfigEdit: 403 },
};

beforeAll(async () => {
  server = await startTestServer();
  fx = await demoFixtures(server);
  const { api, addUser } = fx;
  await addUser('manager', { permissionID: fx.adminRoleA });
  await addUser('bmanager', { scenicAreaID: fx.areaB, permissionID: fx.adminRoleB });
  const disabledId = await addUser('disabled1');
  await addUser('expiry1');
  await addUser('leaver1');
  sellerId = (await sql<{ id: number }>(server, `select id from users where account = 'seller'`))[0]!.id;

  tokens.superAdmin = fx.superToken;
  tokens.administrator = await api.login('manager');
  tokens.seller = await api.login('seller');
  tokens.agency = await api.login('agency');
  tokens.otherArea = await api.login('bmanager');
  tokens.disabled = await api.login('disabled1');
  await api.call('POST', '/user/enable', { token: fx.superToken, body: { id: disabledId, isEnable: false } });
  tokens.expired = await api.login('expiry1');
  await sql(server, `update sessions set expires_at = now() - interval '1 minute' where token_hash = $1`, [
    hashToken(tokens.expired),
  ]);
  tokens.loggedOut = await api.login('leaver1');
  expect((await api.call('POST', '/logout', { token: tokens.loggedOut })).status).toBe(200);
});
afterAll(() => server.close());

describe.each(Object.keys(MATRIX) as Caller[])('%s', (caller) => {
  it.each(Object.keys(ROUTES) as RouteKey[])('%s', async (route) => {
    const [method, path, body] = ROUTES[route]();
    const res = await fx.api.call<{ code?: string; message?: string; data?: unknown }>(method, path, {
      token: tokens[caller],
      body,
    });
    expect({ route, status: res.status, code: res.body.code }).toMatchObject({
      route,
      status: MATRIX[caller][route],
    });
    if (res.status >= 400) expect(res.body.message).toBeTruthy();
    if (caller === 'expired') expect(res.body.code).toBe('SESSION_EXPIRED');
    if (caller === 'otherArea' && route === 'userAdd') expect(res.body.code).toBe('OUT_OF_SCOPE');
    if (caller === 'otherArea' && route === 'userList') {
      const [rows] = res.body.data as [{ scenicAreaID: number }[], number];
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => r.scenicAreaID === fx.areaB)).toBe(true);
    }
    if (caller === 'administrator' && route === 'userList') {
      const [rows] = res.body.data as [{ account: string }[], number];
      expect(rows.map((r) => r.account)).not.toContain('admin'); // super administrators stay hidden
    }
  });
});
