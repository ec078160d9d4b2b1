// The realtime gateway with real socket.io clients over real ports, and real Redis for the adapter.
// "Did not receive" is shown without waiting: after the event under test, each client is sent a
// marker through the same server; events reach one client in order, so a stray event would precede it.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Socket as ClientSocket, io as connectClient } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import {
  attachRealtime,
  type RealtimeGateway,
  type RealtimeOptions,
  type RealtimeUser,
} from '../../api/src/realtime/realtimeGateway.ts';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const users: Record<string, RealtimeUser> = {
  'tok-alice': { userId: 'alice', scenicAreaIds: ['area-1'] },
  'tok-bob': { userId: 'bob', scenicAreaIds: ['area-2'] },
  'tok-admin': { userId: 'admin', scenicAreaIds: 'all' },
};
const verifyToken: RealtimeOptions['verifyToken'] = async (token) => {
  if (token === 'tok-explodes') throw new Error('token service down');
  return users[token] ?? null;
};

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function startGateway(
  extra: Partial<RealtimeOptions> = {},
): Promise<{ gateway: RealtimeGateway; url: string }> {
  const server = http.createServer();
  const gateway = attachRealtime(server, { verifyToken, ...extra });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(async () => {
    await gateway.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  await gateway.ready;
  return { gateway, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

interface TestClient {
  socket: ClientSocket;
  received: Array<[string, unknown]>;
}

function openSocket(url: string, options: { token?: string; cookie?: string }): ClientSocket {
  const socket = connectClient(url, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    ...(options.token ? { auth: { token: options.token } } : {}),
    ...(options.cookie ? { extraHeaders: { cookie: options.cookie } } : {}),
  });
  cleanups.push(async () => socket.disconnect());
  return socket;
}

async function connect(url: string, options: { token?: string; cookie?: string }): Promise<TestClient> {
  const socket = openSocket(url, options);
  const received: Array<[string, unknown]> = [];
  socket.onAny((event: string, payload: unknown) => received.push([event, payload]));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return { socket, received };
}

async function refusal(url: string, options: { token?: string; cookie?: string }): Promise<string> {
  const socket = openSocket(url, options);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => reject(new Error('connection was accepted')));
    socket.once('connect_error', (err) => resolve(err.message));
  });
}

const join = (client: TestClient, scenicAreaId: unknown) => client.socket.emitWithAck('join', scenicAreaId);

/** Sends a marker to each client through `via` and waits until every client has it. */
async function markAll(via: RealtimeGateway, clients: TestClient[]): Promise<void> {
  await Promise.all(
    clients.map(
      (client) =>
        new Promise<void>((resolve) => {
          client.socket.once('marker', () => resolve());
          via.io.to(client.socket.id!).emit('marker');
        }),
    ),
  );
}

const eventsOf = (client: TestClient) => client.received.map(([event]) => event);

