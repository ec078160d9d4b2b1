// Passwords (spec 000 §2, §5, §6): administrators reset them; everyone changes their own with the
// old one (new 8 to 12 characters, issue 8); other sessions end; wrong old passwords are refused in cn/en/es.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestServer, type TestServer } from '../support/testServer.ts';
import { sql } from './support/apiClient.ts';
import { demoFixtures, type Fixtures } from './support/fixtures.ts';

let server: TestServer;
let fx: Fixtures;

const status = async (account: string, password: string) =>
  (await fx.api.call('POST', '/login', { body: { account, password, userType: 'CLIENT' } })).status;

beforeAll(async () => {
  server = await startTestServer();
  fx = await demoFixtures(server);
});
afterAll(() => server.close());

describe('POST /api/user/resetPassword', () => {
  it('sets a new password: the old one stops working, the user’s sessions end', async () => {
    const id = await fx.addUser('resetme');
    const token = await fx.api.login('resetme');
    const res = await fx.api.call('POST', '/user/resetPassword', {
      token: fx.superToken,
      body: { id, password: 'brand-new-pass-1', confirmPassword: 'brand-new-pass-1' },
    });
    expect(res.status).toBe(200);
    expect(await status('resetme', DEMO_PASSWORD)).toBe(401);
    expect(await status('resetme', 'brand-new-pass-1')).toBe(200);
    expect((await fx.api.call('GET', '/user/current', { token })).status).toBe(401);
    const [row] = await sql<{ h: string }>(server, 'select password_hash as h from users where id = $1', [
      id,
    ]);
    expect(row!.h.startsWith('$argon2id$')).toBe(true);
  });

  it('needs matching passwords of 8 to 16 characters', async () => {
    const id = await fx.addUser('resetme2');
    const call = (password: string, confirmPassword = password) =>
      fx.api.call('POST', '/user/resetPassword', {
        token: fx.superToken,
        body: { id, password, confirmPassword },
        lang: 'en',
      });
    expect((await call('p'.repeat(16))).status).toBe(200);
    expect((await call('p'.repeat(17))).status).toBe(400);
    expect((await call('p'.repeat(8))).status).toBe(200);
    expect((await call('p'.repeat(7))).status).toBe(400);
    const differ = await call('abcdefgh', 'abcdefgi');
    expect([differ.status, differ.body.message]).toEqual([
      400,
      'Invalid input: confirmPassword The passwords do not match',
    ]);
  });

  it('is refused to sellers (403) and for users of another scenic area (404)', async () => {
    const seller = await fx.api.login('seller');
    const [admin] = await sql<{ id: number }>(server, `select id from users where account = 'admin'`);
    const body = { id: admin!.id, password: 'long-enough', confirmPassword: 'long-enough' };
    expect((await fx.api.call('POST', '/user/resetPassword', { token: seller, body })).status).toBe(403);
    await fx.addUser('bmanager2', { scenicAreaID: fx.areaB, permissionID: fx.adminRoleB });
    const other = await fx.api.login('bmanager2');
    expect((await fx.api.call('POST', '/user/resetPassword', { token: other, body })).status).toBe(404);
  });
});

describe('POST /api/user/changePassword', () => {
  it('changes one’s own password with the old one; other sessions end, this one stays', async () => {
    await fx.addUser('changer');
    const token = await fx.api.login('changer');
    const otherSession = await fx.api.login('changer');
    const res = await fx.api.call('POST', '/user/changePassword', {
      token,
      body: { oldPassword: DEMO_PASSWORD, newPassword: 'new-pass-12c' },
    });
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('');
    expect((await fx.api.call('GET', '/user/current', { token })).status).toBe(200);
    expect((await fx.api.call('GET', '/user/current', { token: otherSession })).status).toBe(401);
    expect(await status('changer', 'new-pass-12c')).toBe(200);
    expect(await status('changer', DEMO_PASSWORD)).toBe(401);
  });

  it.each([
    ['cn', '修改失败，请检查新旧密码'],
    ['en', 'Change failed: check the old and new passwords'],
    ['es', 'No se pudo cambiar: compruebe la contraseña anterior y la nueva'],
  ] as const)('refuses a wrong old password (%s)', async (lang, message) => {
    const token = await fx.api.login('seller');
    const res = await fx.api.call('POST', '/user/changePassword', {
      token,
      lang,
      body: { oldPassword: 'not-it', newPassword: 'whatever' },
    });
    expect([res.status, res.body.code, res.body.msg]).toEqual([400, 'OLD_PASSWORD_WRONG', message]);
    expect(await status('seller', DEMO_PASSWORD)).toBe(200);
  });

  it('takes a new password of 8 to 12 characters', async () => {
    await fx.addUser('limits');
    const token = await fx.api.login('limits');
    let current = DEMO_PASSWORD;
    const change = async (newPassword: string) => {
      const res = await fx.api.call('POST', '/user/changePassword', {
        token,
        body: { oldPassword: current, newPassword },
      });
      if (res.status === 200) current = newPassword;
      return res.status;
    };
    expect(await change('')).toBe(400);
    expect(await change('a'.repeat(7))).toBe(400);
    expect(await change('a'.repeat(8))).toBe(200);
    expect(await change('b'.repeat(12))).toBe(200);
    expect(await change('c'.repeat(13))).toBe(400);
    expect(await status('limits', 'b'.repeat(12))).toBe(200);
  });

  it('needs a session (401)', async () => {
    const res = await fx.api.call('POST', '/user/changePassword', {
      body: { oldPassword: DEMO_PASSWORD, newPassword: 'whatever-1' },
    });
    expect(res.status).toBe(401);
  });
});
