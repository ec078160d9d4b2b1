// The visitor's booking (spec 002 §5, §7): what a submitted order becomes, judged in the spec's order
// of checks, and the booking stream's life afterwards (paid once, or expired unpaid).
import { type Decider, DomainError } from '../decider.ts';
import type { StoredDiscountRule } from '../rules/discountRule.schema.ts';
import { localDateOf } from '../rules/ruleTime.ts';
import type { PaymentMethod } from '../sales/saleCodes.ts';
import type { OrderPlaced, TicketIssued } from '../sales/saleEvents.ts';
import {
  quoteSale,
  type SaleTicketType,
  splitPrice,
  ticketValidity,
  typeSnapshot,
} from '../sales/saleTicketType.ts';
import { FEE_METHOD, TICKET_CATE } from '../ticketTypes/ticketTypeCodes.ts';
import type { BookingEvent, BookingSlot, BookingSubmitted } from './bookingEvents.ts';
import { quotaStreamId } from './quotaEvents.ts';
import {
  GROUP_MAX,
  GROUP_MIN,
  QUANTITY_MAX,
  UNLIMITED_PURCHASE,
  type WxSubmitOrder,
} from './visitorApi.schema.ts';

/** A ticket type as a booking judges and snapshots it. */
export interface BookingTicketType extends SaleTicketType {
  isAppointmentEnable: boolean;
  /** Local dates (YYYY-MM-DD) between which play dates may be booked, or null. */
  saleStartTime: string | null;
  saleEndTime: string | null;
  /** Most tickets per order (0: unlimited, treated as 999). */
  limitCount: number;
}

export interface SubmitBooking {
  now: Date;
  timeZone: string;
  channel: 'wx' | 'mn';
  orderNo: string;
  ticketNos: readonly string[];
  input: WxSubmitOrder;
  types: ReadonlyMap<number, BookingTicketType>;
  discountRules: readonly StoredDiscountRule[];
  /** The slot the visitor chose (read from master data), or null. */
  slot: (BookingSlot & { limitCount: number }) | null;
  /** Whether the scenic area has appointment slots (then slot-booked types need one). */
  areaHasSlots: boolean;
  holdMinutes: number;
}

export interface SubmittedBooking {
  event: BookingSubmitted;
  /** What to hold on the capacity stream (null: nothing limited to hold). */
  hold: { streamId: string; places: number; idNumbers: string[]; capacity: number | null } | null;
}

/** The number of tickets the order will hold: a group is one ticket for all its people. */
export const bookingTickets = (input: Pick<WxSubmitOrder, 'group' | 'ticketParams'>) =>
  input.group ? 1 : input.ticketParams.ticketArray.reduce((n, l) => n + l.ticketCount, 0);

const hhmm = (localTime: string) => localTime.slice(0, 5).replace(':', '');

function checkLines(c: SubmitBooking, playDate: string, today: string): BookingTicketType[] {
  const { input } = c;
  const lines = input.ticketParams.ticketArray;
  const types = lines.map((line) => {
    const type = c.types.get(line.ticketTypeID);
    if (!type?.isEnable || type.scenicAreaID !== input.scenicAreaID) {
      throw new DomainError('TICKET_TYPE_NOT_BOOKABLE', undefined, { id: line.ticketTypeID });
    }
    return type;
  });
  // 1. the sale window, and no play date in the past
  for (const type of types) {
    const outside =
      playDate < today ||
      (type.saleStartTime !== null && playDate < type.saleStartTime) ||
      (type.saleEndTime !== null && playDate > type.saleEndTime) ||
      ticketValidity(type, playDate).validTo < playDate;
    if (outside) throw new DomainError('OUTSIDE_SALE_WINDOW');
  }
  // 2. the purchase limit (0 = 999), and the quantity rules of the lists
  for (const [i, line] of lines.entries()) {
    const type = types[i] as BookingTicketType;
    if (line.ticketCount > (type.limitCount || UNLIMITED_PURCHASE) && !input.group) {
      throw new DomainError('OVER_PURCHASE_LIMIT');
    }
    if (input.group) {
      if (lines.length !== 1 || type.ticketCate !== TICKET_CATE.group)
        throw new DomainError('ONE_GROUP_ONLY');
      if (line.ticketCount < GROUP_MIN || line.ticketCount > GROUP_MAX)
        throw new DomainError('GROUP_SIZE_RANGE');
    } else {
      if (line.ticketCount > QUANTITY_MAX) throw new DomainError('QUANTITY_RANGE');
      if (type.ticketFeeMethod === FEE_METHOD.timed && (lines.length > 1 || line.ticketCount > 1)) {
        throw new DomainError('ONE_TIMED_ONLY');
      }
    }
  }
  // 3–4. name and mobile are checked by the schema; the unit of a group here
  if (input.group && !input.ticketParams.touristInfo.touristCompany) throw new DomainError('UNIT_REQUIRED');
  // 5. the ID card, only for real-name types (its format by the schema)
  if (types.some((t) => t.isRealName)) {
    if (!input.touristIDCardNum) throw new DomainError('ID_CARD_REQUIRED');
    if (!input.group && bookingTickets(input) > 1) throw new DomainError('REAL_NAME_ONE_PER_ID');
  }
  return types;
}

