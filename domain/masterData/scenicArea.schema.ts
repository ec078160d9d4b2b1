import { z } from 'zod';
import { optionalText, RecordId, requiredText } from './fields.ts';

/** Scenic area (景区), spec 000 §3: name and remark, each at most 16 characters (§5). */
export const SCENIC_AREA_NAME_MAX = 16;
export const SCENIC_AREA_REMARK_MAX = 16;

export const ScenicAreaInput = z.strictObject({
  name: requiredText(SCENIC_AREA_NAME_MAX),
  remark: optionalText(SCENIC_AREA_REMARK_MAX),
});
export type ScenicAreaInput = z.infer<typeof ScenicAreaInput>;

export const ScenicAreaEdit = ScenicAreaInput.extend({ id: RecordId });
export type ScenicAreaEdit = z.infer<typeof ScenicAreaEdit>;

export const ScenicAreaRow = z.object({ id: RecordId, name: z.string(), remark: z.string() });
export type ScenicAreaRow = z.infer<typeof ScenicAreaRow>;
