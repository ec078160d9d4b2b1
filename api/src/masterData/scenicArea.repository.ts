import type { ErrorCode } from '../../../domain/i18n/errorMessages.ts';
import type { ScenicAreaRow } from '../../../domain/masterData/scenicArea.schema.ts';
import { exists } from '../crud/auditedWrites.ts';
import { type Db, defineTable } from '../crud/crudTable.ts';

export const scenicAreas = defineTable<ScenicAreaRow>({
  entity: 'scenicArea',
  table: 'scenic_areas',
  areaColumn: 'id',
  areaOf: (row) => row.id,
  columns: [
    { field: 'id', column: 'id' },
    { field: 'name', column: 'name' },
    { field: 'remark', column: 'remark' },
    { field: 'timeZone', column: 'time_zone' },
  ],
});

/** What keeps a scenic area from being deleted; other references are refused by their keys (IN_USE). */
export async function scenicAreaInUse(db: Db, area: ScenicAreaRow): Promise<ErrorCode | undefined> {
  if (await exists(db, 'select 1 from zones where scenic_area_id = $1', area.id))
    return 'SCENIC_AREA_HAS_ZONES';
  return undefined;
}

/** The time zone a scenic area judges its days in; undefined for an unknown area. */
export async function areaTimeZone(db: Db, scenicAreaId: number): Promise<string | undefined> {
  const { rows } = await db.query('select time_zone from scenic_areas where id = $1', [scenicAreaId]);
  return rows[0]?.time_zone;
}

/** The demo scenic area (the first named `name`), made in `timeZone` when there is none (seeds). */
export async function demoAreaNamed(db: Db, name: string, timeZone: string): Promise<number> {
  const found = await db.query('select id from scenic_areas where name = $1 order by id limit 1', [name]);
  if (found.rows[0]) return found.rows[0].id;
  const made = await db.query(
    `insert into scenic_areas (name, remark, time_zone) values ($1, '演示数据', $2) returning id`,
    [name, timeZone],
  );
  return made.rows[0].id;
}
