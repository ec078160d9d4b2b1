// Calls of the ticket-window screens (spec 001 §2, §7): sell options, the live quote, the sale, the
// holder photo, print and reprint, scan ticketing, the ticket query and the ticket detail record.
// Every answer is typed with the schemas of domain/sales.

import type { z } from 'zod';
import type { Ok, Page } from '../../../domain/http/replies.ts';
import type { PrintJob, PrintOrder, ScannedTicket } from '../../../domain/sales/printJob.schema.ts';
import type {
  QuoteSale,
  SaleAnswer,
  SaleQuote,
  SellOptions,
  SellTickets,
  UploadedPhoto,
} from '../../../domain/sales/sale.schema.ts';
import type { OrderRow, TicketQueryFilter, TicketRow } from '../../../domain/sales/ticketQuery.schema.ts';
import type { TicketRecord } from '../../../domain/sales/ticketRecord.schema.ts';
import { HttpError, http, type Query } from '../api/http.ts';
import { postFile } from '../api/upload.ts';

export async function sellOptions(scenicAreaID: number, signal?: AbortSignal): Promise<SellOptions> {
  return (await http.get<Ok<SellOptions>>('/api/sell/options', { scenicAreaID }, { signal })).data;
}

export async function quoteSale(body: QuoteSale, signal?: AbortSignal): Promise<SaleQuote> {
  return (await http.post<Ok<SaleQuote>>('/api/sell/quote', body, { signal })).data;
}

export async function sellTickets(body: SellTickets): Promise<SaleAnswer> {
  return (await http.post<Ok<SaleAnswer>>('/api/sell/order', body)).data;
}

/** POST /api/sell/print or /api/sell/reprint; `version` is sent as If-Match when known. */
export async function printOrder(body: PrintOrder, reprint: boolean, version?: number): Promise<PrintJob> {
  const path = reprint ? '/api/sell/reprint' : '/api/sell/print';
  const options = version === undefined ? {} : { headers: { 'If-Match': `"${version}"` } };
  return (await http.post<Ok<PrintJob>>(path, body, options)).data;
}

/** POST /api/sell/pickup: the ticket handed over; answers its new version. */
export async function collectTicket(ticketNo: string, version: number): Promise<number> {
  const answer = await http.post<Ok<Pick<ScannedTicket, 'ticketNo' | 'ticketVersion'>>>(
    '/api/sell/pickup',
    { ticketNo },
    { headers: { 'If-Match': `"${version}"` } },
  );
  return answer.data.ticketVersion;
}

export async function scanTicket(code: string): Promise<ScannedTicket> {
  return (await http.get<Ok<ScannedTicket>>('/api/sell/scan', { code })).data;
}

export type QueryInput = Partial<TicketQueryFilter>;

export async function queryTickets(filter: QueryInput): Promise<[TicketRow[], number]> {
  return (await http.get<Page<TicketRow>>('/api/ticketQuery/tickets', filter as Query)).data;
}

export async function queryOrders(filter: QueryInput): Promise<[OrderRow[], number]> {
  return (await http.get<Page<OrderRow>>('/api/ticketQuery/orders', filter as Query)).data;
}

export async function ticketRecord(no: string): Promise<TicketRecord> {
  return (await http.get<Ok<TicketRecord>>('/api/ticketRecord', { no })).data;
}

/** The print templates of an area with their field placement (needs the print-template permission). */

/** POST /api/sell/photo (multipart `file`); answers the photo's id for `Tourist.photoId`. */
export async function uploadHolderPhoto(file: Blob, fileName: string): Promise<string> {
  return (await postFile<Ok<z.infer<typeof UploadedPhoto>>>('/api/sell/photo', file, fileName)).data.photoId;
}

/** The error code of a refused call (`{ code, message }`), if the server sent one. */
export function errorCode(error: unknown): string | undefined {
  if (!(error instanceof HttpError)) return undefined;
  const code = (error.body as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
}
