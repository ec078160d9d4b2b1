// The checks of a gate decision, one rule each (issue 13). Each looks at one thing and answers the
// refusal with its message's parameters, or null when that rule lets the ticket through; the order
// they run in is passRules.ts's. All are pure: the time is ctx.now and ctx.today (the area's day).
import { DAY_MS, MINUTE_MS } from '../rules/ruleTime.ts';
import { TICKET_STATUS } from '../sales/saleCodes.ts';
import type { TicketIssued } from '../sales/saleEvents.ts';
import { quotePriceDifference } from '../sales/ticketPriceDifference.ts';
import type { TicketState } from '../sales/ticketState.ts';
import { remainingOf, type ZoneUses } from '../sales/ticketUses.ts';
import { FEE_METHOD } from '../ticketTypes/ticketTypeCodes.ts';
import type { ZonePermission } from '../ticketTypes/zonePermission.schema.ts';
import type { PassContext } from './passContext.ts';
import type { Details, Refusal } from './passReasons.ts';
import { scheduleRefusal } from './scheduleRule.ts';
import { firstUseOf } from './ticketGateState.ts';

/** What a check sees: the ticket, its permission for the device's zone, and the request. */
export interface PassCase {
  state: TicketState;
  issued: TicketIssued['data'];
  /** Undefined when the ticket does not admit to the device's zone. */
  permission: ZonePermission | undefined;
  uses: ZoneUses | undefined;
  ctx: PassContext;
}
export type PassCheck = (c: PassCase) => Refusal | null;

const refuse = (reason: Refusal['reason'], details: Details = {}): Refusal => ({ reason, details });

const BANNED: Partial<Record<number, Refusal['reason']>> = {
  [TICKET_STATUS.refunded]: 'refunded',
  [TICKET_STATUS.voided]: 'voided',
  [TICKET_STATUS.reportedLost]: 'lost',
  [TICKET_STATUS.disabled]: 'disabled',
};

/** A refunded, voided, lost or disabled ticket is no ticket, whichever way it goes. */
export const statusBan: PassCheck = ({ state }) => {
  const reason = state.status === null ? undefined : BANNED[state.status];
  return reason ? refuse(reason) : null;
};

/** A lane set normally closed (door mode 2) opens for nobody until the back office changes it. */
export const doorClosed: PassCheck = ({ ctx }) => (ctx.device.doorMode === 2 ? refuse('door_closed') : null);

export const zonePermitted: PassCheck = ({ permission, ctx }) =>
  permission
    ? null
    : refuse('zone_not_permitted', { zoneName: ctx.device.zoneName, zoneId: ctx.device.zoneId });

/** A permission that lists devices admits only at those; an empty list, at every gate of the zone. */
export const deviceBound: PassCheck = ({ permission, ctx }) =>
  permission && permission.deviceIDs.length > 0 && !permission.deviceIDs.includes(ctx.device.id)
    ? refuse('device_not_bound', { deviceNo: ctx.device.deviceNo })
    : null;

/**
 * The device's lane (0 enter, 1 out) takes one direction; the permission's direction (1 enter only,
 * 2 exit only) limits where the ticket is checked. `direction` names the lane to use instead.
 */
export const laneDirection: PassCheck = ({ permission, ctx }) => {
  const asked = ctx.request.direction;
  const lane = ctx.device.lane === 0 ? 'in' : 'out';
  if (asked !== lane) return refuse('wrong_direction', { direction: asked });
  const only = permission?.direction === 1 ? 'in' : permission?.direction === 2 ? 'out' : null;
  return only !== null && asked !== only ? refuse('wrong_direction', { direction: only }) : null;
};

/** Verification mode face (1): the ticket is checked against its holder's face, not a code or card. */
export const faceRequired: PassCheck = ({ issued, ctx }) =>
  ctx.verificationModes.get(issued.ticketTypeID) === 1 && ctx.request.credentialType !== 'face'
    ? refuse('face_required')
    : null;

/** The ticket's own dates, judged on the area's day: validFrom and validTo both admit. */
export const validityDates: PassCheck = ({ issued, ctx }) => {
  if (ctx.today < issued.validFrom) return refuse('not_yet_valid', { validFrom: issued.validFrom });
  if (ctx.today > issued.validTo) return refuse('expired', { validTo: issued.validTo });
  return null;
};

