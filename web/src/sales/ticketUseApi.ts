// Calls of the ticket handling and price difference screens (issue 12), typed with domain/sales.
import type { Ok } from '../../../domain/http/replies.ts';
import type {
  PayPriceDifferenceDraft,
  PriceDifferenceQuote,
  PriceDifferenceReceipt,
  TicketUses,
  WriteOffTicketDraft,
} from '../../../domain/sales/ticketHandling.schema.ts';
import { http } from '../api/http.ts';

export async function ticketUses(ticketNo: string): Promise<TicketUses> {
  return (await http.get<Ok<TicketUses>>('/api/sell/ticketUses', { ticketNo })).data;
}

/** POST /api/sell/writeOff with the version the screen saw as If-Match. */
export async function writeOff(body: WriteOffTicketDraft, version: number): Promise<TicketUses> {
  const headers = { 'If-Match': `"${version}"` };
  return (await http.post<Ok<TicketUses>>('/api/sell/writeOff', body, { headers })).data;
}

export async function priceDifference(ticketNo: string): Promise<PriceDifferenceQuote> {
  return (await http.get<Ok<PriceDifferenceQuote>>('/api/sell/priceDifference', { ticketNo })).data;
}

export async function payPriceDifference(body: PayPriceDifferenceDraft): Promise<PriceDifferenceReceipt> {
  return (await http.post<Ok<PriceDifferenceReceipt>>('/api/sell/priceDifference/pay', body)).data;
}

/** The window this browser works at, remembered between sessions. */
export const storedWindow = () => localStorage.getItem('sell.window') ?? '';
export const rememberWindow = (name: string) => localStorage.setItem('sell.window', name);
