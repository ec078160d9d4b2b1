// Formatting shared by the visitor pages: money (integer fen shown as yuan) and local dates and times.

/** Integer fen as yuan with two decimals: 1250 → "12.50". */
export function yuan(fen: number): string {
  return (fen / 100).toFixed(2);
}

let areaZone: string | undefined;

/** The scenic area's time zone (from the visitor session): "today" and "now" are the area's. */
export function setAreaTimeZone(timeZone: string): void {
  areaZone = timeZone;
}

/** Today in the scenic area's time zone (the browser's until the session names it). */
export function areaToday(at: Date = new Date()): string {
  return at.toLocaleDateString('sv-SE', areaZone ? { timeZone: areaZone } : {});
}

/** The time of day in the scenic area as HHMM ("0930"), the appointment slots' format. */
export function areaHhmm(at: Date = new Date()): string {
  const time = at.toLocaleTimeString('en-GB', { hour12: false, ...(areaZone ? { timeZone: areaZone } : {}) });
  return time.slice(0, 5).replace(':', '');
}

/** A date as the phone's calendar shows it (its own time zone), as YYYY-MM-DD. */
export function localDate(at: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/** "0930" → "09:30". */
export function hhmmText(hhmm: string): string {
  return `${hhmm.slice(0, 2)}:${hhmm.slice(2, 4)}`;
}

/** An ISO instant as "YYYY-MM-DD HH:MM" in the scenic area's time zone (the browser's if unknown). */
export function areaDateTime(iso: string, timeZone: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const options: Intl.DateTimeFormatOptions = {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  };
  try {
    return new Intl.DateTimeFormat('sv-SE', { ...options, timeZone }).format(at);
  } catch {
    return new Intl.DateTimeFormat('sv-SE', options).format(at);
  }
}
