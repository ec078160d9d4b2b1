// Who may call what (spec 000 §6, DESIGN §7: the server enforces flags and scenic-area scope):
// a matrix of callers × protected routes, one test per cell. Every user and role call is in it;
// the callers include an administrator of another scenic area and a user manager without the
// permission flag (issue 8). Writes act on records made for their cell, so cells do not interfere.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../api/src/auth/tokens.ts';
import { DEMO_PASSWORD, startTestServer, type TestServer } from '../support/testServer.ts';
import { sql } from './support/apiClient.ts';
import { demoFixtures, type Fixtures } from './support/fixtures.ts';

type Caller =
  | 'superAdmin'
  | 'administrator'
  | 'userManager'
  | 'seller'
  | 'agency'
  | 'disabled'
  | 'noToken'
  | 'expired'
  | 'loggedOut'
  | 'otherArea';

let server: TestServer;
let fx: Fixtures;
const tokens = {} as Record<Caller, string | undefined>;
let sellerId: number;
/** A role of area A with the user flag only: the user manager's, and the users the cells manage. */
let clerkRole: number;
/** An administrator of area A (not the `administrator` caller, whose sessions must live on). */
let areaAdminId: number;
let configUrl = 0;
let n = 0;

type Call = [method: string, path: string, body?: unknown];
const post = (path: string, body: unknown): Call => ['POST', path, body];
/** A user of area A with the clerk role, made for one cell (the super administrator makes it). */
const freshUser = () => fx.addUser(`cell${++n}`, { permissionID: clerkRole });
/** A role of area A with the user flag only, made for one cell. */
async function freshRole(): Promise<number> {
  const res = await fx.api.call<{ data: { id: number } }>('POST', '/permission/add', {
    token: fx.superToken,
    body: { name: `cell${++n}`, scenicAreaID: fx.areaA, type: 1, authority: { settings: { user: 1 } } },
  });
  return res.body.data.id;
}
const roleBody = (id: number) => ({
  id,
  name: `edited${id}`,
  scenicAreaID: fx.areaA,
  type: 1,
  authority: { settings: { user: 1 } },
});
const newPassword = { password: 'matrix-pass', confirmPassword: 'matrix-pass' };

const ROUTES = {
  userList: async (): Promise<Call> => ['GET', '/user?pageItems=50&pageNumber=1'],
  userOptions: async (): Promise<Call> => ['GET', '/user/options'],
  userOfA: async (): Promise<Call> => ['GET', `/user/${sellerId}`],
  userAdd: async () =>
    post('/user/add', {
      account: `matrix${++n}`,
      name: 'matrix',
      password: DEMO_PASSWORD,
      confirmPassword: DEMO_PASSWORD,
      scenicAreaID: fx.areaA,
      permissionID: clerkRole,
    }),
  userEdit: async () =>
    post('/user/edit', { id: await freshUser(), name: 'e', scenicAreaID: fx.areaA, permissionID: clerkRole }),
  userEnable: async () => post('/user/enable', { id: await freshUser(), isEnable: false }),
  userDelete: async () => post('/user/delete', { id: await freshUser() }),
  resetPassword: async () => post('/user/resetPassword', { id: await freshUser(), ...newPassword }),
  /** Resetting an administrator's password: the first step of the takeover of issue 8. */
  resetAdminPassword: async () => post('/user/resetPassword', { id: areaAdminId, ...newPassword }),
  changePassword: async () =>
    post('/user/changePassword', { oldPassword: DEMO_PASSWORD, newPassword: DEMO_PASSWORD }),
  roleList: async (): Promise<Call> => ['GET', '/permission?pageItems=20&pageNumber=1'],
  roleOfA: async (): Promise<Call> => ['GET', `/permission/${clerkRole}`],
  roleAdd: async () =>
    post('/permission/add', {
      name: `added${++n}`,
      scenicAreaID: fx.areaA,
      type: 1,
      authority: { settings: { user: 1 } },
    }),
  roleEdit: async () => post('/permission/edit', roleBody(await freshRole())),
  roleEnable: async () => post('/permission/enable', { id: await freshRole(), isEnable: false }),
  roleDelete: async () => post('/permission/delete', { id: await freshRole() }),
  sysConfigGet: async (): Promise<Call> => ['GET', '/sysConfig'],
  sysConfigEdit: async () =>
    post('/sysConfig/edit', {
      id: 1,
      huijuCloudAPIUrl: `https://cloud.example/${++configUrl}`,
      huijuCloudAPIUrl_enable: 0,
    }),
  /** The administrators' home (issue 29): today's money of the area, for administrators only. */
  homePage: async (): Promise<Call> => ['GET', `/homePage?scenicAreaID=${fx.areaA}`],
  /** Staff rows of the ticket types; an agency gets the public fields only (checked below). */
  ticketTypeList: async (): Promise<Call> => ['GET', '/ticketType?pageItems=5&pageNumber=1'],
} satisfies Record<string, () => Promise<Call>>;
type RouteKey = keyof typeof ROUTES;
const ROUTE_KEYS = Object.keys(ROUTES) as RouteKey[];

