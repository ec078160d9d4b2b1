// What the refund events make of a ticket's state (folded by domain/sales/ticket.ts evolveTicket).
import { TICKET_STATUS, type TicketStatus } from '../sales/saleCodes.ts';
import { REFUND_REVIEW, type RefundReviewStatus } from './refundCodes.ts';
import type { TicketRefundEvent } from './refundEvents.ts';

export interface TicketRefundState {
  /** The refund order that refunded the ticket. */
  refundNo: string | null;
  /** refundCheckStatus; null for a ticket type without refund check. */
  reviewStatus: RefundReviewStatus | null;
  reviewNote: string | null;
  /** Who submitted the pending (or last) review: the refund is executed in their name. */
  submittedBy: { sellerID: number; sellerAccount: string } | null;
}

export const initialRefundState = (refundCheck = false): TicketRefundState => ({
  refundNo: null,
  reviewStatus: refundCheck ? REFUND_REVIEW.needsReview : null,
  reviewNote: null,
  submittedBy: null,
});

/** The part of a ticket's state (domain/sales/ticket.ts TicketState) the refund events change. */
interface WithRefund {
  status: TicketStatus | null;
  refund: TicketRefundState;
}

export function evolveRefund<State extends WithRefund>(state: State, event: TicketRefundEvent): State {
  const refund = state.refund;
  switch (event.type) {
    case 'TicketRefunded':
      return {
        ...state,
        status: TICKET_STATUS.refunded,
        refund: { ...refund, refundNo: event.data.refundNo },
      };
    case 'RefundReviewSubmitted': {
      const { sellerID, sellerAccount } = event.data;
      const next = {
        reviewStatus: REFUND_REVIEW.underReview,
        reviewNote: null,
        submittedBy: { sellerID, sellerAccount },
      };
      return { ...state, refund: { ...refund, ...next } };
    }
    case 'RefundReviewApproved':
      return { ...state, refund: { ...refund, reviewStatus: REFUND_REVIEW.reviewed } };
    case 'RefundReviewRejected':
      return {
        ...state,
        refund: { ...refund, reviewStatus: REFUND_REVIEW.rejected, reviewNote: event.data.note },
      };
    case 'RefundReviewFailed':
      return {
        ...state,
        refund: { ...refund, reviewStatus: REFUND_REVIEW.failed, reviewNote: event.data.reason },
      };
    default: {
      const never: never = event;
      return never;
    }
  }
}
