// Travel agencies as master data (menu travelAgencyMenu4, scenic-area scoped), their credit
// (balance, recharges) and the agency ticket list (spec 002 §3 "Agency record", §7).
// Agency users are users with useType 10 and travelAgencyID (the users calls: /api/user/add ...).
import { z } from 'zod';
import { Int4Id, QueryId, singleLine } from '../inputBounds.ts';
import { LocalDate, RecordId } from '../masterData/fields.ts';
import { AGENCY_NAME_MAX, RECHARGE_MAX_FEN, REMARK_MAX } from './agencyCodes.ts';
import { agencyOk } from './agencyReply.ts';

// ------------------------------------------------------------------ agencies (CRUD kit)

/** POST /api/travelAgency/add (edit adds `id`; delete `{ id }`; enable `{ id, isEnable }`). */
export const AgencyInput = z.strictObject({
  scenicAreaID: RecordId,
  name: singleLine(z.string().trim().min(1).max(AGENCY_NAME_MAX)),
  contactName: singleLine(z.string().trim().max(12)).default(''),
  contactPhone: singleLine(z.string().trim().max(13)).default(''),
  /** The ticket type of tourists no concession fits (must be of the same scenic area). */
  ordinaryTicketTypeID: RecordId.nullable().default(null),
  isEnable: z.boolean().default(true),
  remark: singleLine(z.string().trim().max(REMARK_MAX)).default(''),
});
export type AgencyInput = z.infer<typeof AgencyInput>;
export const AgencyEdit = AgencyInput.extend({ id: RecordId });
export type AgencyEdit = z.infer<typeof AgencyEdit>;

export const AgencyRow = z.object({
  id: z.number().int(),
  scenicAreaID: z.number().int(),
  name: z.string(),
  /** The spec's field name for the same value. */
  travelAgencyName: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  ordinaryTicketTypeID: z.number().int().nullable(),
  ordinaryTicketTypeName: z.string().nullable(),
  isEnable: z.boolean(),
  remark: z.string(),
});
export type AgencyRow = z.infer<typeof AgencyRow>;

/** GET /api/travelAgency?pageItems&pageNumber&scenicAreaID&name */
export const AgencyQuery = z.object({
  pageItems: z.coerce.number().int().min(1).max(1000).default(20),
  pageNumber: z.coerce.number().int().min(1).max(100_000).default(1),
  scenicAreaID: QueryId.optional(),
  name: z.string().trim().max(64).optional(),
});

// ------------------------------------------------------------------ credit

/** POST /api/travelAgency/unhandledOrderAmount (an agency user may only name its own agency). */
export const AgencyIdBody = z.strictObject({ travelAgencyID: Int4Id });

/** The agency header (spec 002 §3 "Agency record"): all amounts fen. */
export const AgencyCredit = z.object({
  id: z.number().int(),
  travelAgencyName: z.string(),
  /** Credit quota: recharged minus deducted by approved on-account orders. */
  balance: z.number().int(),
  /** Held by submitted on-account orders awaiting review. */
  held: z.number().int(),
  /** balance − held: what a new on-account submission may use. */
  available: z.number().int(),
  /** Amount of submitted orders awaiting review (cash and on account). */
  unhandledOrderAmount: z.number().int(),
  /** Amount of the agency's drafts (the header's "unsubmitted" amount). */
  draftAmount: z.number().int(),
});
export type AgencyCredit = z.infer<typeof AgencyCredit>;
export const AgencyCreditAnswer = agencyOk(AgencyCredit);

/** POST /api/travelAgency/recharge (menu 4). */
export const RechargeCredit = z.strictObject({
  requestId: z.uuid(),
  travelAgencyID: Int4Id,
  /** Fen, at least 1. */
  amount: z.number().int().min(1).max(RECHARGE_MAX_FEN),
  remark: singleLine(z.string().trim().max(REMARK_MAX)).default(''),
});
export type RechargeCredit = z.infer<typeof RechargeCredit>;
export const RechargeResult = z.object({ rechargeNo: z.string(), balance: z.number().int() });

/** GET /api/travelAgency/rechargeRecords: an agency user sees its own; menu 4 its scenic areas'. */
export const RechargeQuery = z.object({
  pageItems: z.coerce.number().int().min(1).max(999).default(20),
  pageNumber: z.coerce.number().int().min(1).max(100_000).default(1),
  travelAgencyID: QueryId.optional(),
  from: LocalDate.optional(),
  to: LocalDate.optional(),
});
export type RechargeQuery = z.infer<typeof RechargeQuery>;

export const RechargeRecord = z.object({
  rechargeNo: z.string(),
  travelAgencyID: z.number().int(),
  travelAgencyName: z.string(),
  amount: z.number().int(),
  /** The balance right after it. */
  balanceAfter: z.number().int(),
  operator: z.string(),
  remark: z.string(),
  /** ISO instant (UTC). */
  rechargedAt: z.string(),
});
export type RechargeRecord = z.infer<typeof RechargeRecord>;

// ------------------------------------------------------------------ the agency ticket list

/** GET /api/ticketType/travelAgencyTicket?travelAgencyID&invalid&pageNumber&pageItems */
export const AgencyTicketQuery = z.object({
  travelAgencyID: QueryId,
  /** 0: only enabled matching rules in `ticketMatch`; 1: all. */
  invalid: z.coerce.number().int().min(0).max(1).default(0),
  pageItems: z.coerce.number().int().min(1).max(9999).default(9999),
  pageNumber: z.coerce.number().int().min(1).max(100_000).default(1),
});

export const AgencyTicketRow = z.object({
  id: z.number().int(),
  ticketTypeName: z.string(),
  ticketPrice: z.number().int(),
  ticketDisplayPrice: z.number().int(),
  ticketFeeMethod: z.number().int(),
  /** 1 when the type has concession matching rules (a concession type), 0 for ordinary types. */
  isSettingTicketAuthorization: z.number().int(),
  isConcession: z.boolean(),
  /** The agency's ordinary type (tourists no concession fits). */
  isOrdinary: z.boolean(),
  ticketMatch: z.array(z.object({ id: z.number().int(), name: z.string(), invalid: z.number().int() })),
});
export type AgencyTicketRow = z.infer<typeof AgencyTicketRow>;