const every = (status: number) =>
  Object.fromEntries(ROUTE_KEYS.map((r) => [r, status])) as Record<RouteKey, number>;
const ALL_401 = every(401);
const ADMIN_200 = every(200);
const NO_FLAGS = { ...every(403), changePassword: 200, ticketTypeList: 200 };
const USER_ROUTES = ROUTE_KEYS.filter((r) => r.startsWith('user') || r.toLowerCase().includes('password'));
const ROLE_ROUTES = ROUTE_KEYS.filter((r) => r.startsWith('role'));
const withAll = (routes: RouteKey[], status: number) => Object.fromEntries(routes.map((r) => [r, status]));

const MATRIX: Record<Caller, Record<RouteKey, number>> = {
  superAdmin: ADMIN_200,
  // The system configuration is the installation's: only a super administrator changes it.
  administrator: { ...ADMIN_200, sysConfigEdit: 403 },
  // The user flag only: every user call on users it outranks or equals, nothing on roles or the
  // configuration, and no administrator's password (USER_OUTRANKS).
  userManager: {
    ...withAll(USER_ROUTES, 200),
    resetAdminPassword: 403,
    ...withAll(ROLE_ROUTES, 403),
    sysConfigGet: 403,
    sysConfigEdit: 403,
    homePage: 200,
    ticketTypeList: 200,
  } as Record<RouteKey, number>,
  seller: NO_FLAGS,
  agency: NO_FLAGS,
  disabled: ALL_401,
  noToken: { ...ALL_401, ticketTypeList: 400 }, // the visitors' public list, which names its area
  expired: ALL_401,
  loggedOut: ALL_401,
  // An administrator of scenic area B: lists and options of its own area; A's users and roles are
  // not shown (404) nor written (403 OUT_OF_SCOPE when the call names area A).
  otherArea: {
    ...ADMIN_200,
    ...withAll(USER_ROUTES, 404),
    ...withAll(ROLE_ROUTES, 404),
    userList: 200,
    userOptions: 200,
    changePassword: 200,
    roleList: 200,
    userAdd: 403,
    roleAdd: 403,
    sysConfigEdit: 403,
    homePage: 403,
  },
};

/** Codes some cells must answer besides their status. */
const CODES: Partial<Record<Caller, Partial<Record<RouteKey, string>>>> = {
  userManager: { resetAdminPassword: 'USER_OUTRANKS', roleEdit: 'FORBIDDEN' },
  otherArea: {
    userAdd: 'OUT_OF_SCOPE',
    roleAdd: 'OUT_OF_SCOPE',
    sysConfigEdit: 'SUPER_ADMIN_ONLY',
    homePage: 'OUT_OF_SCOPE',
  },
  administrator: { sysConfigEdit: 'SUPER_ADMIN_ONLY' },
  expired: Object.fromEntries(ROUTE_KEYS.map((r) => [r, 'SESSION_EXPIRED'])),
};

beforeAll(async () => {
  server = await startTestServer();
  fx = await demoFixtures(server);
  const { api, addUser } = fx;
  await addUser('manager', { permissionID: fx.adminRoleA });
  areaAdminId = await addUser('areaadmin', { permissionID: fx.adminRoleA });
  clerkRole = await freshRole();
  await addUser('usermgr', { permissionID: clerkRole });
  await addUser('bmanager', { scenicAreaID: fx.areaB, permissionID: fx.adminRoleB });
  const disabledId = await addUser('disabled1');
  await addUser('expiry1');
  await addUser('leaver1');
  sellerId = (await sql<{ id: number }>(server, `select id from users where account = 'seller'`))[0]!.id;

  tokens.superAdmin = fx.superToken;
  tokens.administrator = await api.login('manager');
  tokens.userManager = await api.login('usermgr');
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
  it.each(ROUTE_KEYS)('%s', async (route) => {
    const [method, path, body] = await ROUTES[route]();
    const res = await fx.api.call<{ code?: string; message?: string; data?: unknown }>(method, path, {
      token: tokens[caller],
      body,
    });
    expect({ route, status: res.status, code: res.body.code }).toMatchObject({
      route,
      status: MATRIX[caller][route],
      ...(CODES[caller]?.[route] ? { code: CODES[caller]?.[route] } : {}),
    });
    if (res.status >= 400) expect(res.body.message).toBeTruthy();
    if (caller === 'otherArea' && route === 'userList') {
      const [rows] = res.body.data as [{ scenicAreaID: number }[], number];
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => r.scenicAreaID === fx.areaB)).toBe(true);
    }
    if (route === 'ticketTypeList' && res.status === 200) {
      const [rows] = res.body.data as [Record<string, unknown>[], number];
      if (caller !== 'otherArea') expect(rows.length).toBeGreaterThan(0);
      // Agencies see their own orders, credit and tickets: of the ticket types, what visitors see.
      expect(rows.every((r) => 'advanced' in r)).toBe(caller !== 'agency');
    }
    if (caller === 'administrator' && route === 'userList') {
      const [rows] = res.body.data as [{ account: string }[], number];
      expect(rows.map((r) => r.account)).not.toContain('admin'); // super administrators stay hidden
    }
  });
});
