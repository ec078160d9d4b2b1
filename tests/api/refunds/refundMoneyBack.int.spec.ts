// The money of a refund goes back the way it was paid (issue 29): a stored-value card is credited on
// its own stream, an agency's credit is given back on the credit stream, each in the same append as
// the refund; and the window sells on credit only in a named agency's account.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditStreamId } from '../../../domain/agencies/agencyEvents.ts';
import type { CardMovement } from '../../../domain/cards/card.schema.ts';
import { cardStreamId } from '../../../domain/cards/cardNo.ts';
import type { RecordedEvent } from '../../../domain/eventStore.ts';
import type { Page } from '../../../domain/http/replies.ts';
import type { RefundAnswer, RefundLookupAnswer } from '../../../domain/refunds/refund.schema.ts';
import { refundStreamId } from '../../../domain/refunds/refundEvents.ts';
import { startTestServer, type TestServer } from '../../support/testServer.ts';
import { waitFor } from '../../support/waitFor.ts';
import { type AgencyFixture, agencyFixture, validPreview } from '../agencies/agencySupport.ts';
import { type CardFixture, cardFixture } from '../cards/cardSupport.ts';

let server: TestServer;
let cards: CardFixture;
let agencies: AgencyFixture;

beforeAll(async () => {
  server = await startTestServer();
  cards = await cardFixture(server);
  agencies = await agencyFixture(server);
});
afterAll(() => server?.close());

const streamOf = (id: string) => server.running.ctx.store.readStream(id);
const refund = (orderNo: string, ticketNos: string[]) =>
  cards.call<{ data: RefundAnswer; code?: string }>('POST', '/sell/refund', {
    token: cards.token,
    body: { requestId: randomUUID(), scenicAreaID: cards.areaId, orderNo, ticketNos },
  });
const cardBalance = async (cardNo: string) =>
  (await cards.call<{ data: { balance: number } }>('GET', `/card?cardNo=${cardNo}`, { token: cards.token }))
    .body.data.balance;
/** The event of `type` on a stream, and the refund order's event: one append writes both at once. */
const sameAppend = (a: RecordedEvent | undefined, b: RecordedEvent | undefined) =>
  a !== undefined && b !== undefined && a.position.commit === b.position.commit;

describe('a refund of a sale paid by a stored-value card', () => {
  it('credits the card on its stream in the refund’s append; the card screens show the balance and the movement', async () => {
    const cardNo = await cards.storedCard(9_000);
    const sale = await cards.sell({
      lines: [{ ticketTypeID: cards.types.成人票 as number, count: 1 }],
      payment: { method: 'storedCard', cardNo },
    });
    expect(sale.status).toBe(200);
    expect(await cardBalance(cardNo)).toBe(1_000);

    const res = await refund(sale.body.data.orderNo, sale.body.data.ticketNos);
    expect(res.status).toBe(200);
    const refundNo = res.body.data.refunds[0]?.refundNo as string;
    expect(res.body.data.refunds[0]).toMatchObject({ paymentMethod: 'storedCard', amount: 8_000 });
    expect(await cardBalance(cardNo)).toBe(9_000);
    const credited = (await streamOf(cardStreamId(cardNo))).at(-1);
    expect(credited).toMatchObject({
      type: 'CardRefunded',
      data: { cardNo, amount: 8_000, orderNo: sale.body.data.orderNo, refundNo, balanceAfter: 9_000 },
    });
    expect(sameAppend(credited, (await streamOf(refundStreamId(refundNo)))[0])).toBe(true);
    const movement = await waitFor(async () => {
      const list = await cards.call<Page<CardMovement>>('GET', `/card/movements?cardNo=${cardNo}`, {
        token: cards.token,
      });
      return list.body.data[0].find((m) => m.kind === 'refund');
    }, 'the refund in the card movements');
    expect(movement).toMatchObject({ amount: 8_000, balanceAfter: 9_000, orderNo: sale.body.data.orderNo });
  });
});

describe('a refund of an agency sale on account', () => {
  it('gives the agency its credit back on the credit stream in the refund’s append; the header shows it', async () => {
    const preview = await validPreview(agencies, 2);
    const amount = preview.statistics.orderAmount;
    expect((await agencies.recharge(amount)).status).toBe(200);
    const created = await agencies.createOrder(preview, 1);
    expect(created.status).toBe(200);
    const approved = await agencies.review('approve', created.body.data.orderNo);
    expect(approved.status).toBe(200);
    const saleOrderNo = approved.body.data.saleOrderNo as string;
    const before = await waitFor(async () => {
      const c = await agencies.credit();
      return c.held === 0 ? c : undefined;
    }, 'the approved order deducted');

    const looked = await cards.call<{ data: RefundLookupAnswer }>(
      'GET',
      `/sell/refund/tickets?scenicAreaID=${cards.areaId}&no=${saleOrderNo}`,
      { token: cards.token },
    );
    const all = looked.body.data.tickets.map((t) => t.ticketNo);
    const res = await refund(saleOrderNo, all);
    expect(res.status).toBe(200);
    const back = res.body.data.refunds[0];
    expect(back).toMatchObject({ paymentMethod: 'credit', amount });
    const given = (await streamOf(creditStreamId(agencies.agency.id))).at(-1);
    expect(given).toMatchObject({
      type: 'CreditRefunded',
      data: { travelAgencyID: agencies.agency.id, orderNo: saleOrderNo, refundNo: back?.refundNo, amount },
    });
    expect(sameAppend(given, (await streamOf(refundStreamId(back?.refundNo as string)))[0])).toBe(true);
    await waitFor(
      async () => (await agencies.credit()).balance === (before?.balance ?? 0) + amount,
      'the credit back',
    );
  });
});

describe('selling on credit at the window', () => {
  it('refuses a sale on credit that names no agency, translated, and sells nothing', async () => {
    const before = (await streamOf(creditStreamId(agencies.agency.id))).length;
    for (const [lang, words] of [
      ['cn', '挂账'],
      ['en', 'agency'],
      ['es', 'agencia'],
    ] as const) {
      const res = await cards.call<{ code: string; message: string }>('POST', '/sell/order', {
        token: cards.token,
        lang,
        body: {
          requestId: randomUUID(),
          scenicAreaID: cards.areaId,
          lines: [{ ticketTypeID: cards.types.成人票, count: 1 }],
          payment: { method: 'credit', reference: '' },
        },
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(words);
    }
    expect((await streamOf(creditStreamId(agencies.agency.id))).length).toBe(before);
  });
});
