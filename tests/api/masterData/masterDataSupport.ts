// Shared set-up of the master-data API tests: the seeded demo area A (示范景区) with the super
// administrator, a second scenic area B with an administrator scoped to it (role and user made
// through the permission and user calls), and short-hands for the spec-style calls.

import { DEMO_PASSWORD, startTestServer, type TestServer } from '../../support/testServer.ts';
import { type Answer, apiClient, type CallOptions, count, sql } from '../support/apiClient.ts';

export type Row = Record<string, unknown> & { id: number };
type Lang = CallOptions['lang'];

const MASTER_DATA_AUTHORITY = {
  basicSettings: { scenicArea: 1, zone: 1, device: 1 },
  ticketManagement: { passSchedule: 1, holiday: 1, appointmentConfig: 1, verificationCategory: 1 },
} as const;

export async function masterDataSetup() {
  const server: TestServer = await startTestServer();
  const api = apiClient(server);
  const superToken = await api.login('admin');
  const areaA = (await sql<{ id: number }>(server, `select id from scenic_areas where name = '示范景区'`))[0]!
    .id;
  const areaB = (
    await sql<{ id: number }>(server, `insert into scenic_areas (name) values ('乙景区') returning id`)
  )[0]!.id;
  const zoneB = (
    await sql<{ id: number }>(
      server,
      `insert into zones (scenic_area_id, name) values ($1, '乙景点') returning id`,
      [areaB],
    )
  )[0]!.id;

  const role = await api.call<{ data: Row }>('POST', '/permission/add', {
    token: superToken,
    body: { name: '乙管理员', scenicAreaID: areaB, type: 1, authority: MASTER_DATA_AUTHORITY },
  });
  if (role.status !== 200) throw new Error(`role: ${JSON.stringify(role.body)}`);
  const user = await api.call('POST', '/user/add', {
    token: superToken,
    body: {
      account: 'adminb',
      name: '乙管理员',
      password: DEMO_PASSWORD,
      confirmPassword: DEMO_PASSWORD,
      scenicAreaID: areaB,
      permissionID: role.body.data.id,
    },
  });
  if (user.status !== 200) throw new Error(`user: ${JSON.stringify(user.body)}`);
  const tokenB = await api.login('adminb');

  /** POST /api/<entity>/<action> as `token` (default: the super administrator). */
  const post = <T = { data: Row }>(
    entity: string,
    action: string,
    body: unknown,
    token = superToken,
    lang?: Lang,
  ) =>
    api.call<T & { code?: string; message?: string; details?: unknown }>('POST', `/${entity}/${action}`, {
      token,
      body,
      lang,
    });

  /** GET /api/<entity>?… → [rows, total]. */
  async function list(
    entity: string,
    query: Record<string, unknown> = {},
    token = superToken,
  ): Promise<[Row[], number]> {
    const qs = new URLSearchParams(
      Object.entries({ pageItems: 100, ...query }).map(([k, v]) => [k, String(v)]),
    );
    const res = await api.call<{ data: [Row[], number] }>('GET', `/${entity}?${qs}`, { token });
    if (res.status !== 200) throw new Error(`list ${entity}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data;
  }

  /** Adds a record and answers it (throws when refused). */
  async function add(entity: string, body: object, token = superToken): Promise<Row> {
    const res = await post(entity, 'add', body, token);
    if (res.status !== 200) throw new Error(`add ${entity}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data;
  }

  /** The audit entries of one record, oldest first. */
  const audit = (entity: string, id: number) =>
    sql<{ action: string; before: unknown; after: unknown; user_id: number | null }>(
      server,
      'select action, before, after, user_id from audit_log where entity = $1 and entity_id = $2 order by id',
      [entity, String(id)],
    );

  return {
    server,
    api,
    superToken,
    tokenB,
    areaA,
    areaB,
    zoneB,
    post,
    list,
    add,
    audit,
    sql: <T extends Record<string, unknown>>(text: string, params: unknown[] = []) =>
      sql<T>(server, text, params),
    count: (table: string) => count(server, table),
    close: () => server.close(),
  };
}

export type MasterDataSetup = Awaited<ReturnType<typeof masterDataSetup>>;

/** The status and code of a refused call. */
export const refusal = (res: Answer<{ code?: string }>) => [res.status, res.body.code];

/** A string of `n` characters. */
export const chars = (n: number, c = '字') => c.repeat(n);
