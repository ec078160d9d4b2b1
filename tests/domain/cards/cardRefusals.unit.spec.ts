// Each refusal of the card decider (domain/cards/card.ts) names the card it refused, so the window
// can say which card and why; a card not activated is not charged, a replaced one is not reported lost.
import { describe, expect, it } from 'vitest';
import { type CardCommand, cardDecider, evolveCard } from '../../../domain/cards/card.ts';
import type { CardEvent } from '../../../domain/cards/cardEvents.ts';
import { ANNUAL, at, SOLD_ON, STORED, sell, soldEvents } from './cardFixtures.ts';

const seller = { sellerID: 7, sellerAccount: 'seller' };
const fold = (events: CardEvent[]) => events.reduce(evolveCard, cardDecider.initialState());
const refusal = (events: CardEvent[], command: CardCommand) => {
  try {
    cardDecider.decide(command, fold(events));
    return null;
  } catch (error) {
    return { code: (error as { code?: string }).code, details: (error as { details?: unknown }).details };
  }
};
const lost = (cardNo: string): CardEvent => ({ type: 'CardReportedLost', data: { cardNo, ...seller } });
const replaced: CardEvent = {
  type: 'CardReplaced',
  data: {
    cardNo: 'A1',
    newCardNo: 'A2',
    scenicAreaID: 1,
    ticketCate: ANNUAL,
    fee: 0,
    payment: null,
    ...seller,
  },
};
const charge: CardCommand = { type: 'ChargeCard', data: { ...at(SOLD_ON), amount: 1, orderNo: 'DD1' } };

describe('card refusals name the card', () => {
  it('lost, not activated, not stored value', () => {
    expect(refusal([...soldEvents('S1', STORED), lost('S1')], charge)).toEqual({
      code: 'CARD_LOST',
      details: { cardNo: 'S1' },
    });
    expect(refusal(soldEvents('A1', ANNUAL, false), charge)).toEqual({
      code: 'CARD_NOT_ACTIVATED',
      details: { cardNo: 'A1' },
    });
    expect(refusal(soldEvents('A1', ANNUAL), charge)).toEqual({
      code: 'CARD_NOT_STORED_VALUE',
      details: { cardNo: 'A1' },
    });
  });

  it('voided by a replacement: charged, reported lost or unbound, it names its new number', () => {
    const events = [...soldEvents('A1', ANNUAL), replaced];
    const voided = { code: 'CARD_VOIDED', details: { cardNo: 'A1', newCardNo: 'A2' } };
    expect(refusal(events, charge)).toEqual(voided);
    expect(refusal(events, { type: 'ReportCardLost', data: at(SOLD_ON) })).toEqual(voided);
  });

  it('already sold, activated, lost; not lost', () => {
    expect(refusal(soldEvents('A1', ANNUAL), sell('A1', ANNUAL))).toEqual({
      code: 'CARD_NO_TAKEN',
      details: { cardNo: 'A1' },
    });
    expect(refusal(soldEvents('A1', ANNUAL), { type: 'ActivateCard', data: at(SOLD_ON) })).toEqual({
      code: 'CARD_ALREADY_ACTIVATED',
      details: { cardNo: 'A1' },
    });
    expect(
      refusal([...soldEvents('A1', ANNUAL), lost('A1')], { type: 'ReportCardLost', data: at(SOLD_ON) }),
    ).toEqual({ code: 'CARD_ALREADY_LOST', details: { cardNo: 'A1' } });
    expect(refusal(soldEvents('A1', ANNUAL), { type: 'UnreportCard', data: at(SOLD_ON) })).toEqual({
      code: 'CARD_NOT_LOST',
      details: { cardNo: 'A1' },
    });
  });

  it('a card of another scenic area, or none, is not found', () => {
    expect(
      refusal(soldEvents('A1', ANNUAL), {
        type: 'ReportCardLost',
        data: { ...at(SOLD_ON), scenicAreaID: 2 },
      }),
    ).toEqual({
      code: 'CARD_NOT_FOUND',
      details: undefined,
    });
    expect(refusal([], { type: 'ReportCardLost', data: at(SOLD_ON) })?.code).toBe('CARD_NOT_FOUND');
  });
});
