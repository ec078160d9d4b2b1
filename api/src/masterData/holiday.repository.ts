import type { HolidayRow } from '../../../domain/masterData/holiday.schema.ts';
import { type Db, defineTable, nameOf } from '../crud/crudTable.ts';
import { AppError } from '../http/appError.ts';

export const holidays = defineTable<HolidayRow>({
  entity: 'holiday',
  table: 'holidays',
  areaColumn: 'scenic_area_id',
  areaOf: (row) => row.scenicAreaID,
  orderBy: 't.start_date, t.id',
  columns: [
    { field: 'id', column: 'id' },
    { field: 'scenicAreaID', column: 'scenic_area_id' },
    { field: 'scenicAreaName', select: nameOf('scenic_areas', 'scenic_area_id') },
    { field: 'name', column: 'name' },
    { field: 'startDate', column: 'start_date', select: `to_char(t.start_date, 'YYYY-MM-DD')` },
    { field: 'endDate', column: 'end_date', select: `to_char(t.end_date, 'YYYY-MM-DD')` },
  ],
});

/**
 * Refuses a range that overlaps another holiday of the same area. The area's row is locked first,
 * so two writers of one area's calendar take turns.
 */
export async function checkNoOverlap(
  db: Db,
  range: { scenicAreaID: number; startDate: string; endDate: string },
  exceptId = 0,
): Promise<void> {
  await db.query('select 1 from scenic_areas where id = $1 for update', [range.scenicAreaID]);
  const { rows } = await db.query(
    `select name from holidays
     where scenic_area_id = $1 and start_date <= $3 and end_date >= $2 and id <> $4 limit 1`,
    [range.scenicAreaID, range.startDate, range.endDate, exceptId],
  );
  if (rows[0]) throw new AppError(409, 'HOLIDAY_OVERLAP', { name: rows[0].name });
}

/** The holiday a local date of a scenic area falls in, if any (pass schedules use holiday periods). */
export async function holidayOn(db: Db, scenicAreaId: number, date: string): Promise<string | undefined> {
  const { rows } = await db.query(
    'select name from holidays where scenic_area_id = $1 and $2::date between start_date and end_date limit 1',
    [scenicAreaId, date],
  );
  return rows[0]?.name;
}
