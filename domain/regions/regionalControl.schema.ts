import { z } from 'zod';
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
