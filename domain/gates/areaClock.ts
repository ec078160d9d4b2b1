// "Today" at a gate is the scenic area's day (issue 13): the local date, time and weekday of an
// instant in the area's time zone, and whether that date is one of its holidays.
import type { ScheduleDay } from '../masterData/passSchedule.schema.ts';

export interface AreaClock {
  today: string;
  localTime: string;
  weekday: Exclude<ScheduleDay, 'holiday'>;
  holiday: boolean;
}

const WEEKDAYS = {
  Mon: 'mon',
  Tue: 'tue',
  Wed: 'wed',
  Thu: 'thu',
  Fri: 'fri',
  Sat: 'sat',
  Sun: 'sun',
} as const;
const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      weekday: 'short',
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  return format;
}

export function areaClock(
  now: Date,
  timeZone: string,
  holidays: readonly { startDate: string; endDate: string }[],
): AreaClock {
  const part: Record<string, string> = {};
  for (const { type, value } of formatOf(timeZone).formatToParts(now)) part[type] = value;
  const today = `${part.year}-${part.month}-${part.day}`;
  return {
    today,
    localTime: `${part.hour}:${part.minute}`,
    weekday: WEEKDAYS[part.weekday as keyof typeof WEEKDAYS],
    holiday: holidays.some((h) => h.startDate <= today && today <= h.endDate),
  };
}
