// Who may manage whom (issue 8, finding 1): editing, enabling, deleting a user or resetting its
// password needs every flag that user's role grants, so a user manager cannot take over a stronger
// account; a super administrator is managed by no one but itself.

import type { Actor } from '../../../domain/auth/actor.ts';
import { defaultAdminFlags } from '../../../domain/auth/permissionFlags.ts';
import { USE_TYPES } from '../../../domain/users/category.ts';
import { AppError } from '../http/appError.ts';
import { assertHolds } from '../permissions/grantable.ts';
import type { StoredUser } from './user.repository.ts';

/**
 * What a user can do, as far as managing it goes: its role's flags (enabled or not: a disabled role
 * can be enabled again); a staff user without a role signs in with the default administrator flags.
 * A travel-agency user has no role: its fixed agency menu reaches only its own agency's data.
 */
function authorityOf(user: StoredUser): unknown {
  if (user.useType === USE_TYPES.travelAgency) return {};
  return user.permissionID === null ? defaultAdminFlags() : user.roleAuthority;
}

/** 403 SUPER_ADMIN_PROTECTED / USER_OUTRANKS (naming the flags) unless the caller may manage `user`. */
export function assertManageable(actor: Actor, user: StoredUser): void {
  if (user.isSuperAdmin) {
    if (actor.userId !== user.id) throw new AppError(403, 'SUPER_ADMIN_PROTECTED');
    return;
  }
  assertHolds(actor, authorityOf(user), 'USER_OUTRANKS');
}
