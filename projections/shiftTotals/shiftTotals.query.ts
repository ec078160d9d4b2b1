import type pg from 'pg';
import { emptyTotals, type ShiftTotals } from '../../domain/shifts/shiftTotals.ts';

export interface OpenShift {
  shiftNo: number;
  startedAt: string | null;
  totals: ShiftTotals;
}

/**
 * The seller's open shift in a scenic area: one row by key (no scan of sales). A seller with no
 * facts since the last handover has an empty shift.
 */
export async function openShiftOf(db: pg.Pool, sellerId: number, scenicAreaId: number): Promise<OpenShift> {
  const { rows } = await db.query(
    `select shift_no, started_at, totals, scenic_area_id from shift_totals
      where seller_id = $1 order by shift_no desc limit 1`,
    [sellerId],
  );
  const row = rows[0];
  if (!row) return { shiftNo: 1, startedAt: null, totals: emptyTotals() };
  if (row.scenic_area_id !== scenicAreaId)
    return { shiftNo: row.shift_no, startedAt: null, totals: emptyTotals() };
  return {
    shiftNo: row.shift_no,
    startedAt: row.started_at ? new Date(row.started_at).toISOString() : null,
    totals: row.totals,
  };
}
