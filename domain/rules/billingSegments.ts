import type { BillingRule } from './billingRule.schema.ts';
import { minuteOfDay, type Period } from './ruleFields.ts';
import { DAY_MS, daysBetween, localDateOf, localTimeToMs, nextDate, weekdayOf } from './ruleTime.ts';

/** The scenic area's calendar: its IANA time zone and its public holidays ("YYYY-MM-DD"). */
export interface BillingCalendar {
  timeZone: string;
  holidays?: readonly string[];
}

export type DayKind = 'weekday' | 'weekend' | 'holiday';

/** A stretch of the stay inside one priced period and one billing day. */
export interface Segment {
  from: number;
  to: number;
  /** Billing day: 0 is the day of entry (local date, or the first 24 h when rolling). */
  day: number;
  dayKind: DayKind;
  period: Period;
}

/** Longest stay the engine will price; anything longer is a data error, not a visit. */
export const MAX_STAY_DAYS = 400;

/** The dates ("YYYY-MM-DD") of holiday ranges that fall from `first` to `last` (inclusive). */
export function holidayDatesWithin(
  ranges: readonly { startDate: string; endDate: string }[],
  first: string,
  last: string,
): string[] {
  const dates = new Set<string>();
  for (const range of ranges) {
    const to = range.endDate < last ? range.endDate : last;
    for (let date = range.startDate > first ? range.startDate : first; date <= to; date = nextDate(date))
      dates.add(date);
  }
  return [...dates].sort();
}

/** Holiday (calendar or the rule's own date range) before weekend (Sat, Sun) before weekday. */
export function dayKindOf(date: string, rule: BillingRule, holidays: ReadonlySet<string>): DayKind {
  if (holidays.has(date)) return 'holiday';
  if (rule.holiday && rule.holiday.startDate <= date && date <= rule.holiday.endDate) return 'holiday';
  const weekday = weekdayOf(date);
  return weekday === 0 || weekday === 6 ? 'weekend' : 'weekday';
}

/** Holidays without their own periods bill like weekends; weekends without theirs like weekdays. */
export function periodsFor(kind: DayKind, rule: BillingRule): readonly Period[] {
  const weekend = rule.weekendPeriods.length > 0 ? rule.weekendPeriods : rule.periods;
  if (kind === 'holiday') return rule.holiday?.periods.length ? rule.holiday.periods : weekend;
  return kind === 'weekend' ? weekend : rule.periods;
}

/**
 * Cuts [from, to) into the parts that fall inside priced periods, local day by local day, and in
 * rolling mode also at every 24 h from entry, so each part belongs to exactly one billing day.
 * Time outside every period is not billed.
 */
export function billableSegments(
  rule: BillingRule,
  entryMs: number,
  from: number,
  to: number,
  calendar: BillingCalendar,
): Segment[] {
  if (to - entryMs > MAX_STAY_DAYS * DAY_MS) throw new RangeError(`Stay longer than ${MAX_STAY_DAYS} days`);
  const tz = calendar.timeZone;
  const holidays = new Set(calendar.holidays ?? []);
  const entryDate = localDateOf(entryMs, tz);
  const out: Segment[] = [];
  for (let date = localDateOf(from, tz); localTimeToMs(date, 0, tz) < to; date = nextDate(date)) {
    const dayKind = dayKindOf(date, rule, holidays);
    const periods = [...periodsFor(dayKind, rule)].sort(
      (a, b) => minuteOfDay(a.start) - minuteOfDay(b.start),
    );
    for (const period of periods) {
      const start = Math.max(from, localTimeToMs(date, minuteOfDay(period.start), tz));
      const end = Math.min(to, localTimeToMs(date, minuteOfDay(period.end), tz));
      if (end <= start) continue;
      if (rule.dayType === 'calendarDay') {
        out.push({ from: start, to: end, day: daysBetween(entryDate, date), dayKind, period });
        continue;
      }
      for (let a = start; a < end; ) {
        const day = Math.floor((a - entryMs) / DAY_MS);
        const b = Math.min(end, entryMs + (day + 1) * DAY_MS);
        out.push({ from: a, to: b, day, dayKind, period });
        a = b;
      }
    }
  }
  return out;
}
