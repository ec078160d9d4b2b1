// A small client for API tests: JSON calls with an optional token and language, sign-in helper.

import pg from 'pg';
import { DEMO_PASSWORD, type TestServer } from '../../support/testServer.ts';

export interface CallOptions {
  token?: string;
  body?: unknown;
  /** Sent as is (invalid JSON, huge bodies); sets the JSON content type. */
  rawBody?: string;
  lang?: 'cn' | 'en' | 'es';
  headers?: Record<string, string>;
}

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

export function apiClient(server: TestServer) {
  async function call<T = Record<string, unknown>>(
    method: string,
    path: string,
    options: CallOptions = {},
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.lang) headers['accept-language'] = options.lang;
    let body: string | undefined = options.rawBody;
    if (options.body !== undefined) body = JSON.stringify(options.body);
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${server.url}/api${path}`, { method, headers, body });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : {}) as T, headers: res.headers };
  }

  /** Signs in and answers the token (throws when refused). */
  async function login(account: string, password = DEMO_PASSWORD, headers?: Record<string, string>) {
    const res = await call<{ token: string; msg: string }>('POST', '/login', {
      body: { account, password, userType: 'CLIENT' },
      headers,
    });
    if (res.status !== 200) throw new Error(`login ${account}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.token;
  }

  return { call, login };
}

/** One query against the server's database. */
export async function sql<T extends pg.QueryResultRow = Record<string, unknown>>(
  server: TestServer,
  text: string,
  params: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: server.db.url });
  await client.connect();
  try {
    return (await client.query<T>(text, params)).rows;
  } finally {
    await client.end();
  }
}

export async function count(server: TestServer, table: string): Promise<number> {
  const rows = await sql<{ n: number }>(server, `select count(*)::int as n from ${table}`);
  return rows[0]!.n;
}

export type Row = Record<string, unknown> & { id: number };
/** What a refused call answers besides its status. */
export type Refused = { code?: string; message?: string; details?: unknown };

/** The spec-style calls of any entity, made as `superToken` unless another token is given. */
export function entityCalls(api: ReturnType<typeof apiClient>, superToken: string) {
  /** POST /api/<entity>/<action> as `token` (default: the super administrator). */
  const post = <T = { data: Row }>(
    entity: string,
    action: string,
    body: unknown,
    token = superToken,
    lang?: CallOptions['lang'],
  ) => api.call<T & Refused>('POST', `/${entity}/${action}`, { token, body, lang });

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

  return { post, list, add };
}

/** The status and code of a refused call. */
export const refusal = (res: Answer<Refused>) => [res.status, res.body.code];

/** A string of `n` characters. */
export const chars = (n: number, c = '字') => c.repeat(n);
