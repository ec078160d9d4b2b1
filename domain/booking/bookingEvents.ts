// The visitor's booking (spec 002): `booking-<orderNo>` holds its life before and around payment.
// BookingSubmitted carries the whole sale as it will be recorded once paid (the order and its tickets,
// priced and snapshotted when the visitor submitted), so payment only adds what the provider said.
import { z } from 'zod';
import { defineEvent, type EventOf, eventCatalog } from '../events/eventCatalog.ts';
import { OrderPlaced, TicketIssued } from '../sales/saleEvents.ts';

export const BookingSlot = z.object({
  id: z.number().int(),
  name: z.string(),
  startPeriod: z.string(),
  endPeriod: z.string(),
});
export type BookingSlot = z.infer<typeof BookingSlot>;

export const BookingHolder = z.object({
  name: z.string(),
  mobile: z.string(),
  idNumber: z.string(),
  residence: z.string(),
  company: z.string(),
});

export const BookingSubmitted = defineEvent(
  'BookingSubmitted',
  z.object({
    orderNo: z.string(),
    scenicAreaID: z.number().int(),
    openid: z.string(),
    channel: z.enum(['wx', 'mn']),
    playDate: z.iso.date(),
    slot: BookingSlot.nullable(),
    /** The capacity stream the places are held on (null: an unlimited booking holds none). */
    quotaStreamId: z.string().nullable(),
    group: z.boolean(),
    holder: BookingHolder,
    amount: z.number().int(),
    expiresAt: z.string(),
    /** The order and tickets recorded on payment (payment reference filled in then). */
    order: OrderPlaced.schema,
    tickets: z.array(TicketIssued.schema),
  }),
);

export const BookingPaid = defineEvent(
  'BookingPaid',
  z.object({
    orderNo: z.string(),
    /** 'none' for a zero-amount order (payWay 9). */
    provider: z.string(),
    transactionId: z.string(),
    amountFen: z.number().int(),
    paidAt: z.string(),
  }),
);

export const BookingExpired = defineEvent('BookingExpired', z.object({ orderNo: z.string() }));

/** A payment notice that could not pay the order (wrong amount, order expired), and what was done. */
export const BookingPaymentRefused = defineEvent(
  'BookingPaymentRefused',
  z.object({
    orderNo: z.string(),
    transactionId: z.string(),
    amountFen: z.number().int(),
    reason: z.enum(['amount_mismatch', 'expired']),
    /** The provider's refund of the money taken, when it was given back. */
    refundId: z.string().nullable(),
  }),
);

export type BookingSubmitted = EventOf<typeof BookingSubmitted>;
export type BookingPaid = EventOf<typeof BookingPaid>;
export type BookingExpired = EventOf<typeof BookingExpired>;
export type BookingPaymentRefused = EventOf<typeof BookingPaymentRefused>;
export type BookingEvent = BookingSubmitted | BookingPaid | BookingExpired | BookingPaymentRefused;

export const bookingEvents = eventCatalog([
  BookingSubmitted,
  BookingPaid,
  BookingExpired,
  BookingPaymentRefused,
]);

export const bookingStreamId = (orderNo: string) => `booking-${orderNo}`;
