// One read of a user with its role, scenic area, zone and agency, and the two views made of it:
// the `user` the login call answers (spec 000 §7) and the server-side Session (guard.ts).

import type pg from 'pg';
import {
  flagsForUser,
  normaliseFlags,
  type PermissionFlags,
  toAuthorityTree,
} from '../../../domain/auth/permissionFlags.ts';
import { userCategory } from '../../../domain/users/category.ts';
import type { LoginUser } from '../../../domain/users/login.schema.ts';
import type { Session } from './session.ts';

export interface UserRecord {
  id: number;
  account: string;
  name: string;
  passwordHash: string;
  isEnable: boolean;
  isSuperAdmin: boolean;
  useType: number;
  openOnlineRefund: number;
  scenicAreaId: number;
  scenicAreaName: string;
  zoneId: number | null;
  zoneName: string | null;
  travelAgencyId: number | null;
  travelAgencyName: string | null;
  roleId: number | null;
  roleName: string | null;
  roleType: number | null;
  roleAuthority: unknown;
  roleEnable: boolean | null;
}

/** The columns of a UserRecord (of `USER_RECORD_FROM`). */
export const USER_RECORD_COLUMNS = `
         u.id, u.account, u.name, u.password_hash as "passwordHash", u.is_enable as "isEnable",
         u.is_super_admin as "isSuperAdmin", u.use_type as "useType",
         u.open_online_refund as "openOnlineRefund",
         u.scenic_area_id as "scenicAreaId", sa.name as "scenicAreaName",
         u.zone_id as "zoneId", z.name as "zoneName",
         u.travel_agency_id as "travelAgencyId", ta.name as "travelAgencyName",
         u.role_id as "roleId", r.name as "roleName", r.type as "roleType",
         r.authority as "roleAuthority", r.is_enable as "roleEnable"`;

/** The user with its joins; callers add their own join / where. */
export const USER_RECORD_FROM = `
    from users u
    join scenic_areas sa on sa.id = u.scenic_area_id
    left join zones z on z.id = u.zone_id
    left join roles r on r.id = u.role_id
    left join travel_agencies ta on ta.id = u.travel_agency_id`;

export const USER_RECORD_SELECT = `select ${USER_RECORD_COLUMNS} ${USER_RECORD_FROM}`;

export async function findUserByAccount(db: pg.Pool, account: string): Promise<UserRecord | undefined> {
  const { rows } = await db.query<UserRecord>(`${USER_RECORD_SELECT} where lower(u.account) = lower($1)`, [
    account,
  ]);
  return rows[0];
}

export async function findUserById(db: pg.Pool | pg.PoolClient, id: number): Promise<UserRecord | undefined> {
  const { rows } = await db.query<UserRecord>(`${USER_RECORD_SELECT} where u.id = $1`, [id]);
  return rows[0];
}

/** A disabled role grants nothing (only the always-on ticket detail record). */
function roleAuthority(record: UserRecord): unknown {
  return record.roleEnable ? record.roleAuthority : {};
}

export function flagsOf(record: UserRecord): PermissionFlags {
  const role = record.roleId === null ? null : { authority: roleAuthority(record) };
  return flagsForUser({ role, useType: record.useType });
}

export function categoryOf(record: UserRecord) {
  return userCategory(record);
}

/** The `user` of the login answer, which the screens turn into flags with the same rules. */
export function loginUser(record: UserRecord): LoginUser {
  const authority = record.roleId === null ? null : toAuthorityTree(normaliseFlags(roleAuthority(record)));
  return {
    id: record.id,
    account: record.account,
    name: record.name,
    role: {
      type: record.roleType,
      authority,
      name: record.roleName ?? '',
      category: categoryOf(record),
    },
    scenicArea: { id: record.scenicAreaId, name: record.scenicAreaName },
    zone: record.zoneId === null ? null : { id: record.zoneId, name: record.zoneName ?? '' },
    options: {
      openOnlineRefund: record.openOnlineRefund,
      useType: record.useType,
      travelAgency:
        record.travelAgencyId === null
          ? null
          : { id: record.travelAgencyId, travelAgencyName: record.travelAgencyName ?? '' },
    },
  };
}

export function sessionOf(record: UserRecord, tokenHash: string, expiresAt: Date): Session {
  return {
    tokenHash,
    userId: record.id,
    account: record.account,
    name: record.name,
    category: categoryOf(record),
    useType: record.useType,
    scenicAreaId: record.scenicAreaId,
    zoneId: record.zoneId,
    travelAgencyId: record.travelAgencyId,
    flags: flagsOf(record),
    expiresAt,
  };
}
