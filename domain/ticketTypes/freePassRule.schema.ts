import { z } from 'zod';
import { PASS_MODES } from './ticketTypeCodes.ts';
import { codeIn, digits, FREE_PASS_AREA_MAX } from './ticketTypeFields.ts';

/**
 * Free-pass rule of the ID-card-free category (免证规则, spec 000 §3, §5): who passes with the ID
 * card alone. All three fields are required for that category.
 */
export const FreePassRule = z
  .object({
    /** From this age on (3 digits). */
    minAge: digits(3),
    /** Region keywords matched against the ID card's address region, separated by commas or spaces. */
    areaName: z.string().trim().min(1).max(FREE_PASS_AREA_MAX),
    passMode: codeIn(PASS_MODES),
  })
  .strict();
export type FreePassRule = z.infer<typeof FreePassRule>;

/** The keywords of `areaName` ("北京, 天津 河北" → ["北京", "天津", "河北"]). */
export function areaKeywords(areaName: string): string[] {
  return areaName
    .split(/[\s,，、;；]+/)
    .map((k) => k.trim())
    .filter(Boolean);
}

/**
 * Whether a holder passes under the rule: by age (at least `minAge`), by region (the region's name
 * contains a keyword), or both combined as `passMode` says.
 */
export function freePassAdmits(rule: FreePassRule, holder: { age: number; regionName: string }): boolean {
  const byAge = holder.age >= rule.minAge;
  const byRegion = areaKeywords(rule.areaName).some((k) => holder.regionName.includes(k));
  switch (PASS_MODES[rule.passMode]) {
    case 'byAge':
      return byAge;
    case 'byRegion':
      return byRegion;
    case 'ageOrRegion':
      return byAge || byRegion;
    default:
      return byAge && byRegion;
  }
}
