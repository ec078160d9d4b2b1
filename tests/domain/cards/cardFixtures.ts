// A stored-value card and an annual card of the demo area, sold on 2025-03-01, and the commands'
// dated part: what the card decider tests start from.
import { type CardCommand, cardDecider, type Dated } from '../../../domain/cards/card.ts';
import type { CardEvent, CardTypeSnapshot } from '../../../domain/cards/cardEvents.ts';
import type { StoredDiscountRule } from '../../../domain/rules/discountRule.schema.ts';
import { TICKET_CATE } from '../../../domain/ticketTypes/ticketTypeCodes.ts';

export const AREA = 1;
export const at = (today: string): Dated => ({
  today,
  scenicAreaID: AREA,
  sellerID: 7,
  sellerAccount: 'seller',
});
export const SOLD_ON = '2025-03-01';

export const typeOf = (ticketCate: number, extra: Partial<CardTypeSnapshot> = {}): CardTypeSnapshot => ({
  ticketTypeID: 10 + ticketCate,
  ticketTypeName: `cate ${ticketCate}`,
  touristType: 0,
  ticketCate,
  feeMethod: 0,
  listPrice: 1000,
  medium: 1,
  startingType: 0,
  startingDate: null,
  useDays: 365,
  zones: [],
  enterMode: 0,
  replacementFee: 2000,
  ...extra,
});

const holder = { name: '张三', mobile: '13800000000', idNumber: '', photoId: null };

/** The sale command of a card of `ticketCate` numbered `cardNo`. */
export const sell = (cardNo: string, ticketCate: number, activateNow = true): CardCommand => ({
  type: 'SellCard',
  data: {
    ...at(SOLD_ON),
    cardNo,
    type: typeOf(ticketCate),
    needsPhoto: false,
    holder,
    price: 1000,
    payment: { method: 'cash', receivedFen: 1000, changeFen: 0, reference: null },
    activateNow,
    source: 'window',
  },
});

/** The events a sale decides (the `given` of most tests). */
export const soldEvents = (cardNo: string, ticketCate: number, activateNow = true): CardEvent[] =>
  cardDecider.decide(sell(cardNo, ticketCate, activateNow), cardDecider.initialState());

export const CASH = (fen: number) => ({
  method: 'cash' as const,
  receivedFen: fen,
  changeFen: 0,
  reference: null,
});

/** 充值赠送: ≥ 100 yuan → 10 yuan more, ≥ 500 → 80 more. */
export const BONUS_RULE: StoredDiscountRule = {
  id: 3,
  discountName: '充值赠送',
  scenicAreaID: AREA,
  discountCategory: 'recharge',
  discountType: 'rechargeBonus',
  tiers: [
    { threshold: 10_000, value: 1_000 },
    { threshold: 50_000, value: 8_000 },
  ],
  isEnable: true,
};

export const STORED = TICKET_CATE.storedValue;
export const ANNUAL = TICKET_CATE.annual;
