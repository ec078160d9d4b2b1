import type { AppointmentConfigRow } from '../../../domain/masterData/appointmentConfig.schema.ts';
import { defineTable, nameOf } from '../crud/crudTable.ts';

export const appointmentConfigs = defineTable<AppointmentConfigRow>({
  entity: 'appointmentConfig',
  table: 'appointment_configs',
  areaColumn: 'scenic_area_id',
  areaOf: (row) => row.scenicAreaID,
  orderBy: 't.start_period, t.id',
  columns: [
    { field: 'id', column: 'id' },
    { field: 'scenicAreaID', column: 'scenic_area_id' },
    { field: 'scenicAreaName', select: nameOf('scenic_areas', 'scenic_area_id') },
    { field: 'appointmentConfigName', column: 'name' },
    { field: 'startPeriod', column: 'start_period' },
    { field: 'endPeriod', column: 'end_period' },
    { field: 'limitCount', column: 'limit_count' },
  ],
});
