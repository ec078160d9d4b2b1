// A stored-value card of a timed type pays its stay from its balance as it leaves (issue 16): the
// zone's billing rule prices the stay, the exit and the charge are one decision; a balance that does
// not cover the stay keeps the gate shut and charges nothing; the balance never goes below zero.
import { describe, expect, it } from 'vitest';
import { cardDecider, evolveCard } from '../../../domain/cards/card.ts';
import { type CardEvent, cardEvents } from '../../../domain/cards/cardEvents.ts';
import { BillingRule } from '../../../domain/rules/billingRule.schema.ts';
import { DeciderSpecification } from '../../../domain/testing/deciderSpec.ts';
import { FEE_METHOD, TICKET_CATE } from '../../../domain/ticketTypes/ticketTypeCodes.ts';
import { ZonePermissionFields } from '../../../domain/ticketTypes/zonePermission.schema.ts';
import { denied, passed, passGate, ZONE } from '../gates/gateFixtures.ts';
import { CASH, sell, typeOf } from './cardFixtures.ts';

const spec = DeciderSpecification.for(cardDecider);
const CARD = 'S9';
const RULE_ID = 5;
/** ¥10 per started hour, all day; no free time. */
const HOURLY = BillingRule.parse({
  calcRuleName: '按小时',
  scenicAreaID: 1,
  deductionGranularity: 60,
  periods: [{ start: '00:00', end: '24:00', unitPrice: 1_000 }],
});
const billing = { rules: new Map([[RULE_ID, HOURLY]]) };

/** A card of `ticketCate` and fee method sold in the gate fixture's area (7), zone 11 under the hourly rule. */
function soldCard(
  options: { cate?: number; feeMethod?: number; included?: number; ruleId?: number | null } = {},
): CardEvent[] {
  const zone = ZonePermissionFields.parse({
    zoneID: ZONE,
    billingRuleID: options.ruleId === undefined ? RULE_ID : options.ruleId,
    ticketValidTime: options.included ?? 0,
  });
  const type = typeOf(options.cate ?? TICKET_CATE.storedValue, {
    feeMethod: options.feeMethod ?? FEE_METHOD.timed,
    zones: [zone],
    useDays: 365,
  });
  const command = sell(CARD, type.ticketCate);
  if (command.type !== 'SellCard') throw new Error('a sale');
  const sale = { ...command, data: { ...command.data, type, today: '2026-11-01', scenicAreaID: 7 } };
  return cardDecider.decide(sale, cardDecider.initialState());
}

const recharged = (amount: number, balanceAfter = amount): CardEvent => ({
  type: 'CardRecharged',
  data: {
    cardNo: CARD,
    scenicAreaID: 7,
    amount,
    bonus: 0,
    rule: null,
    payment: CASH(amount),
    sellerID: 7,
    sellerAccount: 'seller',
    balanceAfter,
  },
});

/** The card's own events as the gate fixture's ticket events (the same TicketPassed / PassDenied). */
const onCard = (event: ReturnType<typeof passed>): CardEvent =>
  ({ ...event, data: { ...event.data, ticketNo: CARD } }) as CardEvent;

const entry = passGate('2026-11-25 10:00');
const exitAt = (local: string) => passGate(local, { direction: 'out', stayBilling: billing });

/** Sold, `balance` on it, entered at 10:00. */
const inside = (balance: number, options: Parameters<typeof soldCard>[0] = {}): CardEvent[] => [
  ...soldCard(options),
  ...(balance > 0 ? [recharged(balance)] : []),
  onCard(passed(entry)),
];

const stayCharge = (
  amount: number,
  balanceAfter: number,
  exit: ReturnType<typeof exitAt>,
  minutes: number,
) => ({
  type: 'CardCharged' as const,
  data: {
    cardNo: CARD,
    scenicAreaID: 7,
    amount,
    reason: 'timedStay' as const,
    orderNo: null,
    stay: {
      zoneId: ZONE,
      enteredAt: entry.data.now.toISOString(),
      exitedAt: exit.data.now.toISOString(),
      minutes,
      billingRuleID: RULE_ID,
      billingRuleName: '按小时',
      deviceNo: exit.data.device.deviceNo,
      requestId: exit.data.request.requestId,
    },
    sellerID: 0,
    sellerAccount: '',
    balanceAfter,
  },
});

