import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BillingRule } from '../../../domain/rules/billingRule.schema.ts';
import { computeTimedFee } from '../../../domain/rules/timedFee.ts';

const MIN = 60_000;
const hhmm = (m: number) =>
  `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/** Up to `max` non-overlapping periods: sorted distinct cut points taken in pairs. */
const periods = (min: number, max: number) =>
  fc
    .uniqueArray(fc.integer({ min: 0, max: 1440 }), { minLength: min * 2, maxLength: max * 2 })
    .chain((cuts) => {
      const sorted = [...cuts].sort((a, b) => a - b);
      const pairs = Array.from({ length: Math.floor(sorted.length / 2) }, (_, i) => [
        sorted[2 * i]!,
        sorted[2 * i + 1]!,
      ]);
      return fc
        .tuple(...pairs.map(() => fc.integer({ min: 0, max: 2000 })))
        .map((prices) =>
          pairs.map(([a, b], i) => ({ start: hhmm(a!), end: hhmm(b!), unitPrice: prices[i]! })),
        );
    });

const ruleArb = fc
  .record({
    calcRuleType: fc.constantFrom('perUnit', 'perPeriod'),
    dayType: fc.constantFrom('calendarDay', 'rolling24h'),
    startFreeTime: fc.integer({ min: 0, max: 120 }),
    startPrice: fc.integer({ min: 0, max: 3000 }),
    isAllowUnitSpanDeduction: fc.boolean(),
    deductionUnitSpan: fc.integer({ min: 0, max: 180 }),
    deductionGranularity: fc.integer({ min: 1, max: 120 }),
    graceSpan: fc.integer({ min: 0, max: 30 }),
    maxDayAmount: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 20000 })),
    maxTotalAmount: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 50000 })),
    periods: periods(1, 5),
    weekendPeriods: periods(0, 3),
    holiday: fc.option(
      periods(1, 2).map((p) => ({ startDate: '2024-10-01', endDate: '2024-10-07', periods: p })),
      { nil: null },
    ),
  })
  .map((r) => BillingRule.parse({ calcRuleName: 'prop', scenicAreaID: 1, ...r }));

/** No caps, no free time, one long period: every unit edge shows in the fee. */
const plainRuleArb = fc
  .record({
    deductionGranularity: fc.integer({ min: 1, max: 120 }),
    graceSpan: fc.integer({ min: 0, max: 30 }),
    dayType: fc.constantFrom('calendarDay', 'rolling24h'),
    periods: fc
      .integer({ min: 1, max: 2000 })
      .map((unitPrice) => [{ start: '06:00', end: '24:00', unitPrice }]),
  })
  .map((r) => BillingRule.parse({ calcRuleName: 'plain', scenicAreaID: 1, ...r }));

const calendarArb = fc.record({
  timeZone: fc.constantFrom('Asia/Shanghai', 'Europe/Madrid', 'America/New_York'),
  holidays: fc.constantFrom([], ['2024-05-01', '2024-06-10']),
});
/** Entries through 2024 (both DST changes included), to the second. */
const entryArb = fc
  .integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2024, 11, 31) })
  .map((ms) => ms - (ms % 1000));
const stayArb = fc.integer({ min: 0, max: 3 * 1440 * 60 }).map((s) => s * 1000);
/** Mostly a few minutes (to catch a drop at a unit edge), sometimes most of a day. */
const stepArb = fc
  .oneof(
    { arbitrary: fc.integer({ min: 0, max: 600 }), weight: 4 },
    { arbitrary: fc.integer({ min: 0, max: 20 * 3600 }), weight: 1 },
  )
  .map((s) => s * 1000);

const at = (ms: number) => new Date(ms);
const itemsSum = (items: { amount: number }[]) => items.reduce((sum, i) => sum + i.amount, 0);

describe('computeTimedFee: properties', () => {
  const walk = (
    rule: BillingRule,
    cal: { timeZone: string },
    entry: number,
    stay: number,
    steps: number[],
  ) => {
    let exit = entry + stay;
    let before = computeTimedFee(rule, at(entry), at(exit), cal).amount;
    for (const step of steps) {
      exit += step;
      const now = computeTimedFee(rule, at(entry), at(exit), cal).amount;
      expect(now).toBeGreaterThanOrEqual(before);
      before = now;
    }
  };
  const stepsArb = fc.array(stepArb, { minLength: 1, maxLength: 40 });

  it('never decreases when the stay grows (any rule, a walk of exits)', () => {
    fc.assert(fc.property(ruleArb, calendarArb, entryArb, stayArb, stepsArb, walk), { numRuns: 200 });
  });

  it('never decreases when the stay grows (plain rules, minute steps across unit edges)', () => {
    const minuteSteps = fc.array(
      fc.integer({ min: 0, max: 300 }).map((s) => s * 1000),
      { maxLength: 60 },
    );
    const shortStay = fc.integer({ min: 0, max: 4 * 3600 }).map((s) => s * 1000);
    fc.assert(fc.property(plainRuleArb, calendarArb, entryArb, shortStay, minuteSteps, walk), {
      numRuns: 200,
    });
  });

  it('is zero inside the free time', () => {
    fc.assert(
      fc.property(
        ruleArb,
        calendarArb,
        entryArb,
        fc.double({ min: 0, max: 1, noNaN: true }),
        (rule, cal, entry, f) => {
          const stay = Math.floor(rule.startFreeTime * MIN * f);
          expect(computeTimedFee(rule, at(entry), at(entry + stay), cal).amount).toBe(0);
        },
      ),
    );
  });

  it('never exceeds the total cap, nor a day’s cap within a billing day', () => {
    fc.assert(
      fc.property(ruleArb, calendarArb, entryArb, stayArb, (rule, cal, entry, stay) => {
        const fee = computeTimedFee(rule, at(entry), at(entry + stay), cal);
        if (rule.maxTotalAmount > 0) expect(fee.amount).toBeLessThanOrEqual(rule.maxTotalAmount);
        if (rule.maxDayAmount > 0) {
          const days = new Set(fee.items.map((i) => i.day));
          for (const day of days) {
            const ofDay = fee.items.filter((i) => i.day === day && i.note !== 'totalCap');
            expect(itemsSum(ofDay)).toBeLessThanOrEqual(rule.maxDayAmount);
          }
          if (rule.dayType === 'rolling24h' && stay <= 24 * 60 * MIN) {
            expect(fee.amount).toBeLessThanOrEqual(rule.maxDayAmount);
          }
        }
      }),
    );
  });

  it('is a non-negative integer equal to the sum of its items, in time order', () => {
    fc.assert(
      fc.property(ruleArb, calendarArb, entryArb, stayArb, (rule, cal, entry, stay) => {
        const fee = computeTimedFee(rule, at(entry), at(entry + stay), cal);
        expect(Number.isInteger(fee.amount) && fee.amount >= 0).toBe(true);
        expect(itemsSum(fee.items)).toBe(fee.amount);
        const charged = fee.items.filter((i) => i.amount >= 0);
        for (const [i, item] of charged.entries()) {
          expect(item.from <= item.to).toBe(true);
          if (i > 0) expect(charged[i - 1]!.to <= item.from || item.period === 'start').toBe(true);
        }
      }),
    );
  });

  it('within a single local day, never exceeds the daily cap (calendar day)', () => {
    fc.assert(
      fc.property(
        ruleArb,
        fc.integer({ min: 0, max: 1439 }),
        fc.integer({ min: 0, max: 1439 }),
        (rule, a, b) => {
          const calendarDay = { ...rule, dayType: 'calendarDay' as const };
          const [from, to] = a <= b ? [a, b] : [b, a];
          const day = Date.UTC(2024, 4, 15) - 8 * 3600_000; // 2024-05-15 00:00 in Shanghai
          const fee = computeTimedFee(calendarDay, at(day + from * MIN), at(day + to * MIN), {
            timeZone: 'Asia/Shanghai',
          });
          if (rule.maxDayAmount > 0) expect(fee.amount).toBeLessThanOrEqual(rule.maxDayAmount);
        },
      ),
    );
  });
});
