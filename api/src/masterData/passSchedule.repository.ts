import type { ErrorCode } from '../../../domain/i18n/errorMessages.ts';
import type { PassScheduleRow } from '../../../domain/masterData/passSchedule.schema.ts';
import { columnExists, exists } from '../crud/auditedWrites.ts';
import { type Db, defineTable, nameOf } from '../crud/crudTable.ts';

export const passSchedules = defineTable<PassScheduleRow>({
  entity: 'passSchedule',
  table: 'pass_schedules',
  areaColumn: 'scenic_area_id',
  areaOf: (row) => row.scenicAreaID,
  jsonFields: ['periods'],
  columns: [
    { field: 'id', column: 'id' },
    { field: 'scenicAreaID', column: 'scenic_area_id' },
    { field: 'scenicAreaName', select: nameOf('scenic_areas', 'scenic_area_id') },
    { field: 'name', column: 'name' },
    { field: 'periods', column: 'periods' },
  ],
});

/**
 * A schedule bound by a ticket type's zone permission (throughGroupID) is not deleted. That table
 * belongs to the ticket-type feature and may not exist yet.
 */
export async function passScheduleInUse(db: Db, schedule: PassScheduleRow): Promise<ErrorCode | undefined> {
  if (!(await columnExists(db, 'ticket_zone_permissions', 'pass_schedule_id'))) return undefined;
  const sql = 'select 1 from ticket_zone_permissions where pass_schedule_id = $1';
  return (await exists(db, sql, schedule.id)) ? 'PASS_SCHEDULE_IN_USE' : undefined;
}
