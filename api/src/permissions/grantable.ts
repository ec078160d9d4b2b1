import type { FastifyRequest } from 'fastify';
import {
  ALL_FLAGS,
  normaliseFlags,
  TICKET_DETAIL_RECORD_FLAG,
} from '../../../domain/auth/permissionFlags.ts';
import { requireSession } from '../auth/guard.ts';
import { AppError } from '../http/appError.ts';

/**
 * Nobody but a super administrator hands out a function they do not have themselves, whether by
 * writing a role or by giving a user a role (403 FLAG_NOT_HELD naming the flags).
 */
export function assertGrantable(request: FastifyRequest, authority: unknown): void {
  const session = requireSession(request);
  if (session.category === 0) return;
  const wanted = normaliseFlags(authority);
  const missing = ALL_FLAGS.filter(
    (flag) => wanted[flag] === 1 && session.flags[flag] !== 1 && flag !== TICKET_DETAIL_RECORD_FLAG,
  );
  if (missing.length > 0) throw new AppError(403, 'FLAG_NOT_HELD', { flags: missing.join(', ') });
}

/** Whether a Postgres error is a unique violation (of `constraint`, when given). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as { code?: string; constraint?: string };
  return e?.code === '23505' && (constraint === undefined || e.constraint === constraint);
}
