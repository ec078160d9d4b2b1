import { z } from 'zod';
import { Fen, Id, LocalDate, MINUTES_PER_DAY, Minutes, PeriodList } from './ruleFields.ts';

/**
 * Billing rule (计费规则) for timed tickets. What each field does is computed by `computeTimedFee`
 * (domain/rules/timedFee.ts) and explained in docs/fees.md.
 */

/** perUnit: each started unit of `deductionGranularity` minutes costs the period's unit price.
 *  perPeriod: being in a period at all costs its unit price once (a session fee). */
export const CALC_RULE_TYPES = ['perUnit', 'perPeriod'] as const;
/** calendarDay: the daily cap resets at local midnight. rolling24h: per 24 hours from entry. */
export const BILLING_DAY_TYPES = ['calendarDay', 'rolling24h'] as const;

export const HolidayBilling = z
  .object({
    startDate: LocalDate,
    endDate: LocalDate,
    /** Periods on holidays; the first one (the holiday start time) is required. */
    periods: PeriodList.min(1, 'i18n:holidayPeriodRequired'),
  })
  .superRefine((h, ctx) => {
    if (h.endDate < h.startDate) {
      ctx.addIssue({ code: 'custom', message: 'i18n:endBeforeStart', path: ['endDate'] });
    }
  });
export type HolidayBilling = z.infer<typeof HolidayBilling>;

export const BillingRule = z.object({
  calcRuleName: z.string().trim().min(1).max(16),
  scenicAreaID: Id,
  calcRuleType: z.enum(CALC_RULE_TYPES).default('perUnit'),
  remark: z.string().max(64).default(''),
  /** Minutes a visitor has to leave after paying at the exit; used by the gate, not by the fee. */
  allowOutTimeSpan: Minutes.default(0),
  /** When on, the start price covers the first `deductionUnitSpan` minutes of the stay. */
  isAllowUnitSpanDeduction: z.boolean().default(false),
  deductionUnitSpan: Minutes.default(0),
  startPrice: Fen.default(0),
  /** Cap per day (calendar day or 24 h, see dayType); 0 = no cap. */
  maxDayAmount: Fen.default(0),
  /** Cap for the whole stay; 0 = no cap. */
  maxTotalAmount: Fen.default(0),
  /** A stay of at most this many minutes is free; a longer one is charged from entry. */
  startFreeTime: Minutes.default(0),
  /** Minutes past the last full unit of a period that are not charged. */
  graceSpan: Minutes.default(0),
  /** The unit length in minutes: every started unit is charged (rounding up). */
  deductionGranularity: z.number().int().min(1).max(MINUTES_PER_DAY).default(60),
  dayType: z.enum(BILLING_DAY_TYPES).default('calendarDay'),
  /** Weekday periods; the first (start period) is required. Also used on weekends without their own. */
  periods: PeriodList.min(1, 'i18n:startPeriodRequired'),
  /** Saturday and Sunday periods; empty = the weekday periods apply. */
  weekendPeriods: PeriodList.default([]),
  /** Holiday pricing: applies on its date range and on the scenic area's holiday calendar. */
  holiday: HolidayBilling.nullable().default(null),
});
export type BillingRule = z.infer<typeof BillingRule>;
/** What a form or a request sends (defaults not yet applied). */
export type BillingRuleInput = z.input<typeof BillingRule>;
