import { z } from 'zod';
import {
  END_BEFORE_START,
  HHmm,
  LocalDate,
  optionalText,
  RecordId,
  requiredText,
} from '../masterData/fields.ts';

/**
 * Program (节目, the signage's performance table), spec 001 §3: a performance on `playDate` (the
 * scenic area's calendar) from `startPeriod` to `endPeriod` (its time slot, HH:mm, what the table
 * shows), at `programAddress`, described by `remark`. `playStartTime`–`playEndTime` (HH:mm) is when
 * the screen plays the row on its day (default the whole day: a show over at noon can leave the
 * table then). `programStatus` 1 publishes the row, 0 keeps it as a draft the back office's preview
 * alone shows.
 */
export const PROGRAM_NAME_MAX = 32;
export const PROGRAM_ADDRESS_MAX = 64;
export const PROGRAM_REMARK_MAX = 200;
/** `programStatus=3` in the list call: what a signage screen shows (published rows of one day). */
export const SIGNAGE_PROGRAMS = 3;
/** How many dates one copy may fill. */
export const COPY_DATES_MAX = 31;

export const ProgramStatus = z.union([z.literal(0), z.literal(1)]);

const ProgramFields = z.strictObject({
  scenicAreaID: RecordId,
  programName: requiredText(PROGRAM_NAME_MAX),
  startPeriod: HHmm,
  endPeriod: HHmm,
  playStartTime: HHmm.default('00:00'),
  playEndTime: HHmm.default('23:59'),
  programAddress: optionalText(PROGRAM_ADDRESS_MAX),
  remark: optionalText(PROGRAM_REMARK_MAX),
  playDate: LocalDate,
  programStatus: ProgramStatus.default(1),
});

type Times = { startPeriod: string; endPeriod: string; playStartTime: string; playEndTime: string };

const checkOrder = (v: Times, ctx: z.RefinementCtx) => {
  if (v.endPeriod < v.startPeriod) {
    ctx.addIssue({ code: 'custom', message: END_BEFORE_START, path: ['endPeriod'] });
  }
  if (v.playEndTime < v.playStartTime) {
    ctx.addIssue({ code: 'custom', message: END_BEFORE_START, path: ['playEndTime'] });
  }
};

export const ProgramInput = ProgramFields.superRefine(checkOrder);
export type ProgramInput = z.infer<typeof ProgramInput>;

export const ProgramEdit = ProgramFields.extend({ id: RecordId }).superRefine(checkOrder);
export type ProgramEdit = z.infer<typeof ProgramEdit>;

export const ProgramRow = z.object({
  id: RecordId,
  scenicAreaID: RecordId,
  scenicAreaName: z.string(),
  programName: z.string(),
  startPeriod: z.string(),
  endPeriod: z.string(),
  playStartTime: z.string(),
  playEndTime: z.string(),
  programAddress: z.string(),
  remark: z.string(),
  playDate: z.string(),
  programStatus: ProgramStatus,
});
export type ProgramRow = z.infer<typeof ProgramRow>;

/** What a signage screen reads of a programme row. */
export const SignageProgram = ProgramRow.pick({
  id: true,
  programName: true,
  startPeriod: true,
  endPeriod: true,
  programAddress: true,
  remark: true,
  playDate: true,
});
export type SignageProgram = z.infer<typeof SignageProgram>;

/** `POST /api/infoPublish_program/copy`: a day's programme copied to other dates of the same area. */
export const ProgramCopy = z
  .strictObject({
    scenicAreaID: RecordId,
    fromDate: LocalDate,
    toDates: z.array(LocalDate).min(1).max(COPY_DATES_MAX),
  })
  .superRefine((v, ctx) => {
    if (new Set(v.toDates).size !== v.toDates.length || v.toDates.includes(v.fromDate)) {
      ctx.addIssue({ code: 'custom', message: 'i18n:infoPublishCopyDates', path: ['toDates'] });
    }
  });
export type ProgramCopy = z.infer<typeof ProgramCopy>;

/** What a copy answers: how many rows were added (a row already on a date, same name and slot, is kept). */
export const ProgramCopyResult = z.object({ copied: z.number().int(), skipped: z.number().int() });
export type ProgramCopyResult = z.infer<typeof ProgramCopyResult>;
