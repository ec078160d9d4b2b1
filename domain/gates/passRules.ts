// Whether a gate opens for a ticket (issue 13): the first rule that refuses gives the reason; none
// refusing is `ok`. Pure: the ticket's folded state and what the use case resolved (PassContext).
//
// The order, and why:
//  1. both ways — the ticket itself (refunded, voided, lost, disabled), then the lane (closed, not
//     this ticket's zone, not a bound device, wrong direction): a ticket that is no ticket, or a
//     visitor at the wrong gate, learns that first, whatever else is wrong.
//  2. entries — what the visitor cannot mend before what they can: the ticket's dates, its uses in
//     all, its valid days and minutes from first use; then the face check, collecting it at the
//     window, today's uses (come tomorrow), the schedule (come later), pairing (go out first) and
//     last the zone's capacity (wait a moment), which changes by the second.
//  3. exits — only what must hold someone back: pairing (never entered) and a timed ticket owing its
//     price difference. Dates, uses, schedule and capacity never keep anyone inside.

import { quotePriceDifference } from '../sales/ticketPriceDifference.ts';
import type { TicketState } from '../sales/ticketState.ts';
import { remainingOf, spend, type ZoneUses } from '../sales/ticketUses.ts';
import { FEE_METHOD } from '../ticketTypes/ticketTypeCodes.ts';
import type { Remaining } from './gateEvents.ts';
import {
  alreadyInside,
  deviceBound,
  doorClosed,
  faceRequired,
  laneDirection,
  notCollected,
  notInside,
  type PassCase,
  type PassCheck,
  priceDifferenceDue,
  schedule,
  statusBan,
  totalTimeSpent,
  usedUp,
  usedUpToday,
  validDays,
  validityDates,
  validMinutes,
  zoneFull,
  zonePermitted,
} from './passChecks.ts';
import type { PassContext } from './passContext.ts';
import type { Details, PassReason } from './passReasons.ts';

export interface PassJudgement {
  reason: PassReason;
  /** The message's parameters (passReasons.ts). */
  details: Details;
  /** What is left after this pass (after spending it when admitted). */
  remaining: Remaining;
  /** People the gate lets through (one ticket for many people: all of them). */
  persons: number;
}

const EITHER_WAY: readonly PassCheck[] = [statusBan, doorClosed, zonePermitted, deviceBound, laneDirection];
const ENTRY: readonly PassCheck[] = [
  validityDates,
  usedUp,
  validDays,
  validMinutes,
  totalTimeSpent,
  faceRequired,
  notCollected,
  usedUpToday,
  schedule,
  alreadyInside,
  zoneFull,
];
const EXIT: readonly PassCheck[] = [notInside, priceDifferenceDue];

const NOTHING_LEFT: Remaining = { uses: 0, usesToday: 0, minutes: null };

export function judgePass(state: TicketState, ctx: PassContext): PassJudgement {
  const issued = state.issued;
  if (issued === null) return { reason: 'unknown', details: {}, remaining: NOTHING_LEFT, persons: 0 };
  const zoneId = ctx.device.zoneId;
  const c: PassCase = {
    state,
    issued,
    permission: issued.zones.find((z) => z.zoneID === zoneId),
    uses: state.uses.find((z) => z.zoneId === zoneId),
    ctx,
  };
  const checks = [...EITHER_WAY, ...(ctx.request.direction === 'in' ? ENTRY : EXIT)];
  for (const check of checks) {
    const refusal = check(c);
    if (refusal) return { ...refusal, remaining: remainingAfter(c, false), persons: issued.persons };
  }
  return { reason: 'ok', details: {}, remaining: remainingAfter(c, true), persons: issued.persons };
}

/** Uses left in all and today (null: unlimited), and a timed ticket's included minutes left. */
function remainingAfter(c: PassCase, admitted: boolean): Remaining {
  if (!c.uses) return NOTHING_LEFT;
  const entered = admitted && c.ctx.request.direction === 'in';
  const zone: ZoneUses = entered ? (spend([c.uses], c.uses.zoneId, 1, c.ctx.today)[0] ?? c.uses) : c.uses;
  return {
    uses: zone.limit === null ? null : Math.max(0, zone.limit - zone.spent),
    usesToday: remainingOf(zone, c.ctx.today),
    minutes: minutesLeft(c, entered),
  };
}

/** A timed ticket: all its included minutes on entering or before it is inside, else what its stay left. */
function minutesLeft({ state, issued, permission, ctx }: PassCase, entered: boolean): number | null {
  const included = permission?.ticketValidTime ?? 0;
  if (issued.feeMethod !== FEE_METHOD.timed || included === 0) return null;
  if (entered || state.stay?.zoneId !== ctx.device.zoneId) return included;
  const { stayMinutes } = quotePriceDifference(issued, state.stay, ctx.overtime, ctx.now);
  return Math.max(0, included - stayMinutes);
}
