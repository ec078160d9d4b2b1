import { z } from 'zod';
import { Int4Id } from '../inputBounds.ts';
import { PrintTemplate } from '../rules/printTemplate.schema.ts';
import { ORDER_NO_LENGTH, TICKET_STATUS } from './saleCodes.ts';

/** Print and reprint at the window (spec 001 §4, §8). `templateID` null: the area's first template. */
export const PrintOrder = z
  .object({
    orderNo: z.string().trim().length(ORDER_NO_LENGTH),
    templateID: Int4Id.nullable().default(null),
  })
  .strict();
export type PrintOrder = z.infer<typeof PrintOrder>;

/** One ticket as the print template places it; `code` is what the QR code holds (signed). */
export const PrintableTicket = z.object({
  seqID: z.number(),
  ticketNo: z.string(),
  code: z.string(),
  ticketTypeName: z.string(),
  validFrom: z.string(),
  validTo: z.string(),
  displayPrice: z.number(),
  holderName: z.string(),
  mobile: z.string(),
  idNumber: z.string(),
});
export type PrintableTicket = z.infer<typeof PrintableTicket>;

export const PrintJob = z.object({
  orderNo: z.string(),
  templateID: z.number(),
  /** The template's paper and placement, so every seller prints what the template says. */
  layout: PrintTemplate.pick({ printType: true, fields: true }),
  tickets: z.array(PrintableTicket),
  /** The order stream's revision after printing (the next If-Match). */
  version: z.number(),
});
export type PrintJob = z.infer<typeof PrintJob>;

/** Scan ticketing: a QR code's text or a ticket number typed or scanned (keyboard wedge). */
export const ScanTicket = z.object({ code: z.string().trim().min(1).max(200) }).strict();

export const SCAN_ACTIONS = ['print', 'reprint', 'pickup', 'record'] as const;
export const ScannedTicket = z.object({
  ticketNo: z.string(),
  orderNo: z.string(),
  ticketTypeName: z.string(),
  status: z.number(),
  statusName: z.enum(Object.keys(TICKET_STATUS) as [keyof typeof TICKET_STATUS]),
  validFrom: z.string(),
  validTo: z.string(),
  price: z.number(),
  persons: z.number(),
  holderName: z.string().nullable(),
  /** Handed over at the window already. */
  collected: z.boolean(),
  /** The ticket stream's revision: send it back as If-Match with pickup. */
  ticketVersion: z.number(),
  /** The order stream's revision: send it back as If-Match with print / reprint. */
  orderVersion: z.number(),
  actions: z.array(z.enum(SCAN_ACTIONS)),
  /** Whether the code was a signed QR code (true) or a typed ticket number (false). */
  signed: z.boolean(),
});
export type ScannedTicket = z.infer<typeof ScannedTicket>;

/** Pickup: a ticket handed over at the window (recorded on the ticket). */
export const CollectTicket = z
  .object({
    ticketNo: z
      .string()
      .trim()
      .regex(/^\d{18}$/),
  })
  .strict();
