// Stored value against a real server: recharge with the bonus, a window sale paid by the card, and
// 50 windows charging one card at once whose balance covers 20 (issue 16 "Done when").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardStreamId } from '../../../domain/cards/cardNo.ts';
import type { DutyRecord } from '../../../domain/shifts/shift.schema.ts';
import { startTestServer, type TestServer } from '../../support/testServer.ts';
import { randomIdNumber } from '../sales/sellerLoad.ts';
import { apiClient } from '../support/apiClient.ts';
import { type CardFixture, cardFixture } from './cardSupport.ts';

let server: TestServer;
let f: CardFixture;

beforeAll(async () => {
  server = await startTestServer();
  f = await cardFixture(server);
});
afterAll(() => server?.close());

const payByCard = (cardNo: string) =>
  f.sell({
    lines: [{ ticketTypeID: f.types.成人票 as number, count: 1 }],
    payment: { method: 'storedCard', cardNo },
  });

describe('the shift summary', () => {
  it('counts card sales, recharges and renewals of a seller under StoreCard and MembershipCard', async () => {
    const token = await apiClient(server).login('seller');
    const { rows } = await server.running.ctx.pool.query('select id from users where account = $1', [
      'seller',
    ]);
    const accountID = rows[0].id as number;
    const duty = async () =>
      (
        await f.call<{ data: DutyRecord }>('POST', '/sell/dutyRecord', {
          token,
          body: { operate: 3, scenicAreaID: f.areaId, accountID },
        })
      ).body.data.list.find((r) => r.orderStatus === 1);
    const before = (await duty()) ?? { StoreCard: 0, MembershipCard: 0, amount: 0 };
    const sold = await f.sellCard();
    await f.act('/card/recharge', {
      cardNo: sold.body.data.cardNo,
      amount: 5_000,
      payment: { method: 'cash', receivedFen: 5_000 },
    });
    const id = randomIdNumber();
    const annual = await f.sellCard({
      ticketTypeID: f.types.年卡,
      cardNo: id,
      idNumber: id,
      payment: { method: 'cash', receivedFen: 20_000 },
    });
    expect(annual.status).toBe(200);
    await f.act('/card/renew', {
      cardNo: id,
      option: 'month1',
      amount: 3_000,
      payment: { method: 'cash', receivedFen: 3_000 },
    });
    // The summary is a projection: it shows the four within moments.
    await expect
      .poll(async () => {
        const now = await duty();
        return (
          now && [
            now.StoreCard - before.StoreCard,
            now.MembershipCard - before.MembershipCard,
            now.amount - before.amount,
          ]
        );
      })
      .toEqual([1_000 + 5_000, 20_000 + 3_000, 29_000]);
  });
});

describe('stored value', () => {
  it('recharges 100 yuan with the demo bonus: 110 on the card', async () => {
    const sold = await f.sellCard();
    expect(sold.status).toBe(200);
    const { cardNo } = sold.body.data;
    const topped = await f.act('/card/recharge', {
      cardNo,
      amount: 10_000,
      payment: { method: 'cash', receivedFen: 10_000 },
    });
    expect(topped.status).toBe(200);
    expect(topped.body.data.balance).toBe(11_000);
  });

  it('pays a window sale from the balance, in the same append as the order', async () => {
    const cardNo = await f.storedCard(9_000);
    const sale = await payByCard(cardNo);
    expect(sale.status).toBe(200);
    expect(sale.body.data.paymentMethod).toBe('storedCard');
    const card = await f.call<{ data: { balance: number } }>('GET', `/card?cardNo=${cardNo}`, {
      token: f.token,
    });
    expect(card.body.data.balance).toBe(1_000);
    const events = await server.running.ctx.store.readStream(cardStreamId(cardNo));
    expect(events.at(-1)).toMatchObject({
      type: 'CardCharged',
      data: { orderNo: sale.body.data.orderNo, amount: 8_000 },
    });
  });

  it('refuses a sale the balance does not cover, and sells nothing', async () => {
    const cardNo = await f.storedCard(5_000);
    const before = (await server.running.ctx.store.readStream(cardStreamId(cardNo))).length;
    const sale = await payByCard(cardNo);
    expect(sale.status).toBe(409);
    expect(sale.body.code).toBe('CARD_BALANCE_NOT_ENOUGH');
    expect((await server.running.ctx.store.readStream(cardStreamId(cardNo))).length).toBe(before);
  });

  it('50 windows charging one card at once: exactly the 20 the balance covers succeed, balance 0', async () => {
    // 1,520 yuan recharged, 80 of bonus (the demo's ≥ 500 tier): 1,600 covers exactly 20 adult tickets.
    const cardNo = await f.storedCard(152_000);
    const card = await f.call<{ data: { balance: number } }>('GET', `/card?cardNo=${cardNo}`, {
      token: f.token,
    });
    expect(card.body.data.balance).toBe(20 * 8_000);
    const answers = await Promise.all(Array.from({ length: 50 }, () => payByCard(cardNo)));
    const paid = answers.filter((a) => a.status === 200);
    expect(paid).toHaveLength(20);
    expect(
      answers.filter((a) => a.status !== 200).every((a) => a.body.code === 'CARD_BALANCE_NOT_ENOUGH'),
    ).toBe(true);
    const events = await server.running.ctx.store.readStream(cardStreamId(cardNo));
    const charges = events
      .filter((e) => e.type === 'CardCharged')
      .map((e) => e.data as { balanceAfter: number });
    expect(charges).toHaveLength(20);
    expect(charges.every((c) => c.balanceAfter >= 0)).toBe(true);
    expect(charges.at(-1)?.balanceAfter).toBe(0);
    // Every paid order exists, each charged once.
    const orders = new Set(
      events.filter((e) => e.type === 'CardCharged').map((e) => (e.data as { orderNo: string }).orderNo),
    );
    expect(new Set(paid.map((a) => a.body.data.orderNo))).toEqual(orders);
  });
});
