// The card decider (spec 001 §4–5, issue 16 "Done when"): activation starts validity, recharge with
// the bonus, the balance never negative, renewal refusals, lost / unreport.
import { describe, expect, it } from 'vitest';
import { cardDecider, evolveCard } from '../../../domain/cards/card.ts';
import type { CardEvent } from '../../../domain/cards/cardEvents.ts';
import { DeciderSpecification } from '../../../domain/testing/deciderSpec.ts';
import { TICKET_CATE } from '../../../domain/ticketTypes/ticketTypeCodes.ts';
import { ANNUAL, at, BONUS_RULE, CASH, SOLD_ON, STORED, sell, soldEvents } from './cardFixtures.ts';

const spec = DeciderSpecification.for(cardDecider);
const seller = { sellerID: 7, sellerAccount: 'seller' };
const fold = (events: CardEvent[]) => events.reduce(evolveCard, cardDecider.initialState());

const recharged = (cardNo: string, amount: number, bonus: number, balanceAfter: number): CardEvent => ({
  type: 'CardRecharged',
  data: {
    cardNo,
    scenicAreaID: 1,
    amount,
    bonus,
    rule: bonus > 0 ? { ruleId: 3, name: '充值赠送' } : null,
    payment: CASH(amount),
    ...seller,
    balanceAfter,
  },
});

describe('card: sale and activation', () => {
  it('sells an annual card valid for a year from its sale day', () => {
    const [sold] = soldEvents('A1', ANNUAL);
    expect(sold?.type === 'CardSold' && sold.data.validity).toEqual({
      validFrom: SOLD_ON,
      validTo: '2026-02-28',
    });
  });
  it('refuses a number already in use', () => {
    spec.given(soldEvents('A1', ANNUAL)).when(sell('A1', ANNUAL)).thenThrows('CARD_NO_TAKEN');
  });
  it('an annual card sold not activated has no validity; activation starts it on the activation day', () => {
    const sold = soldEvents('A2', ANNUAL, false);
    expect(fold(sold).status).toBe('notActivated');
    spec
      .given(sold)
      .when({ type: 'ActivateCard', data: at('2025-06-10') })
      .then([
        {
          type: 'CardActivated',
          data: { cardNo: 'A2', validFrom: '2025-06-10', validTo: '2026-06-09', ...seller },
        },
      ]);
  });
  it('refuses to activate an active card', () => {
    spec
      .given(soldEvents('A1', ANNUAL))
      .when({ type: 'ActivateCard', data: at(SOLD_ON) })
      .thenThrows('CARD_ALREADY_ACTIVATED');
  });
});

describe('card: stored value', () => {
  const rules = [BONUS_RULE];
  it('credits the recharge bonus of the enabled rule (100 yuan → 110)', () => {
    spec
      .given(soldEvents('S1', STORED))
      .when({ type: 'RechargeCard', data: { ...at(SOLD_ON), amount: 10_000, rules, payment: CASH(10_000) } })
      .then([recharged('S1', 10_000, 1_000, 11_000)]);
  });
  it('gives no bonus below the first tier, nor when the rule is disabled', () => {
    spec
      .given(soldEvents('S1', STORED))
      .when({
        type: 'RechargeCard',
        data: {
          ...at(SOLD_ON),
          amount: 20_000,
          rules: [{ ...BONUS_RULE, isEnable: false }],
          payment: CASH(20_000),
        },
      })
      .then([recharged('S1', 20_000, 0, 20_000)]);
  });
  it('charges what the balance covers, down to exactly zero', () => {
    spec
      .given([...soldEvents('S1', STORED), recharged('S1', 5_000, 0, 5_000)])
      .when({ type: 'ChargeCard', data: { ...at(SOLD_ON), amount: 5_000, orderNo: 'DD1' } })
      .then([
        {
          type: 'CardCharged',
          data: {
            cardNo: 'S1',
            scenicAreaID: 1,
            amount: 5_000,
            reason: 'sale',
            orderNo: 'DD1',
            stay: null,
            ...seller,
            balanceAfter: 0,
          },
        },
      ]);
  });
  it('never lets the balance go below zero', () => {
    spec
      .given([...soldEvents('S1', STORED), recharged('S1', 5_000, 0, 5_000)])
      .when({ type: 'ChargeCard', data: { ...at(SOLD_ON), amount: 5_001, orderNo: 'DD1' } })
      .thenThrows('CARD_BALANCE_NOT_ENOUGH');
  });
  it('a refund puts the money back on the card, even a lost one; never on a replaced number', () => {
    const back = { scenicAreaID: 1, amount: 3_000, orderNo: 'DD1', refundNo: 'TD1', ...seller };
    const lost = { type: 'CardReportedLost' as const, data: { cardNo: 'S1', ...seller } };
    spec
      .given([...soldEvents('S1', STORED), recharged('S1', 5_000, 0, 5_000), lost])
      .when({ type: 'RefundToCard', data: back })
      .then([{ type: 'CardRefunded', data: { cardNo: 'S1', ...back, balanceAfter: 8_000 } }]);
    const replaced = {
      type: 'CardReplaced' as const,
      data: {
        cardNo: 'S1',
        newCardNo: 'S2',
        scenicAreaID: 1,
        ticketCate: 0,
        fee: 0,
        payment: null,
        ...seller,
      },
    };
    spec
      .given([...soldEvents('S1', STORED), replaced])
      .when({ type: 'RefundToCard', data: back })
      .thenThrows('CARD_VOIDED');
  });
  it('refuses to recharge a card that is not stored value', () => {
    spec
      .given(soldEvents('A1', ANNUAL))
      .when({ type: 'RechargeCard', data: { ...at(SOLD_ON), amount: 100, rules, payment: CASH(100) } })
      .thenThrows('CARD_NOT_STORED_VALUE');
  });
  it('a lost card cannot be charged', () => {
    spec
      .given([
        ...soldEvents('S1', STORED),
        recharged('S1', 5_000, 0, 5_000),
        { type: 'CardReportedLost', data: { cardNo: 'S1', ...seller } },
      ])
      .when({ type: 'ChargeCard', data: { ...at(SOLD_ON), amount: 100, orderNo: 'DD1' } })
      .thenThrows('CARD_LOST');
  });
  it('another area does not find the card', () => {
    spec
      .given(soldEvents('S1', STORED))
      .when({ type: 'ChargeCard', data: { ...at(SOLD_ON), scenicAreaID: 2, amount: 100, orderNo: 'DD1' } })
      .thenThrows('CARD_NOT_FOUND');
  });
});

