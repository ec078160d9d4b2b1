// A ticket's state as its stream folds it (domain/sales/ticket.ts evolveTicket). Apart from the
// decider so the rules that read it (domain/refunds/, domain/gates/) and the decider that calls
// them do not import each other.
import { initialGateState, type TicketGateState } from '../gates/ticketGateState.ts';
import { initialRefundState, type TicketRefundState } from '../refunds/ticketRefundState.ts';
import type { TicketStatus } from './saleCodes.ts';
import type { TicketIssued } from './saleEvents.ts';
import type { Stay } from './ticketPriceDifference.ts';
import type { ZoneUses } from './ticketUses.ts';

export interface TicketState {
  issued: TicketIssued['data'] | null;
  status: TicketStatus | null;
  /** Handed over at the window (pickup). */
  collected: boolean;
  /** Passes per zone: the type's permissions less write-offs and gate entries (ticketUses.ts). */
  uses: ZoneUses[];
  /** A timed ticket's stay since its last gate entry, and what was paid for it (ticketPriceDifference.ts). */
  stay: Stay | null;
  /** Refund and refund review (domain/refunds/). */
  refund: TicketRefundState;
  /** Gate passes: inside per zone, decisions by request id, first use (domain/gates/ticketGateState.ts). */
  gate: TicketGateState;
}

export const initialTicketState = (): TicketState => ({
  issued: null,
  status: null,
  collected: false,
  uses: [],
  stay: null,
  refund: initialRefundState(),
  gate: initialGateState(),
});
