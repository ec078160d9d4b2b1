// Card operations against a real server: an annual card (ID-card medium) sold not activated,
// activated, renewed; refusals with the spec's messages in the caller's language; bad input refused
// and nothing changed; another seller without the card flags refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardStreamId } from '../../../domain/cards/cardNo.ts';
import { startTestServer, type TestServer } from '../../support/testServer.ts';
import { randomIdNumber } from '../sales/sellerLoad.ts';
import { type CardFixture, cardFixture } from './cardSupport.ts';

let server: TestServer;
let f: CardFixture;

beforeAll(async () => {
  server = await startTestServer();
  f = await cardFixture(server);
});
afterAll(() => server?.close());

const streamLength = async (cardNo: string) => {
  try {
    return (await server.running.ctx.store.readStream(cardStreamId(cardNo))).length;
  } catch {
    return 0;
  }
};

describe('an annual card', () => {
  const annual = (idNumber: string, cardNo = idNumber) =>
    f.sellCard({
      ticketTypeID: f.types.年卡,
      cardNo,
      idNumber,
      activateNow: false,
      payment: { method: 'cash', receivedFen: 20_000 },
    });

  it('with the ID-card medium, the card number must be the ID number', async () => {
    const id = randomIdNumber();
    const wrong = await annual(id, 'OTHER123');
    expect(wrong.status).toBe(422);
    expect(wrong.body.code).toBe('CARD_NO_MUST_BE_ID');
    expect(await streamLength('OTHER123')).toBe(0);
  });

  it('sold not activated has no validity; activated, it runs a year from today; renewed by 3 months', async () => {
    const id = randomIdNumber();
    const sold = await annual(id);
    expect(sold.status).toBe(200);
    expect(sold.body.data).toMatchObject({ status: 'notActivated', validFrom: null, validTo: null });
    const renewEarly = await f.act('/card/renew', {
      cardNo: id,
      option: 'month3',
      amount: 5_000,
      payment: { method: 'cash', receivedFen: 5_000 },
    });
    expect(renewEarly.body.code).toBe('CARD_NOT_ACTIVATED');
    const active = await f.act('/card/activate', { cardNo: id });
    expect(active.status).toBe(200);
    const { validFrom, validTo } = active.body.data;
    expect(validFrom).not.toBeNull();
    expect(Number(validTo?.slice(0, 4)) - Number(validFrom?.slice(0, 4))).toBe(1);
    const renewed = await f.act('/card/renew', {
      cardNo: id,
      option: 'month3',
      amount: 5_000,
      payment: { method: 'cash', receivedFen: 5_000 },
    });
    expect(renewed.status).toBe(200);
    expect(renewed.body.data.validTo! > validTo!).toBe(true);
  });

  it('a lost card is refused renewal with the message in the caller language', async () => {
    const sold = await f.sellCard();
    const { cardNo } = sold.body.data;
    await f.act('/card/reportLost', { cardNo });
    const res = await f.call<{ code: string; message: string }>('POST', '/card/renew', {
      token: f.token,
      lang: 'en',
      body: {
        requestId: crypto.randomUUID(),
        scenicAreaID: f.areaId,
        cardNo,
        option: 'year1',
        amount: 100,
        payment: { method: 'cash', receivedFen: 100 },
      },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(`Card ${cardNo} is reported lost`);
  });
});

describe('bad input', () => {
  it('a Chinese card number, a 13-character name and an amount of 0 are refused, nothing recorded', async () => {
    const res = await f.sellCard({ cardNo: '卡号一', name: '一二三四五六七八九十一二三' });
    expect(res.status).toBe(400);
    expect(await streamLength('卡号一')).toBe(0);
    const sold = await f.sellCard();
    const zero = await f.act('/card/recharge', {
      cardNo: sold.body.data.cardNo,
      amount: 0,
      payment: { method: 'cash', receivedFen: 0 },
    });
    expect(zero.status).toBe(400);
    expect(await streamLength(sold.body.data.cardNo)).toBe(1);
  });

  it('a replacement to the same number is refused', async () => {
    const sold = await f.sellCard();
    const { cardNo } = sold.body.data;
    const same = await f.act('/card/replace', {
      cardNo,
      newCardNo: cardNo,
      payment: { method: 'cash', receivedFen: 1000 },
    });
    expect(same.status).toBe(400);
    expect(await streamLength(cardNo)).toBe(1);
  });

  it('a card of the area is not found from another area (scope)', async () => {
    const res = await f.act('/card/reportLost', { cardNo: 'X', scenicAreaID: f.areaId + 1000 });
    expect(res.status).toBe(403);
  });
});
