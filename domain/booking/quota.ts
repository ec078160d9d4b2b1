// The places of one appointment slot on one date (spec 002: appointment periods never oversold).
// A hold counts until it is confirmed (paid), released, or its `expiresAt` passes: a late expiry job
// can never make the remaining count wrong, because the decider itself stops counting a stale hold.
// One visitor holds at most `maxUnpaidPerVisitor` unpaid bookings of the slot at once, and one ID number
// one booking (paid or not): nobody fills a slot with holds they never pay (docs/adr/0002).
import { type Decider, DomainError } from '../decider.ts';
import type { QuotaEvent } from './quotaEvents.ts';

interface Booking {
  places: number;
  idNumbers: string[];
  /** Epoch ms after which an unpaid hold no longer counts; null once confirmed. */
  expiresAt: number | null;
  /** Tickets whose places a refund already gave back. */
  refunded: string[];
  /** The visitor holding the places (null: recorded before holds were counted per visitor). */
  openid: string | null;
}

export interface QuotaState {
  /** Live bookings by order number (held or confirmed; released ones are gone). */
  bookings: ReadonlyMap<string, Booking>;
  /** Orders whose hold has ended (released or expired), so a late payment cannot revive it. */
  ended: ReadonlySet<string>;
}

export type QuotaCommand =
  | {
      type: 'HoldPlaces';
      data: {
        orderNo: string;
        places: number;
        idNumbers: string[];
        /** The slot's limit now (master data); null when unlimited. */
        capacity: number | null;
        now: Date;
        expiresAt: Date;
        /** Who submits, and how many unpaid holds of this slot they may have at once (setting). */
        openid: string;
        maxUnpaidPerVisitor: number;
      };
    }
  | { type: 'ConfirmPlaces'; data: { orderNo: string; now: Date } }
  | { type: 'ExpirePlaces'; data: { orderNo: string; now: Date } }
  | {
      type: 'RefundPlaces';
      data: { orderNo: string; tickets: { ticketNo: string; places: number; idNumber: string | null }[] };
    };

export const initialQuotaState = (): QuotaState => ({ bookings: new Map(), ended: new Set() });

const counts = (booking: Booking, at: number) => booking.expiresAt === null || booking.expiresAt > at;

/** Places taken at `at`: confirmed ones and unpaid holds not yet past their expiry. */
export function placesTaken(state: QuotaState, at: Date): number {
  let taken = 0;
  for (const booking of state.bookings.values()) if (counts(booking, at.getTime())) taken += booking.places;
  return taken;
}

/** Places left at `at` for a slot of `capacity` (null: unlimited). */
export const placesLeft = (state: QuotaState, capacity: number | null, at: Date): number | null =>
  capacity === null ? null : Math.max(0, capacity - placesTaken(state, at));

function idTaken(state: QuotaState, idNumbers: readonly string[], at: number): string | undefined {
  const wanted = new Set(idNumbers);
  for (const booking of state.bookings.values()) {
    if (!counts(booking, at)) continue;
    const clash = booking.idNumbers.find((id) => wanted.has(id));
    if (clash) return clash;
  }
  return undefined;
}

/** The visitor's unpaid holds that still count at `at`. */
function unpaidHolds(state: QuotaState, openid: string, at: number): number {
  let holds = 0;
  for (const booking of state.bookings.values())
    if (booking.openid === openid && booking.expiresAt !== null && booking.expiresAt > at) holds++;
  return holds;
}

