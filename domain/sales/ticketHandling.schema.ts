// Ticket handling and price difference at the window (spec 001 §2, §4–5): what the screens send and
// what they get back, one schema for the server and the screens.
import { z } from 'zod';
import { Int4Id, singleLine } from '../inputBounds.ts';
import { SalePayment } from './sale.schema.ts';
import { PAYMENT_METHODS } from './saleCodes.ts';

const TicketNo = z
  .string()
  .trim()
  .regex(/^\d{18}$/, 'i18n:ticketNoInvalid');
/** Most passes one batch write-off may take (the zone's remaining uses cap it further). */
export const MAX_WRITE_OFF = 9999;

const WriteOffCommon = {
  /** The caller's id for this write-off: sent twice, written off once. */
  requestId: z.uuid(),
  ticketNo: TicketNo,
  /** The window (counter) the seller works at, as the screen remembers it. */
  window: singleLine(z.string().trim().max(32)).nullable().default(null),
};

/** Per attraction (count 1) or batch (count n) on one zone, or global (the ticket becomes verified). */
export const WriteOffTicket = z.discriminatedUnion('scope', [
  z
    .object({
      ...WriteOffCommon,
      scope: z.literal('zone'),
      zoneId: Int4Id,
      count: z.number().int().min(1, 'i18n:amountNotZero').max(MAX_WRITE_OFF).default(1),
    })
    .strict(),
  z.object({ ...WriteOffCommon, scope: z.literal('global') }).strict(),
]);
export type WriteOffTicket = z.infer<typeof WriteOffTicket>;
export type WriteOffTicketDraft = z.input<typeof WriteOffTicket>;

export const TicketUsesQuery = z.object({ ticketNo: TicketNo }).strict();

/** One attraction of a ticket: its passes and what is left today (null: unlimited). */
export const ZoneUsesRow = z.object({
  zoneId: z.number(),
  zoneName: z.string(),
  limit: z.number().nullable(),
  perDay: z.number().nullable(),
  spent: z.number(),
  remaining: z.number().nullable(),
});
export type ZoneUsesRow = z.infer<typeof ZoneUsesRow>;

export const TicketUses = z.object({
  ticketNo: z.string(),
  status: z.number(),
  /** Whether the ticket can be written off today (not verified, refunded, expired, …). */
  writable: z.boolean(),
  zones: z.array(ZoneUsesRow),
  /** The ticket stream's revision: the next If-Match. */
  ticketVersion: z.number(),
});
export type TicketUses = z.infer<typeof TicketUses>;

/** A timed ticket's stay and what it owes now. */
export const PriceDifferenceQuote = z.object({
  ticketNo: z.string(),
  ticketTypeName: z.string(),
  timed: z.boolean(),
  enteredAt: z.string().nullable(),
  /** The entry in the area's time zone (YYYY-MM-DD HH:mm). */
  enteredLocal: z.string().nullable(),
  zoneName: z.string().nullable(),
  includedMinutes: z.number(),
  stayMinutes: z.number(),
  minutesOver: z.number(),
  paid: z.number(),
  owed: z.number(),
  rule: z.enum(['stages', 'billing', 'none']),
  ticketVersion: z.number(),
});
export type PriceDifferenceQuote = z.infer<typeof PriceDifferenceQuote>;

export const PayPriceDifference = z
  .object({
    requestId: z.uuid(),
    ticketNo: TicketNo,
    /** The amount quoted (fen): refused when the ticket owes another amount now. */
    amount: z.number().int().min(1, 'i18n:amountNotZero'),
    payment: SalePayment,
  })
  .strict();
export type PayPriceDifference = z.infer<typeof PayPriceDifference>;
export type PayPriceDifferenceDraft = z.input<typeof PayPriceDifference>;

export const PriceDifferenceReceipt = z.object({
  ticketNo: z.string(),
  amount: z.number(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  changeFen: z.number().nullable(),
  /** What the ticket owes after paying (0: usable again). */
  owedAfter: z.number(),
  ticketVersion: z.number(),
  replayed: z.boolean(),
});
export type PriceDifferenceReceipt = z.infer<typeof PriceDifferenceReceipt>;
