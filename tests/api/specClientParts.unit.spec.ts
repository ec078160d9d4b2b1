// The pure parts of taking the spec clients' calls: the derived request id (same caller, payload and
// window → same id; anything else → another) and a timed ticket's minutes left in a zone.
import { describe, expect, it } from 'vitest';
import { DERIVED_REQUEST_WINDOW_SECONDS, derivedRequestId } from '../../api/src/http/derivedRequestId.ts';
import { remainValidMinutes } from '../../domain/sales/ticketPriceDifference.ts';

describe('derivedRequestId', () => {
  const now = new Date('2026-11-25T08:00:10Z');
  const payload = { a: 1, b: { c: [1, 2], d: 'x' } };
  const id = derivedRequestId('submit', 'visitor-1', payload, now);

  it('is a UUID, the same for the same caller, payload (keys in any order) and window', () => {
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const reordered = { b: { d: 'x', c: [1, 2] }, a: 1 };
    expect(derivedRequestId('submit', 'visitor-1', reordered, new Date('2026-11-25T08:00:40Z'))).toBe(id);
  });

  it('differs for another caller, payload, call or window', () => {
    const later = new Date(now.getTime() + DERIVED_REQUEST_WINDOW_SECONDS * 1000);
    const others = [
      derivedRequestId('submit', 'visitor-2', payload, now),
      derivedRequestId('submit', 'visitor-1', { ...payload, a: 2 }, now),
      derivedRequestId('import', 'visitor-1', payload, now),
      derivedRequestId('submit', 'visitor-1', payload, later),
    ];
    expect(new Set([id, ...others]).size).toBe(5);
  });
});

describe('remainValidMinutes', () => {
  const timed = { feeMethod: 1, zones: [{ zoneID: 7, ticketValidTime: 60 }] } as never;
  const now = new Date('2026-11-25T08:00:00Z');
  const stay = (zoneId: number, minutesAgo: number) => ({
    zoneId,
    enteredAt: new Date(now.getTime() - minutesAgo * 60_000).toISOString(),
    paid: 0,
  });

  it('is the zone’s minutes before entry, less the stay inside, never below 0', () => {
    expect(remainValidMinutes(timed, null, 7, now)).toBe(60);
    expect(remainValidMinutes(timed, stay(7, 25), 7, now)).toBe(35);
    expect(remainValidMinutes(timed, stay(7, 200), 7, now)).toBe(0);
    expect(remainValidMinutes(timed, stay(8, 25), 7, now)).toBe(60);
  });

  it('is null for a ticket that is not timed or a zone without a limit', () => {
    const perCount = { feeMethod: 0, zones: [{ zoneID: 7, ticketValidTime: 60 }] } as never;
    const unlimited = { feeMethod: 1, zones: [{ zoneID: 7, ticketValidTime: 0 }] } as never;
    expect(remainValidMinutes(perCount, null, 7, now)).toBeNull();
    expect(remainValidMinutes(unlimited, null, 7, now)).toBeNull();
  });
});
