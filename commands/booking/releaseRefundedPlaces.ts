// Refunded tickets of a paid booking give their places back to the slot (each ticket once, so calling
// this again after a retry or a crash changes nothing). Called after a refund is recorded, whichever
// way it went (direct, or approved after review).

import { decideQuota } from '../../domain/booking/quota.ts';
import type { EventMetadata } from '../../domain/eventStore.ts';
import { TICKET_STATUS } from '../../domain/sales/saleCodes.ts';
import { deterministicEventId } from '../handling/deterministicEventId.ts';
import { loadTicket } from '../sales/saleStreams.ts';
import { type BookingStoreDeps, loadBooking } from './bookingStreams.ts';

export async function releaseRefundedPlaces(
  deps: BookingStoreDeps,
  orderNo: string,
  ticketNos: readonly string[],
  now: Date,
): Promise<number> {
  const { state } = await loadBooking(deps.store, orderNo);
  const quotaStream = state.submitted?.quotaStreamId;
  if (!state.submitted || !quotaStream || state.status !== 'paid') return 0;
  const loaded = await Promise.all(ticketNos.map((no) => loadTicket(deps.store, no)));
  const tickets = loaded.flatMap(({ state: ticket }, i) =>
    ticket.status === TICKET_STATUS.refunded && ticket.issued?.orderNo === orderNo
      ? [
          {
            ticketNo: ticketNos[i] as string,
            places: ticket.issued.persons,
            idNumber: ticket.issued.holder?.idNumber || null,
          },
        ]
      : [],
  );
  if (tickets.length === 0) return 0;
  const metadata: EventMetadata = {
    occurredAt: now.toISOString(),
    userId: '0',
    account: 'system',
    scenicAreaId: String(state.submitted.scenicAreaID),
    requestId: `release:${orderNo}:${tickets.map((t) => t.ticketNo).join(',')}`,
    correlationId: orderNo,
  };
  return deps.ledger.run(quotaStream, {
    metadata,
    eventId: (i) => deterministicEventId(metadata.requestId as string, i),
    decide: (quota) => {
      const events = decideQuota({ type: 'RefundPlaces', data: { orderNo, tickets } }, quota);
      const released = events.reduce((n, e) => n + (e.type === 'PlacesReleased' ? e.data.places : 0), 0);
      return { events, with: [], answer: released };
    },
  });
}
