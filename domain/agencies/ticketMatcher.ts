// Matching a tourist to a ticket type (spec 000 §3 "matching rules", spec 002 §7): pure. The
// catalogue (ticket types with their concession rules, free-pass rule and regional control, and
// the agency's ordinary type) is read once per request; every tourist of an upload is matched
// against it in memory. Reasons are codes of AGENCY_ERRORS (MATCH_*) with their parameters.

import { type RegionControlEntry, regionAllowed } from '../regions/regionalControl.schema.ts';
import { findRegion, regionCovers, regionFullName } from '../regions/regions.ts';
import { type FreePassRule, freePassAdmits } from '../ticketTypes/freePassRule.schema.ts';
import { ID_CARD_CERTIFICATE } from './agencyCodes.ts';
import type { MatchReason, MatchResult } from './ticketMatch.schema.ts';

export interface ConcessionRule {
  id: number;
  name: string;
  minAge: number | null;
  maxAge: number | null;
  minHeight: number | null;
  maxHeight: number | null;
  needsSupportingMaterials: boolean;
  regionCodes: string[];
}

export interface MatchTicketType {
  id: number;
  ticketTypeName: string;
  ticketPrice: number;
  /** Enabled concession rules; empty for an ordinary type. */
  rules: ConcessionRule[];
  freePassRule: FreePassRule | null;
  regions: RegionControlEntry[];
}

export interface MatchCatalog {
  /** Concession types (with at least one enabled rule). */
  concessions: MatchTicketType[];
  /** The agency's ordinary type; null when it has none. */
  ordinary: MatchTicketType | null;
}

export interface MatchTourist {
  certificateType: number;
  idNumber: string;
  height: number | null;
  supportingMaterials: '0' | '1';
  /** The first play date (YYYY-MM-DD): age is judged on it. */
  playDate: string;
}

/** Whole years between the ID number's birth date and `onDate`; null without an 18-digit ID card. */
export function ageOn(idNumber: string, onDate: string): number | null {
  if (!/^\d{17}[\dX]$/.test(idNumber)) return null;
  const birth = `${idNumber.slice(6, 10)}-${idNumber.slice(10, 12)}-${idNumber.slice(12, 14)}`;
  const years = Number(onDate.slice(0, 4)) - Number(birth.slice(0, 4));
  return onDate.slice(5) >= birth.slice(5) ? years : years - 1;
}

const inRange = (value: number, min: number | null, max: number | null) =>
  (min === null || value >= min) && (max === null || value <= max);
const bound = (min: number | null, max: number | null) => ({ min: min ?? 0, max: max ?? '∞' });

interface Holder {
  age: number | null;
  regionCode: string | null;
  regionName: string;
  height: number | null;
  supporting: boolean;
}

/** The first reason `rule` refuses the holder, or null when it admits him or her. */
function ruleRefusal(
  rule: ConcessionRule,
  h: Holder,
): (Omit<MatchReason, 'params'> & { params: object }) | null {
  if (rule.minAge !== null || rule.maxAge !== null) {
    if (h.age === null) return { code: 'MATCH_AGE_UNKNOWN', params: {} };
    if (!inRange(h.age, rule.minAge, rule.maxAge)) {
      return { code: 'MATCH_AGE_OUT', params: { age: h.age, ...bound(rule.minAge, rule.maxAge) } };
    }
  }
  if (rule.minHeight !== null || rule.maxHeight !== null) {
    if (h.height === null) return { code: 'MATCH_HEIGHT_UNKNOWN', params: {} };
    if (!inRange(h.height, rule.minHeight, rule.maxHeight)) {
      return {
        code: 'MATCH_HEIGHT_OUT',
        params: { height: h.height, ...bound(rule.minHeight, rule.maxHeight) },
      };
    }
  }
  if (rule.needsSupportingMaterials && !h.supporting) return { code: 'MATCH_NEEDS_MATERIALS', params: {} };
  if (rule.regionCodes.length > 0) {
    const code = h.regionCode;
    if (code === null || !rule.regionCodes.some((r) => regionCovers(r, code))) {
      return { code: 'MATCH_REGION_OUT', params: {} };
    }
  }
  return null;
}

/** Why the type refuses the holder (its first rule's reason when no rule admits), or null. */
function typeRefusal(type: MatchTicketType, h: Holder): { code: string; params: object } | null {
  if (type.regions.length > 0 && !regionAllowed(type.regions, h.regionCode ?? '')) {
    return { code: 'MATCH_REGIONAL_CONTROL', params: {} };
  }
  if (
    type.freePassRule &&
    !freePassAdmits(type.freePassRule, { age: h.age ?? -1, regionName: h.regionName })
  ) {
    return { code: 'MATCH_FREE_PASS_REFUSED', params: {} };
  }
  let first: { code: string; params: object } | null = null;
  for (const rule of type.rules) {
    const refusal = ruleRefusal(rule, h);
    if (!refusal) return null;
    first ??= refusal;
  }
  return first;
}

/** The candidates in the order they are tried: the priority type first, then the cheapest. */
function ordered(concessions: readonly MatchTicketType[], priorityId: number | null): MatchTicketType[] {
  return [...concessions].sort(
    (a, b) =>
      Number(b.id === priorityId) - Number(a.id === priorityId) ||
      a.ticketPrice - b.ticketPrice ||
      a.id - b.id,
  );
}

/**
 * Matches one tourist: the first concession type that admits him or her, else the ordinary type.
 * Returns null for the type when neither exists (the caller refuses with NO_ORDINARY_TICKET_TYPE).
 */
export function matchTourist(
  catalog: MatchCatalog,
  tourist: MatchTourist,
  priorityId: number | null,
): Omit<MatchResult, 'matchResult' | 'matchTicketType'> & {
  matchTicketType: MatchResult['matchTicketType'] | null;
} {
  const idCard = tourist.certificateType === ID_CARD_CERTIFICATE;
  const regionCode = idCard ? tourist.idNumber.slice(0, 6) : null;
  const holder: Holder = {
    age: idCard ? ageOn(tourist.idNumber, tourist.playDate) : null,
    regionCode,
    regionName: regionCode ? regionFullName(regionCode) || regionNameOf(regionCode) : '',
    height: tourist.height,
    supporting: tourist.supportingMaterials === '1',
  };
  const reasons: MatchReason[] = [];
  const reason = (code: string, type: MatchTicketType, params: object) =>
    reasons.push({
      code,
      params: { ticketTypeName: type.ticketTypeName, ...params } as MatchReason['params'],
    });
  let matched: MatchTicketType | null = null;
  for (const type of ordered(catalog.concessions, priorityId)) {
    const refusal = typeRefusal(type, holder);
    if (!refusal) {
      reason('MATCH_OK', type, {});
      matched = type;
      break;
    }
    reason(refusal.code, type, refusal.params);
  }
  if (!matched && catalog.ordinary) {
    matched = catalog.ordinary;
    reason('MATCH_ORDINARY', matched, {});
  }
  return {
    matchTicketType: matched && {
      id: matched.id,
      ticketTypeName: matched.ticketTypeName,
      isConcession: matched !== catalog.ordinary,
      ticketPrice: matched.ticketPrice,
    },
    IDInfo: { age: holder.age, regionCode, regionName: regionCode ? holder.regionName || null : null },
    reasons,
  };
}

/** The province's name when the county code is retired (old ID cards), else ''. */
function regionNameOf(code: string): string {
  return findRegion(`${code.slice(0, 2)}0000`)?.name ?? '';
}
