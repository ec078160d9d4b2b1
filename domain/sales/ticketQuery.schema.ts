import { z } from 'zod';
import { QueryId } from '../inputBounds.ts';
import { ORDER_QUERY_MAX, PAYMENT_METHODS, SALE_SOURCES, TICKET_NO_LENGTH } from './saleCodes.ts';

/**
 * Ticket query, order list (spec 001 §5): order number ≤ 24 characters, ticket number ≤ 18, a span
 * of at most one year (the screen offers last week / month / three months). Dates are local dates
 * of the scenic area, both ends included.
 */
export const MAX_SPAN_DAYS = 366;

const LocalDate = z.iso.date();
const code = (list: readonly string[]) => z.enum(list as [string, ...string[]]);

export const TicketQueryFilter = z
  .object({
    pageItems: z.coerce.number().int().min(1).max(999).default(20),
    pageNumber: z.coerce.number().int().min(1).max(100_000).default(1),
    scenicAreaID: QueryId.optional(),
    orderNo: z.string().trim().max(ORDER_QUERY_MAX).optional(),
    ticketNo: z.string().trim().max(TICKET_NO_LENGTH).optional(),
    from: LocalDate.optional(),
    to: LocalDate.optional(),
    status: z.coerce.number().int().min(0).max(8).optional(),
    ticketTypeID: QueryId.optional(),
    sellerID: QueryId.optional(),
    paymentMethod: code(PAYMENT_METHODS).optional(),
    source: code(SALE_SOURCES).optional(),
  })
  .strict()
  .refine((f) => !f.from || !f.to || f.from <= f.to, { message: 'i18n:endBeforeStart', path: ['to'] })
  .refine((f) => !f.from || !f.to || (Date.parse(f.to) - Date.parse(f.from)) / 86_400_000 < MAX_SPAN_DAYS, {
    message: 'i18n:spanOverYear',
    path: ['to'],
  });
export type TicketQueryFilter = z.infer<typeof TicketQueryFilter>;

export const TicketRow = z.object({
  ticketNo: z.string(),
  orderNo: z.string(),
  scenicAreaID: z.number(),
  ticketTypeID: z.number(),
  ticketTypeName: z.string(),
  price: z.number(),
  listPrice: z.number(),
  persons: z.number(),
  /** Ticket status code (spec 002 §4), expiry judged today in the area's time zone. */
  status: z.number(),
  holderName: z.string().nullable(),
  /** Masked: 110101********1234. */
  holderIdNumber: z.string().nullable(),
  validFrom: z.string(),
  validTo: z.string(),
  sellerID: z.number(),
  sellerAccount: z.string(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  source: z.enum(SALE_SOURCES),
  soldAt: z.string(),
  prints: z.number(),
  /** Passes written off at the window, gate entries, price difference paid (fen). */
  writtenOff: z.number(),
  entries: z.number(),
  priceDifferencePaid: z.number(),
  /** Refund review (issue 12): −1 needs review … 3 review failed; null without review. */
  refundCheckStatus: z.number().nullable(),
  refundNo: z.string().nullable(),
});
export type TicketRow = z.infer<typeof TicketRow>;

export const OrderRow = z.object({
  orderNo: z.string(),
  scenicAreaID: z.number(),
  ticketNum: z.number(),
  ticketTypeNames: z.array(z.string()),
  /** orderAmount, preferentialAmount (fen). */
  amount: z.number(),
  preferentialAmount: z.number(),
  /** Order status code (1 paid, …). */
  status: z.number(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  source: z.enum(SALE_SOURCES),
  sellerID: z.number(),
  sellerAccount: z.string(),
  soldAt: z.string(),
  prints: z.number(),
});
export type OrderRow = z.infer<typeof OrderRow>;
