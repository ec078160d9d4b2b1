import type pg from 'pg';
import type { ProgramCopy, ProgramRow } from '../../../domain/infoPublish/program.schema.ts';
import { insertRecorded } from '../crud/auditedWrites.ts';
import { defineTable, nameOf } from '../crud/crudTable.ts';

/** The performance table, by day, then by the time slot. */
export const programs = defineTable<ProgramRow>({
  entity: 'infoPublishProgram',
  table: 'info_publish_programs',
  areaColumn: 'scenic_area_id',
  areaOf: (row) => row.scenicAreaID,
  orderBy: 't.play_date, t.start_period, t.end_period, t.id',
  columns: [
    { field: 'id', column: 'id' },
    { field: 'scenicAreaID', column: 'scenic_area_id' },
    { field: 'scenicAreaName', select: nameOf('scenic_areas', 'scenic_area_id') },
    { field: 'programName', column: 'program_name' },
    { field: 'startPeriod', column: 'start_period' },
    { field: 'endPeriod', column: 'end_period' },
    { field: 'playStartTime', column: 'play_start_time' },
    { field: 'playEndTime', column: 'play_end_time' },
    { field: 'programAddress', column: 'program_address' },
    { field: 'remark', column: 'remark' },
    { field: 'playDate', column: 'play_date', select: "to_char(t.play_date, 'YYYY-MM-DD')" },
    { field: 'programStatus', column: 'program_status' },
  ],
});

/**
 * Copies the rows of `fromDate` to each of `toDates` (same area), each recorded in the audit log;
 * a row already on a target date with the same name and time slot is kept, not doubled.
 */
export async function copyProgramme(
  tx: pg.PoolClient,
  copy: ProgramCopy,
  userId: number,
): Promise<{ copied: number; skipped: number }> {
  const day = await programs.all(tx, {
    scope: [copy.scenicAreaID],
    where: [['t.play_date = ?', copy.fromDate]],
  });
  let copied = 0;
  let skipped = 0;
  for (const toDate of copy.toDates) {
    const there = await programs.all(tx, {
      scope: [copy.scenicAreaID],
      where: [['t.play_date = ?', toDate]],
    });
    const taken = new Set(there.map((r) => `${r.programName}\u0000${r.startPeriod}`));
    for (const { id: _id, scenicAreaName: _name, ...row } of day) {
      if (taken.has(`${row.programName}\u0000${row.startPeriod}`)) {
        skipped++;
        continue;
      }
      await insertRecorded(tx, programs, { ...row, playDate: toDate }, userId);
      copied++;
    }
  }
  return { copied, skipped };
}
