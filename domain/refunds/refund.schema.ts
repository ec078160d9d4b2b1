import { z } from 'zod';
import { Int4Id, QueryId, singleLine } from '../inputBounds.ts';
import { MAX_TICKETS_PER_ORDER, ORDER_QUERY_MAX, PAYMENT_METHODS } from '../sales/saleCodes.ts';
import { REVIEW_NOTE_MAX } from './refundCodes.ts';

/**
 * Refunds and refund review (spec 001 §2, §5, §8; spec 002 §4): what the refund and review screens
 * send and the server checks. One schema for the routes and the antd forms.
 */

/** Search by ticket or order number (required). */
export const RefundLookup = z
  .object({
    scenicAreaID: QueryId,
    no: z.string().trim().min(1, 'i18n:refundNumberRequired').max(ORDER_QUERY_MAX),
  })
  .strict();
export type RefundLookup = z.infer<typeof RefundLookup>;

export const RefundableTicket = z.object({
  ticketNo: z.string(),
  ticketTypeName: z.string(),
  /** What the buyer paid for it after discounts (fen): what a refund returns. */
  amount: z.number().int(),
  status: z.number().int(),
  /** −1 needs review, 0 under review, 1 reviewed, 2 rejected, 3 review failed; null: no review. */
  refundCheckStatus: z.number().int().nullable(),
  reviewNote: z.string().nullable(),
  refundNo: z.string().nullable(),
  /** Can be ticked: for a refund (needsReview false) or a submission for review (true). */
  refundable: z.boolean(),
  needsReview: z.boolean(),
  /** The refusal code when it cannot be ticked. */
  reason: z.string().nullable(),
  validTo: z.string(),
});
export type RefundableTicket = z.infer<typeof RefundableTicket>;

export const RefundLookupAnswer = z.object({
  orderNo: z.string(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  orderAmount: z.number().int(),
  soldOn: z.string(),
  /** The login option openOnlineRefund: online-paid orders can be refunded only when it is on. */
  onlineRefundOpen: z.boolean(),
  tickets: z.array(RefundableTicket),
});
export type RefundLookupAnswer = z.infer<typeof RefundLookupAnswer>;

const TicketNos = z
  .array(z.string().trim().min(1).max(24))
  .min(1, 'i18n:selectTicketsToRefund')
  .max(MAX_TICKETS_PER_ORDER);

/** Refund the ticked tickets of one order, or submit them for review. */
export const RefundTickets = z
  .object({
    requestId: z.uuid(),
    scenicAreaID: Int4Id,
    orderNo: z.string().trim().min(1).max(ORDER_QUERY_MAX),
    ticketNos: TicketNos,
  })
  .strict();
export type RefundTickets = z.infer<typeof RefundTickets>;

export const RefundOrderAnswer = z.object({
  refundNo: z.string(),
  orderNo: z.string(),
  ticketNos: z.array(z.string()),
  amount: z.number().int(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  /** The provider's refund (payment codes); null when the money went back at the window. */
  providerRefundId: z.string().nullable(),
});
export type RefundOrderAnswer = z.infer<typeof RefundOrderAnswer>;

export const RefundAnswer = z.object({
  refunds: z.array(RefundOrderAnswer),
  /** Approved tickets whose review failed (used or expired meanwhile). */
  failed: z.array(z.object({ ticketNo: z.string(), reason: z.string() })),
  replayed: z.boolean(),
});
export type RefundAnswer = z.infer<typeof RefundAnswer>;

export const SubmitAnswer = z.object({ ticketNos: z.array(z.string()) });
export type SubmitAnswer = z.infer<typeof SubmitAnswer>;

/** Approve (one or a batch) or reject with a note. */
export const ApproveRefunds = z
  .object({ requestId: z.uuid(), scenicAreaID: Int4Id, ticketNos: TicketNos })
  .strict();
export type ApproveRefunds = z.infer<typeof ApproveRefunds>;

export const RejectRefunds = z
  .object({
    requestId: z.uuid(),
    scenicAreaID: Int4Id,
    ticketNos: TicketNos,
    note: singleLine(z.string().trim().min(1, 'i18n:reviewNoteRequired').max(REVIEW_NOTE_MAX)),
  })
  .strict();
export type RejectRefunds = z.infer<typeof RejectRefunds>;

const LocalDate = z.iso.date();

export const ReviewQueueFilter = z
  .object({
    pageItems: z.coerce.number().int().min(1).max(999).default(20),
    pageNumber: z.coerce.number().int().min(1).max(100_000).default(1),
    scenicAreaID: QueryId.optional(),
    status: z.coerce.number().int().min(-1).max(3).optional(),
    submitter: z.string().trim().max(40).optional(),
    ticketNo: z.string().trim().max(24).optional(),
    from: LocalDate.optional(),
    to: LocalDate.optional(),
  })
  .strict();
export type ReviewQueueFilter = z.infer<typeof ReviewQueueFilter>;

export const ReviewQueueRow = z.object({
  ticketNo: z.string(),
  orderNo: z.string(),
  scenicAreaID: z.number(),
  ticketTypeName: z.string(),
  amount: z.number(),
  status: z.number(),
  submitterAccount: z.string(),
  submittedAt: z.string(),
  reviewerAccount: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  note: z.string().nullable(),
  refundNo: z.string().nullable(),
});
export type ReviewQueueRow = z.infer<typeof ReviewQueueRow>;

export const RefundOrderFilter = z
  .object({
    pageItems: z.coerce.number().int().min(1).max(999).default(20),
    pageNumber: z.coerce.number().int().min(1).max(100_000).default(1),
    scenicAreaID: QueryId.optional(),
    orderNo: z.string().trim().max(24).optional(),
    sellerID: QueryId.optional(),
  })
  .strict();
export type RefundOrderFilter = z.infer<typeof RefundOrderFilter>;

export const RefundOrderRow = z.object({
  refundNo: z.string(),
  orderNo: z.string(),
  scenicAreaID: z.number(),
  ticketNos: z.array(z.string()),
  amount: z.number(),
  paymentMethod: z.string(),
  sellerID: z.number(),
  sellerAccount: z.string(),
  reviewed: z.boolean(),
  refundedAt: z.string(),
});
export type RefundOrderRow = z.infer<typeof RefundOrderRow>;
