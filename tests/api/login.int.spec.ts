// Sign-in (spec 000 §6, §7): the login answer, the token and its cookie, logout, refusals and their
// messages, throttling per account and address and per address, the flags each kind of user ends up with.

import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../api/src/auth/tokens.ts';
import * as features from '../../api/src/features.ts';
import { agencyFlags, defaultAdminFlags, flagsForUser } from '../../domain/auth/permissionFlags.ts';
import type { LoginUser } from '../../domain/users/login.schema.ts';
import { DEMO_PASSWORD, startTestServer, type TestServer } from '../support/testServer.ts';
import { apiClient, sql } from './support/apiClient.ts';

let server: TestServer;
let api: ReturnType<typeof apiClient>;
const logLines: string[] = [];

type LoginAnswer = {
  code?: string;
  message?: string;
  msg: string;
  token: string;
  user: LoginUser;
};
const login = (
  account: string,
  password = DEMO_PASSWORD,
  extra: { lang?: 'cn' | 'en' | 'es'; ip?: string } = {},
) =>
  api.call<LoginAnswer>('POST', '/login', {
    body: { account, password, userType: 'CLIENT' },
    lang: extra.lang,
    headers: { 'x-forwarded-for': extra.ip ?? '10.1.0.1' },
  });

beforeAll(async () => {
  server = await startTestServer({ LOG_LEVEL: 'info' });
  api = apiClient(server);
  // Every log line of the server, to check what a refusal leaves there.
  const stream = (server.running.app.log as unknown as Record<symbol, { write(s: string): boolean }>)[
    pino.symbols.streamSym
  ]!;
  const write = stream.write.bind(stream);
  stream.write = (line: string) => {
    logLines.push(line);
    return write(line);
  };
});
afterAll(() => server.close());

describe('POST /api/login', () => {
  it('answers the spec shape: empty msg, token, user with role, scenic area, zone and options', async () => {
    const res = await login('seller');
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('');
    expect(res.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.body.user).toMatchObject({
      account: 'seller',
      role: { type: 2, name: '售票员', category: 2 },
      scenicArea: { name: '示范景区' },
      zone: { id: expect.any(Number) },
      options: { openOnlineRefund: 0, useType: 0, travelAgency: null },
    });
    const flags = flagsForUser(res.body.user);
    expect([flags.sellticket1, flags.user, flags.ticketDetailRecord]).toEqual([1, 0, 1]);
  });

  it('keeps only the sha256 of the token, valid for one day, and sets the cookie', async () => {
    const res = await login('admin');
    const [row] = await sql<{ token_hash: string; hours: number }>(
      server,
      `select token_hash, extract(epoch from expires_at - now()) / 3600 as hours from sessions where token_hash = $1`,
      [hashToken(res.body.token)],
    );
    expect(Number(row!.hours)).toBeCloseTo(24, 0);
    expect(JSON.stringify(await sql(server, 'select * from sessions'))).not.toContain(res.body.token);
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toContain(`token=${res.body.token}`);
    expect(cookie).toMatch(/Max-Age=86400/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const byCookie = await api.call('GET', '/user/current', {
      headers: { cookie: `token=${res.body.token}` },
    });
    expect(byCookie.status).toBe(200);
    expect(res.body.user).toMatchObject({ role: { category: 0 } });
  });

  it('gives travel-agency users only their own menu', async () => {
    const res = await login('agency');
    expect(res.body.user).toMatchObject({
      options: { useType: 10, travelAgency: { travelAgencyName: '示范旅行社' } },
      role: { category: 2 },
    });
    expect(flagsForUser(res.body.user)).toEqual(agencyFlags());
  });

  it('treats a user without a role as a full administrator with selling off', async () => {
    await sql(
      server,
      `insert into users (account, name, password_hash, scenic_area_id)
       select 'norole', 'norole', password_hash, scenic_area_id from users where account = 'seller'`,
    );
    const res = await login('norole');
    expect(res.body.user).toMatchObject({ role: { authority: null, category: 0 } });
    expect(flagsForUser(res.body.user)).toEqual(defaultAdminFlags());
    expect((await api.call('GET', '/user', { token: res.body.token })).status).toBe(200);
  });

  it.each([
    ['cn', '账号或密码错误'],
    ['en', 'Wrong account or password'],
    ['es', 'Cuenta o contraseña incorrecta'],
  ] as const)('refuses an unknown account and a wrong password alike (%s)', async (lang, message) => {
    const unknown = await login('nobody', 'whatever', { lang });
    const wrong = await login('admin', 'wrong-password', { lang });
    for (const res of [unknown, wrong]) {
      expect([res.status, res.body.code, res.body.msg]).toEqual([401, 'LOGIN_FAILED', message]);
    }
  });

  it('logs refusals with the account and address, never the password', () => {
    const refusals = logLines.filter((l) => l.includes('sign-in refused'));
    expect(refusals.length).toBeGreaterThan(0);
    expect(refusals.some((l) => l.includes('"account":"admin"') && l.includes('"ip":"10.1.0.1"'))).toBe(true);
    expect(logLines.join('\n')).not.toMatch(/wrong-password|whatever|demo-pass/);
  });

  it('refuses a missing account or password and another userType (400)', async () => {
    const missing = await api.call('POST', '/login', {
      body: { account: '', password: 'x', userType: 'CLIENT' },
    });
    expect(missing.status).toBe(400);
    const other = await api.call('POST', '/login', {
      body: { account: 'a', password: 'x', userType: 'SERVER' },
    });
    expect(other.status).toBe(400);
  });
});

describe('throttling', () => {
  it('after 10 failures of an account, holds off the addresses that failed, not the others', async () => {
    await sql(
      server,
      `insert into users (account, name, password_hash, role_id, scenic_area_id)
      select 'victim', 'victim', password_hash, role_id, scenic_area_id from users where account = 'seller'`,
    );
    for (let i = 0; i < 10; i++) {
      expect((await login('Victim', `guess-${i}`, { ip: `10.2.0.${i}` })).status).toBe(401);
    }
    const locked = await login('victim', DEMO_PASSWORD, { lang: 'en', ip: '10.2.0.3' });
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('ACCOUNT_LOCKED');
    expect(locked.body.message).toMatch(/from this address: try again in 1\d minutes/);
    // An address that has not failed signs in with the right password; other accounts too.
    expect((await login('victim', DEMO_PASSWORD, { ip: '10.3.0.1' })).status).toBe(200);
    expect((await login('seller', DEMO_PASSWORD, { ip: '10.2.0.3' })).status).toBe(200);
    // When the hold has run out the right password works again from there.
    await sql(
      server,
      `update login_failures set locked_until = now() - interval '1 second' where account = 'victim'`,
    );
    expect((await login('victim', DEMO_PASSWORD, { ip: '10.2.0.3' })).status).toBe(200);
  });

  it('limits sign-in attempts per address (429, translated)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await login(`flood${i}`, 'x', { ip: '10.9.9.9' })).status);
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    const limited = await login('admin', DEMO_PASSWORD, { ip: '10.9.9.9', lang: 'es' });
    expect([limited.status, limited.body.message]).toEqual([
      429,
      'Demasiadas solicitudes, inténtelo más tarde',
    ]);
    expect((await login('admin', DEMO_PASSWORD, { ip: '10.9.9.10' })).status).toBe(200);
  });
});

