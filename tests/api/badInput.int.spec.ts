// Bad input to the write calls of users, roles and system configuration: overlong fields, wrong
// types, unknown fields, a missing body, a body over the limit, invalid JSON. Each answers 400 / 413
// with a message in the caller's language (Accept-Language cn, en, es) and writes nothing.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestServer, type TestServer } from '../support/testServer.ts';
import { type CallOptions, sql } from './support/apiClient.ts';
import { ADMIN_AUTHORITY, demoFixtures, type Fixtures } from './support/fixtures.ts';

type Lang = 'cn' | 'en' | 'es';
let server: TestServer;
let fx: Fixtures;

const VALID: Record<string, () => Record<string, unknown>> = {
  '/user/add': () => ({
    account: 'fresh',
    name: 'fresh',
    password: DEMO_PASSWORD,
    confirmPassword: DEMO_PASSWORD,
    scenicAreaID: fx.areaA,
    permissionID: fx.sellerRoleA,
  }),
  '/permission/add': () => ({ name: 'fresh', scenicAreaID: fx.areaA, type: 1, authority: ADMIN_AUTHORITY }),
  '/sysConfig/edit': () => ({ id: 1, huijuCloudAPIUrl: 'https://fresh.example', huijuCloudAPIUrl_enable: 0 }),
};
/** A text field of each call and its limit. */
const LONG: Record<string, [string, number]> = {
  '/user/add': ['name', 12],
  '/permission/add': ['name', 12],
  '/sysConfig/edit': ['huijuCloudAPIUrl', 255],
};
/** A numeric field of each call. */
const NUMERIC: Record<string, string> = {
  '/user/add': 'scenicAreaID',
  '/permission/add': 'scenicAreaID',
  '/sysConfig/edit': 'id',
};

type Case = [
  kind: string,
  status: number,
  messages: Record<Lang, string>,
  request: (path: string) => CallOptions,
];

const CASES: Case[] = [
  [
    'overlong field',
    400,
    { cn: '长度不能超过', en: 'cannot exceed', es: 'no puede superar' },
    (path) => {
      const [field, max] = LONG[path]!;
      return { body: { ...VALID[path]!(), [field]: 'y'.repeat(max + 1) } };
    },
  ],
  [
    'wrong type',
    400,
    { cn: '类型错误', en: 'must be a', es: 'debe ser de tipo' },
    (path) => ({ body: { ...VALID[path]!(), [NUMERIC[path]!]: 'one' } }),
  ],
  [
    'unknown field',
    400,
    { cn: '包含未知字段', en: 'has unknown fields', es: 'tiene campos desconocidos' },
    (path) => ({ body: { ...VALID[path]!(), isAdmin: true } }),
  ],
  ['missing body', 400, { cn: '不能为空', en: 'is required', es: 'es obligatorio' }, () => ({})],
  [
    'empty JSON body',
    400,
    { cn: '缺少请求内容', en: 'The request body is missing', es: 'Falta el cuerpo' },
    () => ({ rawBody: '' }),
  ],
  [
    'body over the limit',
    413,
    { cn: '请求内容过大', en: 'The request body is too large', es: 'demasiado grande' },
    () => ({ rawBody: JSON.stringify({ name: 'z'.repeat(1024 * 1024 + 10) }) }),
  ],
  [
    'invalid JSON',
    400,
    { cn: '不是有效的 JSON', en: 'not valid JSON', es: 'no es JSON válido' },
    () => ({ rawBody: '{"name": "unterminated' }),
  ],
];

/** Everything the calls could write. */
async function snapshot(): Promise<string> {
  const rows = await sql(
    server,
    `select (select count(*) from users) as users, (select count(*) from roles) as roles,
            (select count(*) from audit_log) as audit,
            (select row_to_json(c) from sys_config c where id = 1) as config`,
  );
  return JSON.stringify(rows);
}

beforeAll(async () => {
  server = await startTestServer();
  fx = await demoFixtures(server);
});
afterAll(() => server.close());

describe.each(Object.keys(VALID))('%s', (path) => {
  it('accepts the valid body (the cases below differ from it in one way)', async () => {
    const res = await fx.api.call('POST', path, { token: fx.superToken, body: VALID[path]!() });
    expect(res.status).toBe(200);
    // Undo, so later bodies stay valid (unique names).
    await sql(server, `delete from users where account = 'fresh'`);
    await sql(server, `delete from roles where name = 'fresh'`);
  });

  describe.each(CASES)('%s', (_kind, status, messages, request) => {
    it.each(['cn', 'en', 'es'] as const)('%s', async (lang) => {
      const before = await snapshot();
      const res = await fx.api.call<{ code: string; message: string; msg: string }>('POST', path, {
        token: fx.superToken,
        lang,
        ...request(path),
      });
      expect(res.status).toBe(status);
      expect(res.body.message).toContain(messages[lang]);
      expect(res.body.msg).toBe(res.body.message);
      expect(await snapshot()).toBe(before);
    });
  });
});
