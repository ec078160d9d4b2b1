// Issue 29: an administrator of area B must not learn that a device of area A exists. The device
// calls answer a device of another area exactly as one that does not exist: 404, the same body.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from '../api/support/apiClient.ts';
import { demoFixtures, type Fixtures } from '../api/support/fixtures.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

let server: TestServer;
let fx: Fixtures;
let token: string;
let deviceOfA: number;

beforeAll(async () => {
  server = await startTestServer();
  fx = await demoFixtures(server);
  // Area B's administrator role with the device flags (those of area A's administrator role).
  await sql(
    server,
    'update roles set authority = (select authority from roles where id = $1) where id = $2',
    [fx.adminRoleA, fx.adminRoleB],
  );
  await fx.addUser('bdevices', { scenicAreaID: fx.areaB, permissionID: fx.adminRoleB });
  token = await fx.api.login('bdevices');
  const [device] = await sql<{ id: number }>(
    server,
    'select id from devices where scenic_area_id = $1 limit 1',
    [fx.areaA],
  );
  deviceOfA = device!.id;
});
afterAll(() => server?.close());

it.each([
  ['/device/secret', (id: number) => ({ id })],
  ['/device/command', (id: number) => ({ id, command: 'open_door' })],
  ['/device/edit', (id: number) => ({ id })],
  ['/device/delete', (id: number) => ({ id })],
  ['/device/enable', (id: number) => ({ id, isEnable: false })],
])('%s answers a device of another area as a missing one (404)', async (path, body) => {
  const call = async (id: number) => {
    const res = await fx.api.call<Record<string, unknown>>('POST', path, {
      token,
      body: body(id),
      lang: 'en',
    });
    return { status: res.status, body: res.body };
  };
  const foreign = await call(deviceOfA);
  const missing = await call(999_999);
  expect(foreign).toEqual(missing);
  if (path !== '/device/edit') expect(foreign.status).toBe(404);
});
