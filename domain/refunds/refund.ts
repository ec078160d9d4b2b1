// A refund spanning the tickets of one order (spec 001 §2, §5, §8): the refund order and each
// ticket's events, decided together and pure. The caller appends them in one multi-stream append,
// each ticket stream at the revision its state was read at.
import { DomainError } from '../decider.ts';
import type { OrderPlaced, TicketEvent } from '../sales/saleEvents.ts';
import type { TicketState } from '../sales/ticket.ts';
import { ONLINE_REFUND_METHODS } from './refundCodes.ts';
import type { RefundOrderPlaced } from './refundEvents.ts';
import { decideTicketRefund, type Reviewer } from './ticketRefund.ts';

export interface Seller {
  sellerID: number;
  sellerAccount: string;
}

interface Common {
  today: string;
  order: OrderPlaced['data'];
  tickets: { ticketNo: string; state: TicketState }[];
}

export type RefundCommand =
  | (Common & {
      kind: 'refund';
      refundNo: string;
      seller: Seller;
      /** The login option openOnlineRefund of the seller. */
      onlineRefundOpen: boolean;
    })
  | (Common & { kind: 'submit'; seller: Seller; onlineRefundOpen: boolean })
  | (Common & { kind: 'approve'; refundNo: string; reviewer: Reviewer });

export interface RefundDecision {
  /** Null when nothing is refunded (a submission, or an approval whose every ticket failed). */
  refundOrder: RefundOrderPlaced | null;
  tickets: { ticketNo: string; events: TicketEvent[] }[];
}

function checkSelection(command: RefundCommand): void {
  const { order, tickets } = command;
  if (tickets.length === 0) throw new DomainError('REFUND_SELECT_TICKETS');
  const seen = new Set<string>();
  for (const { ticketNo } of tickets) {
    if (seen.has(ticketNo) || !order.ticketNos.includes(ticketNo))
      throw new DomainError('TICKET_NOT_IN_ORDER', undefined, { ticketNo, orderNo: order.orderNo });
    seen.add(ticketNo);
  }
  if (command.kind !== 'approve' && !command.onlineRefundOpen) {
    if (ONLINE_REFUND_METHODS.includes(order.payment.method))
      throw new DomainError('ONLINE_REFUND_CLOSED', undefined, { method: order.payment.method });
  }
}

function ticketCommand(command: RefundCommand): Parameters<typeof decideTicketRefund>[0] {
  const { today } = command;
  switch (command.kind) {
    case 'refund':
      return { type: 'RefundTicket', data: { today, refundNo: command.refundNo } };
    case 'submit':
      return { type: 'SubmitRefundReview', data: { today, ...command.seller } };
    case 'approve':
      return {
        type: 'ApproveRefundReview',
        data: { today, refundNo: command.refundNo, ...command.reviewer },
      };
    default: {
      const never: never = command;
      return never;
    }
  }
}

export function decideRefund(command: RefundCommand): RefundDecision {
  checkSelection(command);
  const perTicket = command.tickets.map(({ ticketNo, state }) => ({
    ticketNo,
    events: decideTicketRefund(ticketCommand(command), state),
  }));
  const refunded = perTicket.flatMap((t) => t.events).filter((e) => e.type === 'TicketRefunded');
  if (command.kind === 'submit' || refunded.length === 0) return { refundOrder: null, tickets: perTicket };
  const { order } = command;
  // Through review, the refund is executed in the name of the seller who submitted it.
  const seller =
    command.kind === 'refund'
      ? command.seller
      : (command.tickets[0]?.state.refund.submittedBy ?? { sellerID: 0, sellerAccount: '' });
  const amount = refunded.reduce((sum, e) => sum + e.data.amount, 0);
  if (amount <= 0) throw new DomainError('REFUND_AMOUNT_ZERO');
  return {
    refundOrder: {
      type: 'RefundOrderPlaced',
      data: {
        refundNo: command.refundNo,
        orderNo: order.orderNo,
        ticketNos: refunded.map((e) => e.data.ticketNo),
        scenicAreaID: order.scenicAreaID,
        amount,
        paymentMethod: order.payment.method,
        sellerID: seller.sellerID,
        sellerAccount: seller.sellerAccount,
        reviewed: command.kind === 'approve',
      },
    },
    tickets: perTicket,
  };
}
