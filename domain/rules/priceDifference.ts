import type { PriceDifferenceRule } from './priceDifferenceRule.schema.ts';
import { type Instant, iso, MINUTE_MS, toMs } from './ruleTime.ts';

/** A timed ticket as the price-difference rule sees it. */
export interface TimedTicketTime {
  /** The end of the time already paid for. Wins over entry + allowed minutes when both are given. */
  paidUntil?: Instant;
  entryAt?: Instant;
  allowedMinutes?: number;
  /** Fen already paid as price difference for this ticket (earlier confirmations). */
  alreadyPaid?: number;
}

export interface PriceDifference {
  /** Fen still owed now (priceDifferentAmount on the visitor page). */
  amount: number;
  /** The stage reached, 1 to 4, or null when none applies (not over, within grace, or before stage 1). */
  stage: number | null;
  /** The total the reached stage asks for, before deducting what was already paid. */
  stageAmount: number;
  alreadyPaid: number;
  /** Whole minutes past the paid time (withholdTime); 0 when not over. */
  overtimeMinutes: number;
  /** Whole minutes left before the paid time runs out (remainValidTime); 0 when over. */
  remainingMinutes: number;
  inGrace: boolean;
  paidUntil: string;
}

/** The end of the paid time of a ticket: its paidUntil, else entry + allowed minutes. */
export function paidUntilOf(ticket: TimedTicketTime): number {
  if (ticket.paidUntil !== undefined) return toMs(ticket.paidUntil);
  if (ticket.entryAt !== undefined && ticket.allowedMinutes !== undefined) {
    return toMs(ticket.entryAt) + ticket.allowedMinutes * MINUTE_MS;
  }
  throw new TypeError('A timed ticket needs paidUntil, or entryAt with allowedMinutes');
}

/**
 * What a timed ticket owes for staying past its paid time, at `now`.
 * Stages are not cumulative: the highest stage reached gives the total owed, and what the visitor
 * already paid for this ticket is deducted, so paying stops the prompt until a later stage is reached.
 * Within the grace period nothing is owed. See docs/fees.md.
 */
export function computePriceDifference(
  rule: PriceDifferenceRule,
  ticket: TimedTicketTime,
  now: Instant,
): PriceDifference {
  const paidUntil = paidUntilOf(ticket);
  const overMs = toMs(now) - paidUntil;
  const alreadyPaid = Math.max(0, ticket.alreadyPaid ?? 0);
  const inGrace = overMs > 0 && overMs <= rule.gracePeriod * MINUTE_MS;
  let stage: number | null = null;
  let stageMinutes = -1;
  let stageAmount = 0;
  if (overMs > rule.gracePeriod * MINUTE_MS) {
    for (const [i, s] of rule.stages.entries()) {
      if (s.overtimeMinutes * MINUTE_MS > overMs) continue;
      if (s.overtimeMinutes >= stageMinutes) {
        stage = i + 1;
        stageMinutes = s.overtimeMinutes;
      }
      // A valid rule never asks less at a later stage; an invalid one still never makes the amount drop.
      stageAmount = Math.max(stageAmount, s.amount);
    }
  }
  return {
    amount: Math.max(0, stageAmount - alreadyPaid),
    stage,
    stageAmount,
    alreadyPaid,
    overtimeMinutes: overMs > 0 ? Math.floor(overMs / MINUTE_MS) : 0,
    remainingMinutes: overMs < 0 ? Math.floor(-overMs / MINUTE_MS) : 0,
    inGrace,
    paidUntil: iso(paidUntil),
  };
}
