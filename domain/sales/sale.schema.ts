import { z } from 'zod';
import { CardNo } from '../cards/cardNo.ts';
import { INT4_MAX, Int4Id, singleLine } from '../inputBounds.ts';
import { PRINT_TYPES } from '../rules/printTemplate.schema.ts';
import { PriceFen } from '../ticketTypes/ticketTypeFields.ts';
import { isValidIdNumber } from './idNumber.ts';
import { MAX_TICKETS_PER_ORDER, PAYMENT_METHODS, WINDOW_RECORDED_METHODS } from './saleCodes.ts';

/**
 * Selling at the window (spec 001 §2, §5, §8): what the sell screen sends and the server checks.
 * One schema for the route and the antd form.
 */

/** A photo uploaded for a ticket holder (POST /api/sell/photo): the SHA-256 of its bytes. */
export const PhotoId = z.string().regex(/^[a-f0-9]{64}$/, 'i18n:photoRequired');

/** The holder of a real-name ticket. */
export const Tourist = z
  .object({
    name: singleLine(z.string().trim().min(1).max(12)),
    idNumber: z
      .string()
      .trim()
      .toUpperCase()
      .max(18)
      .refine(isValidIdNumber, { message: 'i18n:idNumberInvalid' }),
    mobile: z.union([z.literal(''), z.string().regex(/^1\d{10}$/, 'i18n:mobileInvalid')]).default(''),
    photoId: PhotoId.nullable().default(null),
  })
  .strict();
export type Tourist = z.infer<typeof Tourist>;

export const SaleLine = z
  .object({
    ticketTypeID: Int4Id,
    count: z.number().int().min(1).max(MAX_TICKETS_PER_ORDER),
    /** One per ticket when the type is real-name (in ticket order); empty otherwise. */
    tourists: z.array(Tourist).max(MAX_TICKETS_PER_ORDER).default([]),
  })
  .strict();
export type SaleLine = z.infer<typeof SaleLine>;

/** Most yuan one cash sale can receive (fen). */
export const MAX_RECEIVED_FEN = 100 * 99_999 * 100;

export const SalePayment = z.discriminatedUnion('method', [
  z
    .object({
      method: z.literal('cash'),
      /** What the buyer handed over (fen); the change is given back. */
      receivedFen: z.number().int().min(1, 'i18n:amountNotZero').max(MAX_RECEIVED_FEN),
    })
    .strict(),
  z
    .object({
      method: z.literal('paymentCode'),
      /** Scanned from the buyer's phone (16 to 24 digits). */
      paymentCode: z
        .string()
        .trim()
        .regex(/^\d{16,24}$/, 'i18n:scanPaymentCode'),
    })
    .strict(),
  z
    .object({
      method: z.enum(WINDOW_RECORDED_METHODS),
      /** The receipt or voucher number of the terminal it was paid on, if any. */
      reference: singleLine(z.string().trim().max(64)).default(''),
    })
    .strict(),
]);
export type SalePayment = z.infer<typeof SalePayment>;

/** On credit: the travel agency that owes; the sale is paid from its credit account (issue 29). */
export const CreditPayment = z
  .object({
    method: z.literal('credit'),
    travelAgencyID: z.number({ error: 'i18n:creditAgencyRequired' }).int().positive().max(INT4_MAX),
    /** The voucher the agency's guide signed, if any. */
    reference: singleLine(z.string().trim().max(64)).default(''),
  })
  .strict();

/** A sale may also be paid from a stored-value card's balance (issue 16) or on credit. */
export const SellPayment = z.discriminatedUnion('method', [
  ...SalePayment.options,
  z.object({ method: z.literal('storedCard'), cardNo: CardNo }).strict(),
  CreditPayment,
]);

export const QuoteSale = z
  .object({
    scenicAreaID: Int4Id,
    lines: z
      .array(SaleLine.pick({ ticketTypeID: true, count: true }))
      .min(1, 'i18n:chooseTicketType')
      .max(20),
  })
  .strict();
export type QuoteSale = z.infer<typeof QuoteSale>;

export const SellTickets = z
  .object({
    /** Made by the screen once per sale: a retried submit with the same id sells once. */
    requestId: z.uuid(),
    scenicAreaID: Int4Id,
    lines: z.array(SaleLine).min(1, 'i18n:chooseTicketType').max(20),
    /** One ticket admits everyone counted (spec: one ticket for many people allows one type). */
    oneTicketForMany: z.boolean().default(false),
    payment: SellPayment,
    /** The seller confirmed "ticket already exists, sell again?". */
    sellAgain: z.boolean().default(false),
  })
  .strict()
  .refine((s) => s.lines.reduce((n, l) => n + l.count, 0) <= MAX_TICKETS_PER_ORDER, {
    message: 'i18n:tooManyTickets',
    path: ['lines'],
  });
export type SellTickets = z.infer<typeof SellTickets>;
export type SellTicketsDraft = z.input<typeof SellTickets>;

/** A priced line: list price, its share of the order discount, what is paid. */
export const QuotedLine = z.object({
  ticketTypeID: z.number(),
  ticketTypeName: z.string(),
  unitPrice: PriceFen,
  count: z.number(),
  subtotal: z.number(),
  discount: z.number(),
  payable: z.number(),
});
export const SaleQuote = z.object({
  lines: z.array(QuotedLine),
  subtotal: z.number(),
  /** preferentialAmount (fen). */
  discount: z.number(),
  payable: z.number(),
  discountName: z.string().nullable(),
  discountRuleID: z.number().nullable(),
});
export type SaleQuote = z.infer<typeof SaleQuote>;

export const SaleAnswer = z.object({
  orderNo: z.string(),
  ticketNos: z.array(z.string()),
  amount: z.number(),
  preferentialAmount: z.number(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  /** Cash only: what to hand back (fen). */
  changeFen: z.number().nullable(),
  /** True when this is the answer to an earlier submit of the same sale. */
  replayed: z.boolean(),
});
export type SaleAnswer = z.infer<typeof SaleAnswer>;

/** A ticket type the window may sell, with what the form needs to ask. */
export const SellableTicketType = z.object({
  id: z.number(),
  ticketTypeName: z.string(),
  ticketPrice: z.number(),
  touristType: z.number(),
  /** Holders' names and ID numbers are required. */
  isRealName: z.boolean(),
  /** A face photo per holder is required. */
  needsPhoto: z.boolean(),
  /** The type may be sold as one ticket for many people. */
  manyPeopleOneTicket: z.boolean(),
});
export type SellableTicketType = z.infer<typeof SellableTicketType>;

export const SellOptionsQuery = z
  .object({ scenicAreaID: z.coerce.number().int().positive().max(2_147_483_647) })
  .strict();

/** What the sell screen loads: the types it may sell, the print templates, the payment set-up. */
export const SellOptions = z.object({
  ticketTypes: z.array(SellableTicketType),
  printTemplates: z.array(
    z.object({ id: z.number(), templateName: z.string(), printType: z.enum(PRINT_TYPES) }),
  ),
  /** The payment-code provider is the sandbox: no real money moves (the screen says so). */
  sandboxPayments: z.boolean(),
  /** The travel agencies of the area a sale on credit may name (those with a credit account). */
  creditAgencies: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type SellOptions = z.infer<typeof SellOptions>;

/** POST /api/sell/photo (multipart `file`, jpg/png ≤ 1 MB) answers the photo's id. */
export const UploadedPhoto = z.object({ photoId: PhotoId });
