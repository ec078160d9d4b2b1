// Given/when/then material for refunds: a sale of two adults (no review) and one of a type with
// refund check, the events a ticket's stream holds, and the ticket state they fold into.
import { decideSale } from '../../../domain/sales/sale.ts';
import type { TicketEvent } from '../../../domain/sales/saleEvents.ts';
import { evolveTicket, initialTicketState, type TicketState } from '../../../domain/sales/ticket.ts';
import { ADULT, sellCommand } from '../sales/saleFixtures.ts';

export const TODAY = '2026-11-25';
export const REVIEWED_TYPE = { ...ADULT, id: 11, ticketTypeName: '审核票', refundCheck: true };

export const plainSale = decideSale(sellCommand());
export const reviewSale = decideSale(
  sellCommand(
    { lines: [{ ticketTypeID: REVIEWED_TYPE.id, count: 2, tourists: [] }] },
    {
      types: new Map([[REVIEWED_TYPE.id, REVIEWED_TYPE]]),
      orderNo: 'DD2611250000000002',
      ticketNos: ['261125000000000011', '261125000000000012'],
    },
  ),
);

export const issued = (sale: typeof plainSale, i = 0) =>
  sale.tickets[i] as TicketEvent & { type: 'TicketIssued' };

export const fold = (events: TicketEvent[]): TicketState => events.reduce(evolveTicket, initialTicketState());

export const seller = { sellerID: 9, sellerAccount: 'seller' };
export const reviewer = { reviewerID: 1, reviewerAccount: 'admin' };
