// The money of a refund goes back the way it was paid (issue 29): a stored-value card is credited on
// its own stream, an agency's credit is given back on the credit stream, each in the same append as
// the refund; and the window sells on credit only in a named agency's account.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditDecider } from '../../../domain/agencies/agencyCredit.ts';
import { creditEvents, creditStreamId } from '../../../domain/agencies/agencyEvents.ts';
import type { CardMovement } from '../../../domain/cards/card.schema.ts';
import { cardStreamId } from '../../../domain/cards/cardNo.ts';
import { foldEvents } from '../../../domain/decider.ts';
import type { RecordedEvent } from '../../../domain/eventStore.ts';
import type { Page } from '../../../domain/http/replies.ts';
import type { RefundAnswer, RefundLookupAnswer } from '../../../domain/refunds/refund.schema.ts';
import { refundStreamId } from '../../../domain/refunds/refundEvents.ts';
import { startTestServer, type TestServer } from '../../support/testServer.ts';
import { waitFor } from '../../support/waitFor.ts';
import { type AgencyFixture, agencyFixture, validPreview } from '../agencies/agencySupport.ts';
import { type CardFixture, cardFixture } from '../cards/cardSupport.ts';
import { sql } from '../support/apiClient.ts';

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
    // The header once it shows the credit stream as it stands (the approval's deduction included).
    const truth = foldEvents(
      creditDecider,
      (await streamOf(creditStreamId(agencies.agency.id))).flatMap((r) => creditEvents.decode(r) ?? []),
    );
    const before = await waitFor(async () => {
      const c = await agencies.credit();
      return c.balance === truth.balance && c.held === 0 ? c : undefined;
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

  /** A new agency of the demo area, with `fen` on its credit account (none when 0). */
  async function newAgency(fen: number): Promise<number> {
    const [row] = await sql<{ id: number }>(
      server,
      `insert into travel_agencies (scenic_area_id, name) values ($1, $2) returning id`,
      [cards.areaId, `测试社${randomUUID().slice(0, 6)}`],
    );
    const id = row!.id;
    if (fen > 0) {
      const topped = await agencies.api.call('POST', '/travelAgency/recharge', {
        token: agencies.adminToken,
        body: { requestId: randomUUID(), travelAgencyID: id, amount: fen },
      });
      expect(topped.status).toBe(200);
    }
    return id;
  }
  /** Waits for the credit read model to show `fen` as the agency's balance. */
  const creditShown = (agencyId: number, fen: number) =>
    waitFor(async () => {
      const rows = await sql<{ balance: number }>(
        server,
        'select balance::int as balance from agency_credit where travel_agency_id = $1',
        [agencyId],
      );
      return rows[0]?.balance === fen;
    }, `the credit read model at ${fen} fen`);
  const onCredit = (travelAgencyID: number) =>
    cards.sell({
      lines: [{ ticketTypeID: cards.types.成人票 as number, count: 1 }],
      payment: { method: 'credit', travelAgencyID },
    });

  it("draws the named agency's credit in the sale's append, and a refund gives it back", async () => {
    const agencyId = await newAgency(20_000);
    const sale = await onCredit(agencyId);
    expect(sale.status).toBe(200);
    const charged = (await streamOf(creditStreamId(agencyId))).at(-1);
    expect(charged).toMatchObject({
      type: 'CreditCharged',
      data: { travelAgencyID: agencyId, orderNo: sale.body.data.orderNo, amount: 8_000 },
    });
    expect(sameAppend(charged, (await streamOf(`order-${sale.body.data.orderNo}`))[0])).toBe(true);
    const back = await refund(sale.body.data.orderNo, sale.body.data.ticketNos);
    expect(back.status).toBe(200);
    const events = await streamOf(creditStreamId(agencyId));
    expect(events.at(-1)).toMatchObject({ type: 'CreditRefunded', data: { amount: 8_000 } });
    expect(await creditShown(agencyId, 20_000)).toBe(true);
  });

  it('refuses an agency without a credit account, translated, and sells nothing', async () => {
    const agencyId = await newAgency(0);
    const res = await onCredit(agencyId);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('CREDIT_ACCOUNT_NOT_FOUND');
    expect(res.body.message).toContain('挂账');
    await expect(streamOf(creditStreamId(agencyId))).rejects.toThrow('not found');
  });

  it('20 windows selling on credit at once against credit for 5: exactly 5 are sold, the credit ends at 0', async () => {
    const agencyId = await newAgency(5 * 8_000);
    const answers = await Promise.all(Array.from({ length: 20 }, () => onCredit(agencyId)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.status !== 200).every((a) => a.body.code === 'CREDIT_INSUFFICIENT')).toBe(
      true,
    );
    const events = (await streamOf(creditStreamId(agencyId))).map((e) => e.type);
    expect(events.filter((t) => t === 'CreditCharged')).toHaveLength(5);
    expect(await creditShown(agencyId, 0)).toBe(true);
  });
});

describe('card sales and refunds at once', () => {
  it('10 sales and 5 refunds of one card at the same moment: every refund is credited, the balance is the sum of its events', async () => {
    const cardNo = await cards.storedCard(9_000);
    const topped = await cards.act('/card/recharge', {
      cardNo,
      amount: 40_000,
      payment: { method: 'cash', receivedFen: 40_000 },
    });
    expect(topped.status).toBe(200);
    const start = await cardBalance(cardNo);
    const payByCard = () =>
      cards.sell({
        lines: [{ ticketTypeID: cards.types.成人票 as number, count: 1 }],
        payment: { method: 'storedCard', cardNo },
      });
    const earlier = [];
    for (let i = 0; i < 5; i++) earlier.push((await payByCard()).body.data);
    const [sales, refunds] = await Promise.all([
      Promise.all(Array.from({ length: 10 }, payByCard)),
      Promise.all(earlier.map((s) => refund(s.orderNo, s.ticketNos))),
    ]);
    expect(refunds.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const sold = sales.filter((s) => s.status === 200).length;
    expect(
      sales.filter((s) => s.status !== 200).every((s) => s.body.code === 'CARD_BALANCE_NOT_ENOUGH'),
    ).toBe(true);
    const events = await streamOf(cardStreamId(cardNo));
    const sum = events.reduce((n, e) => {
      const d = e.data as { amount: number; bonus?: number };
      if (e.type === 'CardRecharged') return n + d.amount + (d.bonus ?? 0);
      if (e.type === 'CardCharged') return n - d.amount;
      if (e.type === 'CardRefunded') return n + d.amount;
      return n;
    }, 0);
    expect(events.filter((e) => e.type === 'CardRefunded')).toHaveLength(5);
    expect(await cardBalance(cardNo)).toBe(sum);
    expect(sum).toBe(start - sold * 8_000);
  });
});
