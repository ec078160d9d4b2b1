import { z } from 'zod';
import { RecordId } from '../masterData/fields.ts';

/**
 * Data board (数据看板) of the signage: what a scenic area's screens show of its live passenger
 * flow (the gates' read model): today's entries and the occupancy of each zone. One per area; off
 * until an administrator switches it on.
 */
const DataBoardFields = z.strictObject({
  scenicAreaID: RecordId,
  showTodayEntries: z.boolean().default(true),
  showOccupancy: z.boolean().default(true),
  isEnable: z.boolean().default(true),
});

export const DataBoardInput = DataBoardFields;
export type DataBoardInput = z.infer<typeof DataBoardInput>;

export const DataBoardEdit = DataBoardFields.extend({ id: RecordId });
export type DataBoardEdit = z.infer<typeof DataBoardEdit>;

export const DataBoardRow = z.object({
  id: RecordId,
  scenicAreaID: RecordId,
  scenicAreaName: z.string(),
  showTodayEntries: z.boolean(),
  showOccupancy: z.boolean(),
  isEnable: z.boolean(),
});
export type DataBoardRow = z.infer<typeof DataBoardRow>;

export const ZoneOccupancy = z.object({
  zoneName: z.string(),
  inside: z.number().int(),
  limit: z.number().int().nullable(),
});

/** What a screen shows (`GET /api/infoPublish_dataBoard/figures`): null parts are switched off. */
export const BoardFigures = z.object({
  todayEnterCount: z.number().int().nullable(),
  occupancy: z.array(ZoneOccupancy).nullable(),
});
export type BoardFigures = z.infer<typeof BoardFigures>;
