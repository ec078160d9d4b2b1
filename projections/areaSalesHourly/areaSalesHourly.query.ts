import type pg from 'pg';
import { sqlTimeZone } from '../queryFilters.ts';

/** An area's sales counters: summed over its local `day`, and over all time. */
export async function queryAreaSales(
  pool: pg.Pool,
  areaId: number,
  day: string,
  timeZone: string,
): Promise<{ today: Map<string, number>; allTime: Map<string, number> }> {
  const zone = sqlTimeZone(timeZone);
  const { rows } = await pool.query(
    `select metric,
            coalesce(sum(value) filter (where hour >= ($2::date)::timestamp at time zone '${zone}'
                                          and hour < ($2::date + 1)::timestamp at time zone '${zone}'), 0)::bigint as today,
            sum(value)::bigint as all_time
       from area_sales_hourly where scenic_area_id = $1 group by metric`,
    [areaId, day],
  );
  return {
    today: new Map(rows.map((r) => [r.metric, Number(r.today)])),
    allTime: new Map(rows.map((r) => [r.metric, Number(r.all_time)])),
  };
}
