import { type Actor, isSuperAdmin } from '../../../domain/auth/actor.ts';
import {
  ALL_FLAGS,
  type FlagKey,
  normaliseFlags,
  TICKET_DETAIL_RECORD_FLAG,
} from '../../../domain/auth/permissionFlags.ts';
import type { ErrorCode } from '../../../domain/i18n/errorMessages.ts';
import { AppError } from '../http/appError.ts';

/**
 * The flags of `authority` (a role's, or a user's flat flags) that the caller does not hold: none
 * for a super administrator; the always-on ticket detail record never counts.
 */
export function unheldFlags(actor: Actor, authority: unknown): FlagKey[] {
  if (isSuperAdmin(actor)) return [];
  const wanted = normaliseFlags(authority);
  return ALL_FLAGS.filter(
    (flag) => wanted[flag] === 1 && actor.flags[flag] !== 1 && flag !== TICKET_DETAIL_RECORD_FLAG,
  );
}

/** 403 `code` naming the flags of `authority` the caller lacks, if any. */
export function assertHolds(actor: Actor, authority: unknown, code: ErrorCode): void {
  const missing = unheldFlags(actor, authority);
  if (missing.length > 0) throw new AppError(403, code, { flags: missing.join(', ') });
}

/**
 * Nobody but a super administrator hands out a function they do not have themselves, whether by
 * writing a role or by giving a user a role (403 FLAG_NOT_HELD naming the flags).
 */
export function assertGrantable(actor: Actor, authority: unknown): void {
  assertHolds(actor, authority, 'FLAG_NOT_HELD');
}
