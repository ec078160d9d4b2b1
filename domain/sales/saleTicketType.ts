// What a sale needs to know of a ticket type, read from master data when the sale is judged and
// copied into the events (the snapshot), and the pure rules over it: price, validity.
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import type { z } from 'zod';
import type { StoredDiscountRule } from '../rules/discountRule.schema.ts';
import { applyDiscounts } from '../rules/discounts.ts';
import { STARTING_TYPE } from '../ticketTypes/ticketTypeCodes.ts';
import type { ZonePermissionFields } from '../ticketTypes/zonePermission.schema.ts';
import type { SaleQuote } from './sale.schema.ts';

dayjs.extend(utc);

export interface SaleTicketType {
  id: number;
  scenicAreaID: number;
  ticketTypeName: string;
  ticketPrice: number;
  isEnable: boolean;
  touristType: number;
  ticketCate: number;
  ticketFeeMethod: number;
  startingType: number;
  /** Start (custom) or deadline (byDeadline) date. */
  startingDate: string | null;
  /** Days (0 = the day of sale only). */
  useDays: number;
  isRealName: boolean;
  needsPhoto: boolean;
  enterMode: number;
  manyPeopleOneTicket: boolean;
  mustCollect: boolean;
  /** isRefundCheck: a refund of this type goes through review (issue 12). */
  refundCheck: boolean;
  zones: z.infer<typeof ZonePermissionFields>[];
}

const DAY_MS = 86_400_000;
/** `date` (YYYY-MM-DD) plus whole days, by UTC arithmetic (a local date has no time zone). */
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** From and to (local dates, inclusive) of a ticket of `type` sold on `soldOn`. */
export function ticketValidity(type: SaleTicketType, soldOn: string): { validFrom: string; validTo: string } {
  const span = Math.max(type.useDays, 1) - 1;
  switch (type.startingType) {
    case STARTING_TYPE.custom: {
      const start = type.startingDate && type.startingDate > soldOn ? type.startingDate : soldOn;
      return { validFrom: start, validTo: addDays(start, span) };
    }
    case STARTING_TYPE.byDeadline:
      return { validFrom: soldOn, validTo: type.startingDate ?? soldOn };
    case STARTING_TYPE.byCalendarMonth:
      return { validFrom: soldOn, validTo: dayjs.utc(soldOn).endOf('month').format('YYYY-MM-DD') };
    default:
      return { validFrom: soldOn, validTo: addDays(soldOn, span) };
  }
}

/** What a ticket issued of `type` copies of it (the snapshot its TicketIssued event carries). */
export function typeSnapshot(type: SaleTicketType) {
  return {
    ticketTypeID: type.id,
    ticketTypeName: type.ticketTypeName,
    touristType: type.touristType,
    ticketCate: type.ticketCate,
    feeMethod: type.ticketFeeMethod,
    listPrice: type.ticketPrice,
    zones: type.zones,
    enterMode: type.enterMode,
    mustCollect: type.mustCollect,
    refundCheck: type.refundCheck,
  };
}

/** The price of a cart: list prices, the best discount of the area (discounts do not stack). */
export function quoteSale(
  types: ReadonlyMap<number, SaleTicketType>,
  rules: readonly StoredDiscountRule[],
  scenicAreaID: number,
  lines: readonly { ticketTypeID: number; count: number }[],
): SaleQuote {
  const priced = applyDiscounts(rules, {
    category: 'ticketPurchase',
    scenicAreaID,
    lines: lines.map((l) => ({
      ticketTypeID: l.ticketTypeID,
      unitPrice: types.get(l.ticketTypeID)?.ticketPrice ?? 0,
      count: l.count,
    })),
  });
  return {
    lines: priced.lines.map((l) => ({
      ticketTypeID: l.ticketTypeID,
      ticketTypeName: types.get(l.ticketTypeID)?.ticketTypeName ?? '',
      unitPrice: l.unitPrice,
      count: l.count,
      subtotal: l.subtotal,
      discount: l.discount,
      payable: l.payable,
    })),
    subtotal: priced.subtotal,
    discount: priced.discount,
    payable: priced.payable,
    discountName: priced.chosen?.discountName ?? null,
    discountRuleID: priced.chosen?.ruleId ?? null,
  };
}

/** Splits a line's payable over its tickets, the remainder fen going to the first ones. */
export function splitPrice(payable: number, count: number): number[] {
  const base = Math.floor(payable / count);
  const extra = payable - base * count;
  return Array.from({ length: count }, (_, i) => base + (i < extra ? 1 : 0));
}
