// Replacing a card (spec 001 §4–5): the new number inherits validity, balance, uses and holder; the
// old number is dead; refused for ordinary / group tickets and voided or expired cards.
import { describe, expect, it } from 'vitest';
import { cardDecider, decideReplacement, evolveCard } from '../../../domain/cards/card.ts';
import type { CardEvent } from '../../../domain/cards/cardEvents.ts';
import { spend } from '../../../domain/sales/ticketUses.ts';
import { TICKET_CATE } from '../../../domain/ticketTypes/ticketTypeCodes.ts';
import { ANNUAL, at, CASH, SOLD_ON, STORED, soldEvents } from './cardFixtures.ts';

const fold = (events: CardEvent[]) => events.reduce(evolveCard, cardDecider.initialState());
const seller = { sellerID: 7, sellerAccount: 'seller' };
const replace = (events: CardEvent[], today = SOLD_ON, newCardNo = 'NEW1') =>
  decideReplacement(fold(events), { ...at(today), newCardNo, payment: CASH(2000) });

const codeOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as { code?: string }).code;
  }
  return 'none';
};

describe('card replacement', () => {
  it('inherits validity, balance, remaining uses and holder; the old card is void', () => {
    const given = soldEvents('S1', STORED);
    const recharged: CardEvent = {
      type: 'CardRecharged',
      data: {
        cardNo: 'S1',
        scenicAreaID: 1,
        amount: 10_000,
        bonus: 1_000,
        rule: null,
        payment: CASH(10_000),
        ...seller,
        balanceAfter: 11_000,
      },
    };
    const before = fold([
      ...given,
      recharged,
      { type: 'CardReportedLost', data: { cardNo: 'S1', ...seller } },
    ]);
    // Two passes spent in zone 5 of a card allowing ten.
    before.pass.uses = spend([{ zoneId: 5, limit: 10, perDay: null, spent: 0, spentOn: {} }], 5, 2, SOLD_ON);
    const { old, fresh } = decideReplacement(before, {
      ...at(SOLD_ON),
      newCardNo: 'S2',
      payment: CASH(2000),
    });
    expect(old).toMatchObject({ type: 'CardReplaced', data: { cardNo: 'S1', newCardNo: 'S2', fee: 2000 } });
    const after = fold([fresh]);
    expect(after).toMatchObject({
      cardNo: 'S2',
      status: 'active',
      balance: 11_000,
      validity: before.validity,
      holder: before.holder,
      replacedFrom: 'S1',
    });
    expect(after.pass.uses[0]).toMatchObject({ zoneId: 5, limit: 10, spent: 2 });
    expect(fold([...given, recharged, old])).toMatchObject({ status: 'voided', balance: 0 });
  });
  it.each([
    ['an ordinary ticket', TICKET_CATE.ordinary],
    ['a group ticket', TICKET_CATE.group],
  ])('refuses %s', (_name, cate) => {
    expect(codeOf(() => replace(soldEvents('O1', cate)))).toBe('CARD_NOT_REPLACEABLE');
  });
  it('refuses a voided card (already replaced)', () => {
    const { old } = replace(soldEvents('A1', ANNUAL));
    expect(codeOf(() => replace([...soldEvents('A1', ANNUAL), old], SOLD_ON, 'NEW2'))).toBe('CARD_VOIDED');
  });
  it('refuses an expired card', () => {
    expect(codeOf(() => replace(soldEvents('A1', ANNUAL), '2026-03-01'))).toBe('CARD_EXPIRED');
  });
  it('keeps a not-activated card not activated under its new number', () => {
    const { fresh } = replace(soldEvents('A3', ANNUAL, false));
    expect(fold([fresh]).status).toBe('notActivated');
  });
});

describe('a replaced card refuses money and unbinding, naming the card that replaced it', () => {
  const detailsOf = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      return { code: (error as { code?: string }).code, details: (error as { details?: unknown }).details };
    }
    return 'none';
  };
  const replaced = () => {
    const { old } = replace(soldEvents('S1', STORED), SOLD_ON, 'S2');
    return fold([...soldEvents('S1', STORED), old]);
  };
  const voided = { code: 'CARD_VOIDED', details: { cardNo: 'S1', newCardNo: 'S2' } };

  it('a refund is never credited to the dead number', () => {
    const refund = { ...at(SOLD_ON), amount: 500, orderNo: 'DD1', refundNo: 'TD1' };
    expect(detailsOf(() => cardDecider.decide({ type: 'RefundToCard', data: refund }, replaced()))).toEqual(
      voided,
    );
  });

  it('unbinding is refused', () => {
    expect(
      detailsOf(() => cardDecider.decide({ type: 'UnbindCard', data: at(SOLD_ON) }, replaced())),
    ).toEqual(voided);
  });
});
