// Reading passenger flow: access records for the back office, and the flow figures of the home.
import type pg from 'pg';
import type { AccessRecordQuery, AccessRecordRow } from '../../domain/gates/gate.schema.ts';
import { findRegion } from '../../domain/regions/regions.ts';
import { sqlTimeZone, whereOf } from '../queryFilters.ts';

type Scope = number[] | 'all';

/** Access records, newest first, with the device's and zone's names of today. */
export async function queryAccessRecords(
  pool: pg.Pool,
  q: AccessRecordQuery,
  scope: Scope,
  timeZone: string,
): Promise<[AccessRecordRow[], number]> {
  const { add, values, sql } = whereOf();
  if (scope !== 'all') add('r.scenic_area_id = any(?)', scope);
  if (q.scenicAreaID) add('r.scenic_area_id = ?', q.scenicAreaID);
  if (q.zoneID) add('r.zone_id = ?', q.zoneID);
  if (q.deviceID) add('r.device_id = ?', q.deviceID);
  if (q.direction) add('r.direction = ?', q.direction);
  if (q.result) add(q.result === 'open' ? 'r.open_number > ?' : 'r.open_number = ?', 0);
  if (q.ticketNo) add('r.ticket_no = ?', q.ticketNo);
  if (q.from) add(`r.record_time >= (?::date)::timestamp at time zone '${sqlTimeZone(timeZone)}'`, q.from);
  if (q.to) add(`r.record_time < (?::date + 1)::timestamp at time zone '${sqlTimeZone(timeZone)}'`, q.to);
  const filter = sql();
  const offset = (q.pageNumber - 1) * q.pageItems;
  const [rows, count] = await Promise.all([
    pool.query(
      `select r.id, coalesce(d.name, r.device_no) as "deviceName", r.device_no as "deviceNo",
              coalesce(z.name, '') as "zoneName", r.record_time as "recordTime", r.direction, r.temperature,
              r.open_number as "openNumber", r.ticket_no as "ticketNo", r.request_id as "requestId", r.reason, r.returned,
              coalesce(a.time_zone, $${values.length + 1}) as "timeZone"
         from access_records r
         left join scenic_areas a on a.id = r.scenic_area_id
         left join devices d on d.id = r.device_id
         left join zones z on z.id = r.zone_id
         ${filter}
        order by r.record_time desc, r.id limit ${q.pageItems} offset ${offset}`,
      [...values, timeZone],
    ),
    pool.query(`select count(*)::int as n from access_records r ${filter}`, values),
  ]);
  const data = rows.rows.map((r) => ({ ...r, recordTime: new Date(r.recordTime).toISOString() }));
  return [data, count.rows[0].n];
}

const BUCKETS: [string, number, number][] = [
  ['6-9', 6, 9],
  ['9-12', 9, 12],
  ['12-18', 12, 18],
  ['18-22', 18, 22],
];

export interface HomeFlow {
  todayEnterCount: number;
  enterCount: number;
  hourlyFlow: { hour: number; enter: number; exit: number }[];
  passengerFlowList: { name: string; value: number }[];
  provinceList: { name: string; value: number }[];
  occupancy: { zoneID: number; zoneName: string; inside: number; limit: number | null }[];
}

/** The home's flow figures of one area on its local `day`. */
export async function queryHomeFlow(
  pool: pg.Pool,
  areaId: number,
  day: string,
  timeZone: string,
): Promise<HomeFlow> {
  const zone = sqlTimeZone(timeZone);
  const [hours, total, provinces, occupancy] = await Promise.all([
    pool.query(
      `select extract(hour from hour at time zone '${zone}')::int as hour, sum(enter)::int as enter, sum(exit)::int as exit
         from zone_flow_hourly
        where scenic_area_id = $1 and hour >= ($2::date)::timestamp at time zone '${zone}'
          and hour < ($2::date + 1)::timestamp at time zone '${zone}'
        group by 1 order by 1`,
      [areaId, day],
    ),
    pool.query('select coalesce(sum(enter), 0)::int as n from zone_flow_hourly where scenic_area_id = $1', [
      areaId,
    ]),
    pool.query(
      `select province, persons from entry_provinces
        where scenic_area_id = $1 and day = $2 and persons > 0 order by persons desc, province`,
      [areaId, day],
    ),
    queryZoneOccupancy(pool, areaId),
  ]);
  const hourlyFlow = hours.rows.filter((h) => h.enter !== 0 || h.exit !== 0);
  const passengerFlowList = hourlyFlow.length
    ? BUCKETS.map(([name, from, to]) => ({
        name,
        value: hourlyFlow.filter((h) => h.hour >= from && h.hour < to).reduce((n, h) => n + h.enter, 0),
      }))
    : [];
  return {
    todayEnterCount: hourlyFlow.reduce((n, h) => n + h.enter, 0),
    enterCount: total.rows[0].n,
    hourlyFlow,
    passengerFlowList,
    provinceList: provinces.rows.map((r) => ({
      name: findRegion(r.province)?.name ?? r.province,
      value: r.persons,
    })),
    occupancy,
  };
}

/** How many are inside each zone of an area now, with the zone's limit when it has one. */
export async function queryZoneOccupancy(pool: pg.Pool, areaId: number): Promise<HomeFlow['occupancy']> {
  const { rows } = await pool.query(
    `select z.id as "zoneID", z.name as "zoneName", greatest(coalesce(o.inside, 0), 0) as inside,
            case when z.limit_enable then z.limit_count end as limit
       from zones z left join zone_occupancy o on o.zone_id = z.id
      where z.scenic_area_id = $1 order by z.id`,
    [areaId],
  );
  return rows;
}

/** Entries into an area's zones on its local `day` (the signage's data board). */
export async function queryDayEntries(pool: pg.Pool, areaId: number, day: string, timeZone: string) {
  const zone = sqlTimeZone(timeZone);
  const { rows } = await pool.query(
    `select coalesce(sum(enter), 0)::int as n from zone_flow_hourly
      where scenic_area_id = $1 and hour >= ($2::date)::timestamp at time zone '${zone}'
        and hour < ($2::date + 1)::timestamp at time zone '${zone}'`,
    [areaId, day],
  );
  return rows[0].n as number;
}
