// A booking's life after submission (domain/booking/booking.ts bookingDecider): paid once (the
// same transaction repeated is no news), the order's amount only, and expiry of an unpaid booking
// once its time has come, given/when/then.
import { describe, expect, it } from 'vitest';
import { bookingDecider, decideSubmission } from '../../../domain/booking/booking.ts';
import type { BookingEvent } from '../../../domain/booking/bookingEvents.ts';
import { foldEvents } from '../../../domain/decider.ts';
import { DeciderSpecification } from '../../../domain/testing/deciderSpec.ts';
import { NOW, submit } from './bookingFixtures.ts';

const spec = () => DeciderSpecification.for(bookingDecider);
const submitted: BookingEvent = decideSubmission(submit()).event;
const AMOUNT = 16_000;
const expiresAt = Date.parse(submitted.data.expiresAt);
const paidAt = new Date(NOW.getTime() + 60_000);

const pay = (transactionId = 'TX1', amountFen = AMOUNT) => ({
  type: 'PayBooking' as const,
  data: { provider: 'wechat', transactionId, amountFen, paidAt },
});
const paid = (transactionId = 'TX1'): BookingEvent => ({
  type: 'BookingPaid',
  data: {
    orderNo: 'WX1',
    provider: 'wechat',
    transactionId,
    amountFen: AMOUNT,
    paidAt: paidAt.toISOString(),
  },
});
const expire = (ms: number) => ({ type: 'ExpireBooking' as const, data: { now: new Date(ms) } });
const expired: BookingEvent = { type: 'BookingExpired', data: { orderNo: 'WX1' } };
const refused: BookingEvent = {
  type: 'BookingPaymentRefused',
  data: { orderNo: 'WX1', transactionId: 'TX0', amountFen: 1, reason: 'amount_mismatch', refundId: null },
};

describe('booking: payment', () => {
  it('pays a pending booking for its amount', () => {
    spec().given([submitted]).when(pay()).then([paid()]);
  });

  it('the same transaction again changes nothing; another one after payment is refused', () => {
    spec().given([submitted, paid()]).when(pay()).thenNothingHappened();
    spec().given([submitted, paid()]).when(pay('TX2')).thenThrows('VISITOR_ORDER_EXPIRED');
  });

  it('refuses another amount than the order, naming both', () => {
    expect(() =>
      bookingDecider.decide(pay('TX1', AMOUNT - 1), foldEvents(bookingDecider, [submitted])),
    ).toThrow(
      expect.objectContaining({
        code: 'PAYMENT_AMOUNT_MISMATCH',
        details: { amount: AMOUNT - 1, expected: AMOUNT },
      }),
    );
  });

  it('refuses to pay an expired booking, and an unknown one', () => {
    spec().given([submitted, expired]).when(pay()).thenThrows('VISITOR_ORDER_EXPIRED');
    spec().given([]).when(pay()).thenThrows('VISITOR_ORDER_NOT_FOUND');
  });

  it('a refused payment notice leaves the booking pending', () => {
    spec().given([submitted, refused]).when(pay()).then([paid()]);
  });
});

describe('booking: expiry', () => {
  it('expires an unpaid booking at its expiry, not a moment before', () => {
    spec()
      .given([submitted])
      .when(expire(expiresAt - 1))
      .thenNothingHappened();
    spec().given([submitted]).when(expire(expiresAt)).then([expired]);
  });

  it('a paid or already expired booking does not expire', () => {
    spec()
      .given([submitted, paid()])
      .when(expire(expiresAt + 1))
      .thenNothingHappened();
    spec()
      .given([submitted, expired])
      .when(expire(expiresAt + 1))
      .thenNothingHappened();
  });

  it('the state follows the stream: pending, paid with its transaction, expired', () => {
    expect(foldEvents(bookingDecider, [submitted])).toMatchObject({ status: 'pending', transactionId: null });
    expect(foldEvents(bookingDecider, [submitted, paid('TX9')])).toMatchObject({
      status: 'paid',
      transactionId: 'TX9',
    });
    expect(foldEvents(bookingDecider, [submitted, expired]).status).toBe('expired');
    expect(bookingDecider.initialState()).toEqual({ submitted: null, status: 'none', transactionId: null });
  });
});
