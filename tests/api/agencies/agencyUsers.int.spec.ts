// The agency-users tab (issue 15): `GET /api/user?travelAgencyID=` lists only the users bound to that
// agency (never staff, never another agency's); a user bound to another agency (user edit) moves
// from one list to the other, and one made staff (unbound) leaves both.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../../domain/users/user.schema.ts';
import { DEMO_PASSWORD, startTestServer, type TestServer } from '../../support/testServer.ts';
import { type AgencyFixture, agencyFixture } from './agencySupport.ts';

let server: TestServer;
let f: AgencyFixture;
let second: number;
let guideUser: number;

beforeAll(async () => {
  server = await startTestServer();
  f = await agencyFixture(server);
  const added = await f.api.call<{ data: { id: number } }>('POST', '/travelAgency/add', {
    token: f.adminToken,
    body: { scenicAreaID: f.agency.area, name: '第二旅行社', isEnable: true },
  });
  expect(added.status).toBe(200);
  second = added.body.data.id;
  const user = await f.api.call<{ data: UserRow }>('POST', '/user/add', {
    token: f.adminToken,
    body: {
      account: 'guide2',
      name: '二社计调',
      password: DEMO_PASSWORD,
      confirmPassword: DEMO_PASSWORD,
      scenicAreaID: f.agency.area,
      useType: 10,
      travelAgencyID: second,
    },
  });
  expect(user.status).toBe(200);
  guideUser = user.body.data.id;
});
afterAll(() => server?.close());

const accountsOf = async (travelAgencyID: number) => {
  const res = await f.api.call<{ data: [UserRow[], number] }>(
    'GET',
    `/user?travelAgencyID=${travelAgencyID}`,
    {
      token: f.adminToken,
    },
  );
  expect(res.status).toBe(200);
  expect(res.body.data[1]).toBe(res.body.data[0].length);
  return res.body.data[0].map((u) => u.account).sort();
};

const edit = async (fields: Partial<UserRow>) => {
  const current = (await f.api.call<{ data: UserRow }>('GET', `/user/${guideUser}`, { token: f.adminToken }))
    .body.data;
  const { name, permissionID, scenicAreaID, zoneID, remark, isEnable, useType, travelAgencyID } = {
    ...current,
    ...fields,
  };
  const body = {
    id: guideUser,
    name,
    permissionID,
    scenicAreaID,
    zoneID,
    remark,
    isEnable,
    useType,
    travelAgencyID,
  };
  const res = await f.api.call('POST', '/user/edit', { token: f.adminToken, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};

describe("an agency's users", () => {
  it('lists only the users bound to the agency asked for', async () => {
    expect(await accountsOf(f.agency.id)).toEqual(['agency']);
    expect(await accountsOf(second)).toEqual(['guide2']);
    const all = await f.api.call<{ data: [UserRow[], number] }>('GET', '/user?pageItems=100', {
      token: f.adminToken,
    });
    expect(all.body.data[0].map((u) => u.account)).toEqual(
      expect.arrayContaining(['admin', 'seller', 'guide2']),
    );
  });

  it('a user bound to another agency moves from one list to the other', async () => {
    await edit({ travelAgencyID: f.agency.id });
    expect(await accountsOf(f.agency.id)).toEqual(['agency', 'guide2']);
    expect(await accountsOf(second)).toEqual([]);
  });

  it('a user made staff with a role is bound to no agency any more', async () => {
    const roles = await f.api.call<{ data: { permissions: { id: number; scenicAreaID: number }[] } }>(
      'GET',
      '/user/options',
      { token: f.adminToken },
    );
    const role = roles.body.data.permissions.find((r) => r.scenicAreaID === f.agency.area)!;
    await edit({ useType: 0, permissionID: role.id, travelAgencyID: null });
    expect(await accountsOf(f.agency.id)).toEqual(['agency']);
    expect(await accountsOf(second)).toEqual([]);
  });
});
