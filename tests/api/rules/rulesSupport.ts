// Shared set-up of the rule API tests: the seeded demo area A (示范景区) with the super
// administrator, a second scenic area B with an administrator scoped to it (role and user made
// through the permission and user calls), short-hands for the spec-style calls, and rule bodies.

import { DEMO_PASSWORD, startTestServer, type TestServer } from '../../support/testServer.ts';
import { type Answer, apiClient, type CallOptions, sql } from '../support/apiClient.ts';

export type Row = Record<string, unknown> & { id: number };
type Lang = CallOptions['lang'];
export type Refused = { code?: string; message?: string; details?: unknown };

const RULES_AUTHORITY = {
  ticketManagement: { billingRule: 1, priceDifference: 1, discount: 1, printTemplate: 1 },
} as const;

export async function rulesSetup() {
  const server: TestServer = await startTestServer();
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
    body: { name: '乙规则管理', scenicAreaID: areaB, type: 1, authority: RULES_AUTHORITY },
  });
  if (role.status !== 200) throw new Error(`role: ${JSON.stringify(role.body)}`);
  const user = await api.call('POST', '/user/add', {
    token: superToken,
    body: {
      account: 'rulesb',
      name: '乙规则管理',
      password: DEMO_PASSWORD,
      confirmPassword: DEMO_PASSWORD,
      scenicAreaID: areaB,
      permissionID: role.body.data.id,
    },
  });
  if (user.status !== 200) throw new Error(`user: ${JSON.stringify(user.body)}`);
  const tokenB = await api.login('rulesb');

  /** POST /api/<entity>/<action> as `token` (default: the super administrator). */
  const post = <T = { data: Row }>(
    entity: string,
    action: string,
    body: unknown,
    token = superToken,
    lang?: Lang,
  ) => api.call<T & Refused>('POST', `/${entity}/${action}`, { token, body, lang });

  /** GET /api/<entity>?… → [rows, total]. */
  async function list(
    entity: string,
    q: Record<string, unknown> = {},
    token = superToken,
  ): Promise<[Row[], number]> {
    const qs = new URLSearchParams(Object.entries({ pageItems: 100, ...q }).map(([k, v]) => [k, String(v)]));
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

  /** The actions recorded in the audit log for one record, oldest first. */
  const auditActions = async (entity: string, id: number) =>
    (
      await query<{ action: string }>(
        'select action from audit_log where entity = $1 and entity_id = $2 order by id',
        [entity, String(id)],
      )
    ).map((r) => r.action);

  /** The message of a refusal in cn, en and es. */
  async function messages(entity: string, action: string, body: unknown) {
    const out: Record<string, string | undefined> = {};
    for (const lang of ['cn', 'en', 'es'] as const) {
      const res = await post(entity, action, body, superToken, lang);
      out[lang] = res.status === 400 ? messageOf(res) : `HTTP ${res.status}`;
    }
    return out as { cn: string; en: string; es: string };
  }

  return {
    server,
    api,
    superToken,
    tokenB,
    areaA,
    areaB,
    post,
    list,
    add,
    auditActions,
    messages,
    query,
    close: () => server.close(),
  };
}

export type RulesSetup = Awaited<ReturnType<typeof rulesSetup>>;

/** A refusal's translated message ('' when none). */
export const messageOf = (res: Answer<Refused>) => res.body.message ?? '';

/** The status and code of a refused call. */
export const refusal = (res: Answer<Refused>) => [res.status, res.body.code];

export const chars = (n: number, c = '字') => c.repeat(n);
