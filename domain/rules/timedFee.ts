import type { BillingRule } from './billingRule.schema.ts';
import { type BillingCalendar, billableSegments, type DayKind, type Segment } from './billingSegments.ts';
import { type Instant, iso, MINUTE_MS, toMs } from './ruleTime.ts';

export type { BillingCalendar, DayKind } from './billingSegments.ts';

/**
 * What each line of the breakdown is:
 * - freeTime: the whole stay was within the free time;
 * - startPrice: the start price (`startPriceCoversSpan` when it also covers the first minutes);
 * - units: started units of a period; `graceApplied` when minutes past the last full unit were let go;
 * - perPeriod: a session fee for being in the period at all;
 * - dailyCap / totalCap: the amount taken off so that a day or the stay stays within its cap.
 */
export type FeeNote =
  | 'freeTime'
  | 'startPrice'
  | 'startPriceCoversSpan'
  | 'units'
  | 'graceApplied'
  | 'perPeriod'
  | 'dailyCap'
  | 'totalCap';

export interface FeeItem {
  /** ISO UTC instants. */
  from: string;
  to: string;
  /** Billing day: 0 is the day of entry. */
  day: number;
  dayKind: DayKind | null;
  /** "09:00-18:00" for a priced period, else 'free' | 'start' | 'dailyCap' | 'totalCap'. */
  period: string;
  units: number;
  unitPrice: number;
  /** Fen; negative for the cap lines. The amounts of all items add up to the fee. */
  amount: number;
  note: FeeNote;
}

export interface TimedFee {
  amount: number;
  items: FeeItem[];
  /** daily: how many billing days were cut to maxDayAmount; total: whether maxTotalAmount cut the fee. */
  capped: { daily: number; total: boolean };
}

/**
 * The fee of a timed stay from `entry` to `exit` under a billing rule, judged in the scenic area's
 * time zone. Pure: the instants and the calendar come in as arguments. See docs/fees.md.
 */
export function computeTimedFee(
  rule: BillingRule,
  entry: Instant,
  exit: Instant,
  calendar: BillingCalendar,
): TimedFee {
  const entryMs = toMs(entry);
  const exitMs = toMs(exit);
  if (exitMs <= entryMs) return { amount: 0, items: [], capped: { daily: 0, total: false } };
  if (exitMs - entryMs <= rule.startFreeTime * MINUTE_MS) {
    const free = line(entryMs, exitMs, {
      day: 0,
      dayKind: null,
      period: 'free',
      units: 0,
      unitPrice: 0,
      note: 'freeTime',
    });
    return { amount: 0, items: [free], capped: { daily: 0, total: false } };
  }
  const items: FeeItem[] = [];
  const covered = rule.isAllowUnitSpanDeduction ? rule.deductionUnitSpan * MINUTE_MS : 0;
  const billFrom = Math.min(exitMs, entryMs + covered);
  if (rule.startPrice > 0 || covered > 0) {
    const note = covered > 0 ? 'startPriceCoversSpan' : 'startPrice';
    items.push(
      line(entryMs, billFrom, {
        day: 0,
        dayKind: null,
        period: 'start',
        units: 1,
        unitPrice: rule.startPrice,
        note,
      }),
    );
  }
  for (const segment of billableSegments(rule, entryMs, billFrom, exitMs, calendar)) {
    items.push(priceSegment(rule, segment));
  }
  return applyCaps(rule, items);
}

/** Units of one segment: every started unit, except a remainder within the grace span. */
function priceSegment(rule: BillingRule, s: Segment): FeeItem {
  const ms = s.to - s.from;
  const graceMs = rule.graceSpan * MINUTE_MS;
  let units: number;
  let note: FeeNote;
  if (rule.calcRuleType === 'perPeriod') {
    units = ms > graceMs ? 1 : 0;
    note = units ? 'perPeriod' : 'graceApplied';
  } else {
    const unitMs = rule.deductionGranularity * MINUTE_MS;
    const full = Math.floor(ms / unitMs);
    const rest = ms - full * unitMs;
    units = full + (rest > graceMs ? 1 : 0);
    note = rest > 0 && rest <= graceMs ? 'graceApplied' : 'units';
  }
  const period = `${s.period.start}-${s.period.end}`;
  return line(s.from, s.to, {
    day: s.day,
    dayKind: s.dayKind,
    period,
    units,
    unitPrice: s.period.unitPrice,
    note,
  });
}

/** Adds a negative line after each day over maxDayAmount, then one at the end if over maxTotalAmount. */
function applyCaps(rule: BillingRule, raw: FeeItem[]): TimedFee {
  const items: FeeItem[] = [];
  let daily = 0;
  let total = 0;
  let daySum = 0;
  let dayFrom = '';
  raw.forEach((item, i) => {
    if (raw[i - 1]?.day !== item.day) {
      daySum = 0;
      dayFrom = item.from;
    }
    items.push(item);
    daySum += item.amount;
    if (raw[i + 1]?.day === item.day) return;
    const cut = rule.maxDayAmount > 0 ? Math.min(0, rule.maxDayAmount - daySum) : 0;
    if (cut < 0) {
      items.push(capLine(dayFrom, item.to, item.day, 'dailyCap', cut));
      daily += 1;
    }
    total += daySum + cut;
  });
  const over = rule.maxTotalAmount > 0 && total > rule.maxTotalAmount;
  if (over) {
    const last = raw[raw.length - 1]!;
    items.push(capLine(raw[0]!.from, last.to, last.day, 'totalCap', rule.maxTotalAmount - total));
    total = rule.maxTotalAmount;
  }
  return { amount: total, items, capped: { daily, total: over } };
}

function capLine(
  from: string,
  to: string,
  day: number,
  note: 'dailyCap' | 'totalCap',
  amount: number,
): FeeItem {
  return { from, to, day, dayKind: null, period: note, units: 0, unitPrice: 0, amount, note };
}

function line(from: number, to: number, f: Omit<FeeItem, 'from' | 'to' | 'amount'>): FeeItem {
  return { from: iso(from), to: iso(to), ...f, amount: f.units * f.unitPrice };
}
