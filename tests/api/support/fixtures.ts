// Data the API tests build on the seeded demo (scenic area A = 示范景区): a second scenic area B,
// roles there, and users of every kind, made through the API as the super administrator.

import type { AuthorityInput } from '../../../domain/users/role.schema.ts';
import { DEMO_PASSWORD, startTestServer, type TestServer } from '../../support/testServer.ts';
import { apiClient, entityCalls, type Row, sql } from './apiClient.ts';

export interface Options {
  scenicAreas: { id: number; name: string }[];
  zones: { id: number; scenicAreaID: number }[];
  permissions: { id: number; name: string; scenicAreaID: number; type: number }[];
  travelAgencies: { id: number; scenicAreaID: number }[];
}

export const ADMIN_AUTHORITY: AuthorityInput = {
  settings: { unit: 1, permission: 1, user: 1 },
  system: { sysConfig: 1 },
};

export async function demoFixtures(server: TestServer) {
  const api = apiClient(server);
  const superToken = await api.login('admin');
  const options = (await api.call<{ data: Options }>('GET', '/user/options', { token: superToken })).body
    .data;
  const areaA = options.scenicAreas[0]!.id;
  const adminRoleA = options.permissions.find((p) => p.type === 1 && p.scenicAreaID === areaA)!.id;
  const sellerRoleA = options.permissions.find((p) => p.type === 2 && p.scenicAreaID === areaA)!.id;
  const [b] = await sql<{ id: number }>(
    server,
    `insert into scenic_areas (name) values ('乙景区') returning id`,
  );
  const areaB = b!.id;
  const role = await api.call<{ data: { id: number } }>('POST', '/permission/add', {
    token: superToken,
    body: { name: '乙管理员', scenicAreaID: areaB, type: 1, authority: ADMIN_AUTHORITY },
  });
  const adminRoleB = role.body.data.id;

  /** Adds a user through the API; answers its id. */
  async function addUser(account: string, fields: Record<string, unknown> = {}): Promise<number> {
    const res = await api.call<{ data: { id: number } }>('POST', '/user/add', {
      token: superToken,
      body: {
        account,
        name: account,
        password: DEMO_PASSWORD,
        confirmPassword: DEMO_PASSWORD,
        scenicAreaID: areaA,
        permissionID: sellerRoleA,
        ...fields,
      },
    });
    if (res.status !== 200) throw new Error(`add ${account}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data.id;
  }

  return { api, superToken, options, areaA, areaB, adminRoleA, sellerRoleA, adminRoleB, addUser };
}

export type Fixtures = Awaited<ReturnType<typeof demoFixtures>>;

/** Who administers scenic area B in a feature's tests: a role with the feature's flags and its user. */
export interface AreaBAdmin {
  roleName: string;
  account: string;
  authority: AuthorityInput;
}

/**
 * A fresh server with the seeded demo area A (示范景区) and the super administrator, a second scenic
 * area B with an administrator scoped to it (role and user made through the permission and user
 * calls), and short-hands for the spec-style calls.
 */
export async function twoAreaSetup(admin: AreaBAdmin, env: Record<string, string> = {}) {
  const server: TestServer = await startTestServer(env);
  const api = apiClient(server);
  const superToken = await api.login('admin');
  const query = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) =>
    sql<T>(server, text, params);
  const areaA = (await query<{ id: number }>(`select id from scenic_areas where name = '示范景区'`))[0]!.id;
  const areaB = (
    await query<{ id: number }>(`insert into scenic_areas (name) values ('乙景区') returning id`)
  )[0]!.id;

  const role = await api.call<{ data: Row }>('POST', '/permission/add', {
    token: superToken,
    body: { name: admin.roleName, scenicAreaID: areaB, type: 1, authority: admin.authority },
  });
  if (role.status !== 200) throw new Error(`role: ${JSON.stringify(role.body)}`);
  const user = await api.call('POST', '/user/add', {
    token: superToken,
    body: {
      account: admin.account,
      name: admin.roleName,
      password: DEMO_PASSWORD,
      confirmPassword: DEMO_PASSWORD,
      scenicAreaID: areaB,
      permissionID: role.body.data.id,
    },
  });
  if (user.status !== 200) throw new Error(`user: ${JSON.stringify(user.body)}`);
  const tokenB = await api.login(admin.account);

  return {
    server,
    api,
    superToken,
    tokenB,
    areaA,
    areaB,
    ...entityCalls(api, superToken),
    query,
    close: () => server.close(),
  };
}
