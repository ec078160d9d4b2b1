// Printing sold tickets, independent of React: the tickets of a print job as the browser printing
// places them, and the template the seller picked last time
// (remembered per scenic area in local storage).

import type { PrintJob } from '../../../domain/sales/printJob.schema.ts';
import type { SellOptions } from '../../../domain/sales/sale.schema.ts';
import type { PrintableTicket } from '../printing/ticketLayout.ts';

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
