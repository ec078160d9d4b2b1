import { z } from 'zod';
import { END_BEFORE_START, LocalDate, RecordId, requiredText } from './fields.ts';

/**
 * Holidays calendar (节假日): named date ranges per scenic area, in the area's local dates. Pass
 * schedules use their holiday periods on these dates. Ranges of one area do not overlap.
 */
export const HOLIDAY_NAME_MAX = 16;

const HolidayFields = z.strictObject({
  scenicAreaID: RecordId,
  name: requiredText(HOLIDAY_NAME_MAX),
  startDate: LocalDate,
  endDate: LocalDate,
});

const checkRange = (v: { startDate: string; endDate: string }, ctx: z.RefinementCtx) => {
  if (v.endDate < v.startDate) ctx.addIssue({ code: 'custom', message: END_BEFORE_START, path: ['endDate'] });
};

export const HolidayInput = HolidayFields.superRefine(checkRange);
export type HolidayInput = z.infer<typeof HolidayInput>;

export const HolidayEdit = HolidayFields.extend({ id: RecordId }).superRefine(checkRange);
export type HolidayEdit = z.infer<typeof HolidayEdit>;

export const HolidayRow = z.object({
  id: RecordId,
  scenicAreaID: RecordId,
  scenicAreaName: z.string(),
  name: z.string(),
  startDate: z.string(),
  endDate: z.string(),
});
export type HolidayRow = z.infer<typeof HolidayRow>;
