// Printing an order (spec 001 §4, §8), given/when/then over the order decider.
import { describe, it } from 'vitest';
import { orderDecider } from '../../../domain/sales/order.ts';
import { decideSale } from '../../../domain/sales/sale.ts';
import type { OrderEvent } from '../../../domain/sales/saleEvents.ts';
import { ticketDecider } from '../../../domain/sales/ticket.ts';
import { DeciderSpecification } from '../../../domain/testing/deciderSpec.ts';
import { ADULT, CHILD, sellCommand } from './saleFixtures.ts';

const spec = DeciderSpecification.for(orderDecider);
const oneType = decideSale(sellCommand()).order;
const twoTypes = decideSale(
  sellCommand({
    lines: [
      { ticketTypeID: ADULT.id, count: 1, tourists: [] },
      { ticketTypeID: CHILD.id, count: 1, tourists: [] },
    ],
  }),
).order;
const printed: OrderEvent = {
  type: 'OrderPrinted',
  data: { orderNo: oneType.data.orderNo, templateID: 3, ticketNos: oneType.data.ticketNos },
};

describe('order: print and reprint', () => {
  it('prints an order of one ticket type with the template', () => {
    spec
      .given([oneType])
      .when({ type: 'PrintOrder', data: { templateID: 3 } })
      .then([printed]);
  });
  it('refuses an order of more than one ticket type (the sale stands)', () => {
    spec
      .given([twoTypes])
      .when({ type: 'PrintOrder', data: { templateID: 3 } })
      .thenThrows('PRINT_MULTIPLE_TYPES');
  });
  it('refuses when no print template exists', () => {
    spec
      .given([oneType])
      .when({ type: 'PrintOrder', data: { templateID: null } })
      .thenThrows('PRINT_TEMPLATE_MISSING');
  });
  it('refuses an order that does not exist', () => {
    spec
      .given([])
      .when({ type: 'PrintOrder', data: { templateID: 3 } })
      .thenThrows('ORDER_NOT_FOUND');
  });
  it('prints once; after that, reprint', () => {
    spec
      .given([oneType, printed])
      .when({ type: 'PrintOrder', data: { templateID: 3 } })
      .thenThrows('ORDER_ALREADY_PRINTED');
    spec
      .given([oneType, printed])
      .when({ type: 'ReprintOrder', data: { templateID: 3 } })
      .then([{ ...printed, type: 'OrderReprinted' }]);
  });
  it('refuses a reprint of an order never printed', () => {
    spec
      .given([oneType])
      .when({ type: 'ReprintOrder', data: { templateID: 3 } })
      .thenThrows('ORDER_NOT_PRINTED');
  });
});

describe('ticket: pickup', () => {
  const { tickets } = decideSale(sellCommand());
  const issued = tickets[0] as (typeof tickets)[number];
  const tickSpec = DeciderSpecification.for(ticketDecider);
  const collect = (today: string) => ({ type: 'CollectTicket' as const, data: { today } });

  it('hands over an unused ticket once', () => {
    tickSpec
      .given([issued])
      .when(collect('2026-11-25'))
      .then([{ type: 'TicketCollected', data: { ticketNo: issued.data.ticketNo } }]);
    tickSpec
      .given([issued, { type: 'TicketCollected', data: { ticketNo: issued.data.ticketNo } }])
      .when(collect('2026-11-25'))
      .thenThrows('TICKET_ALREADY_COLLECTED');
  });
  it('refuses an expired ticket and one that does not exist', () => {
    tickSpec.given([issued]).when(collect('2026-11-26')).thenThrows('TICKET_NOT_USABLE');
    tickSpec.given([]).when(collect('2026-11-25')).thenThrows('TICKET_NOT_FOUND');
  });
});
