// Printing sold tickets, independent of React: the tickets of a print job as the browser printing
// places them, the layout of the chosen template, and the template the seller picked last time
// (remembered per scenic area in local storage).

import { DEFAULT_PRINT_FIELDS, type PrintTemplate } from '../../../domain/rules/printTemplate.schema.ts';
import type { PrintTemplateRow } from '../../../domain/rules/ruleRecords.schema.ts';
import type { PrintJob } from '../../../domain/sales/printJob.schema.ts';
import type { SellOptions } from '../../../domain/sales/sale.schema.ts';
import {
  PAPER_WIDTH_MM,
  type PrintableTicket,
  type PrintType,
  type TicketLayout,
} from '../printing/ticketLayout.ts';

export type TemplateChoice = SellOptions['printTemplates'][number];

/** A print job's ticket as the print layout reads it; the QR code holds the signed code. */
export function printableTicket(ticket: PrintJob['tickets'][number]): PrintableTicket {
  return {
    seqID: String(ticket.seqID),
    ticketID: ticket.ticketNo,
    ticketTypeName: ticket.ticketTypeName,
    startTime: ticket.validFrom,
    endTime: ticket.validTo,
    displayPrice: ticket.displayPrice,
    holderName: ticket.holderName,
    mobile: ticket.mobile,
    idNumber: ticket.idNumber,
    qrText: ticket.code,
  };
}

/** Text size on narrow paper: a label and an 18-digit number in 8 pt fit on 58 mm. */
const NARROW_TEXT_PT = 8;

/** The default placement; on 58 mm paper the QR code is centred and the text made smaller, to fit. */
export function defaultLayout(printType: PrintType): TicketLayout {
  const fields: PrintTemplate['fields'] = structuredClone(DEFAULT_PRINT_FIELDS);
  const width = PAPER_WIDTH_MM[printType];
  const qr = fields.qrCode;
  if (qr.x + qr.size > width - 4) {
    qr.x = Math.max(0, Math.floor((width - qr.size) / 2));
    for (const [key, field] of Object.entries(fields)) {
      if (key !== 'qrCode') field.size = Math.min(field.size, NARROW_TEXT_PT);
    }
  }
  return { printType, fields };
}

/**
 * The layout of a template: its own placement when the caller may read the templates, else the
 * default placement at the template's paper width.
 */
export function layoutOf(
  templateID: number,
  rows: readonly PrintTemplateRow[],
  choices: readonly TemplateChoice[],
): TicketLayout {
  const row = rows.find((r) => r.id === templateID);
  if (row) return { printType: row.printType, fields: row.fields };
  return defaultLayout(choices.find((c) => c.id === templateID)?.printType ?? 'DS80');
}

const storageKey = (scenicAreaID: number) => `sell.printTemplate.${scenicAreaID}`;

/** The template to offer: the one remembered for this area if it is still there, else the first. */
export function chosenTemplate(scenicAreaID: number, choices: readonly TemplateChoice[]): number | null {
  let remembered: number | null = null;
  try {
    remembered = Number(localStorage.getItem(storageKey(scenicAreaID)) ?? Number.NaN);
  } catch {
    // no storage: offer the first
  }
  if (choices.some((c) => c.id === remembered)) return remembered;
  return choices[0]?.id ?? null;
}

export function rememberTemplate(scenicAreaID: number, templateID: number): void {
  try {
    localStorage.setItem(storageKey(scenicAreaID), String(templateID));
  } catch {
    // not remembered: the first is offered next time
  }
}
