// What a card's events make of it (domain/cards/card.ts evolve) and how a gate sees it: activation
// and renewal move the validity, unbinding drops the holder, unreporting goes back to the state
// before the loss; unbinding refuses a replaced card and a card with no holder.
import { describe, expect, it } from 'vitest';
import { cardDecider, evolveCard } from '../../../domain/cards/card.ts';
import type { CardEvent } from '../../../domain/cards/cardEvents.ts';
import { TICKET_STATUS } from '../../../domain/sales/saleCodes.ts';
import { DeciderSpecification } from '../../../domain/testing/deciderSpec.ts';
import { ANNUAL, at, SOLD_ON, soldEvents } from './cardFixtures.ts';

const spec = DeciderSpecification.for(cardDecider);
const seller = { sellerID: 7, sellerAccount: 'seller' };
const fold = (events: CardEvent[]) => events.reduce(evolveCard, cardDecider.initialState());
const WAITING = soldEvents('A1', ANNUAL, false);
const activated: CardEvent = {
  type: 'CardActivated',
  data: { cardNo: 'A1', validFrom: '2025-06-10', validTo: '2026-06-09', ...seller },
};
const unbound: CardEvent = { type: 'CardUnbound', data: { cardNo: 'A1', ...seller } };
const lost: CardEvent = { type: 'CardReportedLost', data: { cardNo: 'A1', ...seller } };
const unreported: CardEvent = { type: 'CardUnreported', data: { cardNo: 'A1', ...seller } };

describe('card state', () => {
  it('a card waiting for activation is shut at the gate, valid only on its sale day there', () => {
    const state = fold(WAITING);
    expect(state.status).toBe('notActivated');
    expect(state.pass.status).toBe(TICKET_STATUS.disabled);
    expect(state.pass.issued).toMatchObject({
      ticketNo: 'A1',
      orderNo: '',
      validFrom: SOLD_ON,
      validTo: SOLD_ON,
      paymentMethod: 'cash',
      persons: 1,
      source: 'window',
    });
  });

  it('activation makes it active, valid over the activated period, at the gate too', () => {
    const state = fold([...WAITING, activated]);
    expect(state.status).toBe('active');
    expect(state.validity).toEqual({ validFrom: '2025-06-10', validTo: '2026-06-09' });
    expect(state.pass.status).toBe(TICKET_STATUS.notVerified);
    expect(state.pass.issued).toMatchObject({ validFrom: '2025-06-10', validTo: '2026-06-09' });
  });

  it('unreporting a card lost before activation takes it back to waiting', () => {
    expect(fold([...WAITING, lost, unreported]).status).toBe('notActivated');
    expect(fold([...WAITING, lost]).pass.status).toBe(TICKET_STATUS.reportedLost);
  });

  it('unbinding drops the holder, at the gate too; a card with no holder is not unbound again', () => {
    const sold = soldEvents('A1', ANNUAL);
    expect(fold(sold).holder).not.toBeNull();
    spec
      .given(sold)
      .when({ type: 'UnbindCard', data: at(SOLD_ON) })
      .then([unbound]);
    const state = fold([...sold, unbound]);
    expect(state.holder).toBeNull();
    expect(state.pass.issued?.holder).toBeNull();
    spec
      .given([...sold, unbound])
      .when({ type: 'UnbindCard', data: at(SOLD_ON) })
      .thenThrows('CARD_NOT_BOUND');
  });

  it('a replaced card is not unbound, naming its new number', () => {
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
    const state = fold([...soldEvents('A1', ANNUAL), replaced]);
    expect(state.status).toBe('voided');
    expect(() => cardDecider.decide({ type: 'UnbindCard', data: at(SOLD_ON) }, state)).toThrow(
      expect.objectContaining({ code: 'CARD_VOIDED', details: { cardNo: 'A1', newCardNo: 'A2' } }),
    );
  });
});
