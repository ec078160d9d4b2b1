// Names of the coded values of sales in the current language (`sales.statuses.*`, `sales.methods.*`,
// …), and money as the window shows it.

import type { TFunction } from 'i18next';
import { ORDER_STATUS, TICKET_STATUS } from '../../../domain/sales/saleCodes.ts';
import { yuanText } from './cartModel.ts';

const nameOf = (codes: Record<string, number>, code: number) =>
  Object.entries(codes).find(([, value]) => value === code)?.[0];

/** A ticket status code's name (`issued`, …), or undefined for a code the screen does not know. */
export const ticketStatusName = (code: number) => nameOf(TICKET_STATUS, code);

export function ticketStatusLabel(t: TFunction, code: number): string {
  const name = ticketStatusName(code);
  return name ? t(`sales.statuses.${name}`) : String(code);
}

export function orderStatusLabel(t: TFunction, code: number): string {
  const name = nameOf(ORDER_STATUS, code);
  return name ? t(`sales.orderStatuses.${name}`) : String(code);
}

export const methodLabel = (t: TFunction, method: string) => t(`sales.methods.${method}`);
export const sourceLabel = (t: TFunction, source: string) => t(`sales.sources.${source}`);

/** Fen as "¥12.50". */
export const money = (fen: number) => `¥${yuanText(fen)}`;

/** Colours of the status tags: usable green, used blue, gone grey or red. */
export const STATUS_COLOURS: Record<string, string> = {
  issued: 'green',
  notVerified: 'green',
  verified: 'blue',
  refunded: 'orange',
  voided: 'red',
  disabled: 'red',
  reportedLost: 'red',
  expired: 'default',
  inStock: 'default',
};
