import { describe, expect, it } from 'vitest';
import { BillingRule, type BillingRuleInput } from '../../../domain/rules/billingRule.schema.ts';
import { messagesAt } from './feeExamples.ts';

const base: BillingRuleInput = {
  calcRuleName: 'Lake boats',
  scenicAreaID: 1,
  periods: [{ start: '08:00', end: '18:00', unitPrice: 400 }],
};
const withPeriods = (
  periods: BillingRuleInput['periods'],
  key: 'periods' | 'weekendPeriods' = 'periods',
) => ({
  ...base,
  [key]: periods,
});

const OVERLAP = {
  cn: '时段不能重叠',
  en: 'Periods cannot overlap',
  es: 'Los periodos no pueden solaparse',
};
const END_BEFORE_START = {
  cn: '结束时间不能早于开始时间',
  en: 'The end cannot be before the start',
  es: 'El final no puede ser anterior al inicio',
};

describe('BillingRule schema', () => {
  it('fills the defaults an operator would start from', () => {
    const rule = BillingRule.parse(base);
    expect(rule).toMatchObject({
      calcRuleType: 'perUnit',
      dayType: 'calendarDay',
      deductionGranularity: 60,
      startFreeTime: 0,
      maxDayAmount: 0,
      maxTotalAmount: 0,
      weekendPeriods: [],
      holiday: null,
    });
  });

  it('accepts the name at 16 characters and refuses 17', () => {
    expect(BillingRule.safeParse({ ...base, calcRuleName: 'x'.repeat(16) }).success).toBe(true);
    expect(messagesAt(BillingRule, { ...base, calcRuleName: 'x'.repeat(17) }, 'calcRuleName')).toEqual({
      cn: '长度不能超过 16 个字符',
      en: 'cannot exceed 16 characters',
      es: 'no puede superar 16 caracteres',
    });
  });

  it('accepts money up to 99999.99 yuan (9999999 fen) and refuses one fen more', () => {
    expect(BillingRule.safeParse({ ...base, maxTotalAmount: 9_999_999 }).success).toBe(true);
    expect(messagesAt(BillingRule, { ...base, maxTotalAmount: 10_000_000 }, 'maxTotalAmount')?.en).toBe(
      'cannot be greater than 9999999',
    );
    expect(messagesAt(BillingRule, { ...base, startPrice: -1 }, 'startPrice')?.cn).toBe('不能小于 0');
  });

  it('requires the start period', () => {
    expect(messagesAt(BillingRule, withPeriods([]), 'periods')).toEqual({
      cn: '请设置起始时段',
      en: 'The start period is required',
      es: 'El periodo inicial es obligatorio',
    });
    const noStart = withPeriods([{ end: '18:00', unitPrice: 1 } as never]);
    expect(messagesAt(BillingRule, noStart, 'periods.0.start')?.en).toBe('is required');
  });

  it('refuses a period ending before it starts; an equal end and "24:00" are accepted', () => {
    expect(
      messagesAt(BillingRule, withPeriods([{ start: '18:00', end: '17:59', unitPrice: 1 }]), 'periods.0.end'),
    ).toEqual(END_BEFORE_START);
    expect(BillingRule.safeParse(withPeriods([{ start: '18:00', end: '18:00', unitPrice: 1 }])).success).toBe(
      true,
    );
    expect(BillingRule.safeParse(withPeriods([{ start: '18:00', end: '24:00', unitPrice: 1 }])).success).toBe(
      true,
    );
    expect(
      messagesAt(BillingRule, withPeriods([{ start: '18:00', end: '24:01', unitPrice: 1 }]), 'periods.0.end')
        ?.en,
    ).toBe('has an invalid format');
  });

  it('refuses overlapping periods on weekdays and weekends alike; touching ends are fine', () => {
    const overlapping = [
      { start: '08:00', end: '12:00', unitPrice: 1 },
      { start: '11:59', end: '18:00', unitPrice: 2 },
    ];
    expect(messagesAt(BillingRule, withPeriods(overlapping), 'periods.1.start')).toEqual(OVERLAP);
    expect(
      messagesAt(BillingRule, withPeriods(overlapping, 'weekendPeriods'), 'weekendPeriods.1.start'),
    ).toEqual(OVERLAP);
    const touching = [
      { start: '08:00', end: '12:00', unitPrice: 1 },
      { start: '12:00', end: '18:00', unitPrice: 2 },
    ];
    expect(BillingRule.safeParse(withPeriods(touching)).success).toBe(true);
  });

  it('accepts five periods and refuses six', () => {
    const hours = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ start: `0${i}:00`, end: `0${i}:30`, unitPrice: 1 }));
    expect(BillingRule.safeParse(withPeriods(hours(5))).success).toBe(true);
    expect(messagesAt(BillingRule, withPeriods(hours(6)), 'periods')?.en).toBe('at most 5 items');
  });

  it('holiday: dates required, end not before start, start time required', () => {
    const holiday = {
      startDate: '2024-10-01',
      endDate: '2024-10-07',
      periods: [{ start: '08:00', end: '22:00', unitPrice: 6 }],
    };
    expect(BillingRule.safeParse({ ...base, holiday }).success).toBe(true);
    expect(BillingRule.safeParse({ ...base, holiday: { ...holiday, endDate: '2024-10-01' } }).success).toBe(
      true,
    );
    expect(
      messagesAt(BillingRule, { ...base, holiday: { ...holiday, endDate: '2024-09-30' } }, 'holiday.endDate'),
    ).toEqual(END_BEFORE_START);
    expect(
      messagesAt(
        BillingRule,
        { ...base, holiday: { ...holiday, startDate: undefined } },
        'holiday.startDate',
      ),
    ).toEqual({
      cn: '不能为空',
      en: 'is required',
      es: 'es obligatorio',
    });
    expect(
      messagesAt(BillingRule, { ...base, holiday: { ...holiday, periods: [] } }, 'holiday.periods'),
    ).toEqual({
      cn: '请设置节假日开始时间',
      en: 'The holiday start time is required',
      es: 'La hora de inicio del festivo es obligatoria',
    });
    const late = { ...holiday, periods: [{ start: '22:00', end: '08:00', unitPrice: 6 }] };
    expect(messagesAt(BillingRule, { ...base, holiday: late }, 'holiday.periods.0.end')).toEqual(
      END_BEFORE_START,
    );
  });

  it('keeps the unit length between 1 minute and a day', () => {
    expect(messagesAt(BillingRule, { ...base, deductionGranularity: 0 }, 'deductionGranularity')?.en).toBe(
      'cannot be less than 1',
    );
    expect(messagesAt(BillingRule, { ...base, deductionGranularity: 1441 }, 'deductionGranularity')?.es).toBe(
      'no puede ser mayor que 1440',
    );
  });
});
