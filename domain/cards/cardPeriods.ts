// How long a card lasts (spec 000 §3 ticketCate and ticketTypeStartingType, spec 001 §5 and §9): the
// period of its kind, the validity its type's start rule gives it from a start day, and renewal
// periods. Dates are the scenic area's local days (YYYY-MM-DD); pure.
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { DomainError } from '../decider.ts';
import { STARTING_TYPE, TICKET_CATE } from '../ticketTypes/ticketTypeCodes.ts';

dayjs.extend(utc);

export const PERIOD_UNITS = ['day', 'month', 'year'] as const;
export type PeriodUnit = (typeof PERIOD_UNITS)[number];
export interface Period {
  unit: PeriodUnit;
  count: number;
}

/** Longest card sold (spec 001 §5): days 6000, months 100, years 30. */
export const SALE_LIMITS: Record<PeriodUnit, number> = { day: 6000, month: 100, year: 30 };
/** Longest renewal (spec 001 §5): days 5000, months 100, years 20. */
export const RENEWAL_LIMITS: Record<PeriodUnit, number> = { day: 5000, month: 100, year: 20 };

/** Renewal choices (spec 001 §9): 1 / 3 / 6 months, 1 / 3 / 6 quarters, half a year, 1 / 2 / 3 / 6 years. */
export const RENEWAL_OPTIONS = {
  month1: { unit: 'month', count: 1 },
  month3: { unit: 'month', count: 3 },
  month6: { unit: 'month', count: 6 },
  quarter1: { unit: 'month', count: 3 },
  quarter3: { unit: 'month', count: 9 },
  quarter6: { unit: 'month', count: 18 },
  halfYear: { unit: 'month', count: 6 },
  year1: { unit: 'year', count: 1 },
  year2: { unit: 'year', count: 2 },
  year3: { unit: 'year', count: 3 },
  year6: { unit: 'year', count: 6 },
} as const satisfies Record<string, Period>;
export type RenewalOption = keyof typeof RENEWAL_OPTIONS | 'custom';

/** Kinds a card can be renewed and replaced as (ordinary and group tickets cannot). */
export const PERIOD_CATES: readonly number[] = [
  TICKET_CATE.annual,
  TICKET_CATE.halfYear,
  TICKET_CATE.quarterly,
  TICKET_CATE.monthly,
  TICKET_CATE.customDay,
  TICKET_CATE.customMonth,
  TICKET_CATE.customYear,
];
export const isCardCate = (cate: number): boolean =>
  PERIOD_CATES.includes(cate) || cate === TICKET_CATE.storedValue || cate === TICKET_CATE.privilege;

/** The period a card of this kind lasts; `useDays` counts the custom kinds' days, months or years. */
export function periodOfCate(cate: number, useDays: number): Period {
  switch (cate) {
    case TICKET_CATE.annual:
      return { unit: 'year', count: 1 };
    case TICKET_CATE.halfYear:
      return { unit: 'month', count: 6 };
    case TICKET_CATE.quarterly:
      return { unit: 'month', count: 3 };
    case TICKET_CATE.monthly:
      return { unit: 'month', count: 1 };
    case TICKET_CATE.customMonth:
      return { unit: 'month', count: useDays };
    case TICKET_CATE.customYear:
      return { unit: 'year', count: useDays };
    default:
      return { unit: 'day', count: Math.max(useDays, 1) };
  }
}

export const withinLimits = (period: Period, limits: Record<PeriodUnit, number>): boolean =>
  Number.isInteger(period.count) && period.count >= 1 && period.count <= limits[period.unit];

/** The last day of a period that starts on `from` (inclusive). */
export const periodEnd = (from: string, period: Period): string =>
  dayjs.utc(from).add(period.count, period.unit).subtract(1, 'day').format('YYYY-MM-DD');

export interface CardValidityRule {
  ticketCate: number;
  useDays: number;
  startingType: number;
  /** Start (custom) or deadline (byDeadline) date. */
  startingDate: string | null;
}
export interface Validity {
  validFrom: string;
  validTo: string;
}

/**
 * The validity of a card of `type` starting on `day` (its sale or activation day), by the type's start
 * rule: by card date (from the day), by calendar month (to the end of the month the period ends in),
 * custom (from the type's start date when later), by deadline (to the type's date).
 */
export function cardValidity(type: CardValidityRule, day: string): Validity {
  const period = periodOfCate(type.ticketCate, type.useDays);
  if (!withinLimits(period, SALE_LIMITS)) throw new DomainError('CARD_PERIOD_TOO_LONG', undefined, period);
  switch (type.startingType) {
    case STARTING_TYPE.custom: {
      const from = type.startingDate && type.startingDate > day ? type.startingDate : day;
      return { validFrom: from, validTo: periodEnd(from, period) };
    }
    case STARTING_TYPE.byDeadline:
      return { validFrom: day, validTo: type.startingDate ?? periodEnd(day, period) };
    case STARTING_TYPE.byCalendarMonth:
      return {
        validFrom: day,
        validTo: dayjs.utc(periodEnd(day, period)).endOf('month').format('YYYY-MM-DD'),
      };
    default:
      return { validFrom: day, validTo: periodEnd(day, period) };
  }
}

/** The validity after renewing by `period`: it runs on from the day after the current last day. */
export function renewedValidity(current: Validity, period: Period): Validity {
  const next = dayjs.utc(current.validTo).add(1, 'day').format('YYYY-MM-DD');
  return { validFrom: current.validFrom, validTo: periodEnd(next, period) };
}
