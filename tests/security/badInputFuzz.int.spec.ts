// A fuzz pass over every route of the OpenAPI document, as no one and as the super administrator:
// NUL characters in strings, integers beyond int4 (2147483648, -2147483649), ids that name nothing
// (999999), 1e309, "NaN", and broken multipart bodies (no boundary, cut off). Bad input is the
// caller's mistake: no answer may be a 5xx.

import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiClient } from '../api/support/apiClient.ts';
import { ADMIN_AUTHORITY } from '../api/support/fixtures.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';
import { type JsonSchema, type Operation, openApiOperations } from './support/openApi.ts';

let server: TestServer;
let operations: Operation[];
let superToken: string;

beforeAll(async () => {
  server = await startTestServer();
  operations = await openApiOperations(server);
  // Sign-out last: it ends the super administrator's session.
  operations.sort((a, b) => Number(a.path.endsWith('/logout')) - Number(b.path.endsWith('/logout')));
  superToken = await apiClient(server).login('admin');
});
afterAll(() => server?.close());

/** How one variant fills strings and numbers; `clamp` keeps numbers within the schema's bounds. */
interface Variant {
  name: string;
  text: string;
  number: unknown;
  clamp?: boolean;
}

const INT_MARK = 7_777_777_777;
const VARIANTS: Variant[] = [
  { name: 'NUL in strings', text: 'a\u0000b', number: 1, clamp: true },
  { name: 'control characters', text: 'a\u0001\u001fb', number: 1, clamp: true },
  { name: 'int4 + 1', text: 'x', number: 2_147_483_648 },
  { name: 'int4 min - 1', text: 'x', number: -2_147_483_649 },
  { name: 'an id naming nothing', text: 'x', number: 999_999, clamp: true },
  { name: '1e309', text: 'x', number: INT_MARK },
  { name: 'NaN string', text: 'x', number: 'NaN' },
];

function sample(schema: JsonSchema | undefined, v: Variant): unknown {
  if (!schema) return v.text;
  if (schema.enum) return schema.enum[0];
  if (schema.const !== undefined) return schema.const;
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice) return sample(choice.find((s) => s.type !== 'null') ?? choice[0], v);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'object' || schema.properties) {
    return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, s]) => [k, sample(s, v)]));
  }
  if (type === 'array') return [sample(schema.items, v)];
  if (type === 'boolean') return true;
  if (type === 'integer' || type === 'number') {
    if (!v.clamp || typeof v.number !== 'number') return v.number;
    return Math.min(Math.max(v.number, schema.minimum ?? -Infinity), schema.maximum ?? Infinity);
  }
  return v.text;
}

const asQueryText = (v: Variant) => (v.number === INT_MARK ? '1e309' : String(v.number));

/** The requests of one variant: the body filled in, and each query or path parameter in turn. */
function requestsOf(op: Operation, v: Variant): { url: string; body?: string }[] {
  const params = op.parameters ?? [];
  // Path parameters are ids: the variant's number, or its text when that is the hostile part.
  const path = op.path.replace(/\{\w+\}/g, encodeURIComponent(v.text === 'x' ? asQueryText(v) : v.text));
  const body = op.requestBody?.content['application/json']?.schema;
  const out: { url: string; body?: string }[] = [];
  if (body) {
    const json = JSON.stringify(sample(body, v)).replaceAll(String(INT_MARK), '1e309');
    out.push({ url: path, body: json });
  }
  for (const p of params.filter((p) => p.in === 'query')) {
    const value = p.schema?.type === 'integer' || p.schema?.type === 'number' ? asQueryText(v) : v.text;
    out.push({ url: `${path}?${p.name}=${encodeURIComponent(value)}` });
  }
  if (out.length === 0) out.push({ url: path });
  return out;
}

const BROKEN_MULTIPART = [
  { type: 'multipart/form-data', body: 'no boundary at all' },
  {
    type: 'multipart/form-data; boundary=XyZ',
    body:
      '--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.xlsx"\r\n' +
      'Content-Type: application/octet-stream\r\n\r\nPK\u0003\u0004cut off here',
  },
];

it('answers bad input to every route with no 5xx, as no one and as the super administrator', async () => {
  expect(operations.length).toBeGreaterThan(80);
  const failures: string[] = [];
  for (const token of [undefined, superToken]) {
    const who = token ? 'super' : 'anonymous';
    for (const op of operations) {
      const send = async (url: string, headers: Record<string, string>, body?: string, what = '') => {
        if (token) headers.authorization = `Bearer ${token}`;
        const res = await fetch(`${server.url}${url}`, { method: op.method, headers, body });
        const text = await res.text();
        if (res.status >= 500) failures.push(`${who} ${op.method} ${url} ${what}: ${res.status} ${text}`);
      };
      for (const v of VARIANTS) {
        for (const r of requestsOf(op, v)) {
          const headers: Record<string, string> = r.body ? { 'content-type': 'application/json' } : {};
          await send(r.url, headers, r.body, `(${v.name})`);
        }
      }
      if (op.method !== 'POST') continue;
      for (const m of BROKEN_MULTIPART) {
        await send(
          op.path.replace(/\{\w+\}/g, '1'),
          { 'content-type': m.type },
          m.body,
          '(broken multipart)',
        );
      }
    }
  }
  expect(failures).toEqual([]);
}, 300_000);

it('answers the findings of issue 8 with a 400 in the caller language', async () => {
  const api = apiClient(server);
  const token = await api.login('admin'); // the pass above signed out last
  const call = async (method: string, path: string, body: unknown, lang: 'en' | 'cn') => {
    const res = await api.call<{ code: string; message: string }>(method, path, {
      token,
      body,
      lang,
    });
    return [res.status, res.body.code, res.body.message];
  };
  const login = { account: 'a\u0000b', password: 'x', userType: 'CLIENT' };
  expect(await call('POST', '/login', login, 'en')).toEqual([
    400,
    'VALIDATION_FAILED',
    expect.stringContaining('cannot contain control characters'),
  ]);
  expect(await call('POST', '/login', login, 'cn')).toEqual([
    400,
    'VALIDATION_FAILED',
    expect.stringContaining('控制字符'),
  ]);
  expect(await call('GET', '/public/scenicArea?scenicAreaID=2147483648', undefined, 'en')).toEqual([
    400,
    'VALIDATION_FAILED',
    expect.stringContaining('cannot be greater than 2147483647'),
  ]);
  const role = { name: 'fuzz', scenicAreaID: 999_999, type: 1, authority: ADMIN_AUTHORITY };
  const [status] = await call('POST', '/permission/add', role, 'en');
  expect(status).toBe(400);
  const cutOff = await fetch(`${server.url}/api/device/import`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': BROKEN_MULTIPART[1]!.type,
      'accept-language': 'es',
    },
    body: BROKEN_MULTIPART[1]!.body,
  });
  expect(cutOff.status).toBe(400);
  expect(await cutOff.json()).toMatchObject({
    code: 'INVALID_MULTIPART',
    message: expect.stringContaining('incompletos'),
  });
});
