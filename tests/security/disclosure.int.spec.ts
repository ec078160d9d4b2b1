// Finding 9 of issue 8: what leaks and what is too weak. Clashing accounts and device numbers of
// another scenic area are refused without saying they exist there; new passwords have at least 8
// characters; accounts take visible characters only; /metrics needs its token (or loopback).

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../api/support/apiClient.ts';
import { demoFixtures, type Fixtures } from '../api/support/fixtures.ts';
import { DEMO_PASSWORD, startTestServer, type TestServer } from '../support/testServer.ts';
import { importDeviceB, type Member, member } from './securitySupport.ts';

let server: TestServer;
let fx: Fixtures;
let adminB: Member;
let deviceNoA: string;
let zoneB: number;

type Answer = { code?: string; message?: string };
const post = (token: string, path: string, body: unknown) =>
  fx.api.call<Answer>('POST', path, { token, body, lang: 'en' });
const userB = (account: string, password = DEMO_PASSWORD) => ({
  account,
  name: account,
  password,
  confirmPassword: password,
  scenicAreaID: fx.areaB,
  permissionID: adminB.roleId,
});
const deviceB = (deviceNo: string) => ({
  deviceNo,
  name: deviceNo,
  scenicAreaID: fx.areaB,
  zoneID: zoneB,
  moduleType: 0,
  deviceIP: '10.0.0.9',
  ucOpenDoorType: 1,
  ucCommuTyp: 0,
  uc485Id: 1,
  printTicketCount: 1,
});

beforeAll(async () => {
  server = await startTestServer();
  fx = await demoFixtures(server);
  adminB = await member(fx, 'badmin', { settings: { user: 1 }, basicSettings: { device: 1 } }, fx.areaB);
  const [zone] = await sql<{ id: number }>(
    server,
    `insert into zones (scenic_area_id, name) values ($1, '乙景点') returning id`,
    [fx.areaB],
  );
  zoneB = zone!.id;
  const [device] = await sql<{ no: string }>(
    server,
    'select device_no as no from devices where scenic_area_id = $1 limit 1',
    [fx.areaA],
  );
  deviceNoA = device!.no;
});
afterAll(() => server.close());

describe('clashes with another scenic area', () => {
  it('an account of area A is refused to area B without saying it exists', async () => {
    const res = await post(adminB.token, '/user/add', userB('SELLER'));
    expect([res.status, res.body.code]).toEqual([409, 'ACCOUNT_UNAVAILABLE']);
    expect(res.body.message).toBe('The account "SELLER" cannot be used; choose another');
    // Within one's own area the clash is named as before.
    await post(adminB.token, '/user/add', userB('bclerk'));
    const own = await post(adminB.token, '/user/add', userB('BCLERK'));
    expect([own.status, own.body.code]).toEqual([409, 'ACCOUNT_TAKEN']);
  });

  it('a device number of area A is refused to area B without saying it exists', async () => {
    const res = await post(adminB.token, '/device/add', deviceB(deviceNoA));
    expect([res.status, res.body.code]).toEqual([409, 'DEVICE_NO_UNAVAILABLE']);
    expect(res.body.message).not.toMatch(/exist|belongs|area/i);
  });

  it('a device number of area A in a spreadsheet of area B is refused without naming the area', async () => {
    const { status, body } = await importDeviceB(server.url, adminB.token, deviceNoA, null);
    expect([status, body.code]).toEqual([400, 'IMPORT_INVALID']);
    expect(body.message).toContain('this device number cannot be used; choose another');
    expect(body.message).not.toMatch(/another scenic area/);
  });
});

describe('weak input', () => {
  it('new passwords need at least 8 characters: adding, resetting, changing', async () => {
    const short = await post(fx.superToken, '/user/add', userB('shorty', 'a'));
    expect([short.status, short.body.message]).toEqual([
      400,
      'Invalid input: password must have at least 8 characters; confirmPassword must have at least 8 characters',
    ]);
    expect((await post(fx.superToken, '/user/add', userB('seven', 'x'.repeat(7)))).status).toBe(400);
    const id = (
      await fx.api.call<{ data: { id: number } }>('POST', '/user/add', {
        token: fx.superToken,
        body: userB('eight', 'x'.repeat(8)),
      })
    ).body.data.id;
    const reset = await post(fx.superToken, '/user/resetPassword', {
      id,
      password: 'a',
      confirmPassword: 'a',
    });
    expect(reset.status).toBe(400);
    const token = await fx.api.login('eight', 'x'.repeat(8));
    const change = await post(token, '/user/changePassword', {
      oldPassword: 'x'.repeat(8),
      newPassword: 'a',
    });
    expect([change.status, change.body.message]).toEqual([
      400,
      'Invalid input: newPassword must have at least 8 characters',
    ]);
  });

  it.each([
    ['a zero-width space', 'ab\u200bc'],
    ['a word joiner', 'ab\u2060c'],
    ['a right-to-left override', 'ab\u202ec'],
  ])('accounts refuse %s', async (_, account) => {
    const res = await post(fx.superToken, '/user/add', userB(account));
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('account cannot contain spaces or invisible characters');
  });

  it('accounts refuse a control character (the guard every request passes says so first)', async () => {
    const res = await post(fx.superToken, '/user/add', userB('ab\u0007c'));
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('account cannot contain control characters');
  });
});

describe('/metrics', () => {
  const metrics = (url: string, headers: Record<string, string> = {}) => fetch(`${url}/metrics`, { headers });
  const outside = { 'x-forwarded-for': '203.0.113.7' };

  it('without METRICS_TOKEN answers the machine itself only', async () => {
    expect((await metrics(server.url, outside)).status).toBe(403);
    expect((await metrics(server.url)).status).toBe(200);
  });

  it('with METRICS_TOKEN wants that bearer token, from anywhere', async () => {
    const withToken = await startTestServer({ METRICS_TOKEN: 'scrape-secret-0123456789' });
    try {
      expect((await metrics(withToken.url)).status).toBe(401);
      expect((await metrics(withToken.url, { authorization: 'Bearer wrong' })).status).toBe(401);
      const ok = await metrics(withToken.url, {
        ...outside,
        authorization: 'Bearer scrape-secret-0123456789',
      });
      expect(ok.status).toBe(200);
      expect(await ok.text()).toContain('http_request_duration_seconds');
    } finally {
      await withToken.close();
    }
  });
});
