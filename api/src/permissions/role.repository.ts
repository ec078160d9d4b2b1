import type pg from 'pg';
import { normaliseFlags, toAuthorityTree } from '../../../domain/auth/permissionFlags.ts';
import type { RoleEdit, RoleListQuery, RoleRow } from '../../../domain/users/role.schema.ts';

type Db = pg.Pool | pg.PoolClient;

const ROW = `
  select r.id, r.name, r.scenic_area_id as "scenicAreaID", sa.name as "scenicAreaName", r.type,
         r.is_enable as "isEnable", r.authority,
         (select count(*)::int from users u where u.role_id = r.id) as "userCount"
    from roles r
    join scenic_areas sa on sa.id = r.scenic_area_id`;

/** Every stored authority is the full tree, with the ticket detail record on. */
export const storedAuthority = (authority: unknown) => toAuthorityTree(normaliseFlags(authority));

export async function listRoles(
  db: Db,
  scope: number[] | 'all',
  query: RoleListQuery,
): Promise<[RoleRow[], number]> {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replace('?', `$${params.length}`));
  };
  if (scope !== 'all') add('r.scenic_area_id = any(?)', scope);
  if (query.name) add(`r.name ilike '%' || ? || '%'`, query.name);
  if (query.scenicAreaID) add('r.scenic_area_id = ?', query.scenicAreaID);
  const filter = where.length > 0 ? `where ${where.join(' and ')}` : '';
  const total = await db.query<{ n: number }>(`select count(*)::int as n from roles r ${filter}`, params);
  const n = params.length;
  const { rows } = await db.query<RoleRow>(
    `${ROW} ${filter} order by r.id limit $${n + 1} offset $${n + 2}`,
    [...params, query.pageItems, (query.pageNumber - 1) * query.pageItems],
  );
  return [rows, total.rows[0]!.n];
}

export async function getRole(db: Db, id: number): Promise<RoleRow | undefined> {
  const { rows } = await db.query<RoleRow>(`${ROW} where r.id = $1`, [id]);
  return rows[0];
}

type Fields = Omit<RoleEdit, 'id'>;
const values = (r: Fields) => [
  r.name,
  r.scenicAreaID,
  r.type,
  r.isEnable,
  JSON.stringify(storedAuthority(r.authority)),
];

export async function insertRole(db: Db, role: Fields): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `insert into roles (name, scenic_area_id, type, is_enable, authority) values ($1, $2, $3, $4, $5) returning id`,
    values(role),
  );
  return rows[0]!.id;
}

export async function updateRole(db: Db, role: RoleEdit): Promise<void> {
  await db.query(
    `update roles set name = $1, scenic_area_id = $2, type = $3, is_enable = $4, authority = $5, updated_at = now()
      where id = $6`,
    [...values(role), role.id],
  );
}

export async function setRoleEnabled(db: Db, id: number, isEnable: boolean): Promise<void> {
  await db.query('update roles set is_enable = $2, updated_at = now() where id = $1', [id, isEnable]);
}

export async function deleteRole(db: Db, id: number): Promise<void> {
  await db.query('delete from roles where id = $1', [id]);
}
