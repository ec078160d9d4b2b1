// Which ID numbers a slot's quota (domain/booking/quota.ts) still holds: an unpaid hold past its
// expiry blocks its ID numbers no more, a refund frees the refunded tickets' ID numbers and only
// those, and never an ID number the booking did not hold.
import { describe, expect, it } from 'vitest';
import { placesLeft, quotaDecider } from '../../../domain/booking/quota.ts';
import type { QuotaEvent } from '../../../domain/booking/quotaEvents.ts';
import { foldEvents } from '../../../domain/decider.ts';
import { DeciderSpecification } from '../../../domain/testing/deciderSpec.ts';

const now = new Date('2026-11-25T02:00:00Z');
const in15 = new Date('2026-11-25T02:15:00Z');
const spec = () => DeciderSpecification.for(quotaDecider);

const held = (orderNo: string, idNumbers: string[]): QuotaEvent => ({
  type: 'PlacesHeld',
  data: {
    orderNo,
    places: idNumbers.length,
    idNumbers,
    capacity: 10,
    expiresAt: in15.toISOString(),
    openid: `V${orderNo}`,
  },
});
const hold = (orderNo: string, idNumbers: string[], at: Date) => ({
  type: 'HoldPlaces' as const,
  data: {
    orderNo,
    places: idNumbers.length,
    idNumbers,
    capacity: 10,
    now: at,
    expiresAt: in15,
    openid: `V${orderNo}`,
    maxUnpaidPerVisitor: 3,
  },
});
const confirmed = (orderNo: string): QuotaEvent => ({ type: 'PlacesConfirmed', data: { orderNo } });
const refund = (tickets: { ticketNo: string; idNumber: string | null }[]) => ({
  type: 'RefundPlaces' as const,
  data: { orderNo: 'A', tickets: tickets.map((t) => ({ ...t, places: 1 })) },
});
const released = (idNumbers: string[], ticketNos: string[]): QuotaEvent => ({
  type: 'PlacesReleased',
  data: { orderNo: 'A', places: ticketNos.length, idNumbers, reason: 'refunded', ticketNos },
});
const PAID = [held('A', ['X1', 'X2', 'X3']), confirmed('A')];

describe('quota: ID numbers', () => {
  it('an unpaid hold blocks its ID number until its expiry, not after (expiry not yet recorded)', () => {
    spec()
      .given([held('A', ['X1'])])
      .when(hold('B', ['X1'], new Date(in15.getTime() - 1)))
      .thenThrows('ID_ALREADY_BOOKED');
    spec()
      .given([held('A', ['X1'])])
      .when(hold('B', ['X1'], in15))
      .then([held('B', ['X1'])]);
  });

  it('another ID number is not blocked', () => {
    spec()
      .given(PAID)
      .when(hold('B', ['X4'], now))
      .then([held('B', ['X4'])]);
  });

  it("a refund frees the refunded tickets' ID numbers; the others stay booked", () => {
    spec()
      .given(PAID)
      .when(refund([{ ticketNo: 'T2', idNumber: 'X2' }]))
      .then([released(['X2'], ['T2'])]);
    const after = [...PAID, released(['X2'], ['T2'])];
    spec()
      .given(after)
      .when(hold('B', ['X2'], now))
      .then([held('B', ['X2'])]);
    spec()
      .given(after)
      .when(hold('B', ['X1'], now))
      .thenThrows('ID_ALREADY_BOOKED');
    expect(placesLeft(foldEvents(quotaDecider, after), 10, now)).toBe(8);
  });

  it('a refund names only ID numbers the booking held', () => {
    spec()
      .given(PAID)
      .when(
        refund([
          { ticketNo: 'T1', idNumber: 'X9' },
          { ticketNo: 'T2', idNumber: null },
        ]),
      )
      .then([released([], ['T1', 'T2'])]);
  });

  it('refunding every place ends the booking: its ID numbers are free, its number is spent', () => {
    const all = released(['X1', 'X2', 'X3'], ['T1', 'T2', 'T3']);
    spec()
      .given([...PAID, all])
      .when(hold('B', ['X1', 'X2', 'X3'], now))
      .then([held('B', ['X1', 'X2', 'X3'])]);
    spec()
      .given([...PAID, all])
      .when(hold('A', ['X1'], now))
      .thenThrows('VISITOR_ORDER_EXPIRED');
  });
});
