// Reading a booking's own stream (the command side's truth), and the deps every booking use case shares.

import { type BookingState, evolveBooking, initialBookingState } from '../../domain/booking/booking.ts';
import { bookingEvents, bookingStreamId } from '../../domain/booking/bookingEvents.ts';
import { type EventStore, WrongExpectedVersionError } from '../../domain/eventStore.ts';
import { readEvents } from '../sales/saleStreams.ts';
import type { QuotaLedger } from './quotaLedger.ts';

export interface BookingStoreDeps {
  store: EventStore;
  ledger: QuotaLedger;
}

/** The booking's state and its stream revision (-1 when there is no such booking). */
export async function loadBooking(
  store: EventStore,
  orderNo: string,
): Promise<{ state: BookingState; revision: bigint; requestId: string | null }> {
  const events = await readEvents(store, bookingStreamId(orderNo));
  let state = initialBookingState();
  for (const recorded of events) {
    const event = bookingEvents.decode(recorded);
    if (event) state = evolveBooking(state, event);
  }
  const requestId = (events[0]?.metadata.requestId as string | undefined) ?? null;
  return { state, revision: BigInt(events.length) - 1n, requestId };
}

const ATTEMPTS = 4;

/**
 * Runs `attempt` (read the booking, decide, append at the revision read) again when a stream moved
 * between the read and the append: the next read sees what moved it (paid, expired) and decides anew.
 */
export async function onFreshBooking<T>(attempt: () => Promise<T>): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError) || i === ATTEMPTS) throw error;
    }
  }
}
