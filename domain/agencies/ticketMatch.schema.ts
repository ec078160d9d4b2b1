// Ticket matching (spec 000 §3 "matching rules", spec 002 §7 travelAgencyMatchTicketType): the
// concession matching rules (master data, menu `ticketMatch`) and the match call. A rule belongs to
// one ticket type; a tourist matches the type when any of its enabled rules admits him or her: age
// (from the ID number, at the first play date) within [minAge, maxAge], height within
// [minHeight, maxHeight], supporting materials when the rule needs them, home region (the ID
// number's first six digits) covered by one of the rule's regions when it names any; the ticket
// type's own free-pass rule and regional control must admit the tourist too. The chosen (priority)
// concession type is tried first, then the others (cheapest first); none → the agency's ordinary type.
import { z } from 'zod';
import { Int4Id, QueryId, singleLine } from '../inputBounds.ts';
import { LocalDate, RecordId } from '../masterData/fields.ts';
import { RegionCode } from '../regions/regionalControl.schema.ts';
import { HEIGHT_MAX_CM, REMARK_MAX } from './agencyCodes.ts';
import { agencyOk } from './agencyReply.ts';

export const AGE_MAX = 150;
export const RULE_NAME_MAX = 32;
export const RULE_REGIONS_MAX = 50;

const age = z.number().int().min(0).max(AGE_MAX).nullable().default(null);
const height = z.number().int().min(0).max(HEIGHT_MAX_CM).nullable().default(null);

function checkRanges(
  rule: { minAge: number | null; maxAge: number | null; minHeight: number | null; maxHeight: number | null },
  ctx: z.RefinementCtx,
): void {
  const reversed = (min: number | null, max: number | null) => min !== null && max !== null && min > max;
  if (reversed(rule.minAge, rule.maxAge)) {
    ctx.addIssue({ code: 'custom', message: 'i18n:RULE_RANGE_REVERSED', path: ['maxAge'] });
  }
  if (reversed(rule.minHeight, rule.maxHeight)) {
    ctx.addIssue({ code: 'custom', message: 'i18n:RULE_RANGE_REVERSED', path: ['maxHeight'] });
  }
}

/** A concession matching rule (POST /api/ticketMatch/add; edit adds `id`). Null bounds are open. */
export const ConcessionRuleFields = z.strictObject({
  scenicAreaID: RecordId,
  ticketTypeID: RecordId,
  name: singleLine(z.string().trim().min(1).max(RULE_NAME_MAX)),
  minAge: age,
  maxAge: age,
  /** Height bounds in cm. */
  minHeight: height,
  maxHeight: height,
  /** 1: the tourist must have supporting materials (是). */
  needsSupportingMaterials: z.boolean().default(false),
  /** Home regions admitted (province, city or county codes); empty: any region. */
  regionCodes: z.array(RegionCode).max(RULE_REGIONS_MAX).default([]),
  isEnable: z.boolean().default(true),
  remark: singleLine(z.string().trim().max(REMARK_MAX)).default(''),
});
export const ConcessionRuleInput = ConcessionRuleFields.superRefine(checkRanges);
export type ConcessionRuleInput = z.infer<typeof ConcessionRuleInput>;
export const ConcessionRuleEdit = ConcessionRuleFields.extend({ id: RecordId }).superRefine(checkRanges);
export type ConcessionRuleEdit = z.infer<typeof ConcessionRuleEdit>;

/** A rule as lists and writes answer it. */
export const ConcessionRuleRow = z.object({
  id: z.number().int(),
  scenicAreaID: z.number().int(),
  ticketTypeID: z.number().int(),
  ticketTypeName: z.string(),
  name: z.string(),
  minAge: z.number().int().nullable(),
  maxAge: z.number().int().nullable(),
  minHeight: z.number().int().nullable(),
  maxHeight: z.number().int().nullable(),
  needsSupportingMaterials: z.boolean(),
  regionCodes: z.array(z.string()),
  isEnable: z.boolean(),
  remark: z.string(),
});
export type ConcessionRuleRow = z.infer<typeof ConcessionRuleRow>;

/** GET /api/ticketMatch?pageItems&pageNumber&scenicAreaID&ticketTypeID&name */
export const ConcessionRuleQuery = z.object({
  pageItems: z.coerce.number().int().min(1).max(1000).default(20),
  pageNumber: z.coerce.number().int().min(1).max(100_000).default(1),
  scenicAreaID: QueryId.optional(),
  ticketTypeID: QueryId.optional(),
  name: z.string().trim().max(64).optional(),
});

// ------------------------------------------------------------------ the match call

/** POST /api/ticketMatch/travelAgencyMatchTicketType */
export const MatchTicketTypeRequest = z.strictObject({
  travelAgencyID: Int4Id,
  /** The priority concession type chosen in step 1 (tried first); null: none preferred. */
  ticketTypeID: Int4Id.nullable().default(null),
  idCardNum: singleLine(z.string().trim().toUpperCase().min(1).max(32)),
  certificateType: z.number().int().min(0).max(2),
  height: z.number().min(0).max(HEIGHT_MAX_CM).nullable().default(null),
  supportingMaterials: z.enum(['0', '1']).default('0'),
  /** The first play date (age is judged on it); default: today in the scenic area. */
  playDate: LocalDate.optional(),
});
export type MatchTicketTypeRequest = z.infer<typeof MatchTicketTypeRequest>;
export type MatchTicketTypeDraft = z.input<typeof MatchTicketTypeRequest>;

/** Why a rule admitted or refused the tourist: a code of AGENCY_ERRORS (MATCH_*) and its parameters. */
export const MatchReason = z.object({
  code: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type MatchReason = z.infer<typeof MatchReason>;

export const MatchedTicketType = z.object({
  id: z.number().int(),
  ticketTypeName: z.string(),
  isConcession: z.boolean(),
  /** Fen, from the ticket type (the client's prices are never used). */
  ticketPrice: z.number().int(),
});
export type MatchedTicketType = z.infer<typeof MatchedTicketType>;

export const MatchResult = z.object({
  matchTicketType: MatchedTicketType,
  IDInfo: z.object({
    /** Age in whole years at the play date; null when the certificate is not an ID card. */
    age: z.number().int().nullable(),
    /** The ID number's six-digit region code and its name; null without an ID card. */
    regionCode: z.string().nullable(),
    regionName: z.string().nullable(),
  }),
  /** The reasons, translated into the caller's language, in the order they were judged. */
  matchResult: z.array(z.string()),
  /** The same reasons as codes (what `matchingDetails` of the payload serialises). */
  reasons: z.array(MatchReason),
});
export type MatchResult = z.infer<typeof MatchResult>;

export const MatchTicketTypeAnswer = agencyOk(MatchResult);
