import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../appContext.ts';
import type { RealtimeUser } from '../realtime/realtimeGateway.ts';
import { findSession } from './session.repository.ts';
import { hashToken, TOKEN_COOKIE, TOKEN_SHAPE } from './tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** `master_data_version` as the request's session lookup read it (SignedIn). */
    masterDataVersion?: string;
  }
}

/**
 * The onRequest hook behind every guard (guard.ts): an API request carrying a token gets
 * `request.session` when the token names a live session of an enabled user. Nothing is refused
 * here; the routes' guards answer 401 / 403.
 */
export async function authenticateRequest(ctx: AppContext, request: FastifyRequest): Promise<void> {
  if (!request.url.startsWith('/api/')) return;
  const token = tokenOf(request);
  if (!token) return;
  const found = await findSession(ctx.pool, hashToken(token));
  if (found === 'expired') request.sessionError = 'SESSION_EXPIRED';
  else if (found) {
    request.session = found.session;
    request.masterDataVersion = found.masterDataVersion;
  }
}

/** Who a socket.io token belongs to: the same sessions; super administrators watch every area. */
export async function verifyRealtimeToken(ctx: AppContext, token: string): Promise<RealtimeUser | null> {
  const signedIn = await findSession(ctx.pool, hashToken(token));
  if (!signedIn || signedIn === 'expired') return null;
  const found = signedIn.session;
  return {
    userId: String(found.userId),
    sessionId: found.tokenHash,
    scenicAreaIds: found.category === 0 ? 'all' : [String(found.scenicAreaId)],
  };
}

/**
 * The token a request carries: `Authorization: Bearer <token>` (or the bare token, as the spec's
 * terminals send it), else the `token` cookie. Anything not shaped like one of ours is ignored.
 */
export function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization?.trim();
  const fromHeader = header?.toLowerCase().startsWith('bearer ') ? header.slice(7).trim() : header;
  const cookies = request.cookies as Record<string, string | undefined> | undefined;
  const token = fromHeader || cookies?.[TOKEN_COOKIE];
  return token && TOKEN_SHAPE.test(token) ? token : undefined;
}
