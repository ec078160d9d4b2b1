import { z } from 'zod';
import { countOfDigits, END_BEFORE_START, RecordId, requiredText } from './fields.ts';

/**
 * Appointment period (分时预约), spec 000 §3/§5 and spec 002 (appointment slot): name at most 12
 * characters, start and end as 4-digit "HHMM" strings with the end not before the start, and
 * limitCount of at most 7 characters, not below 0, 0 meaning unlimited.
 */
export const APPOINTMENT_NAME_MAX = 12;
export const APPOINTMENT_LIMIT_DIGITS = 7;
export const UNLIMITED = 0;

/** "0930": a time of day as four digits (spec 002: startPeriod / endPeriod). */
export const HHMM = z.string().regex(/^(?:[01]\d|2[0-3])[0-5]\d$/);

const AppointmentFields = z.strictObject({
  scenicAreaID: RecordId,
  appointmentConfigName: requiredText(APPOINTMENT_NAME_MAX),
  startPeriod: HHMM,
  endPeriod: HHMM,
  limitCount: countOfDigits(APPOINTMENT_LIMIT_DIGITS),
});

const checkOrder = (v: { startPeriod: string; endPeriod: string }, ctx: z.RefinementCtx) => {
  if (v.endPeriod < v.startPeriod) {
    ctx.addIssue({ code: 'custom', message: END_BEFORE_START, path: ['endPeriod'] });
  }
};

export const AppointmentConfigInput = AppointmentFields.superRefine(checkOrder);
export type AppointmentConfigInput = z.infer<typeof AppointmentConfigInput>;

export const AppointmentConfigEdit = AppointmentFields.extend({ id: RecordId }).superRefine(checkOrder);
export type AppointmentConfigEdit = z.infer<typeof AppointmentConfigEdit>;

export const AppointmentConfigRow = z.object({
  id: RecordId,
  scenicAreaID: RecordId,
  scenicAreaName: z.string(),
  appointmentConfigName: z.string(),
  startPeriod: z.string(),
  endPeriod: z.string(),
  limitCount: z.number(),
});
export type AppointmentConfigRow = z.infer<typeof AppointmentConfigRow>;
