import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DISCOUNT_TYPES,
  DiscountRule,
  type StoredDiscountRule,
} from '../../../domain/rules/discountRule.schema.ts';
import { applyDiscounts, discountOf } from '../../../domain/rules/discounts.ts';
import { areaDiscounts, cartOf } from './feeExamples.ts';

describe('applyDiscounts: worked examples (docs/fees.md)', () => {
  it('A. 2 × ¥60: 满100减10 applies', () => {
    const r = applyDiscounts(areaDiscounts, cartOf([2, 6000]));
    expect(r).toMatchObject({ subtotal: 12000, discount: 1000, payable: 11000 });
    expect(r.chosen).toMatchObject({ ruleId: 1, tierIndex: 0 });
  });

  it('B. 6 × ¥60: the higher tier of the same rule (满300减50)', () => {
    const r = applyDiscounts(areaDiscounts, cartOf([6, 6000]));
    expect(r).toMatchObject({ subtotal: 36000, discount: 5000, payable: 31000 });
    expect(r.chosen).toMatchObject({ ruleId: 1, tierIndex: 1 });
  });

  it('C. 10 × ¥60: three rules apply, 8.8折 gives the most', () => {
    const r = applyDiscounts(areaDiscounts, cartOf([10, 6000]));
    expect(r).toMatchObject({ subtotal: 60000, ticketCount: 10, discount: 7200, payable: 52800 });
    expect(r.chosen?.ruleId).toBe(2);
  });

  it('D. rounding: the buyer pays 88 % rounded down to the fen, shared over the lines', () => {
    const r = applyDiscounts(areaDiscounts, cartOf([8, 5999], [4, 2999]));
    expect(r).toMatchObject({ subtotal: 59988, discount: 7199, payable: 52789 });
    expect(r.lines.map((l) => [l.subtotal, l.discount, l.payable])).toEqual([
      [47992, 5759, 42233],
      [11996, 1440, 10556],
    ]);
  });

  it('E. recharge ¥600 earns the ¥80 bonus; ¥99.99 earns none', () => {
    const recharge = (amount: number) =>
      applyDiscounts(areaDiscounts, { category: 'recharge', scenicAreaID: 1, amount });
    expect(recharge(60000)).toMatchObject({
      bonus: 8000,
      credited: 68000,
      chosen: { ruleId: 4, tierIndex: 1 },
    });
    expect(recharge(9999)).toMatchObject({ bonus: 0, credited: 9999, chosen: null });
  });
});

describe('applyDiscounts: which rules count', () => {
  it('ignores disabled rules, other scenic areas and the other category', () => {
    const others = areaDiscounts.map((r) => (r.id === 2 ? { ...r, isEnable: false } : r));
    expect(applyDiscounts(others, cartOf([10, 6000])).chosen?.ruleId).toBe(3);
    expect(applyDiscounts(areaDiscounts, { ...cartOf([10, 6000]), scenicAreaID: 2 }).chosen).toBeNull();
    expect(applyDiscounts([areaDiscounts[3]!], cartOf([10, 6000])).discount).toBe(0);
  });

  it('never goes below zero when the amount off is larger than the order', () => {
    const countOff = {
      ...areaDiscounts[0]!,
      id: 9,
      discountType: 'fullCountOff' as const,
      tiers: [{ threshold: 1, value: 99999 }],
    };
    expect(applyDiscounts([countOff], cartOf([1, 500]))).toMatchObject({ discount: 500, payable: 0 });
    expect(applyDiscounts([countOff], cartOf([2, 0]))).toMatchObject({
      discount: 0,
      payable: 0,
      chosen: null,
    });
  });

  it('breaks ties by the lower rule id', () => {
    const twin = { ...areaDiscounts[0]!, id: 0 };
    expect(applyDiscounts([areaDiscounts[0]!, twin], cartOf([2, 6000])).chosen?.ruleId).toBe(0);
  });

  it('discountOf: percent rounds the payable down, amount-off caps at the subtotal', () => {
    expect(discountOf('fullAmountPercent', { threshold: 1, value: 88 }, 999)).toBe(999 - 879);
    expect(discountOf('fullAmountOff', { threshold: 1, value: 300 }, 200)).toBe(200);
    expect(discountOf('fullCountPercent', { threshold: 1, value: 50 }, 0)).toBe(0);
  });
});