describe('realtime gateway', () => {
  it('refuses connections without a valid token with "unauthorized"', async () => {
    const { url } = await startGateway();
    expect(await refusal(url, {})).toBe('unauthorized');
    expect(await refusal(url, { token: 'tok-forged' })).toBe('unauthorized');
    expect(await refusal(url, { cookie: 'token=tok-forged' })).toBe('unauthorized');
    expect(await refusal(url, { token: 'tok-explodes' })).toBe('unauthorized');
  });

  it('accepts a token from the handshake auth or from the token cookie', async () => {
    const { url } = await startGateway();
    const byAuth = await connect(url, { token: 'tok-alice' });
    const byCookie = await connect(url, { cookie: 'lang=cn; token=tok-alice' });
    expect(byAuth.socket.connected).toBe(true);
    expect(await join(byCookie, 'area-1')).toEqual({ ok: true });
  });

  it('lets a user join the rooms of their own scenic areas only', async () => {
    const { url } = await startGateway();
    const alice = await connect(url, { token: 'tok-alice' });
    const admin = await connect(url, { token: 'tok-admin' });

    expect(await join(alice, 'area-1')).toEqual({ ok: true });
    expect(await join(alice, 'area-2')).toEqual({ ok: false, error: 'forbidden' });
    expect(await join(alice, '')).toEqual({ ok: false, error: 'invalid' });
    expect(await join(admin, 'area-2')).toEqual({ ok: true });
  });

  it('publishes to the clients in that scenic area room only', async () => {
    const { gateway, url } = await startGateway();
    const alice = await connect(url, { token: 'tok-alice' });
    const bob = await connect(url, { token: 'tok-bob' });
    const admin = await connect(url, { token: 'tok-admin' });
    const idle = await connect(url, { token: 'tok-alice' }); // connected, joined nothing
    await join(alice, 'area-1');
    await join(bob, 'area-2');
    await join(admin, 'area-1');
    await join(bob, 'area-1'); // forbidden: must not sneak bob into the room

    gateway.publish('area-1', 'passengerFlow', { inside: 42 });
    await markAll(gateway, [alice, bob, admin, idle]);

    expect(alice.received).toEqual([
      ['passengerFlow', { inside: 42 }],
      ['marker', undefined],
    ]);
    expect(eventsOf(admin)).toEqual(['passengerFlow', 'marker']);
    expect(eventsOf(bob)).toEqual(['marker']);
    expect(eventsOf(idle)).toEqual(['marker']);
  });

  it('stops delivering to a client that left the room', async () => {
    const { gateway, url } = await startGateway();
    const alice = await connect(url, { token: 'tok-alice' });
    await join(alice, 'area-1');
    expect(await alice.socket.emitWithAck('leave', 'area-1')).toEqual({ ok: true });

    gateway.publish('area-1', 'passengerFlow', { inside: 1 });
    await markAll(gateway, [alice]);
    expect(eventsOf(alice)).toEqual(['marker']);
  });

  describe('with the Redis adapter (two processes)', () => {
    const redisKey = () => `test-realtime-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;

    it('delivers a publish on gateway 1 to a client connected to gateway 2', async () => {
      const key = redisKey();
      const one = await startGateway({ redisUrl, redisKey: key });
      const two = await startGateway({ redisUrl, redisKey: key });
      const alice = await connect(two.url, { token: 'tok-alice' });
      const bob = await connect(two.url, { token: 'tok-bob' });
      const admin = await connect(one.url, { token: 'tok-admin' });
      await join(alice, 'area-1');
      await join(bob, 'area-2');
      await join(admin, 'area-1');

      one.gateway.publish('area-1', 'dashboard', { sold: 7 });
      await markAll(one.gateway, [alice, bob, admin]); // markers also travel through Redis

      expect(alice.received).toEqual([
        ['dashboard', { sold: 7 }],
        ['marker', undefined],
      ]);
      expect(eventsOf(admin)).toEqual(['dashboard', 'marker']);
      expect(eventsOf(bob)).toEqual(['marker']);
    });

    it("closing one gateway leaves the other gateway's clients connected and reachable", async () => {
      const key = redisKey();
      const one = await startGateway({ redisUrl, redisKey: key });
      const two = await startGateway({ redisUrl, redisKey: key });
      const alice = await connect(two.url, { token: 'tok-alice' });
      const admin = await connect(one.url, { token: 'tok-admin' });
      await join(alice, 'area-1');
      const adminGone = new Promise((resolve) => admin.socket.once('disconnect', resolve));

      await one.gateway.close();
      await adminGone;
      two.gateway.publish('area-1', 'dashboard', { sold: 8 });
      await markAll(two.gateway, [alice]);

      expect(admin.socket.connected).toBe(false);
      expect(alice.socket.connected).toBe(true);
      expect(eventsOf(alice)).toEqual(['dashboard', 'marker']);
    });
  });
});
