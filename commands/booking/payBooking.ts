// A payment provider says a booking was paid (its notification, or the sandbox page). Paying records,
// in one append: BookingPaid on the booking, the order and its tickets (from the snapshot taken at
// submission, with the provider's transaction as the payment reference), and the places confirmed on
// the capacity stream. The same notice again changes nothing. A notice that cannot pay the booking —
// another amount, or a booking that expired first — is refused, recorded, and the money given back.

import { decideBooking } from '../../domain/booking/booking.ts';
import { type BookingEvent, bookingEvents, bookingStreamId } from '../../domain/booking/bookingEvents.ts';
import { decideQuota } from '../../domain/booking/quota.ts';
import { isDomainError } from '../../domain/decider.ts';
import type { EventMetadata } from '../../domain/eventStore.ts';
import { deterministicEventId } from '../handling/deterministicEventId.ts';
import { claimTransaction } from '../payments/claimTransaction.ts';
import { type BookingStoreDeps, loadBooking, onFreshBooking } from './bookingStreams.ts';
import { saleAppends } from './submitBooking.ts';

export interface PaymentNotice {
  orderNo: string;
  provider: string;
  transactionId: string;
  amountFen: number;
  paidAt: Date;
  /** `reconciliation`: found approved but unrecorded by the reconciliation job (kept in the metadata). */
  via?: 'reconciliation';
}

export interface PayDeps extends BookingStoreDeps {
  /** Gives the money of a refused notice back (the provider's refund); null when it could not. */
  giveBack(notice: PaymentNotice): Promise<string | null>;
  log(message: string, details: object): void;
}

export type PayOutcome =
  | { status: 'paid'; replayed: boolean }
  | { status: 'refused'; reason: 'amount_mismatch' | 'expired' }
  /** The transaction already paid another order: refused, nothing recorded, nothing given back. */
  | { status: 'refused'; reason: 'transaction_used'; paidReference: string };

export function payBooking(deps: PayDeps, notice: PaymentNotice, now: Date): Promise<PayOutcome> {
  return onFreshBooking(() => tryPay(deps, notice, now));
}

async function tryPay(deps: PayDeps, notice: PaymentNotice, now: Date): Promise<PayOutcome> {
  const { state, revision } = await loadBooking(deps.store, notice.orderNo);
  const metadata: EventMetadata = {
    occurredAt: now.toISOString(),
    userId: '0',
    account: notice.provider,
    scenicAreaId: String(state.submitted?.scenicAreaID ?? ''),
    requestId: `pay:${notice.provider}:${notice.transactionId}`,
    correlationId: notice.orderNo,
    ...(notice.via ? { via: notice.via } : {}),
  };
  const id = (i: number) => deterministicEventId(`pay:${notice.orderNo}:${notice.transactionId}`, i);
  let paid: BookingEvent[];
  try {
    paid = decideBooking({ type: 'PayBooking', data: { ...notice } }, state);
  } catch (error) {
    if (isDomainError(error, 'PAYMENT_AMOUNT_MISMATCH'))
      return refuse(deps, notice, metadata, 'amount_mismatch');
    if (isDomainError(error, 'VISITOR_ORDER_EXPIRED')) return refuse(deps, notice, metadata, 'expired');
    throw error;
  }
  if (paid.length === 0) return { status: 'paid', replayed: true };
  const { provider, transactionId, amountFen, orderNo: reference } = notice;
  try {
    await claimTransaction(deps.store, { provider, transactionId, amountFen, reference }, metadata);
  } catch (error) {
    if (!isDomainError(error, 'PAYMENT_TRANSACTION_USED')) throw error;
    const paidReference = String((error.details as { reference?: string } | undefined)?.reference);
    deps.log('payment notice refused', { ...notice, reason: 'transaction_used', paidReference });
    return { status: 'refused', reason: 'transaction_used', paidReference };
  }
  const booking = state.submitted as NonNullable<typeof state.submitted>;
  const streams = [
    {
      streamId: bookingStreamId(notice.orderNo),
      events: paid.map((e, i) => bookingEvents.encode(e, metadata, id(i))),
      expectedRevision: revision,
    },
    ...saleAppends(booking.order, booking.tickets, notice.transactionId, metadata, (i) => id(10 + i)),
  ];
  if (!booking.quotaStreamId) {
    await deps.store.appendToStreams(streams);
    return { status: 'paid', replayed: false };
  }
  try {
    return await deps.ledger.run(booking.quotaStreamId, {
      metadata,
      eventId: (i) => id(1000 + i),
      decide: (quota) => ({
        events: decideQuota(
          { type: 'ConfirmPlaces', data: { orderNo: notice.orderNo, now: notice.paidAt } },
          quota,
        ),
        with: streams,
        answer: { status: 'paid', replayed: false } as PayOutcome,
      }),
    });
  } catch (error) {
    if (isDomainError(error, 'VISITOR_ORDER_EXPIRED')) return refuse(deps, notice, metadata, 'expired');
    throw error;
  }
}

async function refuse(
  deps: PayDeps,
  notice: PaymentNotice,
  metadata: EventMetadata,
  reason: 'amount_mismatch' | 'expired',
): Promise<PayOutcome> {
  const { state } = await loadBooking(deps.store, notice.orderNo);
  deps.log('payment notice refused', { ...notice, reason, orderAmount: state.submitted?.amount });
  if (!state.submitted) return { status: 'refused', reason };
  const refundId = await deps.giveBack(notice);
  const event: BookingEvent = {
    type: 'BookingPaymentRefused',
    data: {
      orderNo: notice.orderNo,
      transactionId: notice.transactionId,
      amountFen: notice.amountFen,
      reason,
      refundId,
    },
  };
  const eventId = deterministicEventId(`refuse:${notice.orderNo}:${notice.transactionId}`, 0);
  await deps.store.appendToStreams([
    {
      streamId: bookingStreamId(notice.orderNo),
      events: [bookingEvents.encode(event, metadata, eventId)],
      expectedRevision: 'any',
    },
  ]);
  return { status: 'refused', reason };
}
