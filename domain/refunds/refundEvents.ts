// The events of refunds and refund review (spec 001 §2–4, spec 002 §4; issue 12 contract).
// On each ticket's stream (`ticket-<no>`): the review steps and `TicketRefunded`; on the refund
// order's own stream (`refund-<refundNo>`): `RefundOrderPlaced`. A refund appends to the refund
// stream and every refunded ticket's stream in one multi-stream append, each ticket stream at the
// revision the decision read, so two windows can never refund one ticket twice.
import { z } from 'zod';
import { defineEvent, type EventOf, eventCatalog } from '../events/eventCatalog.ts';
import { PAYMENT_METHODS } from '../sales/saleCodes.ts';

const Reviewer = { reviewerID: z.number().int(), reviewerAccount: z.string() };

export const RefundOrderPlaced = defineEvent(
  'RefundOrderPlaced',
  z.object({
    refundNo: z.string(),
    orderNo: z.string(),
    ticketNos: z.array(z.string()).min(1),
    scenicAreaID: z.number().int(),
    /** Fen refunded, what the buyer paid for these tickets after discounts. */
    amount: z.number().int().positive(),
    /** The original OrderPlaced payment.method: the money goes back the same way. */
    paymentMethod: z.enum(PAYMENT_METHODS),
    /** Who executed the refund at the window (the submitting seller when it went through review). */
    sellerID: z.number().int(),
    sellerAccount: z.string(),
    reviewed: z.boolean(),
  }),
);

export const TicketRefunded = defineEvent(
  'TicketRefunded',
  z.object({ ticketNo: z.string(), refundNo: z.string(), amount: z.number().int() }),
);

export const RefundReviewSubmitted = defineEvent(
  'RefundReviewSubmitted',
  z.object({
    ticketNo: z.string(),
    orderNo: z.string(),
    scenicAreaID: z.number().int(),
    ticketTypeName: z.string(),
    /** What the refund would return (fen). */
    amount: z.number().int(),
    sellerID: z.number().int(),
    sellerAccount: z.string(),
  }),
);

export const RefundReviewApproved = defineEvent(
  'RefundReviewApproved',
  z.object({ ticketNo: z.string(), refundNo: z.string(), ...Reviewer }),
);

export const RefundReviewRejected = defineEvent(
  'RefundReviewRejected',
  z.object({ ticketNo: z.string(), note: z.string(), ...Reviewer }),
);

/** Approved, but the ticket could no longer be refunded (used or expired meanwhile): status 3. */
export const RefundReviewFailed = defineEvent(
  'RefundReviewFailed',
  z.object({ ticketNo: z.string(), reason: z.string(), ...Reviewer }),
);

export type RefundOrderPlaced = EventOf<typeof RefundOrderPlaced>;
export type TicketRefunded = EventOf<typeof TicketRefunded>;
export type RefundReviewSubmitted = EventOf<typeof RefundReviewSubmitted>;
export type RefundReviewApproved = EventOf<typeof RefundReviewApproved>;
export type RefundReviewRejected = EventOf<typeof RefundReviewRejected>;
export type RefundReviewFailed = EventOf<typeof RefundReviewFailed>;

/** The refund events of a ticket's stream. */
export type TicketRefundEvent =
  | TicketRefunded
  | RefundReviewSubmitted
  | RefundReviewApproved
  | RefundReviewRejected
  | RefundReviewFailed;

/** Definitions the ticket stream's catalogue adds (domain/sales/saleEvents.ts). */
export const TICKET_REFUND_EVENTS = [
  TicketRefunded,
  RefundReviewSubmitted,
  RefundReviewApproved,
  RefundReviewRejected,
  RefundReviewFailed,
] as const;

/** The refund order's stream. */
export const refundOrderEvents = eventCatalog([RefundOrderPlaced]);
/** Everything the refund read models read. */
export const refundEvents = eventCatalog([RefundOrderPlaced, ...TICKET_REFUND_EVENTS]);

export const refundStreamId = (refundNo: string) => `refund-${refundNo}`;
