// Users (spec 000 §5): limits at their edges, matching passwords, the account in use, references
// inside the scenic area, argon2id hashes, enable / disable, paging.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestServer, type TestServer } from '../support/testServer.ts';
import { count, sql } from './support/apiClient.ts';
import { demoFixtures, type Fixtures } from './support/fixtures.ts';

let server: TestServer;
let fx: Fixtures;
let n = 0;

const x = (length: number) => 'x'.repeat(length);

function newUser(fields: Record<string, unknown> = {}) {
  n += 1;
  return {
    account: `u${n}`,
    name: `用户${n}`,
    password: DEMO_PASSWORD,
    confirmPassword: DEMO_PASSWORD,
    scenicAreaID: fx.areaA,
    permissionID: fx.sellerRoleA,
    ...fields,
  };
}

const add = (body: unknown, lang?: 'cn' | 'en' | 'es') =>
  fx.api.call<{ code?: string; message: string; data: { id: number; account: string } }>(
    'POST',
    '/user/add',
    {
      token: fx.superToken,
      body,
      lang,
    },
  );

beforeAll(async () => {
  server = await startTestServer();
  fx = await demoFixtures(server);
});
afterAll(() => server.close());

describe('limits at their edges', () => {
  const cases: [string, number, (len: number) => Record<string, unknown>][] = [
    ['account', 12, (len) => ({ account: `a${x(len - 1)}` })],
    ['name', 12, (len) => ({ name: x(len) })],
    ['remark', 64, (len) => ({ remark: x(len) })],
    ['password', 16, (len) => ({ password: x(len), confirmPassword: x(len) })],
  ];
  it.each(cases)('%s: %i accepted, one more refused with a translated message', async (field, max, make) => {
    const fits = newUser(make(max));
    if (field === 'account') fits.account = `${n}${x(max - String(n).length)}`;
    expect((await add(fits)).status).toBe(200);
    const before = await count(server, 'users');
    const over = await add(newUser(make(max + 1)), 'en');
    expect(over.status).toBe(400);
    expect(over.body.message).toContain(`cannot exceed ${max} characters`);
    expect(await count(server, 'users')).toBe(before);
  });

  it('refuses an empty name, an account with spaces, a missing role', async () => {
    expect((await add(newUser({ name: '  ' }))).status).toBe(400);
    const spaced = await add(newUser({ account: 'a b' }), 'en');
    expect(spaced.body.message).toContain('cannot contain spaces');
    const noRole = await add(newUser({ permissionID: null }), 'en');
    expect(noRole.status).toBe(400);
    expect(noRole.body.message).toContain('permissionID is required');
  });
});

describe('adding', () => {
  it('needs the two passwords to match', async () => {
    const res = await add(newUser({ confirmPassword: 'something-else' }), 'es');
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('Las contraseñas no coinciden');
  });

  it('keeps an argon2id hash, never the password', async () => {
    const res = await add(newUser());
    const [row] = await sql<{ password_hash: string }>(
      server,
      'select password_hash from users where id = $1',
      [res.body.data.id],
    );
    expect(row!.password_hash.startsWith('$argon2id$')).toBe(true);
    expect(JSON.stringify(res.body)).not.toContain(DEMO_PASSWORD);
    const audit = await sql(server, `select after from audit_log where entity = 'user' and entity_id = $1`, [
      String(res.body.data.id),
    ]);
    expect(JSON.stringify(audit)).not.toMatch(/argon2|demo-pass/);
  });

  it('refuses a second account of the same name, whatever the case (409)', async () => {
    const first = await add(newUser());
    const again = await add(newUser({ account: first.body.data.account.toUpperCase() }), 'en');
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('ACCOUNT_TAKEN');
  });

  it('refuses a zone or role of another scenic area', async () => {
    const zoneB = await sql<{ id: number }>(
      server,
      `insert into zones (scenic_area_id, name) values ($1, '乙区') returning id`,
      [fx.areaB],
    );
    const zone = await add(newUser({ zoneID: zoneB[0]!.id }));
    expect([zone.status, zone.body.code]).toEqual([400, 'NOT_IN_SCENIC_AREA']);
    const role = await add(newUser({ permissionID: fx.adminRoleB }));
    expect([role.status, role.body.code]).toEqual([400, 'NOT_IN_SCENIC_AREA']);
  });

  it('makes a travel-agency user with its agency and no role', async () => {
    const agencyId = fx.options.travelAgencies[0]!.id;
    const res = await add(newUser({ useType: 10, permissionID: null, travelAgencyID: agencyId }));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ useType: 10, travelAgencyID: agencyId, category: 2 });
    expect((await add(newUser({ useType: 10, permissionID: null }))).status).toBe(400);
  });
});

