// Order and ticket numbers (spec 001 §9): 18 characters, orders starting DD. They are built from the
// sale day (in the scenic area's time zone) and a number drawn from a database sequence, so they are
// unique across API processes and never reused, and a person reading one sees the day it was sold.
import { ORDER_NO_LENGTH, TICKET_NO_LENGTH } from './saleCodes.ts';

/** `yyMMdd` of a local date `YYYY-MM-DD`. */
const dayPart = (localDate: string) => localDate.slice(2).replaceAll('-', '');

/** DD + yyMMdd + 10 digits. */
export function orderNumber(localDate: string, serial: bigint): string {
  return `DD${dayPart(localDate)}${String(serial % 10n ** 10n).padStart(10, '0')}`;
}

/** yyMMdd + 12 digits. */
export function ticketNumber(localDate: string, serial: bigint): string {
  return `${dayPart(localDate)}${String(serial % 10n ** 12n).padStart(12, '0')}`;
}

export const ORDER_NO_PATTERN = new RegExp(`^DD\\d{${ORDER_NO_LENGTH - 2}}$`);
export const TICKET_NO_PATTERN = new RegExp(`^\\d{${TICKET_NO_LENGTH}}$`);

/** Stream ids (STYLE.md naming): one helper per aggregate. */
export const orderStreamId = (orderNo: string) => `order-${orderNo}`;
export const ticketStreamId = (ticketNo: string) => `ticket-${ticketNo}`;
