// The events of selling (spec 001 §3–4). Each carries a snapshot of the master data it used (type
// name, prices, zone permissions, validity), so editing a ticket type never changes a sold ticket.
// Streams: `order-<orderNo>` holds the order's life, `ticket-<ticketNo>` each ticket's; a sale
// appends to all of them in one multi-stream append (docs/adr/0001-order-and-tickets-born-together.md).
import { z } from 'zod';
import { defineEvent, type EventOf, eventCatalog } from '../events/eventCatalog.ts';
import { TICKET_GATE_EVENTS, type TicketGateEvent } from '../gates/gateEvents.ts';
import { RefundOrderPlaced, TICKET_REFUND_EVENTS, type TicketRefundEvent } from '../refunds/refundEvents.ts';
import { ZonePermissionFields } from '../ticketTypes/zonePermission.schema.ts';
import { QuotedLine } from './sale.schema.ts';
import { PAYMENT_METHODS, SALE_SOURCES } from './saleCodes.ts';
import { TICKET_USE_EVENTS, type TicketUseEvent } from './ticketUseEvents.ts';

const LocalDate = z.iso.date();

export const PaymentRecord = z.object({
  method: z.enum(PAYMENT_METHODS),
  /** Cash: what was handed over, and the change given back (fen). */
  receivedFen: z.number().int().nullable(),
  changeFen: z.number().int().nullable(),
  /** The provider's transaction (payment code) or the terminal's receipt number. */
  reference: z.string().nullable(),
  /**
   * On credit (issue 29): the travel agency whose credit account paid. Absent before issue 29 (an
   * agency's sale on account names its agency order in `reference`).
   */
  travelAgencyID: z.number().int().optional(),
});
export type PaymentRecord = z.infer<typeof PaymentRecord>;

export const OrderPlaced = defineEvent(
  'OrderPlaced',
  z.object({
    orderNo: z.string(),
    scenicAreaID: z.number().int(),
    source: z.enum(SALE_SOURCES),
    sellerID: z.number().int(),
    sellerAccount: z.string(),
    /** The sale day in the scenic area's time zone. */
    soldOn: LocalDate,
    lines: z.array(QuotedLine),
    subtotal: z.number().int(),
    /** preferentialAmount (fen). */
    discount: z.number().int(),
    amount: z.number().int(),
    discountRule: z.object({ ruleId: z.number().int(), name: z.string() }).nullable(),
    payment: PaymentRecord,
    ticketNos: z.array(z.string()).min(1),
    oneTicketForMany: z.boolean(),
  }),
);

export const Holder = z.object({
  name: z.string(),
  idNumber: z.string(),
  mobile: z.string(),
  photoId: z.string().nullable(),
});
export type Holder = z.infer<typeof Holder>;

export const TicketIssued = defineEvent(
  'TicketIssued',
  z.object({
    ticketNo: z.string(),
    orderNo: z.string(),
    scenicAreaID: z.number().int(),
    ticketTypeID: z.number().int(),
    ticketTypeName: z.string(),
    touristType: z.number().int(),
    ticketCate: z.number().int(),
    feeMethod: z.number().int(),
    /** The type's price and what this ticket was sold for after the discount (fen). */
    listPrice: z.number().int(),
    price: z.number().int(),
    /** People this ticket admits (more than one: one ticket for many people). */
    persons: z.number().int().min(1),
    holder: Holder.nullable(),
    /** The sale day in the scenic area's time zone. */
    soldOn: LocalDate,
    validFrom: LocalDate,
    validTo: LocalDate,
    zones: z.array(ZonePermissionFields),
    enterMode: z.number().int(),
    /** The ticket must be collected at the window before a gate admits it. */
    mustCollect: z.boolean(),
    source: z.enum(SALE_SOURCES),
    sellerID: z.number().int(),
    paymentMethod: z.enum(PAYMENT_METHODS),
    /** The type's isRefundCheck at the sale: a refund goes through review (v2, issue 12). */
    refundCheck: z.boolean(),
  }),
  { version: 2, upcasters: { 1: (data) => ({ ...(data as object), refundCheck: false }) } },
);

/** A ticket handed over at the window (a ticket bought elsewhere, or one that must be collected). */
export const TicketCollected = defineEvent('TicketCollected', z.object({ ticketNo: z.string() }));

const Printing = z.object({
  orderNo: z.string(),
  templateID: z.number().int(),
  ticketNos: z.array(z.string()),
});
export const OrderPrinted = defineEvent('OrderPrinted', Printing);
export const OrderReprinted = defineEvent('OrderReprinted', Printing);

export type OrderPlaced = EventOf<typeof OrderPlaced>;
export type TicketIssued = EventOf<typeof TicketIssued>;
export type OrderPrinted = EventOf<typeof OrderPrinted>;
export type OrderReprinted = EventOf<typeof OrderReprinted>;
export type TicketCollected = EventOf<typeof TicketCollected>;
export type OrderEvent = OrderPlaced | OrderPrinted | OrderReprinted;
export type TicketEvent =
  | TicketIssued
  | TicketCollected
  | TicketUseEvent
  | TicketGateEvent
  | TicketRefundEvent;
export type SaleEvent = OrderEvent | TicketEvent | RefundOrderPlaced;

/** The order stream's events, the ticket stream's, and both (projections, the detail record). */
export const orderEvents = eventCatalog([OrderPlaced, OrderPrinted, OrderReprinted]);
export const ticketEvents = eventCatalog([
  TicketIssued,
  TicketCollected,
  ...TICKET_USE_EVENTS,
  ...TICKET_GATE_EVENTS,
  ...TICKET_REFUND_EVENTS,
]);
export const saleEvents = eventCatalog([
  OrderPlaced,
  TicketIssued,
  TicketCollected,
  OrderPrinted,
  OrderReprinted,
  ...TICKET_USE_EVENTS,
  ...TICKET_GATE_EVENTS,
  ...TICKET_REFUND_EVENTS,
  RefundOrderPlaced,
]);
