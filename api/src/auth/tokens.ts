import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** Sessions last one day (spec 000 §9: the token cookie expires after one day). */
export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;
export const TOKEN_COOKIE = 'token';

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** An opaque bearer token: 32 random bytes, base64url. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored instead of the token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
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
