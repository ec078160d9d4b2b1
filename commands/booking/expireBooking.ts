// An unpaid booking past its time (a delayed job, 15 minutes by default; and a sweep that catches any
// job lost in a crash): BookingExpired on the booking and the places released on the capacity stream,
// in one append. A booking paid meanwhile is left alone (its revision moved: the append is refused,
// the next read sees it paid).

import { decideBooking } from '../../domain/booking/booking.ts';
import { bookingEvents, bookingStreamId } from '../../domain/booking/bookingEvents.ts';
import { decideQuota } from '../../domain/booking/quota.ts';
import type { EventMetadata } from '../../domain/eventStore.ts';
import { deterministicEventId } from '../handling/deterministicEventId.ts';
import { type BookingStoreDeps, loadBooking, onFreshBooking } from './bookingStreams.ts';

export function expireBooking(deps: BookingStoreDeps, orderNo: string, now: Date): Promise<boolean> {
  return onFreshBooking(() => tryExpire(deps, orderNo, now));
}

async function tryExpire(deps: BookingStoreDeps, orderNo: string, now: Date): Promise<boolean> {
  const { state, revision } = await loadBooking(deps.store, orderNo);
  if (!state.submitted) return false;
  const expired = decideBooking({ type: 'ExpireBooking', data: { now } }, state);
  if (expired.length === 0) return false;
  const metadata: EventMetadata = {
    occurredAt: now.toISOString(),
    userId: '0',
    account: 'system',
    scenicAreaId: String(state.submitted.scenicAreaID),
    requestId: `expire:${orderNo}`,
    correlationId: orderNo,
  };
  const id = (i: number) => deterministicEventId(`expire:${orderNo}`, i);
  const booking = {
    streamId: bookingStreamId(orderNo),
    events: expired.map((e, i) => bookingEvents.encode(e, metadata, id(i))),
    expectedRevision: revision,
  };
  const quotaStream = state.submitted.quotaStreamId;
  if (!quotaStream) {
    await deps.store.appendToStreams([booking]);
    return true;
  }
  return deps.ledger.run(quotaStream, {
    metadata,
    eventId: (i) => id(10 + i),
    decide: (quota) => ({
      events: decideQuota({ type: 'ExpirePlaces', data: { orderNo, now } }, quota),
      with: [booking],
      answer: true,
    }),
  });
}
