// Shared set-up of the card API tests: the sales fixture (seller signed in, demo types, 储值卡 among
// them) and helpers that sell, recharge and act on cards, each with a fresh request id.
import { randomUUID } from 'node:crypto';
import type { CardView, SellCardDraft } from '../../../domain/cards/card.schema.ts';
import type { Ok } from '../../../domain/http/replies.ts';
import type { TestServer } from '../../support/testServer.ts';
import { type SalesFixture, salesFixture } from '../sales/salesSupport.ts';

export type CardAnswer = { status: number; body: Ok<CardView> & { code?: string; message?: string } };

export interface CardFixture extends SalesFixture {
  sellCard(overrides?: Partial<SellCardDraft>): Promise<CardAnswer>;
  /** Sells a stored-value card and recharges it with `fen` (no bonus below 100 yuan). */
  storedCard(fen: number): Promise<string>;
  act(path: string, body: Record<string, unknown>, token?: string): Promise<CardAnswer>;
}

let serial = 0;
/** A card number unique to this run. */
export const newCardNo = () => `T${Date.now().toString(36)}${(serial++).toString(36)}`.toUpperCase();

export async function cardFixture(server: TestServer): Promise<CardFixture> {
  const sales = await salesFixture(server);
  const act = async (path: string, body: Record<string, unknown>, token = sales.token) =>
    (await sales.call('POST', path, {
      token,
      body: { requestId: randomUUID(), scenicAreaID: sales.areaId, ...body },
    })) as CardAnswer;
  const sellCard = (overrides: Partial<SellCardDraft> = {}) =>
    act('/card/sell', {
      ticketTypeID: sales.types.储值卡,
      cardNo: newCardNo(),
      name: '李四',
      mobile: '13900000000',
      payment: { method: 'cash', receivedFen: 1000 },
      ...overrides,
    });
  return {
    ...sales,
    act,
    sellCard,
    async storedCard(fen) {
      const sold = await sellCard();
      if (sold.status !== 200) throw new Error(`sell card: ${JSON.stringify(sold.body)}`);
      const { cardNo } = sold.body.data;
      const topped = await act('/card/recharge', {
        cardNo,
        amount: fen,
        payment: { method: 'cash', receivedFen: fen },
      });
      if (topped.status !== 200) throw new Error(`recharge: ${JSON.stringify(topped.body)}`);
      return cardNo;
    },
  };
}
