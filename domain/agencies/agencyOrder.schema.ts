// The agency order calls (spec 002 §3, §7): the upload preview, the save / submit payload
// (importCreateOrder), the agency's order list and detail, and the administrators' review.
import { z } from 'zod';
import { Int4Id, QueryId, singleLine } from '../inputBounds.ts';
import { LocalDate } from '../masterData/fields.ts';
import { AGENCY_ORDER_STATUS, MAX_TOURISTS, REVIEW_NOTE_MAX, TOURIST_NAME_MAX } from './agencyCodes.ts';
import { agencyOk } from './agencyReply.ts';
import { BaseInfo, checkPlayDates, OrderInfoFields } from './orderInfo.schema.ts';
import { MatchResult } from './ticketMatch.schema.ts';
import { checkCertificate, TouristFields } from './touristRow.schema.ts';

/** A field's problem, translated ("IDCard", "18身份证最后一位校验位验证有误！"). */
export const Problem = z.object({ field: z.string(), message: z.string() });
export type Problem = z.infer<typeof Problem>;

// ------------------------------------------------------------------ upload preview

/** A tourist row as the sheet holds it (the spec's preview columns), texts as typed. */
export const TouristCells = z.object({
  name: z.string(),
  certificateNumber: z.string(),
  certificateTypeText: z.string(),
  phoneNumber: z.string(),
  supportingMaterialsText: z.string(),
  sex: z.string(),
  belongingArea: z.string(),
  height: z.string(),
  remarks: z.string(),
});
export type TouristCells = z.infer<typeof TouristCells>;

/** One priced tourist of an order (the payload's touristList[] item; prices set by the server). */
export const OrderTourist = TouristFields.extend({
  ticketTypeID: Int4Id,
  ticketTypeName: singleLine(z.string().max(64)),
  isConcession: z.boolean(),
  /** Fen. The server recomputes it from the matched ticket type. */
  ticketPrice: z.number().int().min(0),
  age: z.number().int().min(0).max(200).nullable().default(null),
  supportingMaterialsText: z.string().max(4).default(''),
  /** The match reasons, serialised (JSON of MatchReason[]), as the spec sends them. */
  matchingDetails: z.string().max(4000).default('[]'),
}).superRefine(checkCertificate);
export type OrderTourist = z.infer<typeof OrderTourist>;
export type OrderTouristInput = z.input<typeof OrderTourist>;

export const PreviewRow = z.object({
  /** The row number in sheet 2 as the spreadsheet shows it. */
  rowNumber: z.number().int(),
  cells: TouristCells,
  /** Empty when the row passes. */
  problems: z.array(Problem),
  /** The match (null when the row has problems). */
  match: MatchResult.nullable(),
  /** The row ready for the payload (null when it has problems). */
  tourist: OrderTourist.nullable(),
});
export type PreviewRow = z.infer<typeof PreviewRow>;

export const TicketTypeCount = z.object({
  ticketTypeID: z.number().int(),
  ticketTypeName: z.string(),
  isConcession: z.boolean(),
  count: z.number().int(),
  amount: z.number().int(),
});

/** Order statistics (spec 002 §3): people, amount (fen), counts per ticket type. */
export const OrderStatistics = z.object({
  orderPeopleNum: z.number().int(),
  orderAmount: z.number().int(),
  byTicketType: z.array(TicketTypeCount),
});
export type OrderStatistics = z.infer<typeof OrderStatistics>;

/** POST /api/travelAgency/importPreview (multipart: file, and fields ticketTypeID, travelAgencyID). */
export const ImportPreviewFields = z.object({
  /** The priority concession type chosen in step 1. */
  ticketTypeID: QueryId.optional(),
});

export const ImportPreview = z.object({
  /** Sheet 1 as typed, its problems, and the parsed order information (null when it has problems). */
  orderInfo: z.object({
    cells: z.record(z.string(), z.string()),
    problems: z.array(Problem),
    value: OrderInfoFields.extend({ baseInfo: BaseInfo }).nullable(),
  }),
  tourists: z.array(PreviewRow),
  statistics: OrderStatistics,
  /** True when sheet 1 and every row pass (confirmation is blocked otherwise). */
  valid: z.boolean(),
  /** '' when valid, else 存在游客信息验证不通过的情况，请检查！ (or the order-info message). */
  message: z.string(),
});
export type ImportPreview = z.infer<typeof ImportPreview>;
export const ImportPreviewAnswer = agencyOk(ImportPreview);

// ------------------------------------------------------------------ save / submit

