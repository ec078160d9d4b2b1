import { z } from 'zod';
import { END_BEFORE_START, HHmm, RecordId, requiredText } from './fields.ts';

/**
 * Pass schedule (通行时段, time period group), spec 000 §3 and §5: a name of at most 12 characters
 * and up to PERIODS_PER_DAY periods for each weekday Monday to Sunday and for holidays. Each end is
 * not before its start; a later period cannot be filled unless the earlier is; Monday's first start
 * is required. The screen edits fixed slots, so a slot may arrive empty (both times null); stored
 * and answered periods keep only the filled slots.
 */
export const PASS_SCHEDULE_NAME_MAX = 12;
export const PERIODS_PER_DAY = 4;
export const SCHEDULE_DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun', 'holiday'] as const;
export type ScheduleDay = (typeof SCHEDULE_DAYS)[number];

export const PeriodSlot = z.object({
  start: HHmm.nullable().default(null),
  end: HHmm.nullable().default(null),
});
export type PeriodSlot = z.infer<typeof PeriodSlot>;

const DaySlots = z.array(PeriodSlot).max(PERIODS_PER_DAY).default([]);

export const SchedulePeriods = z.strictObject({
  mon: DaySlots,
  tue: DaySlots,
  wed: DaySlots,
  thu: DaySlots,
  fri: DaySlots,
  sat: DaySlots,
  sun: DaySlots,
  holiday: DaySlots,
});
export type SchedulePeriods = z.infer<typeof SchedulePeriods>;

/** A filled period, as stored and answered. */
export interface Period {
  start: string;
  end: string;
}
export type StoredPeriods = Record<ScheduleDay, Period[]>;

const isEmpty = (s: PeriodSlot) => s.start === null && s.end === null;

function checkPeriods(periods: SchedulePeriods, ctx: z.RefinementCtx): void {
  const at = (day: ScheduleDay, i: number, key: 'start' | 'end') => ['periods', day, i, key];
  if (!periods.mon[0]?.start) {
    ctx.addIssue({ code: 'custom', message: 'i18n:firstWeekdayStartRequired', path: at('mon', 0, 'start') });
  }
  for (const day of SCHEDULE_DAYS) {
    periods[day].forEach((slot, i) => {
      if (isEmpty(slot)) return;
      const earlier = periods[day].slice(0, i);
      if (earlier.some(isEmpty)) {
        ctx.addIssue({ code: 'custom', message: 'i18n:earlierPeriodEmpty', path: at(day, i, 'start') });
      }
      if (slot.start === null || slot.end === null) {
        const missing = slot.start === null ? 'start' : 'end';
        ctx.addIssue({ code: 'custom', message: 'i18n:periodIncomplete', path: at(day, i, missing) });
      } else if (slot.end < slot.start) {
        ctx.addIssue({ code: 'custom', message: END_BEFORE_START, path: at(day, i, 'end') });
      }
    });
  }
}

const PassScheduleFields = z.strictObject({
  scenicAreaID: RecordId,
  name: requiredText(PASS_SCHEDULE_NAME_MAX),
  periods: SchedulePeriods,
});

export const PassScheduleInput = PassScheduleFields.superRefine((v, ctx) => checkPeriods(v.periods, ctx));
export type PassScheduleInput = z.infer<typeof PassScheduleInput>;

export const PassScheduleEdit = PassScheduleFields.extend({ id: RecordId }).superRefine((v, ctx) =>
  checkPeriods(v.periods, ctx),
);
export type PassScheduleEdit = z.infer<typeof PassScheduleEdit>;

/** Keeps only the filled slots of each day (what is stored). */
export function filledPeriods(periods: SchedulePeriods): StoredPeriods {
  const out = {} as StoredPeriods;
  for (const day of SCHEDULE_DAYS) {
    out[day] = periods[day]
      .filter((s): s is Period => s.start !== null && s.end !== null)
      .map(({ start, end }) => ({ start, end }));
  }
  return out;
}

const StoredPeriod = z.object({ start: z.string(), end: z.string() });
export const PassScheduleRow = z.object({
  id: RecordId,
  scenicAreaID: RecordId,
  scenicAreaName: z.string(),
  name: z.string(),
  periods: z.object(Object.fromEntries(SCHEDULE_DAYS.map((d) => [d, z.array(StoredPeriod)]))),
});
export type PassScheduleRow = Omit<z.infer<typeof PassScheduleRow>, 'periods'> & { periods: StoredPeriods };
