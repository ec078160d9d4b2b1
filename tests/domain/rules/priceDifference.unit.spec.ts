import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computePriceDifference, paidUntilOf } from '../../../domain/rules/priceDifference.ts';
import { PriceDifferenceRule } from '../../../domain/rules/priceDifferenceRule.schema.ts';
import { boatOvertime, sh } from './feeExamples.ts';

// docs/fees.md: a 2-hour boat ticket entered at 12:00, so paid until 14:00 (Shanghai time).
const ticket = { entryAt: sh('2024-05-15 12:00'), allowedMinutes: 120 };
const at = (local: string, t: Parameters<typeof computePriceDifference>[1] = ticket) =>
  computePriceDifference(boatOvertime, t, sh(local));

describe('computePriceDifference: worked examples', () => {
  it('before the paid time runs out: nothing owed, minutes left shown', () => {
    expect(at('2024-05-15 13:50')).toMatchObject({
      amount: 0,
      stage: null,
      remainingMinutes: 10,
      overtimeMinutes: 0,
    });
  });

  it('within the grace period (up to and including 15 minutes over): nothing owed', () => {
    expect(at('2024-05-15 14:15')).toMatchObject({
      amount: 0,
      stage: null,
      inGrace: true,
      overtimeMinutes: 15,
    });
  });

  it('past the grace period: stage 1', () => {
    expect(at('2024-05-15 14:16')).toMatchObject({
      amount: 1000,
      stage: 1,
      inGrace: false,
      overtimeMinutes: 16,
    });
  });

  it('90 minutes over: stage 2 (stages are not added up)', () => {
    expect(at('2024-05-15 15:30')).toMatchObject({ amount: 2000, stage: 2, stageAmount: 2000 });
  });

  it('what was already paid is deducted', () => {
    expect(at('2024-05-15 15:30', { ...ticket, alreadyPaid: 1000 })).toMatchObject({
      amount: 1000,
      stage: 2,
    });
    expect(at('2024-05-15 15:30', { ...ticket, alreadyPaid: 2000 })).toMatchObject({ amount: 0, stage: 2 });
  });

  it('6 hours over: the last stage', () => {
    expect(at('2024-05-15 20:00')).toMatchObject({ amount: 8000, stage: 4, overtimeMinutes: 360 });
  });
});

describe('computePriceDifference: edges', () => {
  it('uses paidUntil when given, else entry + allowed minutes', () => {
    expect(
      paidUntilOf({ paidUntil: '2024-05-15T06:00:00Z', entryAt: sh('2024-05-15 12:00'), allowedMinutes: 1 }),
    ).toBe(Date.parse('2024-05-15T06:00:00Z'));
    expect(at('2024-05-15 14:00').paidUntil).toBe('2024-05-15T06:00:00.000Z');
    expect(() =>
      computePriceDifference(boatOvertime, { entryAt: sh('2024-05-15 12:00') }, sh('2024-05-15 14:00')),
    ).toThrow(TypeError);
  });

  it('owes nothing past the grace period while no stage is reached yet', () => {
    const late = { ...boatOvertime, gracePeriod: 5 };
    expect(computePriceDifference(late, ticket, sh('2024-05-15 14:10'))).toMatchObject({
      amount: 0,
      stage: null,
    });
  });
});

const MIN = 60_000;
const ruleArb = fc
  .record({
    gracePeriod: fc.integer({ min: 0, max: 300 }),
    minutes: fc.uniqueArray(fc.integer({ min: 0, max: 99_999 }), { minLength: 4, maxLength: 4 }),
    amounts: fc.array(fc.integer({ min: 0, max: 9_999_999 }), { minLength: 4, maxLength: 4 }),
  })
  .map(({ gracePeriod, minutes, amounts }) => {
    const m = [...minutes].sort((a, b) => a - b);
    const a = [...amounts].sort((x, y) => x - y);
    const stages = m.map((overtimeMinutes, i) => ({ overtimeMinutes, amount: a[i]! }));
    return PriceDifferenceRule.parse({
      name: 'prop',
      scenicAreaID: 1,
      ticketTypeID: 7,
      gracePeriod,
      stages,
    });
  });
const paidUntil = Date.UTC(2024, 4, 15, 6);
const offsetArb = fc.integer({ min: -3 * 1440 * 60, max: 200_000 * 60 }).map((s) => s * 1000);

describe('computePriceDifference: properties', () => {
  it('is zero up to the end of the grace period', () => {
    fc.assert(
      fc.property(
        ruleArb,
        fc.integer({ min: -1440 * 60, max: 0 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (rule, before, f) => {
          const t = { paidUntil: new Date(paidUntil) };
          expect(computePriceDifference(rule, t, new Date(paidUntil + before * 1000)).amount).toBe(0);
          const inGrace = Math.floor(rule.gracePeriod * MIN * f);
          expect(computePriceDifference(rule, t, new Date(paidUntil + inGrace)).amount).toBe(0);
        },
      ),
    );
  });

  it('never decreases with time, and never exceeds the last stage', () => {
    fc.assert(
      fc.property(ruleArb, offsetArb, offsetArb, fc.integer({ min: 0, max: 20_000 }), (rule, x, y, paid) => {
        const t = { paidUntil: new Date(paidUntil), alreadyPaid: paid };
        const [early, late] = x <= y ? [x, y] : [y, x];
        const a = computePriceDifference(rule, t, new Date(paidUntil + early));
        const b = computePriceDifference(rule, t, new Date(paidUntil + late));
        expect(a.amount).toBeLessThanOrEqual(b.amount);
        expect(b.amount).toBeLessThanOrEqual(rule.stages[3].amount);
        expect(b.amount).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
