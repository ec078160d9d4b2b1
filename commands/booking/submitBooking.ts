// A visitor submits an order (spec 002: POST /api/sell/wxSubmitOrder): master data → numbers for this
// request → the spec's checks → places held on the slot's capacity stream together with the new
// booking stream, in one append (no hold without its booking, no booking without its hold). A
// zero-amount order is paid at once (payWay 9): order and tickets are recorded in the same append.
// Idempotent: the order number is kept per request id, so a resubmit answers the first booking.

import {
  type BookingTicketType,
  bookingTickets,
  decideSubmission,
  type SubmitBooking,
} from '../../domain/booking/booking.ts';
import {
  type BookingEvent,
  type BookingSlot,
  bookingEvents,
  bookingStreamId,
} from '../../domain/booking/bookingEvents.ts';
import { decideQuota } from '../../domain/booking/quota.ts';
import type { QuotaEvent } from '../../domain/booking/quotaEvents.ts';
import type { WxSubmitOrder } from '../../domain/booking/visitorApi.schema.ts';
import { type CommandEnvelope, envelopeMetadata } from '../../domain/commandEnvelope.ts';
import { DomainError } from '../../domain/decider.ts';
import { type EventStore, type StreamAppend, WrongExpectedVersionError } from '../../domain/eventStore.ts';
import type { StoredDiscountRule } from '../../domain/rules/discountRule.schema.ts';
import { localDateOf } from '../../domain/rules/ruleTime.ts';
import { type OrderPlaced, saleEvents, type TicketIssued } from '../../domain/sales/saleEvents.ts';
import { orderStreamId, ticketStreamId } from '../../domain/sales/saleNumbers.ts';
import { deterministicEventId } from '../handling/deterministicEventId.ts';
import type { SaleNumbers } from '../sales/sellTickets.ts';
import { type BookingStoreDeps, loadBooking } from './bookingStreams.ts';

/** What a booking reads of master data. */
export interface BookingCatalog {
  masterData(
    scenicAreaId: number,
    ticketTypeIds: number[],
  ): Promise<{
    timeZone: string;
    types: Map<number, BookingTicketType>;
    discountRules: StoredDiscountRule[];
  }>;
  /**
   * The appointment slot of the area (null when it does not exist there, or none was named), and
   * whether the area has slots at all (then slot-booked types need one). One read.
   */
  slots(
    scenicAreaId: number,
    slotId: number | null,
  ): Promise<{ slot: (BookingSlot & { limitCount: number }) | null; areaHasSlots: boolean }>;
}

export interface SubmitDeps extends BookingStoreDeps {
  numbers: SaleNumbers;
  catalog: BookingCatalog;
  holdMinutes: number;
  /** Unpaid holds one visitor may have at once in one slot on one date. */
  maxUnpaidPerVisitor: number;
}

export interface SubmittedAnswer {
  orderNo: string;
  amount: number;
  status: 'pending' | 'paid' | 'expired';
  expiresAt: string;
  /** What was ordered, in words ("分时预约票 ×1"), for the payment page and the provider's bill. */
  description: string;
  replayed: boolean;
}

const describe = (order: OrderPlaced['data']) =>
  order.lines.map((l) => `${l.ticketTypeName} ×${l.count}`).join(', ');

