// The pass schedule rule (spec 000 §3, time period group): a zone permission naming a schedule
// admits only within the periods of the day — the holiday's periods on the area's holidays, else
// the weekday's. Both ends of a period admit: [08:00, 17:00] lets in 08:00 and 17:00 (every second
// of that minute: the clock is read to the minute), not 07:59 nor 17:01.
import type { Period } from '../masterData/passSchedule.schema.ts';
import type { PassContext } from './passContext.ts';
import type { Refusal } from './passReasons.ts';

type ScheduleClock = Pick<PassContext, 'schedules' | 'holiday' | 'weekday' | 'localTime'>;

export const inPeriod = (p: Period, time: string): boolean => p.start <= time && time <= p.end;

/** "08:00-12:00, 14:00-17:00": what the device says the periods are. */
export const periodsText = (periods: readonly Period[]): string =>
  periods.map((p) => `${p.start}-${p.end}`).join(', ');

/**
 * Null when the schedule admits now. No schedule (throughGroupID null) admits any time. A schedule
 * the use case did not find is judged as one with no periods: a lost reference shuts the gate
 * rather than opening it to all hours.
 */
export function scheduleRefusal(throughGroupID: number | null, clock: ScheduleClock): Refusal | null {
  if (throughGroupID === null) return null;
  const schedule = clock.schedules.get(throughGroupID);
  const periods = (clock.holiday ? schedule?.holiday : schedule?.[clock.weekday]) ?? [];
  if (clock.holiday && periods.length === 0) return { reason: 'holiday_closed', details: {} };
  if (periods.some((p) => inPeriod(p, clock.localTime))) return null;
  return { reason: 'outside_schedule', details: { periods: periodsText(periods) } };
}