/** Every pass spent (or the whole ticket written off: verified), or this zone's total. */
export const usedUp: PassCheck = ({ state, uses }) => {
  if (state.status === TICKET_STATUS.verified) return refuse('used_up');
  return uses?.limit != null && uses.spent >= uses.limit ? refuse('used_up', { limit: uses.limit }) : null;
};

/** ticketValidDays N: the ticket passes on its first use's day and the N − 1 days after it. */
export const validDays: PassCheck = ({ state, permission, ctx }) => {
  const days = permission?.ticketValidDays ?? 0;
  const first = firstUseOf(state.gate);
  if (days === 0 || first === null) return null;
  const validTo = new Date(Date.parse(first.on) + (days - 1) * DAY_MS).toISOString().slice(0, 10);
  return ctx.today > validTo ? refuse('expired', { validTo }) : null;
};

/**
 * ticketValidTime N on a ticket that is not timed: it may enter for N minutes from its first use,
 * and at exactly N no more. (A timed ticket's ticketValidTime is the stay it includes, priced at the
 * exit by priceDifferenceDue instead.)
 */
export const validMinutes: PassCheck = ({ state, issued, permission, ctx }) => {
  const minutes = issued.feeMethod === FEE_METHOD.timed ? 0 : (permission?.ticketValidTime ?? 0);
  const firstAt = firstUseOf(state.gate)?.at;
  if (minutes === 0 || !firstAt) return null;
  const over = ctx.now.getTime() - Date.parse(firstAt) >= minutes * MINUTE_MS;
  return over ? refuse('valid_time_over', { minutes }) : null;
};

/** totalTime N: the minutes of all stays in the zone add up; at N, no more entries. */
export const totalTimeSpent: PassCheck = ({ state, permission, ctx }) => {
  const minutes = permission?.totalTime ?? 0;
  const spent = state.gate.minutesInside[ctx.device.zoneId] ?? 0;
  return minutes > 0 && spent >= minutes ? refuse('valid_time_over', { minutes }) : null;
};

export const notCollected: PassCheck = ({ state, issued }) =>
  issued.mustCollect && !state.collected ? refuse('not_collected') : null;

/** The zone's passes per day on the area's day (the total is usedUp's; a zone with both: the day's). */
export const usedUpToday: PassCheck = ({ uses, ctx }) =>
  uses?.perDay != null && remainingOf(uses, ctx.today) === 0
    ? refuse('used_up_today', { perDay: uses.perDay })
    : null;

export const schedule: PassCheck = ({ permission, ctx }) =>
  scheduleRefusal(permission?.throughGroupID ?? null, ctx);

/** In/out pairing: an entry must be followed by an exit before the next entry. */
export const alreadyInside: PassCheck = ({ state, permission, ctx }) =>
  permission?.pair === 1 && state.gate.inside[ctx.device.zoneId] ? refuse('already_inside') : null;

export const notInside: PassCheck = ({ state, permission, ctx }) =>
  permission?.pair === 1 && !state.gate.inside[ctx.device.zoneId] ? refuse('not_inside') : null;

/** Capacity: entries only (no one is kept in), all the ticket's people at once; exactly full admits none. */
export const zoneFull: PassCheck = ({ issued, ctx }) =>
  ctx.zone.limitEnable && ctx.zone.inside + issued.persons > ctx.zone.limitCount
    ? refuse('zone_full', { zoneName: ctx.device.zoneName, limit: ctx.zone.limitCount })
    : null;

/** A timed ticket leaving after its included time owes; the gate holds it until paid at the window. */
export const priceDifferenceDue: PassCheck = ({ state, issued, ctx }) => {
  if (state.stay?.zoneId !== ctx.device.zoneId) return null;
  const quote = quotePriceDifference(issued, state.stay, ctx.overtime, ctx.now);
  return quote.owed > 0
    ? refuse('price_difference_due', { minutesOver: quote.minutesOver, owed: (quote.owed / 100).toFixed(2) })
    : null;
};
