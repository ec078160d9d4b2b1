import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/** A UTC instant: a Date, or an ISO string that carries its offset ("Z" or "+08:00"). */
export type Instant = Date | string;

export const MINUTE_MS = 60_000;
export const DAY_MS = 24 * 60 * MINUTE_MS;

const HAS_OFFSET = /(?:Z|[+-]\d{2}:?\d{2})$/i;

/** Milliseconds since the epoch; refuses strings without an offset (they would mean server time). */
export function toMs(t: Instant): number {
  if (typeof t === 'string' && !HAS_OFFSET.test(t)) throw new RangeError(`Instant without offset: ${t}`);
  const ms = typeof t === 'string' ? Date.parse(t) : t.getTime();
  if (!Number.isFinite(ms)) throw new RangeError(`Invalid instant: ${String(t)}`);
  return ms;
}

export const iso = (ms: number): string => new Date(ms).toISOString();

/** One formatter per time zone: building one (what dayjs's `.tz()` does on every call) is the costly part. */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** The last local date worked out per time zone, and the minute it holds for. */
const lastDates = new Map<string, { minute: number; date: string }>();

/** The local date ("YYYY-MM-DD") of an instant in a time zone. */
export function localDateOf(ms: number, timeZone: string): string {
  // Offsets are whole minutes: every instant of one UTC minute has one local date. Requests judged
  // together (a window's sales, a burst of bookings) mostly fall in the same minute.
  const minute = Math.floor(ms / MINUTE_MS);
  const last = lastDates.get(timeZone);
  if (last?.minute === minute) return last.date;
  const date = formatLocalDate(ms, timeZone);
  lastDates.set(timeZone, { minute, date });
  return date;
}

function formatLocalDate(ms: number, timeZone: string): string {
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dateFormats.set(timeZone, format);
  }
  const part: Record<string, string> = {};
  for (const { type, value } of format.formatToParts(ms)) part[type] = value;
  return `${part.year?.padStart(4, '0')}-${part.month}-${part.day}`;
}

/** The instant of a local date plus minutes after its midnight (1440 = the next midnight). */
export function localTimeToMs(date: string, minuteOfDay: number, timeZone: string): number {
  const day = minuteOfDay >= 1440 ? nextDate(date) : date;
  const m = minuteOfDay % 1440;
  const hhmm = `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  return dayjs.tz(`${day} ${hhmm}`, timeZone).valueOf();
}

export const nextDate = (date: string): string => dayjs.utc(date).add(1, 'day').format('YYYY-MM-DD');

/** 0 = Sunday … 6 = Saturday. */
export const weekdayOf = (date: string): number => dayjs.utc(date).day();

/** Whole days from local date `a` to local date `b`. */
export const daysBetween = (a: string, b: string): number => dayjs.utc(b).diff(dayjs.utc(a), 'day');
