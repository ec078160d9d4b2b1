// What the reports browser test sets up through the real API before it looks at the screens: window
// sales of two ticket types paid in cash, WeChat (recorded) and a payment code (the sandbox
// provider), a print and a reprint, a refund, a pass at a gate, a stored-value card recharged and
// paying a sale, then swiped at a gate, and an annual card activated at the window. Sales of days
// gone by cannot be made through the API (its clock is now): a few are written as events at their
// past instants (tests/support/reportHistory.ts), so trends have several days and unused tickets
// (valid until a day that has passed) exist.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { type CardFixture, cardFixture } from '../api/cards/cardSupport.ts';
import { type GateFixture, gateFixture } from '../api/gates/gateSupport.ts';
import { reportFixture } from '../api/reports/reportSupport.ts';
import { randomIdNumber } from '../api/sales/sellerLoad.ts';
import type { TestServer } from '../support/testServer.ts';

export interface ReportFacts {
  gates: GateFixture;
  cards: CardFixture;
}

const ok = (what: string, res: { status: number; body: unknown }) =>
  expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBe(200);

export async function reportFacts(server: TestServer): Promise<ReportFacts> {
  const gates = await gateFixture(server);
  const cards = await cardFixture(server);
  const post = (path: string, body: object, headers: Record<string, string> = {}) =>
    gates.call('POST', path, { token: gates.token, body, headers });
  const adult = gates.types.成人票 as number;
  const child = gates.types.儿童票 as number;

  const cash = await gates.sell({
    lines: [{ ticketTypeID: adult, count: 3 }],
    payment: { method: 'cash', receivedFen: 30_000 },
  });
  ok('cash sale', cash);
  ok(
    'wechat sale',
    await gates.sell({ lines: [{ ticketTypeID: child, count: 2 }], payment: { method: 'wechat' } }),
  );
  const code = await gates.sell({
    lines: [{ ticketTypeID: adult, count: 1 }],
    payment: { method: 'paymentCode', paymentCode: '134567890123456789' },
  });
  ok('payment-code sale', code);

  const { orderNo, ticketNos } = cash.body.data;
  ok('print', await post('/sell/print', { orderNo }));
  ok('reprint', await post('/sell/reprint', { orderNo }, { 'if-match': '"1"' }));
  ok(
    'refund',
    await post('/sell/refund', {
      requestId: randomUUID(),
      scenicAreaID: gates.areaId,
      orderNo,
      ticketNos: [ticketNos[2]],
    }),
  );
  const entered = await gates.gates[0]!.pass({
    credential: { type: 'qr', value: gates.code(ticketNos[0]!) },
    direction: 'in',
    requestId: randomUUID().replaceAll('-', ''),
  });
  expect(entered.body.open).toBe(true);

  const cardNo = await cards.storedCard(20_000);
  ok(
    'stored-card sale',
    await cards.sell({
      lines: [{ ticketTypeID: adult, count: 1 }],
      payment: { method: 'storedCard', cardNo },
    }),
  );
  const swiped = await gates.gates[1]!.pass({
    credential: { type: 'ic', value: cardNo },
    direction: 'in',
    requestId: randomUUID().replaceAll('-', ''),
  });
  expect(swiped.body.open).toBe(true);

  const idNumber = randomIdNumber();
  ok(
    'annual card',
    await cards.sellCard({
      ticketTypeID: cards.types.年卡,
      cardNo: idNumber,
      idNumber,
      activateNow: false,
      payment: { method: 'cash', receivedFen: 20_000 },
    }),
  );
  ok('activation', await cards.act('/card/activate', { cardNo: idNumber }));
  await pastSales(server);
  return { gates, cards };
}

const DAY_MS = 86_400_000;

/** Window sales 3 and 10 days ago, never used: unused once their day has passed. */
async function pastSales(server: TestServer): Promise<void> {
  const fixture = await reportFixture(server);
  const history = fixture.history();
  const sellerID = fixture.userId('seller');
  for (const [days, count] of [
    [10, 3],
    [3, 2],
  ] as const) {
    history.sale({
      at: new Date(Date.now() - days * DAY_MS),
      sellerID,
      lines: [{ ticketTypeID: fixture.adult, count }],
      method: days === 3 ? 'alipay' : 'cash',
    });
  }
  await fixture.given(history);
}
