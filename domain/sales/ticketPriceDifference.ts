// What a timed ticket owes at the window (spec 001 §2, price difference): its stay runs from its
// last gate entry ('in' pass) to now; the zone it entered includes `ticketValidTime` minutes (0: no
// limit). Past that, the ticket type's price-difference rule (stages) decides the amount; without
// one, the zone's billing rule prices the overtime stretch. What was paid since the entry is
// deducted, so a paid ticket owes nothing (is usable again) until a later stage or unit is reached.
import type { BillingRule } from '../rules/billingRule.schema.ts';
import type { BillingCalendar } from '../rules/billingSegments.ts';
import { computePriceDifference } from '../rules/priceDifference.ts';
import type { PriceDifferenceRule } from '../rules/priceDifferenceRule.schema.ts';
import { iso, MINUTE_MS } from '../rules/ruleTime.ts';
import { computeTimedFee } from '../rules/timedFee.ts';
import { FEE_METHOD } from '../ticketTypes/ticketTypeCodes.ts';
import type { TicketIssued } from './saleEvents.ts';

/** The rule master data gives a timed ticket: the type's price-difference rule, else the zone's billing rule. */
export type OvertimePricing =
  | { kind: 'stages'; rule: Pick<PriceDifferenceRule, 'gracePeriod' | 'stages'> }
  | { kind: 'billing'; rule: BillingRule; calendar: BillingCalendar }
  | { kind: 'none' };

/** The stay a timed ticket is in: since its last entry. */
export interface Stay {
  zoneId: number;
  /** ISO UTC instant of the 'in' pass. */
  enteredAt: string;
  /** Fen of price difference paid since that entry. */
  paid: number;
}

export interface PriceDifferenceQuote {
  timed: boolean;
  /** Null when the ticket has not entered (no 'in' pass). */
  enteredAt: string | null;
  zoneId: number | null;
  /** Minutes the entered zone includes (0: no limit). */
  includedMinutes: number;
  stayMinutes: number;
  minutesOver: number;
  paid: number;
  /** Fen owed now. */
  owed: number;
  rule: OvertimePricing['kind'];
}

const noStay = (timed: boolean, rule: OvertimePricing['kind']): PriceDifferenceQuote => ({
  timed,
  enteredAt: null,
  zoneId: null,
  includedMinutes: 0,
  stayMinutes: 0,
  minutesOver: 0,
  paid: 0,
  owed: 0,
  rule,
});

export function quotePriceDifference(
  issued: Pick<TicketIssued['data'], 'feeMethod' | 'zones'>,
  stay: Stay | null,
  pricing: OvertimePricing,
  now: Date,
): PriceDifferenceQuote {
  const timed = issued.feeMethod === FEE_METHOD.timed;
  if (!timed || stay === null) return noStay(timed, pricing.kind);
  const included = issued.zones.find((z) => z.zoneID === stay.zoneId)?.ticketValidTime ?? 0;
  const enteredMs = Date.parse(stay.enteredAt);
  const stayMs = Math.max(0, now.getTime() - enteredMs);
  const overMs = included > 0 ? Math.max(0, stayMs - included * MINUTE_MS) : 0;
  let owed = 0;
  if (overMs > 0) {
    if (pricing.kind === 'stages') {
      owed = computePriceDifference(
        { name: '-', scenicAreaID: 1, ticketTypeID: 1, ...pricing.rule },
        { entryAt: stay.enteredAt, allowedMinutes: included, alreadyPaid: stay.paid },
        now,
      ).amount;
    } else if (pricing.kind === 'billing') {
      const from = iso(enteredMs + included * MINUTE_MS);
      const fee = computeTimedFee(pricing.rule, from, now, pricing.calendar).amount;
      owed = Math.max(0, fee - stay.paid);
    }
  }
  return {
    timed,
    enteredAt: stay.enteredAt,
    zoneId: stay.zoneId,
    includedMinutes: included,
    stayMinutes: Math.floor(stayMs / MINUTE_MS),
    minutesOver: Math.floor(overMs / MINUTE_MS),
    paid: stay.paid,
    owed,
    rule: pricing.kind,
  };
}

/**
 * Minutes a timed ticket has left in a zone (spec 002 gate-pass detail, remainValidTime): the zone's
 * included minutes, less the current stay when the ticket is inside it. Null when the ticket is not
 * timed or the zone sets no limit.
 */
export function remainValidMinutes(
  issued: Pick<TicketIssued['data'], 'feeMethod' | 'zones'>,
  stay: Stay | null,
  zoneId: number,
  now: Date,
): number | null {
  const included = issued.zones.find((z) => z.zoneID === zoneId)?.ticketValidTime ?? 0;
  if (issued.feeMethod !== FEE_METHOD.timed || included <= 0) return null;
  if (stay?.zoneId !== zoneId) return included;
  const stayed = Math.floor(Math.max(0, now.getTime() - Date.parse(stay.enteredAt)) / MINUTE_MS);
  return Math.max(0, included - stayed);
}
