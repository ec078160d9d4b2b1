// Issue 8: a socket.io connection lives no longer than its sign-in session. Real clients against
// the whole server: logout, a password change or reset, and disabling or deleting the user end
// the connections of the sessions that ended, and only those.

import { io as connectClient, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { demoFixtures, type Fixtures } from '../api/support/fixtures.ts';
import { DEMO_PASSWORD, startTestServer, type TestServer } from '../support/testServer.ts';

let server: TestServer;
let fx: Fixtures;
const sockets: Socket[] = [];

beforeAll(async () => {
  server = await startTestServer();
  fx = await demoFixtures(server);
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});
afterAll(() => server.close());

/** A live connection signed in with `token` (by cookie, as the back office connects). */
async function connect(token: string): Promise<Socket> {
  const socket = connectClient(server.url, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    extraHeaders: { cookie: `token=${token}` },
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}

/** Resolves with the reason once the server drops `socket`. */
const dropped = (socket: Socket) =>
  new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));

/** Still served: a join is answered. */
const alive = async (socket: Socket) =>
  socket.connected && (await socket.timeout(5000).emitWithAck('join', String(fx.areaA))).ok === true;

const post = (path: string, token: string, body?: unknown) => fx.api.call('POST', path, { token, body });

describe('socket.io connections end with their session', () => {
  it('on logout: that session’s connection is dropped, another session’s stays', async () => {
    await fx.addUser('sock-logout');
    const token = await fx.api.login('sock-logout');
    const other = await fx.api.login('sock-logout');
    const socket = await connect(token);
    const otherSocket = await connect(other);
    expect(await alive(socket)).toBe(true);

    const gone = dropped(socket);
    expect((await post('/logout', token)).status).toBe(200);
    expect(await gone).toBe('io server disconnect');
    expect(await alive(otherSocket)).toBe(true);
  });

  it('on a password change: the other sessions’ connections drop, the changer’s own stays', async () => {
    await fx.addUser('sock-change');
    const token = await fx.api.login('sock-change');
    const other = await fx.api.login('sock-change');
    const own = await connect(token);
    const elsewhere = await connect(other);

    const gone = dropped(elsewhere);
    const body = { oldPassword: DEMO_PASSWORD, newPassword: 'new-pass-12c' };
    expect((await post('/user/changePassword', token, body)).status).toBe(200);
    expect(await gone).toBe('io server disconnect');
    expect(await alive(own)).toBe(true);
  });

  it('on a password reset by an administrator: the user’s connections drop', async () => {
    const id = await fx.addUser('sock-reset');
    const socket = await connect(await fx.api.login('sock-reset'));
    const admin = await connect(fx.superToken);

    const gone = dropped(socket);
    const body = { id, password: 'new-pass-12c', confirmPassword: 'new-pass-12c' };
    expect((await post('/user/resetPassword', fx.superToken, body)).status).toBe(200);
    expect(await gone).toBe('io server disconnect');
    expect(await alive(admin)).toBe(true);
  });

  it('when the user is disabled (enable call or edit) or deleted, and cannot connect again', async () => {
    const disabled = await fx.addUser('sock-disable');
    const token = await fx.api.login('sock-disable');
    let gone = dropped(await connect(token));
    expect((await post('/user/enable', fx.superToken, { id: disabled, isEnable: false })).status).toBe(200);
    expect(await gone).toBe('io server disconnect');
    await expect(connect(token)).rejects.toThrow('unauthorized');

    const edited = await fx.addUser('sock-edit');
    gone = dropped(await connect(await fx.api.login('sock-edit')));
    const edit = { id: edited, name: 'sock-edit', scenicAreaID: fx.areaA, permissionID: fx.sellerRoleA };
    expect((await post('/user/edit', fx.superToken, { ...edit, isEnable: false })).status).toBe(200);
    expect(await gone).toBe('io server disconnect');

    const deleted = await fx.addUser('sock-delete');
    gone = dropped(await connect(await fx.api.login('sock-delete')));
    expect((await post('/user/delete', fx.superToken, { id: deleted })).status).toBe(200);
    expect(await gone).toBe('io server disconnect');
  });
});
