// The places of one slot on one date (domain/booking/quota.ts): hold, confirm, release on expiry,
// release on refund, and the remaining count at every moment, given/when/then.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { placesLeft, quotaDecider } from '../../../domain/booking/quota.ts';
import type { PlacesHeld, QuotaEvent } from '../../../domain/booking/quotaEvents.ts';
import { foldEvents } from '../../../domain/decider.ts';
import { DeciderSpecification } from '../../../domain/testing/deciderSpec.ts';

const now = new Date('2026-11-25T02:00:00Z');
const in15 = new Date('2026-11-25T02:15:00Z');
const later = new Date('2026-11-25T02:16:00Z');

const held = (
  orderNo: string,
  places: number,
  idNumbers: string[] = [],
  capacity: number | null = 10,
): PlacesHeld => ({
  type: 'PlacesHeld',
  data: { orderNo, places, idNumbers, capacity, expiresAt: in15.toISOString(), openid: `V${orderNo}` },
});
const hold = (orderNo: string, places: number, idNumbers: string[] = [], at = now) => ({
  type: 'HoldPlaces' as const,
  data: { ...visitorOf(orderNo), orderNo, places, idNumbers, capacity: 10, now: at, expiresAt: in15 },
});
/** Each order by its own visitor: these tests are about places, not the cap per visitor. */
const visitorOf = (orderNo: string) => ({ openid: `V${orderNo}`, maxUnpaidPerVisitor: 3 });
const spec = () => DeciderSpecification.for(quotaDecider);

describe('quota: hold', () => {
  it('holds places while enough are left', () => {
    spec()
      .given([held('A', 6)])
      .when(hold('B', 4))
      .then([held('B', 4)]);
  });

  it('refuses more places than are left, with how many are left', () => {
    spec()
      .given([held('A', 6)])
      .when(hold('B', 5))
      .thenThrows('NOT_ENOUGH_PLACES');
    const state = foldEvents(quotaDecider, [held('A', 6)]);
    expect(placesLeft(state, 10, now)).toBe(4);
  });

  it('the same order held twice changes nothing (a resubmitted order)', () => {
    spec()
      .given([held('A', 6)])
      .when(hold('A', 6))
      .thenNothingHappened();
  });

  it('one ID number books one place per slot and date', () => {
    const id = '11010519491231002X';
    spec()
      .given([held('A', 1, [id])])
      .when(hold('B', 1, [id]))
      .thenThrows('ID_ALREADY_BOOKED');
  });

  it('an unpaid hold past its expiry no longer counts, even before the expiry is recorded', () => {
    spec()
      .given([held('A', 10)])
      .when(hold('B', 10, [], later))
      .then([{ ...held('B', 10), data: { ...held('B', 10).data, expiresAt: in15.toISOString() } }]);
  });

  it('unlimited slots (capacity null) never refuse', () => {
    const unlimited = { ...hold('B', 500), data: { ...hold('B', 500).data, capacity: null } };
    spec()
      .given([held('A', 10)])
      .when(unlimited)
      .then([held('B', 500, [], null)]);
  });
});

