// The scenic area's clock for a gate decision: the server's instant read in the area's time zone.
// Uses per day, schedules and validity are judged by the area's local day, never the server's or
// the device's, so a pass at 00:30 in Shanghai (16:30 UTC the day before) counts on the new day.
import type { ScheduleDay } from '../masterData/passSchedule.schema.ts';
import { localDateOf } from '../rules/ruleTime.ts';

/** A holiday range of the area (domain/masterData/holiday.schema.ts), local dates, both ends included. */
export interface HolidayRange {
  startDate: string;
  endDate: string;
}

export interface AreaClock {
  /** YYYY-MM-DD and HH:mm in the area's zone. */
  today: string;
  localTime: string;
  weekday: Exclude<ScheduleDay, 'holiday'>;
  holiday: boolean;
}

const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/** Formatting is the costly part of Intl: one formatter per zone (as localDateOf does for dates). */
const timeFormats = new Map<string, Intl.DateTimeFormat>();

function timeFormat(timeZone: string): Intl.DateTimeFormat {
  let format = timeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      hour: '2-digit',
      minute: '2-digit',
      weekday: 'short',
    });
    timeFormats.set(timeZone, format);
  }
  return format;
}

export function areaClock(now: Date, timeZone: string, holidays: readonly HolidayRange[]): AreaClock {
  const part: Record<string, string> = {};
  for (const { type, value } of timeFormat(timeZone).formatToParts(now)) part[type] = value;
  const today = localDateOf(now.getTime(), timeZone);
  const weekday = WEEKDAYS.find((d) => d === part.weekday?.slice(0, 3).toLowerCase());
  if (weekday === undefined) throw new RangeError(`No weekday for ${now.toISOString()} in ${timeZone}`);
  return {
    today,
    localTime: `${part.hour}:${part.minute}`,
    weekday,
    holiday: holidays.some((h) => h.startDate <= today && today <= h.endDate),
  };
}
