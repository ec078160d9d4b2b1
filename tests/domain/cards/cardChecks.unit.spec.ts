// The card decider's refusals at their edges (domain/cards/card.ts): a card is usable to the end of
// its last valid day; an ID-card card is numbered by its holder's ID; a type that needs a photo
// needs one; lost and unreported move only from the state they name.
import { describe, expect, it } from 'vitest';
import { type CardCommand, cardDecider, evolveCard } from '../../../domain/cards/card.ts';
import type { CardEvent } from '../../../domain/cards/cardEvents.ts';
import { DeciderSpecification } from '../../../domain/testing/deciderSpec.ts';
import { TICKET_MEDIA } from '../../../domain/ticketTypes/ticketTypeCodes.ts';
import { ANNUAL, at, CASH, SOLD_ON, STORED, sell, soldEvents, typeOf } from './cardFixtures.ts';

const spec = DeciderSpecification.for(cardDecider);
const seller = { sellerID: 7, sellerAccount: 'seller' };
const fold = (events: CardEvent[]) => events.reduce(evolveCard, cardDecider.initialState());
const SOLD = soldEvents('S1', STORED);
const LAST_DAY = fold(SOLD).validity?.validTo as string;
const dayAfter = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const recharge = (today: string): CardCommand => ({
  type: 'RechargeCard',
  data: { ...at(today), amount: 100, rules: [], payment: CASH(100) },
});
const lost: CardEvent = { type: 'CardReportedLost', data: { cardNo: 'S1', ...seller } };
const unreported: CardEvent = { type: 'CardUnreported', data: { cardNo: 'S1', ...seller } };

/** The sale command of S1 with the holder, medium and photo rule changed. */
function sellWith(
  cardNo: string,
  holder: { idNumber?: string; photoId?: string | null },
  medium = 1,
  needsPhoto = false,
) {
  const command = sell(cardNo, STORED);
  if (command.type !== 'SellCard') throw new Error('a sale');
  const data = command.data;
  return {
    ...command,
    data: { ...data, type: typeOf(STORED, { medium }), needsPhoto, holder: { ...data.holder, ...holder } },
  };
}

describe('card: the last valid day', () => {
  it('is usable on its last valid day, expired the day after', () => {
    expect(LAST_DAY > SOLD_ON).toBe(true);
    spec
      .given(SOLD)
      .when(recharge(LAST_DAY))
      .then([
        {
          type: 'CardRecharged',
          data: {
            cardNo: 'S1',
            scenicAreaID: 1,
            amount: 100,
            bonus: 0,
            rule: null,
            payment: CASH(100),
            ...seller,
            balanceAfter: 100,
          },
        },
      ]);
    expect(() => cardDecider.decide(recharge(dayAfter(LAST_DAY)), fold(SOLD))).toThrow(
      expect.objectContaining({ code: 'CARD_EXPIRED', details: { cardNo: 'S1', validTo: LAST_DAY } }),
    );
  });
});

describe('card: sale checks', () => {
  const ID_CARD = TICKET_MEDIA.indexOf('idCard');
  const ID = '11010519491231002X';

  it("an ID-card card is numbered by its holder's ID number", () => {
    spec
      .given([])
      .when(sellWith('S1', { idNumber: ID }, ID_CARD))
      .thenThrows('CARD_NO_MUST_BE_ID');
    const [sold] = cardDecider.decide(sellWith(ID, { idNumber: ID }, ID_CARD), cardDecider.initialState());
    expect(sold?.type).toBe('CardSold');
    const other = cardDecider.decide(sellWith('S1', { idNumber: ID }), cardDecider.initialState());
    expect(other[0]?.type).toBe('CardSold');
  });

  it("a type that needs a photo is sold only with the holder's photo", () => {
    expect(() =>
      cardDecider.decide(sellWith('S1', { photoId: null }, 1, true), cardDecider.initialState()),
    ).toThrow(
      expect.objectContaining({
        code: 'HOLDER_PHOTO_REQUIRED',
        details: { name: typeOf(STORED).ticketTypeName },
      }),
    );
    const [sold] = cardDecider.decide(
      sellWith('S1', { photoId: 'p'.repeat(64) }, 1, true),
      cardDecider.initialState(),
    );
    expect(sold?.type).toBe('CardSold');
  });
});

describe('card: lost and unreported', () => {
  it('a lost card cannot be recharged, nor reported lost again', () => {
    spec
      .given([...SOLD, lost])
      .when(recharge(SOLD_ON))
      .thenThrows('CARD_LOST');
    spec
      .given([...SOLD, lost])
      .when({ type: 'ReportCardLost', data: at(SOLD_ON) })
      .thenThrows('CARD_ALREADY_LOST');
  });

  it('a lost card is unreported; once unreported it is usable and can be lost again', () => {
    spec
      .given([...SOLD, lost])
      .when({ type: 'UnreportCard', data: at(SOLD_ON) })
      .then([unreported]);
    spec
      .given([...SOLD, lost, unreported])
      .when({ type: 'UnreportCard', data: at(SOLD_ON) })
      .thenThrows('CARD_NOT_LOST');
    spec
      .given([...SOLD, lost, unreported])
      .when({ type: 'ReportCardLost', data: at(SOLD_ON) })
      .then([lost]);
    expect(cardDecider.decide(recharge(SOLD_ON), fold([...SOLD, lost, unreported]))[0]?.type).toBe(
      'CardRecharged',
    );
  });
});

describe('card: activation and charge refusals', () => {
  it('a lost card is not activated: activation checks the card is usable', () => {
    const annual = soldEvents('A1', ANNUAL, false);
    const annualLost: CardEvent = { type: 'CardReportedLost', data: { cardNo: 'A1', ...seller } };
    spec
      .given([...annual, annualLost])
      .when({ type: 'ActivateCard', data: at(SOLD_ON) })
      .thenThrows('CARD_LOST');
  });

  it('a charge over the balance names the balance and the amount in yuan', () => {
    const funded = [...SOLD, ...cardDecider.decide(recharge(SOLD_ON), fold(SOLD))];
    expect(() =>
      cardDecider.decide(
        { type: 'ChargeCard', data: { ...at(SOLD_ON), amount: 101, orderNo: 'DD1' } },
        fold(funded),
      ),
    ).toThrow(
      expect.objectContaining({
        code: 'CARD_BALANCE_NOT_ENOUGH',
        details: { balance: '1.00', amount: '1.01' },
      }),
    );
  });
});