describe('a stored-value card of a timed type at the exit', () => {
  it('pays its stay from the balance with the exit: 2 h 30 min at ¥10 an hour started is ¥30', () => {
    const exit = exitAt('2026-11-25 12:30');
    spec
      .given(inside(5_000))
      .when(exit)
      .then([onCard(passed(exit)), stayCharge(3_000, 2_000, exit, 150)]);
  });

  it('charges exactly the balance when that is what the stay costs', () => {
    const exit = exitAt('2026-11-25 12:30');
    spec
      .given(inside(3_000))
      .when(exit)
      .then([onCard(passed(exit)), stayCharge(3_000, 0, exit, 150)]);
  });

  it('stays shut when the balance does not cover the stay, and charges nothing', () => {
    const exit = exitAt('2026-11-25 12:30');
    const refusal = denied(exit, 'balance_not_enough', { owed: '30.00', balance: '29.99' });
    spec
      .given(inside(2_999))
      .when(exit)
      .then([onCard(refusal as ReturnType<typeof passed>)]);
  });

  it('once topped up at the window, the same stay (longer now) is paid and the card leaves', () => {
    const first = exitAt('2026-11-25 12:30');
    const refused = cardDecider.decide(first, inside(2_000).reduce(evolveCard, cardDecider.initialState()));
    expect(refused.map((e) => e.type)).toEqual(['PassDenied']);
    const later = exitAt('2026-11-25 12:50');
    spec
      .given([...inside(2_000), ...refused, recharged(3_000, 5_000)])
      .when(later)
      .then([onCard(passed(later)), stayCharge(3_000, 2_000, later, 170)]);
  });

  it('the minutes the zone includes are free: 2 h 30 min with 60 included is 2 hours started', () => {
    const exit = exitAt('2026-11-25 12:30');
    const [, charge] = cardDecider.decide(
      exit,
      inside(5_000, { included: 60 }).reduce(evolveCard, cardDecider.initialState()),
    );
    expect(charge).toMatchObject({ type: 'CardCharged', data: { amount: 2_000, balanceAfter: 3_000 } });
  });

  it('a repeated exit request decides nothing: the stay is paid once', () => {
    const exit = exitAt('2026-11-25 12:30');
    spec
      .given([...inside(5_000), onCard(passed(exit)), stayCharge(3_000, 2_000, exit, 150)])
      .when(exit)
      .thenNothingHappened();
  });
});

describe('stays that are not charged', () => {
  const exit = exitAt('2026-11-25 12:30');
  it('a stored-value card of a per-count type leaves free', () => {
    spec
      .given(inside(0, { feeMethod: FEE_METHOD.perCount }))
      .when(exit)
      .then([onCard(passed(exit))]);
  });
  it('a timed annual card has no balance to pay from: it leaves as before', () => {
    spec
      .given(inside(0, { cate: TICKET_CATE.annual }))
      .when(exit)
      .then([onCard(passed(exit))]);
  });
  it('a zone without a billing rule, or whose rule is disabled (not among the enabled), is free', () => {
    spec
      .given(inside(0, { ruleId: null }))
      .when(exit)
      .then([onCard(passed(exit))]);
    const disabled = passGate('2026-11-25 12:30', { direction: 'out', stayBilling: { rules: new Map() } });
    spec
      .given(inside(0))
      .when(disabled)
      .then([onCard(passed(disabled))]);
  });
  it('an entry is never charged', () => {
    const again = passGate('2026-11-25 12:30');
    const given = inside(0);
    const [only, ...rest] = cardDecider.decide(again, given.reduce(evolveCard, cardDecider.initialState()));
    expect(rest).toEqual([]);
    expect(only?.type).toBe('TicketPassed');
  });
});

describe('CardCharged v1 (before timed stays)', () => {
  it('reads as a window sale with no stay', () => {
    const v1 = {
      type: 'CardCharged',
      data: {
        cardNo: CARD,
        scenicAreaID: 7,
        amount: 8_000,
        orderNo: 'DD2611250000000001',
        sellerID: 7,
        sellerAccount: 'seller',
        balanceAfter: 2_000,
      },
      metadata: { eventVersion: '1' },
    };
    expect(cardEvents.decode(v1)).toEqual({
      type: 'CardCharged',
      data: { ...v1.data, reason: 'sale', stay: null },
    });
  });
});
