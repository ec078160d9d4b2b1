// Issue 29: a request id sent again with another content answered 200 "success" for what was not
// done (a card recharge of another amount answered with the first recharge's card). The same id with
// the same content is a retry and gets the first answer; with another content it is refused with
// 409 REQUEST_ID_REUSED and changes nothing, as the sale does.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { agencyFixture } from '../api/agencies/agencySupport.ts';
import { type CardFixture, cardFixture } from '../api/cards/cardSupport.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

let server: TestServer;
let f: CardFixture;

beforeAll(async () => {
  server = await startTestServer();
  f = await cardFixture(server);
});
afterAll(() => server?.close());

const recharge = (cardNo: string, requestId: string, fen: number) =>
  f.act('/card/recharge', { requestId, cardNo, amount: fen, payment: { method: 'cash', receivedFen: fen } });

it('a card recharge: the same id and amount is replayed, another amount is refused', async () => {
  const cardNo = await f.storedCard(1_000);
  const id = randomUUID();
  const first = await recharge(cardNo, id, 2_000);
  expect(first.status).toBe(200);
  const balance = first.body.data.balance;
  const other = await recharge(cardNo, id, 9_000);
  expect([other.status, other.body.code]).toEqual([409, 'REQUEST_ID_REUSED']);
  const again = await recharge(cardNo, id, 2_000);
  expect([again.status, again.body.data.balance]).toEqual([200, balance]);
});

it('a card action and a card sale: another content under a used id is refused', async () => {
  const cardNo = await f.storedCard(1_000);
  const other = await f.storedCard(1_000);
  const id = randomUUID();
  expect((await f.act('/card/reportLost', { requestId: id, cardNo })).status).toBe(200);
  const reused = await f.act('/card/reportLost', { requestId: id, cardNo: other });
  expect([reused.status, reused.body.code]).toEqual([409, 'REQUEST_ID_REUSED']);

  const saleId = randomUUID();
  expect((await f.sellCard({ requestId: saleId } as never)).status).toBe(200);
  const resold = await f.sellCard({ requestId: saleId, name: '王五' } as never);
  expect([resold.status, resold.body.code]).toEqual([409, 'REQUEST_ID_REUSED']);
});

it("an agency's credit recharge: another amount under a used id is refused, the balance unchanged", async () => {
  const a = await agencyFixture(server);
  const before = (await a.credit()).balance;
  const requestId = randomUUID();
  const send = (amount: number) =>
    a.api.call<{ code?: string; data: { balance: number } }>('POST', '/travelAgency/recharge', {
      token: a.adminToken,
      body: { requestId, travelAgencyID: a.agency.id, amount },
    });
  expect((await send(10_000)).status).toBe(200);
  const other = await send(90_000);
  expect([other.status, other.body.code]).toEqual([409, 'REQUEST_ID_REUSED']);
  const again = await send(10_000);
  expect([again.status, again.body.data.balance]).toEqual([200, before + 10_000]);
});

it('a sale: the same number of tickets of another type under a used id is refused', async () => {
  const requestId = randomUUID();
  const first = await f.sell({ requestId, lines: [{ ticketTypeID: f.types.成人票 as number, count: 2 }] });
  expect(first.status).toBe(200);
  const other = await f.sell({ requestId, lines: [{ ticketTypeID: f.types.儿童票 as number, count: 2 }] });
  expect([other.status, other.body.code]).toEqual([409, 'REQUEST_ID_REUSED']);
  const again = await f.sell({ requestId, lines: [{ ticketTypeID: f.types.成人票 as number, count: 2 }] });
  expect([again.status, again.body.data.orderNo]).toEqual([200, first.body.data.orderNo]);
});
