import type pg from 'pg';
import type { Actor } from '../../../domain/auth/actor.ts';
import type { UserEdit } from '../../../domain/users/user.schema.ts';
import { assertInScope } from '../auth/actorScope.ts';
import { AppError } from '../http/appError.ts';
import { assertGrantable } from '../permissions/grantable.ts';

/**
 * A user's scenic area must be the caller's (403 OUT_OF_SCOPE), and its role, zone and travel
 * agency must belong to that scenic area (400 NOT_IN_SCENIC_AREA); the role may grant only what the
 * caller holds (403 FLAG_NOT_HELD).
 */
export async function checkUserReferences(
  db: pg.Pool | pg.PoolClient,
  actor: Actor,
  user: Omit<UserEdit, 'id'>,
): Promise<void> {
  assertInScope(actor, user.scenicAreaID);
  const belongs = async (table: string, id: number | null, field: string) => {
    if (id === null) return undefined;
    const { rows } = await db.query(`select * from ${table} where id = $1 and scenic_area_id = $2`, [
      id,
      user.scenicAreaID,
    ]);
    if (!rows[0]) throw new AppError(400, 'NOT_IN_SCENIC_AREA', { field });
    return rows[0] as Record<string, unknown>;
  };
  const role = await belongs('roles', user.permissionID, 'permissionID');
  if (role) assertGrantable(actor, role.authority);
  await belongs('zones', user.zoneID, 'zoneID');
  if (user.useType === 10) await belongs('travel_agencies', user.travelAgencyID, 'travelAgencyID');
}
