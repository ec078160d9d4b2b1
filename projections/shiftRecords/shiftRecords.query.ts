import type pg from 'pg';
import type { ShiftRecordRow } from '../../domain/shifts/shift.schema.ts';

const SELECT = `select seller_id as "sellerID", shift_no as "shiftNo", seller_name as "changeShiftsName",
  seller_account as account, scenic_area_id as "scenicAreaID", started_at as "startTime", ended_at as "endTime",
  expected_fen::int as "expectedAmount", received_fen::int as amount, difference_fen::int as "differenceAmount",
  settled_fen::int as "settledAmount", operator_account as operator,
  coalesce((select a.time_zone from scenic_areas a where a.id = scenic_area_id), 'Asia/Shanghai') as "timeZone"
  from shift_records`;

export interface ShiftRecordFilter {
  pageItems: number;
  pageNumber: number;
  scenicAreaID?: number;
  sellerID?: number;
}

/** Past handovers, newest first, within the areas in scope. */
export async function queryShiftRecords(
  db: pg.Pool,
  filter: ShiftRecordFilter,
  scope: number[] | 'all',
): Promise<[ShiftRecordRow[], number]> {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replace('?', `$${params.length}`));
  };
  if (scope !== 'all') add('scenic_area_id = any(?)', scope);
  if (filter.scenicAreaID !== undefined) add('scenic_area_id = ?', filter.scenicAreaID);
  if (filter.sellerID !== undefined) add('seller_id = ?', filter.sellerID);
  const clause = where.length ? `where ${where.join(' and ')}` : '';
  const offset = (filter.pageNumber - 1) * filter.pageItems;
  const [rows, total] = await Promise.all([
    db.query(
      `${SELECT} ${clause} order by ended_at desc, seller_id, shift_no desc limit ${filter.pageItems} offset ${offset}`,
      params,
    ),
    db.query(`select count(*)::int as n from shift_records ${clause}`, params),
  ]);
  return [
    rows.rows.map((r) => ({
      ...r,
      startTime: new Date(r.startTime).toISOString(),
      endTime: new Date(r.endTime).toISOString(),
    })),
    total.rows[0].n,
  ];
}

/** The scenic area of a handover, or undefined. */
export async function shiftRecordArea(
  db: pg.Pool,
  sellerId: number,
  shiftNo: number,
): Promise<number | undefined> {
  const { rows } = await db.query(
    'select scenic_area_id from shift_records where seller_id = $1 and shift_no = $2',
    [sellerId, shiftNo],
  );
  return rows[0]?.scenic_area_id;
}
