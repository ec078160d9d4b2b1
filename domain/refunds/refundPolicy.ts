// Which tickets may be refunded (spec 002 §4 "refund selection", spec 001 §4): only an unused ticket
// still inside its validity, none of its passes spent; never one verified, refunded, voided, disabled, reported lost, issued
// or in stock, nor one whose review is pending or done. Pure: the day comes in.
import { TICKET_STATUS, type TicketStatus } from '../sales/saleCodes.ts';
import { statusOn, type TicketState } from '../sales/ticket.ts';
import { REFUND_REVIEW } from './refundCodes.ts';

/** Why a ticket cannot be ticked for refund, or null when it can. */
export type RefundBlock =
  | { code: 'TICKET_NOT_FOUND' }
  | { code: 'TICKET_ALREADY_REFUNDED' }
  | { code: 'TICKET_NOT_REFUNDABLE'; status: TicketStatus | null }
  | { code: 'TICKET_PARTLY_USED' }
  | { code: 'REFUND_UNDER_REVIEW' };

export function refundBlock(state: TicketState, today: string): RefundBlock | null {
  if (state.issued === null) return { code: 'TICKET_NOT_FOUND' };
  if (state.refund.refundNo !== null || state.status === TICKET_STATUS.refunded)
    return { code: 'TICKET_ALREADY_REFUNDED' };
  const status = statusOn(state, today);
  if (status !== TICKET_STATUS.notVerified) return { code: 'TICKET_NOT_REFUNDABLE', status };
  // A pass spent at a gate or written off at the window: the ticket has been used in part.
  if (state.stay !== null || state.uses.some((zone) => zone.spent > 0)) return { code: 'TICKET_PARTLY_USED' };
  if (state.refund.reviewStatus === REFUND_REVIEW.underReview) return { code: 'REFUND_UNDER_REVIEW' };
  return null;
}

/** What the buyer paid for the ticket after discounts (the sale split the order's discount per ticket). */
export const refundAmountOf = (state: TicketState): number => state.issued?.price ?? 0;

/** The ticket's type demands a review before it is refunded. */
export const needsReview = (state: TicketState): boolean => state.refund.reviewStatus !== null;
