// A lost card at the gate (issue 16 "Done when"): admitted before, refused by the very next pass
// after the report (the gate judges the card's own stream, never a read model that could lag);
// unreported, admitted again; replaced, the old number is refused and the new one admitted.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/testServer.ts';
import { type GateFixture, gateFixture } from '../gates/gateSupport.ts';
import { type CardFixture, cardFixture, newCardNo } from './cardSupport.ts';

let server: TestServer;
let gates: GateFixture;
let cards: CardFixture;

beforeAll(async () => {
  server = await startTestServer();
  gates = await gateFixture(server);
  cards = await cardFixture(server);
});
afterAll(() => server?.close());

const swipe = (gate: number, cardNo: string) =>
  gates.gates[gate]!.pass({
    credential: { type: 'ic', value: cardNo },
    direction: 'in',
    requestId: randomUUID().replaceAll('-', ''),
    lang: 'en',
  });

describe('a card at the gate', () => {
  it('is refused by the first pass after it is reported lost, and admitted again once unreported', async () => {
    const sold = await cards.sellCard();
    expect(sold.status).toBe(200);
    const { cardNo } = sold.body.data;
    expect((await swipe(0, cardNo)).body).toMatchObject({ open: true, ticketID: cardNo });
    expect((await cards.act('/card/reportLost', { cardNo })).status).toBe(200);
    const refused = await swipe(1, cardNo);
    expect(refused.body).toMatchObject({ open: false, reason: 'lost', ticketID: cardNo });
    expect((await cards.act('/card/unreport', { cardNo })).status).toBe(200);
    expect((await swipe(2, cardNo)).body).toMatchObject({ open: true });
  });

  it('after a replacement the old number is refused and the new one admitted', async () => {
    const sold = await cards.sellCard();
    const { cardNo } = sold.body.data;
    await cards.act('/card/reportLost', { cardNo });
    const newNo = newCardNo();
    const replaced = await cards.act('/card/replace', {
      cardNo,
      newCardNo: newNo,
      payment: { method: 'cash', receivedFen: 1000 },
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body.data).toMatchObject({ cardNo: newNo, status: 'active', replacedFrom: cardNo });
    expect((await swipe(0, cardNo)).body).toMatchObject({ open: false, reason: 'voided' });
    expect((await swipe(1, newNo)).body).toMatchObject({ open: true, ticketID: newNo });
    // The detail record of the new number replays the old card's life and the new one's.
    const record = await cards.call<{
      data: { kind: string; entries: { type: string; streamId: string }[] };
    }>('GET', `/ticketRecord?no=${newNo}`, { token: gates.adminToken });
    expect(record.body.data.kind).toBe('card');
    expect(record.body.data.entries.map((e) => e.type)).toEqual([
      'CardSold',
      'CardReportedLost',
      'CardReplaced',
      'CardReissued',
      'PassDenied',
      'TicketPassed',
    ]);
  });

  it('a number no card holds is unknown', async () => {
    expect((await swipe(0, 'NO-SUCH-CARD')).body).toMatchObject({ open: false, reason: 'unknown' });
  });
});