function checkSlot(c: SubmitBooking, types: BookingTicketType[], playDate: string, today: string): void {
  const needsSlot = c.areaHasSlots && types.some((t) => t.isAppointmentEnable);
  if (needsSlot && !c.slot) throw new DomainError('SLOT_REQUIRED');
  if (c.slot && playDate === today) {
    const nowLocal = hhmm(
      new Date(c.now).toLocaleTimeString('en-GB', { timeZone: c.timeZone, hour12: false }),
    );
    if (c.slot.endPeriod < nowLocal) throw new DomainError('SLOT_PAST');
  }
}

/** The booking a visitor submitted, or the first check it fails (spec 002 §5 order). */
export function decideSubmission(c: SubmitBooking): SubmittedBooking {
  const { input } = c;
  const today = localDateOf(c.now.getTime(), c.timeZone);
  const playDate = input.ticketParams.appointmentStartTime.slice(0, 10);
  const types = checkLines(c, playDate, today);
  checkSlot(c, types, playDate, today);

  const lines = input.ticketParams.ticketArray.map((l) => ({
    ticketTypeID: l.ticketTypeID,
    count: l.ticketCount,
  }));
  const quote = quoteSale(c.types, c.discountRules, input.scenicAreaID, lines);
  if (quote.payable !== input.orderAmount) {
    throw new DomainError('ORDER_AMOUNT_CHANGED', undefined, { amount: quote.payable });
  }
  const tickets = issue(c, types, quote.lines, playDate, today);
  if (tickets.length !== c.ticketNos.length) {
    throw new Error(`booking ${c.orderNo}: ${c.ticketNos.length} numbers for ${tickets.length} tickets`);
  }
  const info = input.ticketParams.touristInfo;
  const idNumbers = input.touristIDCardNum ? [input.touristIDCardNum] : [];
  const places = input.ticketParams.ticketArray.reduce((n, l) => n + l.ticketCount, 0);
  const order: OrderPlaced['data'] = {
    orderNo: c.orderNo,
    scenicAreaID: input.scenicAreaID,
    source: c.channel === 'mn' ? 'miniProgram' : 'officialAccount',
    sellerID: 0,
    sellerAccount: c.channel === 'mn' ? 'miniProgram' : 'officialAccount',
    soldOn: today,
    lines: quote.lines,
    subtotal: quote.subtotal,
    discount: quote.discount,
    amount: quote.payable,
    discountRule:
      quote.discountRuleID === null ? null : { ruleId: quote.discountRuleID, name: quote.discountName ?? '' },
    payment: { method: paymentMethodOf(c.channel), receivedFen: null, changeFen: null, reference: null },
    ticketNos: [...c.ticketNos],
    oneTicketForMany: input.group,
  };
  const quotaStream = c.slot ? quotaStreamId(c.slot.id, playDate) : null;
  const expiresAt = new Date(c.now.getTime() + c.holdMinutes * 60_000).toISOString();
  const event: BookingSubmitted = {
    type: 'BookingSubmitted',
    data: {
      orderNo: c.orderNo,
      scenicAreaID: input.scenicAreaID,
      openid: input.openid,
      channel: c.channel,
      playDate,
      slot: c.slot
        ? { id: c.slot.id, name: c.slot.name, startPeriod: c.slot.startPeriod, endPeriod: c.slot.endPeriod }
        : null,
      quotaStreamId: quotaStream,
      group: input.group,
      holder: {
        name: info.touristName,
        mobile: info.touristMobile,
        idNumber: input.touristIDCardNum,
        residence: info.touristResidence,
        company: info.touristCompany,
      },
      amount: quote.payable,
      expiresAt,
      order,
      tickets: tickets.map((t) => t.data),
    },
  };
  const capacity = c.slot && c.slot.limitCount > 0 ? c.slot.limitCount : null;
  const hold = quotaStream ? { streamId: quotaStream, places, idNumbers, capacity } : null;
  return { event, hold };
}

