// A sold ticket as its own stream tells it, and what the window may do with it. Later features add
// their events and commands here (refunds, write-offs, gate passes).
import { type Decider, DomainError } from '../decider.ts';
import { evolveRefund, initialRefundState, type TicketRefundState } from '../refunds/ticketRefundState.ts';
import { TICKET_STATUS, type TicketStatus } from './saleCodes.ts';
import type { TicketEvent, TicketIssued } from './saleEvents.ts';

export interface TicketState {
  issued: TicketIssued['data'] | null;
  status: TicketStatus | null;
  /** Handed over at the window (pickup). */
  collected: boolean;
  /** Refund and refund review (domain/refunds/). */
  refund: TicketRefundState;
}

export type TicketCommand = { type: 'CollectTicket'; data: { today: string } };

export const initialTicketState = (): TicketState => ({
  issued: null,
  status: null,
  collected: false,
  refund: initialRefundState(),
});

export function evolveTicket(state: TicketState, event: TicketEvent): TicketState {
  switch (event.type) {
    case 'TicketIssued':
      return {
        ...state,
        issued: event.data,
        status: TICKET_STATUS.notVerified,
        refund: initialRefundState(event.data.refundCheck),
      };
    case 'TicketCollected':
      return { ...state, collected: true };
    case 'TicketRefunded':
    case 'RefundReviewSubmitted':
    case 'RefundReviewApproved':
    case 'RefundReviewRejected':
    case 'RefundReviewFailed':
      return evolveRefund(state, event);
    default: {
      const never: never = event;
      return never;
    }
  }
}

/** The status a person sees: an unused ticket past its last day is expired. */
export function statusOn(state: TicketState, today: string): TicketStatus | null {
  if (state.issued === null || state.status === null) return null;
  if (state.status === TICKET_STATUS.notVerified && state.issued.validTo < today)
    return TICKET_STATUS.expired;
  return state.status;
}

export function decideTicket(command: TicketCommand, state: TicketState): TicketEvent[] {
  switch (command.type) {
    case 'CollectTicket': {
      if (state.issued === null) throw new DomainError('TICKET_NOT_FOUND');
      const status = statusOn(state, command.data.today);
      if (status !== TICKET_STATUS.notVerified)
        throw new DomainError('TICKET_NOT_USABLE', undefined, { status });
      if (state.collected) throw new DomainError('TICKET_ALREADY_COLLECTED');
      return [{ type: 'TicketCollected', data: { ticketNo: state.issued.ticketNo } }];
    }
    default: {
      const never: never = command.type;
      return never;
    }
  }
}

export const ticketDecider: Decider<TicketState, TicketCommand, TicketEvent> = {
  decide: decideTicket,
  evolve: evolveTicket,
  initialState: initialTicketState,
};