describe('card: renewal', () => {
  const renew = (today: string) => ({
    type: 'RenewCard' as const,
    data: {
      ...at(today),
      option: 'month3',
      period: { unit: 'month' as const, count: 3 },
      amount: 5_000,
      payment: CASH(5_000),
    },
  });
  it('runs on from the day after the last valid day', () => {
    spec
      .given(soldEvents('A1', ANNUAL))
      .when(renew('2025-12-01'))
      .then([
        {
          type: 'CardRenewed',
          data: {
            cardNo: 'A1',
            scenicAreaID: 1,
            ticketCate: ANNUAL,
            option: 'month3',
            period: { unit: 'month', count: 3 },
            validFrom: SOLD_ON,
            validTo: '2026-05-31',
            amount: 5_000,
            payment: CASH(5_000),
            ...seller,
          },
        },
      ]);
  });
  it.each([
    ['an ordinary ticket', TICKET_CATE.ordinary, 'CARD_NOT_RENEWABLE'],
    ['a group ticket', TICKET_CATE.group, 'CARD_NOT_RENEWABLE'],
  ])('refuses %s', (_name, cate, code) => {
    spec.given(soldEvents('O1', cate)).when(renew(SOLD_ON)).thenThrows(code);
  });
  it('refuses a lost card', () => {
    spec
      .given([...soldEvents('A1', ANNUAL), { type: 'CardReportedLost', data: { cardNo: 'A1', ...seller } }])
      .when(renew(SOLD_ON))
      .thenThrows('CARD_LOST');
  });
  it('refuses a voided (replaced) card', () => {
    const replaced: CardEvent = {
      type: 'CardReplaced',
      data: {
        cardNo: 'A1',
        newCardNo: 'A9',
        scenicAreaID: 1,
        ticketCate: ANNUAL,
        fee: 2000,
        payment: CASH(2000),
        ...seller,
      },
    };
    spec
      .given([...soldEvents('A1', ANNUAL), replaced])
      .when(renew(SOLD_ON))
      .thenThrows('CARD_VOIDED');
  });
  it('refuses an expired card', () => {
    spec.given(soldEvents('A1', ANNUAL)).when(renew('2026-03-01')).thenThrows('CARD_EXPIRED');
  });
  it('refuses a period beyond the limits (years ≤ 20)', () => {
    const long = renew(SOLD_ON);
    long.data.period = { unit: 'year', count: 21 } as never;
    spec.given(soldEvents('A1', ANNUAL)).when(long).thenThrows('CARD_PERIOD_TOO_LONG');
  });
});

describe('card: lost and unreport', () => {
  const lost: CardEvent = { type: 'CardReportedLost', data: { cardNo: 'A1', ...seller } };
  it('reports lost, then unreports back to active', () => {
    spec
      .given(soldEvents('A1', ANNUAL))
      .when({ type: 'ReportCardLost', data: at(SOLD_ON) })
      .then([lost]);
    const back = fold([
      ...soldEvents('A1', ANNUAL),
      lost,
      { type: 'CardUnreported', data: { cardNo: 'A1', ...seller } },
    ]);
    expect(back.status).toBe('active');
  });
  it('a lost card is banned at the gate (its pass state says reported lost)', () => {
    expect(fold([...soldEvents('A1', ANNUAL), lost]).pass.status).toBe(7);
  });
  it('refuses to unreport a card that is not lost', () => {
    spec
      .given(soldEvents('A1', ANNUAL))
      .when({ type: 'UnreportCard', data: at(SOLD_ON) })
      .thenThrows('CARD_NOT_LOST');
  });
});