describe('the account in use, enable, delete', () => {
  it('cannot be deleted or disabled by itself (409)', async () => {
    const [me] = await sql<{ id: number }>(server, `select id from users where account = 'admin'`);
    const del = await fx.api.call('POST', '/user/delete', {
      token: fx.superToken,
      body: { id: me!.id },
      lang: 'en',
    });
    expect([del.status, del.body.code, del.body.message]).toEqual([
      409,
      'ACCOUNT_IN_USE',
      'The account in use cannot be deleted or disabled',
    ]);
    const off = await fx.api.call('POST', '/user/enable', {
      token: fx.superToken,
      body: { id: me!.id, isEnable: false },
    });
    expect(off.status).toBe(409);
  });

  it('disabling a user ends its sessions and refuses its sign-in; enabling lets it back', async () => {
    const { id, account } = (await add(newUser())).body.data;
    const token = await fx.api.login(account);
    await fx.api.call('POST', '/user/enable', { token: fx.superToken, body: { id, isEnable: false } });
    expect((await fx.api.call('GET', '/user/current', { token })).status).toBe(401);
    const refused = await fx.api.call('POST', '/login', {
      body: { account, password: DEMO_PASSWORD, userType: 'CLIENT' },
      lang: 'en',
    });
    expect([refused.status, refused.body.code]).toEqual([401, 'ACCOUNT_DISABLED']);
    await fx.api.call('POST', '/user/enable', { token: fx.superToken, body: { id, isEnable: true } });
    expect(await fx.api.login(account)).toBeTruthy();
  });

  it('deletes another user and its sessions', async () => {
    const { id, account } = (await add(newUser())).body.data;
    const token = await fx.api.login(account);
    const del = await fx.api.call('POST', '/user/delete', { token: fx.superToken, body: { id } });
    expect(del.status).toBe(200);
    expect(await sql(server, 'select 1 from users where id = $1', [id])).toEqual([]);
    expect((await fx.api.call('GET', '/user/current', { token })).status).toBe(401);
    expect((await fx.api.call('GET', `/user/${id}`, { token: fx.superToken })).status).toBe(404);
  });
});

describe('editing and listing', () => {
  it('edits the fields and keeps the account and password', async () => {
    const created = (await add(newUser())).body.data;
    const res = await fx.api.call<{ data: Record<string, unknown> }>('POST', '/user/edit', {
      token: fx.superToken,
      body: {
        id: created.id,
        name: '改名',
        scenicAreaID: fx.areaA,
        permissionID: fx.adminRoleA,
        remark: 'r',
      },
    });
    expect(res.body.data).toMatchObject({
      name: '改名',
      permissionID: fx.adminRoleA,
      remark: 'r',
      category: 1,
    });
    expect(await fx.api.login(created.account)).toBeTruthy();
    const withAccount = await fx.api.call('POST', '/user/edit', {
      token: fx.superToken,
      body: {
        id: created.id,
        account: 'other',
        name: 'n',
        scenicAreaID: fx.areaA,
        permissionID: fx.adminRoleA,
      },
    });
    expect(withAccount.status).toBe(400);
  });

  it('pages in the spec call style: data[0] rows, data[1] total', async () => {
    const res = await fx.api.call<{ msg: string; data: [{ account: string }[], number] }>(
      'GET',
      '/user?pageItems=2&pageNumber=2',
      { token: fx.superToken },
    );
    expect(res.body.msg).toBe('');
    expect(res.body.data[0]).toHaveLength(2);
    expect(res.body.data[1]).toBe(await count(server, 'users'));
    const filtered = await fx.api.call<{ data: [{ account: string }[], number] }>(
      'GET',
      '/user?account=SELL',
      {
        token: fx.superToken,
      },
    );
    expect(filtered.body.data[0].map((r) => r.account)).toEqual(['seller']);
  });
});
