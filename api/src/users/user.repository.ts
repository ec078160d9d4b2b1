import type pg from 'pg';
import { userCategory } from '../../../domain/users/category.ts';
import type { UserEdit, UserListQuery, UserOptions, UserRow } from '../../../domain/users/user.schema.ts';

type Db = pg.Pool | pg.PoolClient;

/** A user row plus what access checks need: the super-administrator mark and the role's authority. */
export type StoredUser = UserRow & { isSuperAdmin: boolean; roleAuthority: unknown };

/** Whose users a caller sees: areas in scope; super administrators only to super administrators. */
export interface UserVisibility {
  scope: number[] | 'all';
  superAdmins: boolean;
}

const ROW = `
  select u.id, u.account, u.name, u.role_id as "permissionID", r.name as "permissionName",
         u.scenic_area_id as "scenicAreaID", sa.name as "scenicAreaName",
         u.zone_id as "zoneID", z.name as "zoneName", u.remark, u.is_enable as "isEnable",
         u.use_type as "useType", u.travel_agency_id as "travelAgencyID", ta.name as "travelAgencyName",
         u.is_super_admin as "isSuperAdmin", r.type as "roleType", r.authority as "roleAuthority",
         u.created_at as "createdAt"
    from users u
    join scenic_areas sa on sa.id = u.scenic_area_id
    left join zones z on z.id = u.zone_id
    left join roles r on r.id = u.role_id
    left join travel_agencies ta on ta.id = u.travel_agency_id`;

type Raw = Omit<StoredUser, 'category' | 'createdAt'> & { roleType: number | null; createdAt: Date };

function toRow({ roleType, createdAt, ...raw }: Raw): StoredUser {
  return { ...raw, category: userCategory({ ...raw, roleType }), createdAt: createdAt.toISOString() };
}

export async function listUsers(
  db: Db,
  who: UserVisibility,
  query: UserListQuery,
): Promise<[StoredUser[], number]> {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replace('?', `$${params.length}`));
  };
  if (who.scope !== 'all') add('u.scenic_area_id = any(?)', who.scope);
  if (!who.superAdmins) where.push('not u.is_super_admin');
  if (query.account) add(`u.account ilike '%' || ? || '%'`, query.account);
  if (query.name) add(`u.name ilike '%' || ? || '%'`, query.name);
  if (query.scenicAreaID) add('u.scenic_area_id = ?', query.scenicAreaID);
  if (query.permissionID) add('u.role_id = ?', query.permissionID);
  if (query.travelAgencyID) add('u.travel_agency_id = ?', query.travelAgencyID);
  const filter = where.length > 0 ? `where ${where.join(' and ')}` : '';
  const total = await db.query<{ n: number }>(`select count(*)::int as n from users u ${filter}`, params);
  const { rows } = await db.query<Raw>(
    `${ROW} ${filter} order by u.id limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, query.pageItems, (query.pageNumber - 1) * query.pageItems],
  );
  return [rows.map(toRow), total.rows[0]!.n];
}

export async function getUser(db: Db, id: number): Promise<StoredUser | undefined> {
  const { rows } = await db.query<Raw>(`${ROW} where u.id = $1`, [id]);
  return rows[0] && toRow(rows[0]);
}

/** The user holding an account, whatever its case. */
export async function findUserByAccount(db: Db, account: string): Promise<StoredUser | undefined> {
  const { rows } = await db.query<Raw>(`${ROW} where lower(u.account) = lower($1)`, [account]);
  return rows[0] && toRow(rows[0]);
}

export function isVisible(who: UserVisibility, user: StoredUser): boolean {
  return (
    (who.scope === 'all' || who.scope.includes(user.scenicAreaID)) && (who.superAdmins || !user.isSuperAdmin)
  );
}

type Fields = Omit<UserEdit, 'id'>;
const FIELD_VALUES = (u: Fields) => [
  u.name,
  u.permissionID,
  u.scenicAreaID,
  u.zoneID,
  u.remark,
  u.isEnable,
  u.useType,
  u.useType === 10 ? u.travelAgencyID : null,
];

export async function insertUser(
  db: Db,
  user: Fields & { account: string },
  passwordHash: string,
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `insert into users (name, role_id, scenic_area_id, zone_id, remark, is_enable, use_type, travel_agency_id,
                        account, password_hash)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
    [...FIELD_VALUES(user), user.account, passwordHash],
  );
  return rows[0]!.id;
}

export async function updateUser(db: Db, user: UserEdit): Promise<void> {
  await db.query(
    `update users set name = $1, role_id = $2, scenic_area_id = $3, zone_id = $4, remark = $5, is_enable = $6,
                      use_type = $7, travel_agency_id = $8, updated_at = now()
      where id = $9`,
    [...FIELD_VALUES(user), user.id],
  );
}

export async function setUserEnabled(db: Db, id: number, isEnable: boolean): Promise<void> {
  await db.query('update users set is_enable = $2, updated_at = now() where id = $1', [id, isEnable]);
}

export async function setPasswordHash(db: Db, id: number, passwordHash: string): Promise<void> {
  await db.query('update users set password_hash = $2, updated_at = now() where id = $1', [id, passwordHash]);
}

export async function deleteUser(db: Db, id: number): Promise<void> {
  await db.query('delete from users where id = $1', [id]);
}

export async function passwordHashOf(db: Db, id: number): Promise<string | undefined> {
  const { rows } = await db.query<{ h: string }>('select password_hash as h from users where id = $1', [id]);
  return rows[0]?.h;
}

/** The scenic areas in scope with their zones, roles and travel agencies. */
export async function userOptions(db: Db, scope: number[] | 'all'): Promise<UserOptions> {
  const inScope = scope === 'all' ? 'true' : 'scenic_area_id = any($1)';
  const params = scope === 'all' ? [] : [scope];
  const q = async <T extends pg.QueryResultRow>(sql: string) => (await db.query<T>(sql, params)).rows;
  const areaScope = scope === 'all' ? 'true' : 'id = any($1)';
  return {
    scenicAreas: await q(`select id, name from scenic_areas where ${areaScope} order by id`),
    zones: await q(
      `select id, name, scenic_area_id as "scenicAreaID" from zones where ${inScope} order by id`,
    ),
    permissions: await q(
      `select id, name, scenic_area_id as "scenicAreaID", type from roles where ${inScope} order by id`,
    ),
    travelAgencies: await q(
      `select id, name, scenic_area_id as "scenicAreaID" from travel_agencies where ${inScope} order by id`,
    ),
  };
}