/** POST /api/travelAgency/importCreateOrder: the spec's payload, plus (optional) requestId and orderNo. */
export const ImportCreateOrder = OrderInfoFields.extend({
  /**
   * Idempotency key: a resent request answers the first result. The spec's wizard sends none: then
   * it is derived from the user, the payload and a short window (api/src/http/derivedRequestId.ts).
   */
  requestId: z.uuid().optional(),
  travelAgencyID: Int4Id,
  /** The signed-in user (ignored: the session says who). */
  accountID: Int4Id.optional(),
  /** What the page computed, fen: a different server amount refuses (AGENCY_ORDER_AMOUNT_CHANGED). */
  orderAmount: z.number().int().min(0),
  /** 0 save as draft, 1 submit for review. */
  orderStatus: z.union([z.literal(AGENCY_ORDER_STATUS.draft), z.literal(AGENCY_ORDER_STATUS.submitted)]),
  /** A draft to replace or submit; absent: a new order. */
  orderNo: z.string().trim().max(32).optional(),
  /** The priority concession type chosen in step 1. */
  priorityTicketTypeID: Int4Id.nullable().default(null),
  baseInfo: BaseInfo,
  touristList: z
    .array(OrderTourist)
    .min(1, 'i18n:TOURISTS_EMPTY')
    .max(MAX_TOURISTS, 'i18n:TOURISTS_TOO_MANY'),
})
  .strict()
  .superRefine(checkPlayDates);
export type ImportCreateOrder = z.infer<typeof ImportCreateOrder>;
export type ImportCreateOrderDraft = z.input<typeof ImportCreateOrder>;

export const ImportCreateOrderResult = z.object({
  orderNo: z.string(),
  orderStatus: z.number().int(),
  orderAmount: z.number().int(),
  /** The tourists as the server matched and priced them. */
  touristCount: z.number().int(),
});
export type ImportCreateOrderResult = z.infer<typeof ImportCreateOrderResult>;
export const ImportCreateOrderAnswer = agencyOk(ImportCreateOrderResult);

// ------------------------------------------------------------------ lists and review

/** GET /api/travelAgency/orders: an agency user sees its own; menu 4 sees its scenic areas'. */
export const AgencyOrderQuery = z.object({
  pageItems: z.coerce.number().int().min(1).max(999).default(20),
  pageNumber: z.coerce.number().int().min(1).max(100_000).default(1),
  status: z.coerce.number().int().min(0).max(3).optional(),
  travelAgencyID: QueryId.optional(),
  orderNo: z.string().trim().max(32).optional(),
  guideName: z.string().trim().max(TOURIST_NAME_MAX).optional(),
  /** Play dates from / to (local dates). */
  from: LocalDate.optional(),
  to: LocalDate.optional(),
});
export type AgencyOrderQuery = z.infer<typeof AgencyOrderQuery>;

export const AgencyOrderRow = z.object({
  orderNo: z.string(),
  travelAgencyID: z.number().int(),
  travelAgencyName: z.string(),
  scenicAreaID: z.number().int(),
  /** 0 draft, 1 submitted, 2 approved, 3 rejected. */
  orderStatus: z.number().int(),
  payType: z.number().int(),
  orderAmount: z.number().int(),
  peopleCount: z.number().int(),
  playStartTime: z.string(),
  playEndTime: z.string(),
  guideName: z.string(),
  guideMobile: z.string(),
  createdBy: z.string(),
  /** ISO instants (UTC). */
  updatedAt: z.string(),
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  reviewer: z.string().nullable(),
  reviewNote: z.string().nullable(),
  /** The sale order issued on approval (find its tickets with the ticket query). */
  saleOrderNo: z.string().nullable(),
});
export type AgencyOrderRow = z.infer<typeof AgencyOrderRow>;

/** GET /api/travelAgency/orders/:orderNo */
export const AgencyOrderDetail = AgencyOrderRow.extend({
  guideIDCard: z.string(),
  baseInfo: BaseInfo,
  priorityTicketTypeID: z.number().int().nullable(),
  touristList: z.array(OrderTourist),
  statistics: OrderStatistics,
});
export type AgencyOrderDetail = z.infer<typeof AgencyOrderDetail>;
export const AgencyOrderNoParams = z.object({ orderNo: z.string().trim().min(1).max(32) });

/** POST /api/travelAgency/review/approve */
export const ApproveAgencyOrder = z.strictObject({
  requestId: z.uuid(),
  orderNo: z.string().trim().min(1).max(32),
});
export type ApproveAgencyOrder = z.infer<typeof ApproveAgencyOrder>;

/** POST /api/travelAgency/review/reject (a note is required). */
export const RejectAgencyOrder = ApproveAgencyOrder.extend({
  note: singleLine(z.string().trim().min(1, 'i18n:reviewNoteRequired').max(REVIEW_NOTE_MAX)),
});
export type RejectAgencyOrder = z.infer<typeof RejectAgencyOrder>;

export const ReviewResult = z.object({
  orderNo: z.string(),
  orderStatus: z.number().int(),
  saleOrderNo: z.string().nullable(),
});
export type ReviewResult = z.infer<typeof ReviewResult>;