describe('sessions', () => {
  it('logout ends the session on the server and clears the cookie', async () => {
    const { token } = (await login('seller')).body;
    expect((await api.call('GET', '/user/current', { token })).status).toBe(200);
    const out = await api.call('POST', '/logout', { token });
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toMatch(/token=;/);
    const after = await api.call('GET', '/user/current', { token, lang: 'en' });
    expect([after.status, after.body.message]).toEqual([401, 'Please sign in']);
  });

  it('answers realtime (socket.io) tokens from the same sessions', async () => {
    const ctx = server.running.ctx;
    const admin = (await login('admin')).body;
    const seller = (await login('seller')).body;
    expect(await features.verifyRealtimeToken(ctx, admin.token)).toEqual({
      userId: String(admin.user.id),
      scenicAreaIds: 'all',
      sessionId: expect.any(String),
    });
    expect(await features.verifyRealtimeToken(ctx, seller.token)).toEqual({
      userId: String(seller.user.id),
      scenicAreaIds: [String(seller.user.scenicArea!.id)],
      sessionId: expect.any(String),
    });
    await api.call('POST', '/logout', { token: seller.token });
    expect(await features.verifyRealtimeToken(ctx, seller.token)).toBeNull();
  });

  it('a disabled role grants nothing', async () => {
    const adminToken = (await login('admin')).body.token;
    const [area] = await sql<{ id: number }>(
      server,
      `select scenic_area_id as id from users where account = 'seller'`,
    );
    const role = await api.call<{ data: { id: number } }>('POST', '/permission/add', {
      token: adminToken,
      body: { name: '临时', scenicAreaID: area!.id, type: 1, authority: { settings: { user: 1 } } },
    });
    const roleId = role.body.data.id;
    await sql(
      server,
      `insert into users (account, name, password_hash, role_id, scenic_area_id)
      select 'manager', 'manager', password_hash, $1, scenic_area_id from users where account = 'seller'`,
      [roleId],
    );
    const token = (await login('manager')).body.token;
    expect((await api.call('GET', '/user', { token })).status).toBe(200);
    const off = await api.call('POST', '/permission/enable', {
      token: adminToken,
      body: { id: roleId, isEnable: false },
    });
    expect(off.status).toBe(200);
    expect((await api.call('GET', '/user', { token })).status).toBe(403);
    const on = await api.call('POST', '/permission/enable', {
      token: adminToken,
      body: { id: roleId, isEnable: true },
    });
    expect(on.status).toBe(200);
    expect((await api.call('GET', '/user', { token })).status).toBe(200);
  });

  it('requests arriving together share one session read, each answered as its own user', async () => {
    const admin = (await login('admin')).body.token;
    const seller = (await login('seller')).body.token;
    const gone = (await login('seller')).body.token;
    await api.call('POST', '/logout', { token: gone });
    const tokens = Array.from({ length: 30 }, (_, i) => [admin, seller, gone][i % 3]!);
    const all = () =>
      Promise.all(
        tokens.map((token) => api.call<{ data: { account: string } }>('GET', '/user/current', { token })),
      );
    await all(); // the client's connections opened, so the next requests arrive together
    const pool = server.running.ctx.pool;
    const query = pool.query;
    let reads = 0;
    pool.query = ((...args: Parameters<typeof query>) => {
      if ((args[0] as { name?: string }).name === 'find_sessions') reads += 1;
      return (query as (...a: unknown[]) => unknown).apply(pool, args);
    }) as typeof query;
    try {
      const answers = await all();
      expect(answers.map((a) => (a.status === 200 ? a.body.data.account : a.status))).toEqual(
        tokens.map((token) => (token === admin ? 'admin' : token === seller ? 'seller' : 401)),
      );
      expect(reads).toBeGreaterThan(0);
      expect(reads).toBeLessThan(tokens.length);
    } finally {
      pool.query = query;
    }
  });

  it('tells the software version without a token', async () => {
    const res = await api.call('GET', '/getSoftVersion');
    expect(res.body).toMatchObject({ msg: '', versionType: expect.any(String) });
  });
});
