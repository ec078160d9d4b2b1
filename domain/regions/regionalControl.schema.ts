import { z } from 'zod';
import { INT4_MAX, QueryId } from '../inputBounds.ts';
import { findRegion, REGION_CODE_PATTERN, regionCovers } from './regions.ts';

/**
 * Regional control (区域控制, spec 000 §3, §5): per ticket type, the regions whose residents (by the
 * ID card's region prefix) may use it. A region is added ticked (authorised); an authorised region
 * cannot be deleted until it is unticked; a ticket type without ticked regions has no control.
 */
export const RegionCode = z
  .string()
  .regex(REGION_CODE_PATTERN)
  .refine((code) => findRegion(code) !== undefined, 'i18n:unknownRegion');

export const MAX_REGIONS_PER_ADD = 100;

export const AddRegionalControl = z
  .object({
    ticketTypeID: z.number().int().positive(),
    regionCodes: z.array(RegionCode).min(1, 'i18n:regionRequired').max(MAX_REGIONS_PER_ADD),
  })
  .strict()
  .superRefine((value, ctx) => {
    value.regionCodes.forEach((code, i) => {
      if (value.regionCodes.indexOf(code) !== i) {
        ctx.addIssue({ code: 'custom', message: 'i18n:duplicateRegion', path: ['regionCodes', i] });
      }
    });
  });
export type AddRegionalControl = z.infer<typeof AddRegionalControl>;

export const AuthoriseRegion = z
  .object({ id: z.number().int().positive(), isAuthorised: z.union([z.literal(0), z.literal(1)]) })
  .strict();
export type AuthoriseRegion = z.infer<typeof AuthoriseRegion>;

export interface RegionControlEntry {
  regionCode: string;
  isAuthorised: 0 | 1;
}

/**
 * Whether a resident of `residenceCode` (an ID card's first six digits) may use the ticket type:
 * yes when no region is ticked (control off), else when a ticked region covers the residence.
 */
export function regionAllowed(entries: readonly RegionControlEntry[], residenceCode: string): boolean {
  const ticked = entries.filter((e) => e.isAuthorised === 1);
  if (ticked.length === 0) return true;
  return ticked.some((e) => e.regionCode === residenceCode || regionCovers(e.regionCode, residenceCode));
}

/** A regional-control row as the list and the writes answer it. */
export const RegionalControlRow = z.object({
  id: z.number().int(),
  ticketTypeID: z.number().int(),
  ticketTypeName: z.string(),
  scenicAreaID: z.number().int(),
  regionCode: z.string(),
  regionName: z.string(),
  isAuthorised: z.union([z.literal(0), z.literal(1)]),
});
export type RegionalControlRow = z.infer<typeof RegionalControlRow>;

export const REGIONAL_CONTROL_PAGE_MAX = 9999;

/** `GET /api/regionalControl`: paging and an optional ticket type. */
export const RegionalControlQuery = z.object({
  pageItems: z.coerce.number().int().min(1).max(REGIONAL_CONTROL_PAGE_MAX).default(20),
  pageNumber: z.coerce.number().int().min(1).max(INT4_MAX).default(1),
  ticketTypeID: QueryId.optional(),
});

/** One region of the cascader (`GET /api/regions?parent=`). */
export const RegionNode = z.object({
  code: z.string(),
  name: z.string(),
  level: z.number().int(),
  isLeaf: z.boolean(),
});
export type RegionNode = z.infer<typeof RegionNode>;

/** `GET /api/regions`: an optional parent code (provinces without it). */
export const RegionQuery = z.object({ parent: z.string().regex(REGION_CODE_PATTERN).optional() });