export function decideQuota(command: QuotaCommand, state: QuotaState): QuotaEvent[] {
  switch (command.type) {
    case 'HoldPlaces': {
      const { orderNo, places, idNumbers, capacity, now, expiresAt, openid } = command.data;
      if (state.bookings.has(orderNo)) return [];
      if (state.ended.has(orderNo)) throw new DomainError('VISITOR_ORDER_EXPIRED');
      const max = command.data.maxUnpaidPerVisitor;
      if (unpaidHolds(state, openid, now.getTime()) >= max)
        throw new DomainError('TOO_MANY_UNPAID_BOOKINGS', undefined, { max });
      const left = placesLeft(state, capacity, now);
      if (left !== null && places > left) throw new DomainError('NOT_ENOUGH_PLACES', undefined, { left });
      const clash = idTaken(state, idNumbers, now.getTime());
      if (clash) throw new DomainError('ID_ALREADY_BOOKED', undefined, { idNumber: clash });
      const held = { orderNo, places, idNumbers, capacity, expiresAt: expiresAt.toISOString(), openid };
      return [{ type: 'PlacesHeld', data: held }];
    }
    case 'ConfirmPlaces': {
      const booking = state.bookings.get(command.data.orderNo);
      if (!booking || !counts(booking, command.data.now.getTime())) {
        throw new DomainError('VISITOR_ORDER_EXPIRED');
      }
      return booking.expiresAt === null
        ? []
        : [{ type: 'PlacesConfirmed', data: { orderNo: command.data.orderNo } }];
    }
    case 'ExpirePlaces': {
      const { orderNo, now } = command.data;
      const booking = state.bookings.get(orderNo);
      // Paid, already released, or not yet due: nothing to do.
      if (!booking || booking.expiresAt === null || booking.expiresAt > now.getTime()) return [];
      const { places, idNumbers } = booking;
      return [
        { type: 'PlacesReleased', data: { orderNo, places, idNumbers, reason: 'expired', ticketNos: [] } },
      ];
    }
    case 'RefundPlaces': {
      const { orderNo } = command.data;
      const booking = state.bookings.get(orderNo);
      if (!booking || booking.expiresAt !== null) return [];
      const tickets = command.data.tickets.filter((t) => !booking.refunded.includes(t.ticketNo));
      const places = Math.min(
        tickets.reduce((n, t) => n + t.places, 0),
        booking.places,
      );
      if (places === 0) return [];
      const idNumbers = tickets.flatMap((t) =>
        t.idNumber && booking.idNumbers.includes(t.idNumber) ? [t.idNumber] : [],
      );
      const ticketNos = tickets.map((t) => t.ticketNo);
      return [
        { type: 'PlacesReleased', data: { orderNo, places, idNumbers, reason: 'refunded', ticketNos } },
      ];
    }
    default: {
      const never: never = command;
      return never;
    }
  }
}

export function evolveQuota(state: QuotaState, event: QuotaEvent): QuotaState {
  const bookings = new Map(state.bookings);
  switch (event.type) {
    case 'PlacesHeld': {
      const { orderNo, places, idNumbers, expiresAt, openid } = event.data;
      bookings.set(orderNo, { places, idNumbers, expiresAt: Date.parse(expiresAt), refunded: [], openid });
      return { ...state, bookings };
    }
    case 'PlacesConfirmed': {
      const booking = bookings.get(event.data.orderNo);
      if (booking) bookings.set(event.data.orderNo, { ...booking, expiresAt: null });
      return { ...state, bookings };
    }
    case 'PlacesReleased': {
      const { orderNo, places, idNumbers, ticketNos } = event.data;
      const booking = bookings.get(orderNo);
      if (!booking) return state;
      const left = booking.places - places;
      if (left > 0) {
        const ids = booking.idNumbers.filter((id) => !idNumbers.includes(id));
        bookings.set(orderNo, {
          ...booking,
          places: left,
          idNumbers: ids,
          refunded: [...booking.refunded, ...ticketNos],
        });
        return { ...state, bookings };
      }
      bookings.delete(orderNo);
      return { bookings, ended: new Set(state.ended).add(orderNo) };
    }
    default: {
      const never: never = event;
      return never;
    }
  }
}

export const quotaDecider: Decider<QuotaState, QuotaCommand, QuotaEvent> = {
  decide: decideQuota,
  evolve: evolveQuota,
  initialState: initialQuotaState,
};
