// The refund decisions on one ticket's stream: refund at once, submit for review, approve, reject.
// A refund spanning tickets (and its refund order) is composed from these in refund.ts.
import { type Decider, DomainError } from '../decider.ts';
import type { TicketEvent } from '../sales/saleEvents.ts';
import { evolveTicket, initialTicketState, type TicketState } from '../sales/ticket.ts';
import { REFUND_REVIEW, SUBMITTABLE } from './refundCodes.ts';
import { needsReview, refundAmountOf, refundBlock } from './refundPolicy.ts';

export interface Reviewer {
  reviewerID: number;
  reviewerAccount: string;
}

export type TicketRefundCommand =
  | { type: 'RefundTicket'; data: { today: string; refundNo: string } }
  | { type: 'SubmitRefundReview'; data: { today: string; sellerID: number; sellerAccount: string } }
  | { type: 'ApproveRefundReview'; data: { today: string; refundNo: string } & Reviewer }
  | { type: 'RejectRefundReview'; data: { note: string } & Reviewer };

function assertRefundable(
  state: TicketState,
  today: string,
): asserts state is TicketState & {
  issued: NonNullable<TicketState['issued']>;
} {
  const block = refundBlock(state, today);
  if (block) {
    const { code, ...details } = block;
    throw new DomainError(code, undefined, { ticketNo: state.issued?.ticketNo, ...details });
  }
}

function assertUnderReview(state: TicketState): asserts state is TicketState & {
  issued: NonNullable<TicketState['issued']>;
} {
  if (state.issued === null) throw new DomainError('TICKET_NOT_FOUND');
  if (state.refund.reviewStatus !== REFUND_REVIEW.underReview)
    throw new DomainError('REFUND_NOT_UNDER_REVIEW', undefined, { ticketNo: state.issued.ticketNo });
}

export function decideTicketRefund(command: TicketRefundCommand, state: TicketState): TicketEvent[] {
  switch (command.type) {
    case 'RefundTicket': {
      const { today, refundNo } = command.data;
      assertRefundable(state, today);
      const ticketNo = state.issued.ticketNo;
      if (needsReview(state)) throw new DomainError('REFUND_NEEDS_REVIEW', undefined, { ticketNo });
      return [{ type: 'TicketRefunded', data: { ticketNo, refundNo, amount: refundAmountOf(state) } }];
    }
    case 'SubmitRefundReview': {
      const { today, sellerID, sellerAccount } = command.data;
      assertRefundable(state, today);
      const { ticketNo, orderNo, scenicAreaID, ticketTypeName } = state.issued;
      const status = state.refund.reviewStatus;
      if (status === null) throw new DomainError('REFUND_REVIEW_NOT_NEEDED', undefined, { ticketNo });
      if (!SUBMITTABLE.includes(status))
        throw new DomainError('REFUND_UNDER_REVIEW', undefined, { ticketNo, status });
      return [
        {
          type: 'RefundReviewSubmitted',
          data: {
            ticketNo,
            orderNo,
            scenicAreaID,
            ticketTypeName,
            amount: refundAmountOf(state),
            sellerID,
            sellerAccount,
          },
        },
      ];
    }
    case 'ApproveRefundReview': {
      const { today, refundNo, reviewerID, reviewerAccount } = command.data;
      assertUnderReview(state);
      // Four eyes (issue 29): whoever submitted the review does not approve it.
      if (state.refund.submittedBy?.sellerID === reviewerID) throw new DomainError('REFUND_OWN_REVIEW');
      const ticketNo = state.issued.ticketNo;
      const pending = { ...state, refund: { ...state.refund, reviewStatus: null } };
      const block = refundBlock(pending, today);
      if (block) {
        // Used or expired while it waited: the review fails (3), nothing is refunded.
        const reason = block.code;
        return [{ type: 'RefundReviewFailed', data: { ticketNo, reason, reviewerID, reviewerAccount } }];
      }
      return [
        { type: 'RefundReviewApproved', data: { ticketNo, refundNo, reviewerID, reviewerAccount } },
        { type: 'TicketRefunded', data: { ticketNo, refundNo, amount: refundAmountOf(state) } },
      ];
    }
    case 'RejectRefundReview': {
      const { note, reviewerID, reviewerAccount } = command.data;
      assertUnderReview(state);
      if (note.trim() === '') throw new DomainError('REFUND_NOTE_REQUIRED');
      const ticketNo = state.issued.ticketNo;
      return [{ type: 'RefundReviewRejected', data: { ticketNo, note, reviewerID, reviewerAccount } }];
    }
    default: {
      const never: never = command;
      return never;
    }
  }
}

/** One ticket's refund decider, for the command handler and the decider tests. */
export const ticketRefundDecider: Decider<TicketState, TicketRefundCommand, TicketEvent> = {
  decide: decideTicketRefund,
  evolve: evolveTicket,
  initialState: initialTicketState,
};