describe('quota: confirm, expire, refund', () => {
  it('payment confirms the hold; a confirmed booking never expires', () => {
    spec()
      .given([held('A', 6)])
      .when({ type: 'ConfirmPlaces', data: { orderNo: 'A', now } })
      .then([{ type: 'PlacesConfirmed', data: { orderNo: 'A' } }]);
    const confirmed = [held('A', 6), { type: 'PlacesConfirmed', data: { orderNo: 'A' } } as QuotaEvent];
    spec()
      .given(confirmed)
      .when({ type: 'ExpirePlaces', data: { orderNo: 'A', now: later } })
      .thenNothingHappened();
    expect(placesLeft(foldEvents(quotaDecider, confirmed), 10, later)).toBe(4);
  });

  it('a payment after the hold expired is refused: the places may already be someone else’s', () => {
    spec()
      .given([held('A', 6)])
      .when({ type: 'ConfirmPlaces', data: { orderNo: 'A', now: later } })
      .thenThrows('VISITOR_ORDER_EXPIRED');
  });

  it('expiry releases an unpaid hold once it is due, not before', () => {
    spec()
      .given([held('A', 6)])
      .when({ type: 'ExpirePlaces', data: { orderNo: 'A', now } })
      .thenNothingHappened();
    spec()
      .given([held('A', 6, ['110105194912310021'])])
      .when({ type: 'ExpirePlaces', data: { orderNo: 'A', now: later } })
      .then([
        {
          type: 'PlacesReleased',
          data: {
            orderNo: 'A',
            places: 6,
            idNumbers: ['110105194912310021'],
            reason: 'expired',
            ticketNos: [],
          },
        },
      ]);
  });

  it('an expired order cannot be held again (its number is spent)', () => {
    const released: QuotaEvent = {
      type: 'PlacesReleased',
      data: { orderNo: 'A', places: 6, idNumbers: [], reason: 'expired', ticketNos: [] },
    };
    spec()
      .given([held('A', 6), released])
      .when(hold('A', 6))
      .thenThrows('VISITOR_ORDER_EXPIRED');
  });

  it('a refund gives back the refunded places of a paid booking only, each ticket once', () => {
    const paid = [
      held('A', 3, ['X1', 'X2', 'X3']),
      { type: 'PlacesConfirmed', data: { orderNo: 'A' } } as QuotaEvent,
    ];
    const refund = (ticketNo: string, idNumber: string | null) => ({
      type: 'RefundPlaces' as const,
      data: { orderNo: 'A', tickets: [{ ticketNo, places: 1, idNumber }] },
    });
    const released: QuotaEvent = {
      type: 'PlacesReleased',
      data: { orderNo: 'A', places: 1, idNumbers: ['X2'], reason: 'refunded', ticketNos: ['T2'] },
    };
    spec().given(paid).when(refund('T2', 'X2')).then([released]);
    spec()
      .given([...paid, released])
      .when(refund('T2', 'X2'))
      .thenNothingHappened();
    expect(placesLeft(foldEvents(quotaDecider, [...paid, released]), 10, now)).toBe(8);
    spec()
      .given([held('A', 3)])
      .when(refund('T1', null))
      .thenNothingHappened();
  });
});

describe('quota: never oversold', () => {
  it('whatever holds, confirmations, expiries and refunds happen, live places never exceed the capacity', () => {
    const step = fc.oneof(
      fc.record({
        kind: fc.constant('hold' as const),
        order: fc.integer({ min: 0, max: 9 }),
        places: fc.integer({ min: 1, max: 6 }),
      }),
      fc.record({ kind: fc.constant('confirm' as const), order: fc.integer({ min: 0, max: 9 }) }),
      fc.record({ kind: fc.constant('expire' as const), order: fc.integer({ min: 0, max: 9 }) }),
      fc.record({
        kind: fc.constant('refund' as const),
        order: fc.integer({ min: 0, max: 9 }),
        places: fc.integer({ min: 1, max: 3 }),
      }),
      fc.record({ kind: fc.constant('tick' as const), minutes: fc.integer({ min: 1, max: 20 }) }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), (steps) => {
        let state = quotaDecider.initialState();
        let clock = now.getTime();
        for (const s of steps) {
          const at = new Date(clock);
          const orderNo = 'order' in s ? `O${s.order}` : '';
          const command =
            s.kind === 'tick'
              ? null
              : s.kind === 'hold'
                ? {
                    type: 'HoldPlaces' as const,
                    data: {
                      ...visitorOf(orderNo),
                      orderNo,
                      places: s.places,
                      idNumbers: [],
                      capacity: 10,
                      now: at,
                      expiresAt: new Date(clock + 15 * 60_000),
                    },
                  }
                : s.kind === 'confirm'
                  ? { type: 'ConfirmPlaces' as const, data: { orderNo, now: at } }
                  : s.kind === 'expire'
                    ? { type: 'ExpirePlaces' as const, data: { orderNo, now: at } }
                    : {
                        type: 'RefundPlaces' as const,
                        data: {
                          orderNo,
                          tickets: [{ ticketNo: `T${clock}`, places: s.places, idNumber: null }],
                        },
                      };
          if (s.kind === 'tick') clock += s.minutes * 60_000;
          if (!command) continue;
          try {
            state = foldEvents(quotaDecider, quotaDecider.decide(command, state), state);
          } catch {
            // a refusal changes nothing
          }
          expect(placesLeft(state, 10, new Date(clock))).toBeGreaterThanOrEqual(0);
          let live = 0;
          for (const b of state.bookings.values())
            if (b.expiresAt === null || b.expiresAt > clock) live += b.places;
          expect(live).toBeLessThanOrEqual(10);
        }
      }),
    );
  });
});
