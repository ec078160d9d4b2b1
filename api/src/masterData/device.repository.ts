import { type Actor, inScope } from '../../../domain/auth/actor.ts';
import type { ErrorCode } from '../../../domain/i18n/errorMessages.ts';
import type { DeviceRow } from '../../../domain/masterData/device.schema.ts';
import { assertInArea, columnExists, exists } from '../crud/auditedWrites.ts';
import { type Db, defineTable, nameOf } from '../crud/crudTable.ts';
import { AppError } from '../http/appError.ts';

export const devices = defineTable<DeviceRow>({
  entity: 'device',
  table: 'devices',
  areaColumn: 'scenic_area_id',
  areaOf: (row) => row.scenicAreaID,
  orderBy: 't.device_no, t.id',
  columns: [
    { field: 'id', column: 'id' },
    { field: 'deviceNo', column: 'device_no' },
    { field: 'name', column: 'name' },
    { field: 'scenicAreaID', column: 'scenic_area_id' },
    { field: 'scenicAreaName', select: nameOf('scenic_areas', 'scenic_area_id') },
    { field: 'zoneID', column: 'zone_id' },
    { field: 'zoneName', select: nameOf('zones', 'zone_id') },
    { field: 'moduleType', column: 'module_type' },
    { field: 'deviceIP', column: 'device_ip' },
    { field: 'webPort', column: 'web_port' },
    { field: 'isOnline', select: 't.is_online' },
    { field: 'ucOpenDoorType', column: 'uc_open_door_type' },
    { field: 'ucCommuTyp', column: 'uc_commu_typ' },
    { field: 'uc485Id', column: 'uc485_id' },
    { field: 'printTemplateID', column: 'print_template_id' },
    { field: 'printTicketCount', column: 'print_ticket_count' },
    { field: 'doorMode', column: 'door_mode' },
    { field: 'direction', column: 'direction' },
  ],
});

/** The zone and the print template (when named) must exist and belong to the device's scenic area. */
export async function checkPlacement(
  db: Db,
  device: { scenicAreaID: number; zoneID: number; printTemplateID: number | null },
): Promise<void> {
  const { rows } = await db.query('select scenic_area_id as area from zones where id = $1', [device.zoneID]);
  if (!rows[0]) throw new AppError(400, 'REFERENCE_NOT_FOUND');
  if (rows[0].area !== device.scenicAreaID) throw new AppError(400, 'ZONE_NOT_IN_AREA');
  const template = device.printTemplateID;
  await assertInArea(db, 'print_templates', template, device.scenicAreaID, 'PRINT_TEMPLATE_NOT_IN_AREA');
}

/**
 * Device numbers are unique across the whole system (gates identify themselves by them). A number
 * taken in the caller's areas is named as taken (409 DEVICE_NO_TAKEN); one taken elsewhere is only
 * "not usable" (409 DEVICE_NO_UNAVAILABLE), so the answer tells nothing of another area's devices.
 */
export async function checkDeviceNoFree(
  db: Db,
  actor: Actor,
  deviceNo: string,
  exceptId?: number,
): Promise<void> {
  const { rows } = await db.query('select id, scenic_area_id as area from devices where device_no = $1', [
    deviceNo,
  ]);
  if (!rows[0] || rows[0].id === exceptId) return;
  throw new AppError(409, inScope(actor, rows[0].area) ? 'DEVICE_NO_TAKEN' : 'DEVICE_NO_UNAVAILABLE', {
    deviceNo,
  });
}

/** A device bound to a ticket type's zone permission (a table of the ticket-type feature) stays. */
export async function deviceInUse(db: Db, device: DeviceRow): Promise<ErrorCode | undefined> {
  if (!(await columnExists(db, 'ticket_zone_permissions', 'device_ids'))) return undefined;
  const sql = 'select 1 from ticket_zone_permissions where $1 = any(device_ids)';
  return (await exists(db, sql, device.id)) ? 'DEVICE_IN_USE' : undefined;
}
