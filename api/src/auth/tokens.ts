import { createHash, randomBytes } from 'node:crypto';

/** Sessions last one day (spec 000 §9: the token cookie expires after one day). */
export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;
export const TOKEN_COOKIE = 'token';

/** What one of our tokens looks like (anything else a request carries is ignored). */
export const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** An opaque bearer token: 32 random bytes, base64url. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored instead of the token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
