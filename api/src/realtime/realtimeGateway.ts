// The socket.io gateway (DESIGN.md §3): pushes live changes (dashboard, passenger flow, signage) to
// screens, one room per scenic area. Framework-neutral: it attaches to a Node http server
// (`fastify.server` in the composition root) and never closes that server — its owner does.
// With `redisUrl`, rooms are shared across API processes through @socket.io/redis-adapter.
// Signage screens, which have no sign-in, connect to a namespace of their own (`/signage`): they may
// join one area's room there and receive nothing but "signage changed for area N" notices.
import type http from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { type DefaultEventsMap, type ExtendedError, Server, type Socket } from 'socket.io';
import {
  SIGNAGE_CHANGED,
  SIGNAGE_NAMESPACE,
  type SignageChanged,
} from '../../../domain/infoPublish/signage.schema.ts';

/** Who a connection belongs to, as the token says. */
export interface RealtimeUser {
  userId: string;
  scenicAreaIds: string[] | 'all';
  /** The sign-in session the token belongs to, so `endSockets` can reach its connections. */
  sessionId?: string;
}

/** Whose connections `endSockets` closes: one session's, or a user's (but one session's). */
export type SocketsOf = { sessionId: string } | { userId: string; exceptSessionId?: string };

export interface RealtimeOptions {
  /** Answers the user behind a token, or null when the token is missing its mark (bad, expired, revoked). */
  verifyToken(token: string): Promise<RealtimeUser | null>;
  /** Shares rooms across processes through Redis pub/sub when set. */
  redisUrl?: string;
  /** Prefix of the Redis pub/sub channels (default `socket.io`); processes that share rooms share it. */
  redisKey?: string;
  /** Origins allowed to connect from a browser on another origin (same-origin needs nothing). */
  corsOrigin?: boolean | string | RegExp | Array<string | RegExp>;
  logger?: Pick<Logger, 'info' | 'warn' | 'error'>;
}

/** Ack of a `join` (or `leave`) request. */
export type JoinAck = { ok: true } | { ok: false; error: 'forbidden' | 'invalid' };

export interface RealtimeSocketData {
  user: RealtimeUser;
}

export type RealtimeServer = Server<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, RealtimeSocketData>;

export interface RealtimeGateway {
  io: RealtimeServer;
  /** Emits `event` with `payload` to the clients that joined `scenicAreaId`'s room, in every process. */
  publish(scenicAreaId: string, event: string, payload: unknown): void;
  /** Tells the signage screens of `scenicAreaId` (no sign-in) that what they show has changed. */
  notifySignage(scenicAreaId: number): void;
  /** Resolves once the Redis subscriptions are in place (at once without Redis). */
  ready: Promise<void>;
  /** Disconnects the connections of a session or user, in every process (logout, password, disable). */
  endSockets(target: SocketsOf): void;
  /** Disconnects this process's clients and releases Redis; leaves the http server to its owner. */
  close(): Promise<void>;
}

/** The room of one scenic area. */
export const areaRoom = (scenicAreaId: string): string => `area:${scenicAreaId}`;
// Rooms the server puts each connection in; clients cannot join them (`join` takes area ids only).
const userRoom = (userId: string) => `user:${userId}`;
const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/** The room of one scenic area's signage screens, in the signage namespace. */
const signageRoom = (scenicAreaId: number): string => `signage:${scenicAreaId}`;
const SIGNAGE_AREA_ID = /^[1-9]\d{0,9}$/;

const TOKEN_COOKIE = 'token';
const MAX_AREA_ID_LENGTH = 64;

