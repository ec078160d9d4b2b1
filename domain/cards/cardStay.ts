// A stored-value card of a timed type pays its stays from its balance (issue 16: "consumption when
// the card … is charged by a timed stay"). The stay runs from the card's last entry to the exit that
// ends it; the zone's billing rule (the type's zone permission names it, as sold) prices it from
// entry, after the minutes the zone includes (`ticketValidTime`, 0: none), on the area's calendar.
// No billing rule, or one since disabled: the stay is free. A stay past the engine's longest
// (MAX_STAY_DAYS) is a missed exit, not a visit: only its last MAX_STAY_DAYS are priced.
// Pure: the rules, holidays and time zone come in the PassContext (`stayBilling`).
import type { PassContext } from '../gates/passContext.ts';
import { decidePassGate, passDenied } from '../gates/ticketPass.ts';
import { holidayDatesWithin, MAX_STAY_DAYS } from '../rules/billingSegments.ts';
import { DAY_MS, iso, localDateOf, MINUTE_MS } from '../rules/ruleTime.ts';
import { computeTimedFee } from '../rules/timedFee.ts';
import type { Stay } from '../sales/ticketPriceDifference.ts';
import type { TicketState } from '../sales/ticketState.ts';
import { FEE_METHOD, TICKET_CATE } from '../ticketTypes/ticketTypeCodes.ts';
import type { CardEvent, CardSold, CardTypeSnapshot, ChargedStay } from './cardEvents.ts';

export interface StayFee {
  /** Fen the stay costs (what was paid since the entry already taken off). */
  amount: number;
  stay: ChargedStay;
}

/** Whether a card of this type pays its stays by time: a stored-value card of a timed type. */
export const paysStaysByTime = (type: CardTypeSnapshot): boolean =>
  type.ticketCate === TICKET_CATE.storedValue && type.feeMethod === FEE_METHOD.timed;

/**
 * What the stay the card leaves by this exit costs, or null when nothing is to be charged: not a
 * timed stored-value card, not an exit, no stay in the device's zone, or no enabled billing rule.
 */
export function timedStayFee(type: CardTypeSnapshot, stay: Stay | null, ctx: PassContext): StayFee | null {
  const { request, device, now, stayBilling } = ctx;
  if (!paysStaysByTime(type) || request.direction !== 'out' || stay?.zoneId !== device.zoneId) return null;
  const permission = type.zones.find((z) => z.zoneID === stay.zoneId);
  const ruleId = permission?.billingRuleID ?? null;
  const rule = ruleId === null ? undefined : stayBilling.rules.get(ruleId);
  if (ruleId === null || !rule) return null;
  const enteredMs = Date.parse(stay.enteredAt);
  const longest = now.getTime() - MAX_STAY_DAYS * DAY_MS + MINUTE_MS;
  const billedFrom = Math.max(longest, enteredMs + (permission?.ticketValidTime ?? 0) * MINUTE_MS);
  const { timeZone } = stayBilling;
  const holidays = holidayDatesWithin(
    stayBilling.holidays,
    localDateOf(billedFrom - DAY_MS, timeZone),
    localDateOf(now.getTime() + DAY_MS, timeZone),
  );
  const fee = computeTimedFee(rule, iso(billedFrom), now, { timeZone, holidays });
  return {
    amount: Math.max(0, fee.amount - stay.paid),
    stay: {
      zoneId: stay.zoneId,
      enteredAt: stay.enteredAt,
      exitedAt: now.toISOString(),
      minutes: Math.max(0, Math.floor((now.getTime() - enteredMs) / MINUTE_MS)),
      billingRuleID: ruleId,
      billingRuleName: rule.calcRuleName,
      deviceNo: device.deviceNo,
      requestId: request.requestId,
    },
  };
}

/** What a gate decision reads of a card's state (card.ts CardState). */
export interface CardAtGate {
  cardNo: string | null;
  sold: CardSold['data'] | null;
  balance: number;
  pass: TicketState;
}

const yuan = (fen: number) => (fen / 100).toFixed(2);

/**
 * A card at a gate is judged as a ticket (domain/gates/). A stored-value card of a timed type that
 * leaves pays its stay from its balance in the same append as the exit: TicketPassed, then
 * CardCharged (reason 'timedStay'). When the balance does not cover the stay the exit is refused
 * ('balance_not_enough', with the amount and the balance): the card is charged nothing and the stay
 * runs on, the holder tops the card up at the window and leaves. That is what a park
 * with a stored-value card at a turnstile does; charging down to zero and keeping a debt would let a
 * card leave owing with no one to collect it, and the balance is never below zero either way.
 */
export function decideCardPass(state: CardAtGate, ctx: PassContext): CardEvent[] {
  const decided = decidePassGate(state.pass, ctx) as CardEvent[];
  const [passed] = decided;
  if (passed?.type !== 'TicketPassed' || !state.sold || !state.cardNo) return decided;
  const fee = timedStayFee(state.sold.type, state.pass.stay, ctx);
  if (!fee || fee.amount === 0) return decided;
  if (fee.amount > state.balance) {
    const details = { owed: yuan(fee.amount), balance: yuan(state.balance) };
    return [passDenied(state.cardNo, ctx, { reason: 'balance_not_enough', details }) as CardEvent];
  }
  const charged: CardEvent = {
    type: 'CardCharged',
    data: {
      cardNo: state.cardNo,
      scenicAreaID: state.sold.scenicAreaID,
      amount: fee.amount,
      reason: 'timedStay',
      orderNo: null,
      stay: fee.stay,
      sellerID: 0,
      sellerAccount: '',
      balanceAfter: state.balance - fee.amount,
    },
  };
  return [passed, charged];
}
