// A sold ticket's state as its own stream tells it. Later features add their events (refunds,
// pickups, write-offs, gate passes) and the commands that judge them.
import { TICKET_STATUS, type TicketStatus } from './saleCodes.ts';
import type { TicketEvent, TicketIssued } from './saleEvents.ts';

export interface TicketState {
  issued: TicketIssued['data'] | null;
  status: TicketStatus | null;
}

export const initialTicketState = (): TicketState => ({ issued: null, status: null });

export function evolveTicket(state: TicketState, event: TicketEvent): TicketState {
  switch (event.type) {
    case 'TicketIssued':
      return { ...state, issued: event.data, status: TICKET_STATUS.notVerified };
    default: {
      const never: never = event.type;
      return never;
    }
  }
}

/** What the window may do with a ticket in this state (scan ticketing offers these). */
export type TicketAction = 'print' | 'reprint' | 'record';

/** The status a person sees: an unused ticket past its last day is expired. */
export function statusOn(state: TicketState, today: string): TicketStatus | null {
  if (state.issued === null || state.status === null) return null;
  if (state.status === TICKET_STATUS.notVerified && state.issued.validTo < today)
    return TICKET_STATUS.expired;
  return state.status;
}