const ruleArb = fc
  .record({
    id: fc.integer({ min: 1, max: 4 }),
    discountType: fc.constantFrom(...DISCOUNT_TYPES),
    isEnable: fc.boolean(),
    tiers: fc.uniqueArray(
      fc.record({
        threshold: fc.integer({ min: 1, max: 200_000 }),
        value: fc.integer({ min: 1, max: 200_000 }),
      }),
      { minLength: 1, maxLength: 4, selector: (t) => t.threshold },
    ),
  })
  .map(({ id, discountType, isEnable, tiers }): StoredDiscountRule => {
    const percent = discountType.endsWith('Percent');
    const fixed = tiers.map((t) => ({
      threshold: discountType.startsWith('fullCount') ? (t.threshold % 30) + 1 : t.threshold,
      value: percent
        ? (t.value % 99) + 1
        : discountType === 'fullAmountOff'
          ? Math.min(t.value, t.threshold)
          : t.value,
    }));
    const unique = fixed.filter((t, i) => fixed.findIndex((u) => u.threshold === t.threshold) === i);
    const category = discountType === 'rechargeBonus' ? 'recharge' : 'ticketPurchase';
    const rule = {
      discountName: 'p',
      scenicAreaID: 1,
      discountCategory: category,
      discountType,
      isEnable,
      tiers: unique,
    };
    return { id, ...DiscountRule.parse(rule) };
  });
const cartArb = fc
  .array(fc.tuple(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99_999 })), {
    minLength: 1,
    maxLength: 5,
  })
  .map((lines) => cartOf(...lines));

describe('applyDiscounts: properties', () => {
  it('never makes a price negative nor increases it, and the line shares add up', () => {
    fc.assert(
      fc.property(fc.array(ruleArb, { maxLength: 6 }), cartArb, (rules, cart) => {
        const r = applyDiscounts(rules, cart);
        expect(r.payable).toBeGreaterThanOrEqual(0);
        expect(r.payable).toBeLessThanOrEqual(r.subtotal);
        expect(Number.isInteger(r.payable) && Number.isInteger(r.discount)).toBe(true);
        expect(r.lines.reduce((s, l) => s + l.discount, 0)).toBe(r.discount);
        for (const l of r.lines) expect(l.payable >= 0 && l.payable <= l.subtotal).toBe(true);
      }),
    );
  });

  it('picks a tier at least as good as any single applicable one', () => {
    fc.assert(
      fc.property(fc.array(ruleArb, { maxLength: 6 }), cartArb, (rules, cart) => {
        const r = applyDiscounts(rules, cart);
        for (const rule of rules.filter((x) => x.isEnable && x.discountCategory === 'ticketPurchase')) {
          for (const tier of rule.tiers) {
            const measure = rule.discountType.startsWith('fullCount') ? r.ticketCount : r.subtotal;
            if (measure >= tier.threshold) {
              expect(r.discount).toBeGreaterThanOrEqual(discountOf(rule.discountType, tier, r.subtotal));
            }
          }
        }
      }),
    );
  });

  it('a recharge bonus is never negative and the credit never below the amount', () => {
    fc.assert(
      fc.property(
        fc.array(ruleArb, { maxLength: 6 }),
        fc.integer({ min: 0, max: 500_000 }),
        (rules, amount) => {
          const r = applyDiscounts(rules, { category: 'recharge', scenicAreaID: 1, amount });
          expect(r.bonus).toBeGreaterThanOrEqual(0);
          expect(r.credited).toBe(amount + r.bonus);
        },
      ),
    );
  });
});
