import type { ErrorCode } from '../../../domain/i18n/errorMessages.ts';
import type { ZoneRow } from '../../../domain/masterData/zone.schema.ts';
import { exists } from '../crud/auditedWrites.ts';
import { type Db, defineTable, nameOf } from '../crud/crudTable.ts';

export const zones = defineTable<ZoneRow>({
  entity: 'zone',
  table: 'zones',
  areaColumn: 'scenic_area_id',
  areaOf: (row) => row.scenicAreaID,
  columns: [
    { field: 'id', column: 'id' },
    { field: 'scenicAreaID', column: 'scenic_area_id' },
    { field: 'scenicAreaName', select: nameOf('scenic_areas', 'scenic_area_id') },
    { field: 'name', column: 'name' },
    { field: 'remark', column: 'remark' },
    { field: 'LimitEnable', column: 'limit_enable' },
    { field: 'LimitCount', column: 'limit_count' },
  ],
});

const hasDevices = (db: Db, zoneId: number) => exists(db, 'select 1 from devices where zone_id = $1', zoneId);

/** A zone with devices is not deleted; other references are refused by their keys (IN_USE). */
export async function zoneInUse(db: Db, zone: ZoneRow): Promise<ErrorCode | undefined> {
  return (await hasDevices(db, zone.id)) ? 'ZONE_HAS_DEVICES' : undefined;
}

/** A zone with devices keeps its scenic area (the devices belong to that area). */
export async function zoneMayMove(db: Db, zone: ZoneRow, toArea: number): Promise<ErrorCode | undefined> {
  if (toArea === zone.scenicAreaID) return undefined;
  return (await hasDevices(db, zone.id)) ? 'ZONE_HAS_DEVICES' : undefined;
}
