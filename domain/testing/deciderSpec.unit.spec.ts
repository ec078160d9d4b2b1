import { AssertionError } from 'node:assert';
import { describe, expect, it } from 'vitest';
import {
  exampleQuota,
  type QuotaCommand,
  type QuotaEvent,
  type QuotaState,
} from '../../tests/support/exampleQuota.ts';
import { DomainError } from '../decider.ts';
import { DeciderSpecification } from './deciderSpec.ts';

const now = '2025-05-01T08:00:00.000Z';
const opened = (capacity: number): QuotaEvent => ({
  type: 'QuotaOpened',
  data: { capacity, openedAt: now },
});
const reserved = (places: number): QuotaEvent => ({
  type: 'PlacesReserved',
  data: { places, reservedAt: now },
});
const spec = DeciderSpecification.for(exampleQuota);

describe('the example quota, given/when/then', () => {
  it('opens a quota', () => {
    spec.when({ type: 'OpenQuota', data: { capacity: 3, now } }).then([opened(3)]);
  });

  it('refuses to open a quota twice', () => {
    spec
      .given([opened(3)])
      .when({ type: 'OpenQuota', data: { capacity: 5, now } })
      .thenThrows('QUOTA_ALREADY_OPENED');
  });

  it('refuses reservations before the quota opens', () => {
    spec
      .given([])
      .when({ type: 'ReservePlaces', data: { places: 1, now } })
      .thenThrows('QUOTA_NOT_OPENED');
  });

  it('reserves places while some are left', () => {
    spec
      .given([opened(3), reserved(1)])
      .when({ type: 'ReservePlaces', data: { places: 2, now } })
      .then([reserved(2)]);
  });

  it('never reserves more places than are left', () => {
    spec
      .given([opened(3), reserved(2)])
      .when({ type: 'ReservePlaces', data: { places: 2, now } })
      .thenThrows((error) => error instanceof DomainError && error.code === 'QUOTA_EXCEEDED');
  });

  it('refuses a reservation of no places', () => {
    spec
      .given([opened(3)])
      .when({ type: 'ReservePlaces', data: { places: 0, now } })
      .thenThrows('INVALID_PLACES');
  });
});

describe('DeciderSpecification failures are readable assertion errors', () => {
  const reserveTwo = spec.given([opened(3)]).when({ type: 'ReservePlaces', data: { places: 2, now } });

  it('then: other events than expected → AssertionError with actual and expected', () => {
    let caught: unknown;
    try {
      reserveTwo.then([reserved(3)]);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(AssertionError);
    const assertion = caught as AssertionError;
    expect(assertion.actual).toEqual([reserved(2)]);
    expect(assertion.expected).toEqual([reserved(3)]);
    expect(assertion.message).toMatch(/places/);
  });

  it('then: decide threw → AssertionError naming the domain error', () => {
    expect(() => spec.when({ type: 'ReservePlaces', data: { places: 1, now } }).then([reserved(1)])).toThrow(
      /threw DomainError QUOTA_NOT_OPENED/,
    );
  });

  it('thenNothingHappened: events were returned → AssertionError', () => {
    expect(() => reserveTwo.thenNothingHappened()).toThrow(AssertionError);
  });

  it('thenThrows: nothing thrown → AssertionError listing the events', () => {
    expect(() => reserveTwo.thenThrows('QUOTA_EXCEEDED')).toThrow(/returned \[\{"type":"PlacesReserved"/);
  });

  it('thenThrows: another code → AssertionError naming both codes', () => {
    const refused = spec
      .given([opened(1), reserved(1)])
      .when({ type: 'ReservePlaces', data: { places: 1, now } });
    expect(() => refused.thenThrows('QUOTA_NOT_OPENED')).toThrow(AssertionError);
    expect(() => refused.thenThrows('QUOTA_NOT_OPENED')).toThrow(/QUOTA_NOT_OPENED.*QUOTA_EXCEEDED/);
  });

  it('thenThrows: the predicate says no → AssertionError', () => {
    const refused = spec.given([opened(0)]).when({ type: 'ReservePlaces', data: { places: 1, now } });
    expect(() => refused.thenThrows(() => false)).toThrow(/predicate rejected DomainError QUOTA_EXCEEDED/);
  });

  it('thenThrows with a code refuses errors that are not DomainErrors', () => {
    const broken = DeciderSpecification.for({
      ...exampleQuota,
      decide: () => {
        throw new TypeError('boom');
      },
    });
    expect(() => broken.when({ type: 'OpenQuota', data: { capacity: 1, now } }).thenThrows('boom')).toThrow(
      /threw TypeError: boom/,
    );
  });

  it('decides once per when, however many assertions follow', () => {
    let calls = 0;
    const counted = DeciderSpecification.for({
      ...exampleQuota,
      decide: (command: QuotaCommand, state: QuotaState) => {
        calls++;
        return exampleQuota.decide(command, state);
      },
    });
    const when = counted.when({ type: 'OpenQuota', data: { capacity: 1, now } });
    when.then([opened(1)]);
    when.then([opened(1)]);
    expect(calls).toBe(1);
  });
});
