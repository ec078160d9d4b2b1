import { describe, expect, it } from 'vitest';
import { computeTimedFee } from '../../../domain/rules/timedFee.ts';
import { lakeBoats, SHANGHAI, sh } from './feeExamples.ts';

// The worked examples of docs/fees.md ("Lake boats", Asia/Shanghai). 2024-05-15 is a Wednesday.
const fee = (from: string, to: string, rule = lakeBoats, calendar = SHANGHAI) =>
  computeTimedFee(rule, sh(from), sh(to), calendar);
const brief = (items: ReturnType<typeof fee>['items']) =>
  items.map((i) => [i.period, i.units, i.unitPrice, i.amount, i.note]);

describe('computeTimedFee: worked examples', () => {
  it('1. a stay within the free time costs nothing', () => {
    const r = fee('2024-05-15 10:00', '2024-05-15 10:12');
    expect(r.amount).toBe(0);
    expect(brief(r.items)).toEqual([['free', 0, 0, 0, 'freeTime']]);
  });

  it('2. start price covers the first hour, then every started 30 minutes', () => {
    const r = fee('2024-05-15 10:00', '2024-05-15 12:40');
    expect(r.amount).toBe(2600);
    expect(brief(r.items)).toEqual([
      ['start', 1, 1000, 1000, 'startPriceCoversSpan'],
      ['08:00-18:00', 4, 400, 1600, 'units'],
    ]);
  });

  it('3. minutes within the grace span past a full unit are not charged', () => {
    const r = fee('2024-05-15 10:00', '2024-05-15 12:34');
    expect(r.amount).toBe(2200);
    expect(brief(r.items)[1]).toEqual(['08:00-18:00', 3, 400, 1200, 'graceApplied']);
  });

  it('4. each period is charged at its own unit price', () => {
    const r = fee('2024-05-15 16:00', '2024-05-15 19:30');
    expect(r.amount).toBe(2400);
    expect(brief(r.items)).toEqual([
      ['start', 1, 1000, 1000, 'startPriceCoversSpan'],
      ['08:00-18:00', 2, 400, 800, 'units'],
      ['18:00-22:00', 3, 200, 600, 'units'],
    ]);
  });

  it('5. a full day stops at the daily cap', () => {
    const r = fee('2024-05-15 08:00', '2024-05-15 22:00');
    expect(r.amount).toBe(6000);
    expect(r.capped).toEqual({ daily: 1, total: false });
    expect(brief(r.items).at(-1)).toEqual(['dailyCap', 0, 0, -3800, 'dailyCap']);
  });

  it('6. Friday evening to Monday noon: weekend prices, night free, daily and total caps', () => {
    const r = fee('2024-05-17 20:00', '2024-05-20 12:00');
    expect(r.amount).toBe(15000);
    expect(r.capped).toEqual({ daily: 2, total: true });
    expect(r.items.map((i) => [i.day, i.dayKind, i.period, i.amount])).toEqual([
      [0, null, 'start', 1000],
      [0, 'weekday', '18:00-22:00', 400],
      [1, 'weekend', '08:00-22:00', 14000],
      [1, null, 'dailyCap', -8000],
      [2, 'weekend', '08:00-22:00', 14000],
      [2, null, 'dailyCap', -8000],
      [3, 'weekday', '08:00-18:00', 3200],
      [3, null, 'totalCap', -1600],
    ]);
  });

  it('7. the rule’s holiday range uses the holiday periods', () => {
    const r = fee('2024-10-02 09:00', '2024-10-02 11:00');
    expect(r.amount).toBe(2200);
    expect(r.items[1]).toMatchObject({ dayKind: 'holiday', period: '08:00-22:00', units: 2, unitPrice: 600 });
  });

  it('8. a calendar holiday without its own range is billed at holiday prices too', () => {
    const calendar = { timeZone: 'Asia/Shanghai', holidays: ['2024-06-10'] };
    const r = fee('2024-06-10 09:00', '2024-06-10 11:00', lakeBoats, calendar);
    expect(r.amount).toBe(2200);
    expect(r.items[1]?.dayKind).toBe('holiday');
  });

  it('9. rolling 24 h versus calendar day over the same stay', () => {
    const rolling = { ...lakeBoats, dayType: 'rolling24h' as const };
    const r = fee('2024-05-15 20:00', '2024-05-16 21:00', rolling);
    expect(r.amount).toBe(6400);
    expect(r.items.map((i) => [i.day, i.period, i.amount])).toEqual([
      [0, 'start', 1000],
      [0, '18:00-22:00', 400],
      [0, '08:00-18:00', 8000],
      [0, '18:00-22:00', 800],
      [0, 'dailyCap', -4200],
      [1, '18:00-22:00', 400],
    ]);
    expect(fee('2024-05-15 20:00', '2024-05-16 21:00').amount).toBe(7400);
  });
});

describe('computeTimedFee: edges', () => {
  it('returns nothing for an exit at or before the entry', () => {
    expect(fee('2024-05-15 10:00', '2024-05-15 10:00')).toEqual({
      amount: 0,
      items: [],
      capped: { daily: 0, total: false },
    });
  });

  it('charges from entry once the free time is passed (the free time is not deducted)', () => {
    expect(fee('2024-05-15 10:00', '2024-05-15 10:16').amount).toBe(1000);
  });

  it('bills nothing for time outside every period', () => {
    const r = fee('2024-05-15 22:30', '2024-05-16 07:30');
    expect(r.amount).toBe(1000);
    expect(r.items).toHaveLength(1);
  });

  it('without unit-span deduction the start price comes on top of the first units', () => {
    const r = fee('2024-05-15 10:00', '2024-05-15 11:00', { ...lakeBoats, isAllowUnitSpanDeduction: false });
    expect(brief(r.items)).toEqual([
      ['start', 1, 1000, 1000, 'startPrice'],
      ['08:00-18:00', 2, 400, 800, 'units'],
    ]);
  });

  it('perPeriod charges each period entered once', () => {
    const perPeriod = { ...lakeBoats, calcRuleType: 'perPeriod' as const };
    const r = fee('2024-05-15 16:00', '2024-05-15 19:30', perPeriod);
    expect(r.amount).toBe(1000 + 400 + 200);
  });

  it('judges days in the scenic area’s time zone, and accepts Date instants', () => {
    const madrid = { timeZone: 'Europe/Madrid', holidays: [] };
    // 2024-05-18 is a Saturday: 09:00-11:00 local in Madrid is 07:00-09:00 UTC.
    const r = computeTimedFee(
      lakeBoats,
      new Date('2024-05-18T07:00:00Z'),
      new Date('2024-05-18T09:00:00Z'),
      madrid,
    );
    expect(r.items[1]).toMatchObject({
      dayKind: 'weekend',
      units: 2,
      unitPrice: 500,
      from: '2024-05-18T08:00:00.000Z',
    });
  });

  it('refuses ISO strings without an offset', () => {
    expect(() => computeTimedFee(lakeBoats, '2024-05-15T10:00', '2024-05-15T11:00', SHANGHAI)).toThrow(
      RangeError,
    );
  });
});
