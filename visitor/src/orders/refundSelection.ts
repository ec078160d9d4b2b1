// Which tickets of an order may be ticked for a refund (spec 002 §4): only tickets not yet verified
// (status 2); a ticket with isRefund set, or of a type that needs review, only while its review
// status is -1 (needs review), 2 (rejected) or 3 (review failed). One refund goes one way: a direct
// refund (isRefundCheck 0) or a submission for review (isRefundCheck 1), so a selection keeps to one.

import type { VisitorTicketRow } from '../../../domain/booking/visitorApi.schema.ts';
import { TICKET_STATUS } from '../../../domain/sales/saleCodes.ts';

export { TICKET_STATUS };

/** Review states from which a refund may be (re)submitted. */
const SUBMITTABLE_REVIEW = new Set([-1, 2, 3]);

export type RefundTicket = Pick<
  VisitorTicketRow,
  'ticketID' | 'ticketStatus' | 'isRefund' | 'isRefundCheck' | 'refundCheckStatus' | 'transPrice'
>;

export type RefundWay = 'direct' | 'review';

export function refundWay(ticket: Pick<RefundTicket, 'isRefundCheck'>): RefundWay {
  return ticket.isRefundCheck === 1 ? 'review' : 'direct';
}

/** May this ticket be ticked at all? */
export function refundable(ticket: RefundTicket): boolean {
  if (ticket.ticketStatus !== TICKET_STATUS.notVerified) return false;
  const review = ticket.refundCheckStatus ?? -1;
  if (ticket.isRefund || ticket.isRefundCheck === 1) return SUBMITTABLE_REVIEW.has(review);
  return true;
}

/** May this ticket be ticked next to the ones already ticked (same refund way)? */
export function selectable(ticket: RefundTicket, selected: readonly RefundTicket[]): boolean {
  if (!refundable(ticket)) return false;
  const first = selected.find((s) => s.ticketID !== ticket.ticketID);
  return !first || refundWay(first) === refundWay(ticket);
}

/** The selection after ticking or unticking `ticket`; a ticket that may not be ticked is left out. */
export function toggle<T extends RefundTicket>(selected: readonly T[], ticket: T, on: boolean): T[] {
  const rest = selected.filter((s) => s.ticketID !== ticket.ticketID);
  return on && selectable(ticket, rest) ? [...rest, ticket] : rest;
}

/** What the ticked tickets refund, fen. */
export function refundAmount(selected: readonly RefundTicket[]): number {
  return selected.reduce((sum, t) => sum + t.transPrice, 0);
}

const DONE = new Set<number>([TICKET_STATUS.verified, TICKET_STATUS.refunded, TICKET_STATUS.expired]);

/** A verified, refunded or expired ticket opens no gate. */
export function ticketDone(ticket: Pick<RefundTicket, 'ticketStatus'>): boolean {
  return DONE.has(ticket.ticketStatus);
}

/** The QR code is no use once every ticket is verified, refunded or expired. */
export function qrUnusable(tickets: readonly Pick<RefundTicket, 'ticketStatus'>[]): boolean {
  return tickets.length > 0 && tickets.every(ticketDone);
}
