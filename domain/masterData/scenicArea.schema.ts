import { z } from 'zod';
import { QueryId } from '../inputBounds.ts';
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

/** A scenic area as listed; `timeZone` (IANA, read-only) is the zone its days are judged in. */
export const ScenicAreaRow = z.object({
  id: RecordId,
  name: z.string(),
  remark: z.string(),
  timeZone: z.string(),
});
export type ScenicAreaRow = z.infer<typeof ScenicAreaRow>;

/** What a visitor's page may know of a scenic area (`GET /api/public/scenicArea`, no token). */
export const PublicScenicArea = ScenicAreaRow.pick({ id: true, name: true, remark: true });
export type PublicScenicArea = z.infer<typeof PublicScenicArea>;

/** `?scenicAreaID=`: the scenic area a visitor's link names (none: the installation's first). */
export const PublicScenicAreaQuery = z.object({ scenicAreaID: QueryId.optional() });