const paymentMethodOf = (channel: 'wx' | 'mn'): PaymentMethod =>
  channel === 'mn' ? 'miniProgram' : 'officialAccount';

function issue(
  c: SubmitBooking,
  types: BookingTicketType[],
  quoted: OrderPlaced['data']['lines'],
  playDate: string,
  today: string,
): TicketIssued[] {
  const { input } = c;
  const info = input.ticketParams.touristInfo;
  const tickets: TicketIssued[] = [];
  let next = 0;
  for (const [i, type] of types.entries()) {
    const line = quoted[i] as OrderPlaced['data']['lines'][number];
    const count = input.group ? 1 : line.count;
    const prices = splitPrice(line.payable, count);
    for (let k = 0; k < count; k++) {
      tickets.push({
        type: 'TicketIssued',
        data: {
          ticketNo: c.ticketNos[next++] ?? '',
          orderNo: c.orderNo,
          scenicAreaID: input.scenicAreaID,
          ...typeSnapshot(type),
          price: prices[k] as number,
          persons: input.group ? line.count : 1,
          holder:
            type.isRealName || input.group
              ? {
                  name: info.touristName,
                  idNumber: input.touristIDCardNum,
                  mobile: info.touristMobile,
                  photoId: null,
                }
              : null,
          soldOn: today,
          ...ticketValidity(type, playDate),
          source: c.channel === 'mn' ? 'miniProgram' : 'officialAccount',
          sellerID: 0,
          paymentMethod: paymentMethodOf(c.channel),
        },
      });
    }
  }
  return tickets;
}

// ------------------------------------------------------------------ the booking stream afterwards

export interface BookingState {
  submitted: BookingSubmitted['data'] | null;
  status: 'none' | 'pending' | 'paid' | 'expired';
  transactionId: string | null;
}

export type BookingCommand =
  | { type: 'PayBooking'; data: { provider: string; transactionId: string; amountFen: number; paidAt: Date } }
  | { type: 'ExpireBooking'; data: { now: Date } };

export const initialBookingState = (): BookingState => ({
  submitted: null,
  status: 'none',
  transactionId: null,
});

export function evolveBooking(state: BookingState, event: BookingEvent): BookingState {
  switch (event.type) {
    case 'BookingSubmitted':
      return { ...state, submitted: event.data, status: 'pending' };
    case 'BookingPaid':
      return { ...state, status: 'paid', transactionId: event.data.transactionId };
    case 'BookingExpired':
      return { ...state, status: 'expired' };
    case 'BookingPaymentRefused':
      return state;
    default: {
      const never: never = event;
      return never;
    }
  }
}

/**
 * Paying is once: the same transaction again changes nothing (a provider repeats notices); another
 * amount than the order's is refused. Expiry applies to an unpaid booking past its time.
 */
export function decideBooking(command: BookingCommand, state: BookingState): BookingEvent[] {
  const booking = state.submitted;
  if (!booking) throw new DomainError('VISITOR_ORDER_NOT_FOUND');
  switch (command.type) {
    case 'PayBooking': {
      const { provider, transactionId, amountFen, paidAt } = command.data;
      if (state.status === 'paid' && state.transactionId === transactionId) return [];
      if (state.status !== 'pending') throw new DomainError('VISITOR_ORDER_EXPIRED');
      if (amountFen !== booking.amount) {
        throw new DomainError('PAYMENT_AMOUNT_MISMATCH', undefined, {
          amount: amountFen,
          expected: booking.amount,
        });
      }
      const paid = {
        orderNo: booking.orderNo,
        provider,
        transactionId,
        amountFen,
        paidAt: paidAt.toISOString(),
      };
      return [{ type: 'BookingPaid', data: paid }];
    }
    case 'ExpireBooking':
      if (state.status !== 'pending' || Date.parse(booking.expiresAt) > command.data.now.getTime()) return [];
      return [{ type: 'BookingExpired', data: { orderNo: booking.orderNo } }];
    default: {
      const never: never = command;
      return never;
    }
  }
}

export const bookingDecider: Decider<BookingState, BookingCommand, BookingEvent> = {
  decide: decideBooking,
  evolve: evolveBooking,
  initialState: initialBookingState,
};