export async function submitBooking(
  deps: SubmitDeps,
  envelope: CommandEnvelope,
  input: WxSubmitOrder,
  channel: 'wx' | 'mn',
): Promise<SubmittedAnswer> {
  const area = input.scenicAreaID;
  const typeIds = input.ticketParams.ticketArray.map((l) => l.ticketTypeID);
  const [{ timeZone, types, discountRules }, { slot, areaHasSlots }] = await Promise.all([
    deps.catalog.masterData(area, typeIds),
    deps.catalog.slots(area, input.appointmentID),
  ]);
  const today = localDateOf(envelope.now.getTime(), timeZone);
  const { orderNo, ticketNos, fresh } = await deps.numbers.forRequest(
    envelope.requestId,
    today,
    bookingTickets(input),
  );
  if (!fresh) {
    const earlier = await recordedAnswer(deps.store, orderNo, envelope.requestId);
    if (earlier) return earlier;
  }
  if (ticketNos.length !== bookingTickets(input)) {
    throw new DomainError('REQUEST_ID_REUSED', undefined, { requestId: envelope.requestId });
  }
  const command: SubmitBooking = {
    now: envelope.now,
    timeZone,
    channel,
    orderNo,
    ticketNos,
    input,
    types,
    discountRules,
    slot,
    areaHasSlots: areaHasSlots || input.appointmentID !== null,
    holdMinutes: deps.holdMinutes,
  };
  const { event, hold } = decideSubmission(command);
  const paidNow = event.data.amount === 0;
  const metadata = envelopeMetadata(envelope);
  const id = (i: number) => deterministicEventId(envelope.requestId, i);
  const booking: BookingEvent[] = [event];
  if (paidNow) {
    const paidAt = envelope.now.toISOString();
    booking.push({
      type: 'BookingPaid',
      data: { orderNo, provider: 'none', transactionId: '', amountFen: 0, paidAt },
    });
  }
  const streams: StreamAppend[] = [
    {
      streamId: bookingStreamId(orderNo),
      events: booking.map((e, i) => bookingEvents.encode(e, metadata, id(i))),
      expectedRevision: 'no_stream',
    },
    ...(paidNow ? saleAppends(event.data.order, event.data.tickets, null, metadata, (i) => id(10 + i)) : []),
  ];
  const answer: SubmittedAnswer = {
    orderNo,
    amount: event.data.amount,
    status: paidNow ? 'paid' : 'pending',
    expiresAt: event.data.expiresAt,
    description: describe(event.data.order),
    replayed: false,
  };
  try {
    if (!hold) {
      await deps.store.appendToStreams(streams);
      return answer;
    }
    return await deps.ledger.run(hold.streamId, {
      metadata,
      eventId: (i) => id(1000 + i),
      decide(state) {
        const held = decideQuota(
          {
            type: 'HoldPlaces',
            data: {
              orderNo,
              ...hold,
              now: envelope.now,
              expiresAt: new Date(event.data.expiresAt),
              openid: event.data.openid,
              maxUnpaidPerVisitor: deps.maxUnpaidPerVisitor,
            },
          },
          state,
        );
        if (held.length === 0) return { events: [], with: [], answer: { ...answer, replayed: true } };
        const events: QuotaEvent[] = paidNow
          ? [...held, { type: 'PlacesConfirmed', data: { orderNo } }]
          : held;
        return { events, with: streams, answer };
      },
    });
  } catch (error) {
    // The same request submitted twice at once: the other recorded the booking; answer that.
    const recorded =
      error instanceof WrongExpectedVersionError
        ? await recordedAnswer(deps.store, orderNo, envelope.requestId)
        : null;
    if (recorded) return recorded;
    throw error;
  }
}

/** The order stream and the ticket streams a paid booking records (OrderPlaced and TicketIssued). */
export function saleAppends(
  order: OrderPlaced['data'],
  tickets: TicketIssued['data'][],
  transactionId: string | null,
  metadata: ReturnType<typeof envelopeMetadata>,
  id: (i: number) => string,
): StreamAppend[] {
  const placed: OrderPlaced = {
    type: 'OrderPlaced',
    data: { ...order, payment: { ...order.payment, reference: transactionId } },
  };
  return [
    {
      streamId: orderStreamId(order.orderNo),
      events: [saleEvents.encode(placed, metadata, id(0))],
      expectedRevision: 'no_stream',
    },
    ...tickets.map((data, i) => ({
      streamId: ticketStreamId(data.ticketNo),
      events: [saleEvents.encode({ type: 'TicketIssued', data }, metadata, id(i + 1))],
      expectedRevision: 'no_stream' as const,
    })),
  ];
}

async function recordedAnswer(
  store: EventStore,
  orderNo: string,
  requestId: string,
): Promise<SubmittedAnswer | null> {
  const { state, requestId: recordedBy } = await loadBooking(store, orderNo);
  if (!state.submitted) return null;
  if (recordedBy !== requestId)
    throw new Error(`booking ${orderNo} exists but was not made by request ${requestId}`);
  const { amount, expiresAt, order } = state.submitted;
  const status = state.status === 'none' ? 'pending' : state.status;
  return { orderNo, amount, status, expiresAt, description: describe(order), replayed: true };
}
