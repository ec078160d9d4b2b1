import type { z } from 'zod';
import { translateIssue } from '../../../domain/i18n/validationMessages.ts';
import { BillingRule } from '../../../domain/rules/billingRule.schema.ts';
import { DiscountRule, type StoredDiscountRule } from '../../../domain/rules/discountRule.schema.ts';
import type { PurchaseCart } from '../../../domain/rules/discounts.ts';
import { PriceDifferenceRule } from '../../../domain/rules/priceDifferenceRule.schema.ts';

/** The rules of the worked examples in docs/fees.md — keep both in step. */
export const SHANGHAI = { timeZone: 'Asia/Shanghai', holidays: [] as string[] };

/** "2024-05-15 10:00" in Shanghai → an ISO instant with its offset. */
export const sh = (local: string): string => `${local.replace(' ', 'T')}:00+08:00`;

export const lakeBoats = BillingRule.parse({
  calcRuleName: 'Lake boats',
  scenicAreaID: 1,
  startFreeTime: 15,
  startPrice: 1000,
  isAllowUnitSpanDeduction: true,
  deductionUnitSpan: 60,
  deductionGranularity: 30,
  graceSpan: 5,
  maxDayAmount: 6000,
  maxTotalAmount: 15000,
  dayType: 'calendarDay',
  periods: [
    { start: '08:00', end: '18:00', unitPrice: 400 },
    { start: '18:00', end: '22:00', unitPrice: 200 },
  ],
  weekendPeriods: [{ start: '08:00', end: '22:00', unitPrice: 500 }],
  holiday: {
    startDate: '2024-10-01',
    endDate: '2024-10-07',
    periods: [{ start: '08:00', end: '22:00', unitPrice: 600 }],
  },
});

export const boatOvertime = PriceDifferenceRule.parse({
  name: 'Boat overdue',
  scenicAreaID: 1,
  ticketTypeID: 7,
  gracePeriod: 15,
  stages: [
    { overtimeMinutes: 15, amount: 1000 },
    { overtimeMinutes: 60, amount: 2000 },
    { overtimeMinutes: 120, amount: 4000 },
    { overtimeMinutes: 240, amount: 8000 },
  ],
});

const discount = (id: number, input: z.input<typeof DiscountRule>): StoredDiscountRule => ({
  id,
  ...DiscountRule.parse(input),
});

export const areaDiscounts: StoredDiscountRule[] = [
  discount(1, {
    discountName: '满100减10，满300减50',
    scenicAreaID: 1,
    discountCategory: 'ticketPurchase',
    discountType: 'fullAmountOff',
    tiers: [
      { threshold: 10000, value: 1000 },
      { threshold: 30000, value: 5000 },
    ],
  }),
  discount(2, {
    discountName: '满500打8.8折',
    scenicAreaID: 1,
    discountCategory: 'ticketPurchase',
    discountType: 'fullAmountPercent',
    tiers: [{ threshold: 50000, value: 88 }],
  }),
  discount(3, {
    discountName: '10张起9折',
    scenicAreaID: 1,
    discountCategory: 'ticketPurchase',
    discountType: 'fullCountPercent',
    tiers: [{ threshold: 10, value: 90 }],
  }),
  discount(4, {
    discountName: '充值赠送',
    scenicAreaID: 1,
    discountCategory: 'recharge',
    discountType: 'rechargeBonus',
    tiers: [
      { threshold: 10000, value: 1000 },
      { threshold: 50000, value: 8000 },
    ],
  }),
];

/** A cart of [count, unit price in fen] lines for scenic area 1 (ticket types 101, 102, …). */
export const cartOf = (...lines: [number, number][]): PurchaseCart => ({
  category: 'ticketPurchase',
  scenicAreaID: 1,
  lines: lines.map(([count, unitPrice], i) => ({ ticketTypeID: 101 + i, count, unitPrice })),
});

/** The cn, en and es messages of the first issue at `path` ("periods.1.start"), or undefined. */
export function messagesAt(schema: z.ZodType, input: unknown, path: string) {
  const result = schema.safeParse(input);
  const issue = result.error?.issues.find((i) => i.path.join('.') === path);
  if (!issue) return undefined;
  return {
    cn: translateIssue(issue, 'cn'),
    en: translateIssue(issue, 'en'),
    es: translateIssue(issue, 'es'),
  };
}