export function attachRealtime(httpServer: http.Server, options: RealtimeOptions): RealtimeGateway {
  const { logger } = options;
  let pubClient: Redis | undefined;
  let subClient: Redis | undefined;
  if (options.redisUrl) {
    pubClient = new Redis(options.redisUrl);
    subClient = pubClient.duplicate();
    for (const client of [pubClient, subClient]) {
      client.on('error', (err) => logger?.warn({ err }, 'realtime redis connection error'));
    }
  }

  const io: RealtimeServer = new Server(httpServer, {
    ...(options.corsOrigin !== undefined ? { cors: { origin: options.corsOrigin, credentials: true } } : {}),
    ...(pubClient && subClient
      ? { adapter: createAdapter(pubClient, subClient, { key: options.redisKey ?? 'socket.io' }) }
      : {}),
  });

  io.use(async (socket, next) => {
    const token = tokenOf(socket);
    let user: RealtimeUser | null = null;
    if (token) {
      try {
        user = await options.verifyToken(token);
      } catch (err) {
        logger?.warn({ err }, 'realtime token verification failed');
      }
    }
    if (!user) {
      const refusal: ExtendedError = new Error('unauthorized');
      refusal.data = { code: 'unauthorized' };
      next(refusal);
      return;
    }
    socket.data.user = user;
    next();
  });

  io.on('connection', (socket) => {
    const { userId, sessionId } = socket.data.user;
    void socket.join(sessionId ? [userRoom(userId), sessionRoom(sessionId)] : userRoom(userId));
    socket.on('join', async (scenicAreaId: unknown, ack?: unknown) => {
      const answer = (result: JoinAck) => {
        if (typeof ack === 'function') ack(result);
      };
      if (!isAreaId(scenicAreaId)) return answer({ ok: false, error: 'invalid' });
      if (!mayWatch(socket.data.user, scenicAreaId)) return answer({ ok: false, error: 'forbidden' });
      await socket.join(areaRoom(scenicAreaId));
      answer({ ok: true });
    });
    socket.on('leave', async (scenicAreaId: unknown, ack?: unknown) => {
      if (isAreaId(scenicAreaId)) await socket.leave(areaRoom(scenicAreaId));
      if (typeof ack === 'function')
        ack(isAreaId(scenicAreaId) ? { ok: true } : { ok: false, error: 'invalid' });
    });
  });

  // Screens without sign-in: one area's room a connection (joining another leaves the one before),
  // and nothing is ever emitted here but SIGNAGE_CHANGED with the area's id.
  const signage = io.of(SIGNAGE_NAMESPACE);
  signage.on('connection', (socket) => {
    socket.on('join', async (scenicAreaId: unknown, ack?: unknown) => {
      const text = typeof scenicAreaId === 'number' ? String(scenicAreaId) : scenicAreaId;
      const valid = typeof text === 'string' && SIGNAGE_AREA_ID.test(text) && Number(text) <= 2_147_483_647;
      if (valid) {
        for (const room of [...socket.rooms]) if (room !== socket.id) await socket.leave(room);
        await socket.join(signageRoom(Number(text)));
      }
      if (typeof ack === 'function') ack(valid ? { ok: true } : { ok: false, error: 'invalid' });
    });
  });

  // Commands on one connection are answered in order: once PING answers on the subscriber, the
  // adapter's SUBSCRIBE/PSUBSCRIBE issued before it are in force.
  const ready = subClient ? subClient.ping().then(() => undefined) : Promise.resolve();
  ready.catch((err) => logger?.error({ err }, 'realtime redis adapter not ready'));

  let closing: Promise<void> | undefined;
  return {
    io,
    ready,
    publish(scenicAreaId, event, payload) {
      io.to(areaRoom(scenicAreaId)).emit(event, payload);
    },
    notifySignage(scenicAreaId) {
      const notice: SignageChanged = { scenicAreaID: scenicAreaId };
      signage.to(signageRoom(scenicAreaId)).emit(SIGNAGE_CHANGED, notice);
    },
    endSockets(target) {
      const sockets =
        'sessionId' in target
          ? io.in(sessionRoom(target.sessionId))
          : target.exceptSessionId
            ? io.in(userRoom(target.userId)).except(sessionRoom(target.exceptSessionId))
            : io.in(userRoom(target.userId));
      sockets.disconnectSockets(true);
    },
    close() {
      closing ??= (async () => {
        // Like io.close(), minus closing the http server, and only this process's sockets
        // (io.disconnectSockets() would go through the adapter and disconnect other processes' clients).
        for (const nsp of io._nsps.values()) {
          for (const socket of nsp.sockets.values()) socket.disconnect(true);
          await nsp.adapter.close();
        }
        io.engine.close();
        await Promise.allSettled([pubClient?.quit(), subClient?.quit()]);
      })();
      return closing;
    },
  };
}

function mayWatch(user: RealtimeUser, scenicAreaId: string): boolean {
  return user.scenicAreaIds === 'all' || user.scenicAreaIds.includes(scenicAreaId);
}

function isAreaId(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= MAX_AREA_ID_LENGTH;
}

/** The token from the handshake's `auth: { token }`, else from the `token` cookie. */
function tokenOf(socket: Socket): string | undefined {
  const fromAuth: unknown = socket.handshake.auth?.token;
  if (typeof fromAuth === 'string' && fromAuth.length > 0) return fromAuth;
  const cookieHeader = socket.handshake.headers.cookie;
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== TOKEN_COOKIE) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw) || undefined;
    } catch {
      return raw || undefined;
    }
  }
  return undefined;
}
