// Who may change a role (issue 8, finding 2): a role holding flags the caller lacks is not theirs to
// edit, disable or delete; a role a super administrator holds is changed by super administrators
// only and is never disabled or deleted; nobody disables the role they are signed in with, nor edits
// it (issue 29: a super administrator could cut its own role down and lock itself out).

import type pg from 'pg';
import { type Actor, isSuperAdmin } from '../../../domain/auth/actor.ts';
import type { RoleRow } from '../../../domain/users/role.schema.ts';
import { AppError } from '../http/appError.ts';
import { assertHolds } from './grantable.ts';

export type RoleChange = 'edit' | 'enable' | 'disable' | 'delete';

async function heldBySuperAdmin(db: pg.Pool, roleId: number): Promise<boolean> {
  const { rowCount } = await db.query('select 1 from users where role_id = $1 and is_super_admin limit 1', [
    roleId,
  ]);
  return (rowCount ?? 0) > 0;
}

async function signedInWith(db: pg.Pool, actor: Actor, roleId: number): Promise<boolean> {
  const { rowCount } = await db.query('select 1 from users where id = $1 and role_id = $2', [
    actor.userId,
    roleId,
  ]);
  return (rowCount ?? 0) > 0;
}

/** 409 OWN_ROLE / OWN_ROLE_EDIT, 403 ROLE_PROTECTED or 403 ROLE_OUTRANKS (naming the flags) when `change` is not the caller's to make. */
export async function assertRoleChangeable(
  db: pg.Pool,
  actor: Actor,
  role: RoleRow,
  change: RoleChange,
): Promise<void> {
  if ((change === 'disable' || change === 'edit') && (await signedInWith(db, actor, role.id))) {
    throw new AppError(409, change === 'edit' ? 'OWN_ROLE_EDIT' : 'OWN_ROLE');
  }
  if (await heldBySuperAdmin(db, role.id)) {
    if (change === 'disable' || change === 'delete' || !isSuperAdmin(actor)) {
      throw new AppError(403, 'ROLE_PROTECTED');
    }
  }
  assertHolds(actor, role.authority, 'ROLE_OUTRANKS');
}
