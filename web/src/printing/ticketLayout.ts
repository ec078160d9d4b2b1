// What a printed ticket is made of, independent of React: the paper of each print type, the
// ticket's height from its template, the QR code, and the texts printed for each field.
//
// Paper widths (the print types of spec 000 §3): DS and handheld terminals print on 58 mm rolls,
// DS80 and MS80 on 80 mm rolls. No print type maps to A4: sheet printing is not a ticket printer.

import QRCode from 'qrcode';
import type { PrintFieldKey, PrintTemplate } from '../../../domain/rules/printTemplate.schema.ts';

export type PrintType = PrintTemplate['printType'];
/** What the ticket printing needs of a template. */
export type TicketLayout = Pick<PrintTemplate, 'printType' | 'fields'>;

export const PAPER_WIDTH_MM: Record<PrintType, number> = { DS: 58, handheld: 58, DS80: 80, MS80: 80 };

/** One ticket to print. Times come formatted (the seller's screen knows the scenic area's zone). */
export interface PrintableTicket {
  seqID: string;
  ticketID: string;
  ticketTypeName: string;
  startTime: string;
  endTime: string;
  /** Fen. */
  displayPrice: number;
  holderName?: string;
  mobile?: string;
  idNumber?: string;
  /** What the QR code holds; the ticket number when absent (what the gates scan). */
  qrText?: string;
}

const PT_TO_MM = 25.4 / 72;
const LINE_HEIGHT = 1.25;
const BOTTOM_MARGIN_MM = 4;
const MIN_HEIGHT_MM = 30;

/** The height a field takes from its top, in millimetres. */
export function fieldHeightMm(key: PrintFieldKey, size: number): number {
  return key === 'qrCode' ? size : size * PT_TO_MM * LINE_HEIGHT;
}

/** The paper length one ticket needs: down to its lowest visible field, plus a margin. */
export function ticketHeightMm(layout: TicketLayout): number {
  const bottoms = Object.entries(layout.fields)
    .filter(([, f]) => f.visible)
    .map(([key, f]) => f.y + fieldHeightMm(key as PrintFieldKey, f.size));
  return Math.max(MIN_HEIGHT_MM, Math.ceil(Math.max(0, ...bottoms) + BOTTOM_MARGIN_MM));
}

/** A QR code at error correction level H (still readable with a torn or smudged corner). */
export function qrDataUrl(text: string): Promise<string> {
  return QRCode.toDataURL(text, { errorCorrectionLevel: 'H', margin: 1, width: 320 });
}

/** 110101199003071234 → 110101********1234: a printed ticket does not carry the whole number. */
export function maskIdNumber(id: string): string {
  return id.length <= 10 ? id : `${id.slice(0, 6)}${'*'.repeat(id.length - 10)}${id.slice(-4)}`;
}

/** 13800138000 → 138****8000. */
export function maskMobile(mobile: string): string {
  return mobile.length < 8 ? mobile : `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;
}

export const priceText = (fen: number) => `¥${(fen / 100).toFixed(2)}`;

/** The value printed for a text field ('' when the ticket has none). */
export function fieldValue(key: Exclude<PrintFieldKey, 'qrCode'>, ticket: PrintableTicket): string {
  switch (key) {
    case 'displayPrice':
      return priceText(ticket.displayPrice);
    case 'idNumber':
      return ticket.idNumber ? maskIdNumber(ticket.idNumber) : '';
    case 'mobile':
      return ticket.mobile ? maskMobile(ticket.mobile) : '';
    default:
      return ticket[key] ?? '';
  }
}
