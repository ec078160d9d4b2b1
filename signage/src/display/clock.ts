// Clock and date lines of the signage screen (spec 001 §2: live clock, date with weekday).

export function formatTime(date: Date, localeTag: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(localeTag, {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(date);
}

export function formatDate(date: Date, localeTag: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(localeTag, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    weekday: 'long',
    timeZone,
  }).format(date);
}

/** Milliseconds until the next whole second, so the clock ticks on the second. */
export function msToNextSecond(now: number): number {
  return 1000 - (now % 1000);
}
