import { z } from 'zod';
import { countOfDigits, optionalText, RecordId, requiredText } from './fields.ts';

/**
 * Attraction (景点, scenic point / zone), spec 000 §3: parent scenic area, name and remark (at most
 * 16 characters each), LimitEnable and LimitCount (at most 5 characters, so 0 to 99999). The field
 * names LimitEnable / LimitCount keep the spec's spelling.
 */
export const ZONE_NAME_MAX = 16;
export const ZONE_REMARK_MAX = 16;
export const ZONE_LIMIT_DIGITS = 5;

export const ZoneInput = z.strictObject({
  scenicAreaID: RecordId,
  name: requiredText(ZONE_NAME_MAX),
  remark: optionalText(ZONE_REMARK_MAX),
  LimitEnable: z.boolean().default(false),
  LimitCount: countOfDigits(ZONE_LIMIT_DIGITS).default(0),
});
export type ZoneInput = z.infer<typeof ZoneInput>;

export const ZoneEdit = ZoneInput.extend({ id: RecordId });
export type ZoneEdit = z.infer<typeof ZoneEdit>;

export const ZoneRow = z.object({
  id: RecordId,
  scenicAreaID: RecordId,
  scenicAreaName: z.string(),
  name: z.string(),
  remark: z.string(),
  LimitEnable: z.boolean(),
  LimitCount: z.number(),
});
export type ZoneRow = z.infer<typeof ZoneRow>;
