// The caps of one slot on one date (domain/booking/quota.ts): unpaid holds per visitor, and the places
// left judged exactly at the boundary (a hold of exactly what is left passes, one more never does).
import { describe, expect, it } from 'vitest';
import { placesLeft, quotaDecider } from '../../../domain/booking/quota.ts';
import { type PlacesHeld, type QuotaEvent, quotaEvents } from '../../../domain/booking/quotaEvents.ts';
import { DomainError, foldEvents } from '../../../domain/decider.ts';
import { DeciderSpecification } from '../../../domain/testing/deciderSpec.ts';

const now = new Date('2026-11-25T02:00:00Z');
const in15 = new Date('2026-11-25T02:15:00Z');
const later = new Date('2026-11-25T02:16:00Z');

const held = (orderNo: string, openid: string, places = 1, capacity = 50): PlacesHeld => ({
  type: 'PlacesHeld',
  data: { orderNo, places, idNumbers: [], capacity, expiresAt: in15.toISOString(), openid },
});
const hold = (
  orderNo: string,
  openid: string,
  options: { at?: Date; places?: number; capacity?: number } = {},
) => ({
  type: 'HoldPlaces' as const,
  data: {
    orderNo,
    places: options.places ?? 1,
    idNumbers: [],
    capacity: options.capacity ?? 50,
    now: options.at ?? now,
    expiresAt: in15,
    openid,
    maxUnpaidPerVisitor: 3,
  },
});
const spec = () => DeciderSpecification.for(quotaDecider);
const threeUnpaid = [held('A', 'V'), held('B', 'V'), held('C', 'V')];

describe('quota: unpaid holds per visitor', () => {
  it('a visitor with as many unpaid holds as the cap is refused another, with the cap in the message', () => {
    spec().given(threeUnpaid).when(hold('D', 'V')).thenThrows('TOO_MANY_UNPAID_BOOKINGS');
    const state = foldEvents(quotaDecider, threeUnpaid);
    const refusal = (() => {
      try {
        return quotaDecider.decide(hold('D', 'V'), state);
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(DomainError);
    expect((refusal as DomainError).details).toEqual({ max: 3 });
  });

  it('below the cap the hold passes, and records who holds', () => {
    spec()
      .given(threeUnpaid.slice(0, 2))
      .when(hold('D', 'V'))
      .then([held('D', 'V')]);
  });

  it('another visitor is not held back by the first one’s holds', () => {
    spec()
      .given(threeUnpaid)
      .when(hold('D', 'W'))
      .then([held('D', 'W')]);
  });

  it('a paid booking no longer counts as an unpaid hold', () => {
    const paid: QuotaEvent = { type: 'PlacesConfirmed', data: { orderNo: 'A' } };
    spec()
      .given([...threeUnpaid, paid])
      .when(hold('D', 'V'))
      .then([held('D', 'V')]);
  });

  it('an expired hold stops counting: once its expiry is recorded, and past its time before that', () => {
    const released: QuotaEvent = {
      type: 'PlacesReleased',
      data: { orderNo: 'A', places: 1, idNumbers: [], reason: 'expired', ticketNos: [] },
    };
    spec()
      .given([...threeUnpaid, released])
      .when(hold('D', 'V'))
      .then([held('D', 'V')]);
    spec()
      .given(threeUnpaid)
      .when(hold('D', 'V', { at: later }))
      .then([held('D', 'V')]);
  });

  it('holds recorded before visitors were counted (version 1) belong to nobody', () => {
    const v1 = { ...held('A', 'V').data } as Partial<PlacesHeld['data']>;
    delete v1.openid;
    const decoded = quotaEvents.decode({ type: 'PlacesHeld', data: v1, metadata: { eventVersion: '1' } });
    expect(decoded?.data).toMatchObject({ orderNo: 'A', openid: null });
  });
});

describe('quota: the places left, exactly at the boundary', () => {
  it('for every capacity and every number taken: exactly the places left pass, one more is refused', () => {
    for (let capacity = 1; capacity <= 12; capacity++) {
      for (let taken = 0; taken < capacity; taken++) {
        const given = taken === 0 ? [] : [held('A', 'V', taken, capacity)];
        const left = capacity - taken;
        expect(placesLeft(foldEvents(quotaDecider, given), capacity, now)).toBe(left);
        spec()
          .given(given)
          .when(hold('B', 'W', { places: left, capacity }))
          .then([held('B', 'W', left, capacity)]);
        spec()
          .given(given)
          .when(hold('B', 'W', { places: left + 1, capacity }))
          .thenThrows('NOT_ENOUGH_PLACES');
      }
    }
  });

  it('a full slot refuses a single place', () => {
    spec()
      .given([held('A', 'V', 10, 10)])
      .when(hold('B', 'W', { capacity: 10 }))
      .thenThrows('NOT_ENOUGH_PLACES');
  });
});
