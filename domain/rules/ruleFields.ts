import { z } from 'zod';
import { Int4Id } from '../inputBounds.ts';

/**
 * Field types shared by the rule schemas. Money is integer fen; times of day are "HH:mm" in the
 * scenic area's time zone ("24:00" is accepted as the end of the day); durations are whole minutes;
 * dates are "YYYY-MM-DD" local dates.
 */

/** A money field typed in yuan with at most 8 characters ("99999.99"), stored in fen. */
export const MAX_FEN = 9_999_999;
/** A minutes field typed with at most 5 characters. */
export const MAX_MINUTES = 99_999;
export const MINUTES_PER_DAY = 24 * 60;

/** Record ids are integers, as in the master data (domain/masterData/fields.ts). */
export const Id = Int4Id;
export const Fen = z.number().int().min(0).max(MAX_FEN);
export const Minutes = z.number().int().min(0).max(MAX_MINUTES);
export const HHmm = z.string().regex(/^(?:(?:[01]\d|2[0-3]):[0-5]\d|24:00)$/);
export const LocalDate = z.iso.date();

/** "09:30" → 570; "24:00" → 1440. */
export function minuteOfDay(hhmm: string): number {
  const [h, m] = hhmm.split(':');
  return Number(h) * 60 + Number(m);
}

/** One priced time-of-day period: [start, end) with the price of one unit inside it. */
export const Period = z.object({ start: HHmm, end: HHmm, unitPrice: Fen }).superRefine((p, ctx) => {
  if (minuteOfDay(p.end) < minuteOfDay(p.start)) {
    ctx.addIssue({ code: 'custom', message: 'i18n:endBeforeStart', path: ['end'] });
  }
});
export type Period = z.infer<typeof Period>;

export const MAX_PERIODS = 5;

/** Up to five periods of one day type, none overlapping another (touching ends are fine). */
export const PeriodList = z
  .array(Period)
  .max(MAX_PERIODS)
  .superRefine((periods, ctx) => {
    periods.forEach((b, j) => {
      const clash = periods.slice(0, j).some((a) => overlaps(a, b));
      if (clash) ctx.addIssue({ code: 'custom', message: 'i18n:periodsOverlap', path: [j, 'start'] });
    });
  });

function overlaps(a: Period, b: Period): boolean {
  return minuteOfDay(a.start) < minuteOfDay(b.end) && minuteOfDay(b.start) < minuteOfDay(a.end);
}
