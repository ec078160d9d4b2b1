// The operation log and the device status list (device presence is read beside the read model).
import type pg from 'pg';
import type { DeviceStatusRow, OperationLogQuery, OperationLogRow } from '../../domain/gates/gate.schema.ts';
import { whereOf } from '../queryFilters.ts';

type Scope = number[] | 'all';

export async function queryOperationLog(
  pool: pg.Pool,
  q: OperationLogQuery,
  scope: Scope,
): Promise<[OperationLogRow[], number]> {
  const { add, values, sql } = whereOf();
  if (scope !== 'all') add('o.scenic_area_id = any(?)', scope);
  if (q.scenicAreaID) add('o.scenic_area_id = ?', q.scenicAreaID);
  if (q.deviceID) add('o.device_id = ?', q.deviceID);
  if (q.operateType) add('o.operate_type = ?', q.operateType);
  if (q.from) add('o.record_time >= ?::date', q.from);
  if (q.to) add("o.record_time < ?::date + interval '1 day'", q.to);
  const filter = sql();
  const offset = (q.pageNumber - 1) * q.pageItems;
  const [rows, count] = await Promise.all([
    pool.query(
      `select o.id, o.ticket_no as "ticketID", coalesce(d.name, '') as "deviceName",
              coalesce(a.name, '') as "scenicareaName", coalesce(z.name, '') as "zoneName", o.operate,
              o.operate_type as "operateType", o.exec_result, o.param1, o.param2, o.record_time as "recordTime",
              coalesce(a.time_zone, 'Asia/Shanghai') as "timeZone"
         from device_operations o
         left join devices d on d.id = o.device_id
         left join zones z on z.id = o.zone_id
         left join scenic_areas a on a.id = o.scenic_area_id
         ${filter}
        order by o.record_time desc, o.id limit ${q.pageItems} offset ${offset}`,
      values,
    ),
    pool.query(`select count(*)::int as n from device_operations o ${filter}`, values),
  ]);
  const data = rows.rows.map((r) => ({ ...r, recordTime: new Date(r.recordTime).toISOString() }));
  return [data, count.rows[0].n];
}

/** Every device of the areas, online or not, with its last door command and the device's answer. */
export async function queryDeviceStatus(
  pool: pg.Pool,
  areaIds: Scope,
  areaId?: number,
): Promise<DeviceStatusRow[]> {
  const { rows } = await pool.query(
    `select d.id, d.device_no as "deviceNo", d.name, d.zone_id as "zoneID", z.name as "zoneName",
            d.module_type as "moduleType", coalesce(p.is_online, false) as "isOnline",
            p.last_seen_at as "lastSeenAt", d.door_mode as "doorMode", d.direction,
            (s.device_id is not null) as "hasSecret",
            c.id as command_id, c.operate as command, c.record_time as issued_at, c.exec_result, c.param2
       from devices d
       join zones z on z.id = d.zone_id
       left join device_presence p on p.device_id = d.id
       left join device_secrets s on s.device_id = d.id
       left join lateral (
         select id, operate, record_time, exec_result, param2 from device_operations
          where device_id = d.id and operate_type = 'door' order by record_time desc limit 1
       ) c on true
      where ($1::int[] is null or d.scenic_area_id = any($1)) and ($2::int is null or d.scenic_area_id = $2)
      order by d.id`,
    [areaIds === 'all' ? null : areaIds, areaId ?? null],
  );
  return rows.map((r) => ({
    id: r.id,
    deviceNo: r.deviceNo,
    name: r.name,
    zoneID: r.zoneID,
    zoneName: r.zoneName,
    moduleType: r.moduleType,
    isOnline: r.isOnline,
    lastSeenAt: r.lastSeenAt ? new Date(r.lastSeenAt).toISOString() : null,
    doorMode: r.doorMode,
    direction: r.direction,
    hasSecret: r.hasSecret,
    lastCommand: r.command_id
      ? {
          commandId: r.command_id,
          command: r.command,
          issuedAt: new Date(r.issued_at).toISOString(),
          ok: r.exec_result === null ? null : r.exec_result === 1,
          // param2 holds the issuer until the device answers, then the device's words.
          message: r.exec_result === null ? null : r.param2,
        }
      : null,
  }));
}
