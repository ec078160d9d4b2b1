// Times and holidays of a preview, in the scenic area's time zone.
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import type pg from 'pg';
import { DAY_MS, localDateOf } from '../../../domain/rules/ruleTime.ts';
import { AppError } from '../http/appError.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

const HAS_OFFSET = /(?:Z|[+-]\d{2}:?\d{2})$/i;

/** Milliseconds of an instant with its offset, or of a local "YYYY-MM-DD HH:mm[:ss]" in `timeZone`. */
export function instantOf(text: string, timeZone: string): number {
  const ms = HAS_OFFSET.test(text) ? Date.parse(text) : dayjs.tz(text.replace('T', ' '), timeZone).valueOf();
  if (!Number.isFinite(ms)) throw new AppError(400, 'VALIDATION_FAILED', { detail: text });
  return ms;
}

/**
 * The dates ("YYYY-MM-DD") of the area's holiday calendar from the day before `from` to the day
 * after `to`, or none while the holidays table does not exist.
 */
export async function holidayDates(
  pool: pg.Pool,
  scenicAreaId: number,
  from: number,
  to: number,
  timeZone: string,
): Promise<string[]> {
  const table = await pool.query(`select to_regclass('public.holidays') is not null as ok`);
  if (!table.rows[0].ok) return [];
  const first = localDateOf(from - DAY_MS, timeZone);
  const last = localDateOf(to + DAY_MS, timeZone);
  const { rows } = await pool.query(
    `select to_char(d, 'YYYY-MM-DD') as date
       from holidays h,
            generate_series(greatest(h.start_date, $2::date), least(h.end_date, $3::date), interval '1 day') d
      where h.scenic_area_id = $1 and h.start_date <= $3::date and h.end_date >= $2::date
      order by 1`,
    [scenicAreaId, first, last],
  );
  return [...new Set(rows.map((r) => r.date as string))];
}
