// A stored-value card of a timed type through the gate route (issue 16: "charged by a timed stay"):
// the exit prices the stay by the zone's billing rule and takes it from the balance in the same
// decision; a balance that does not cover it keeps the gate shut until the card is topped up; and
// a card paying window sales from 50 windows while its holder leaves never goes below zero.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DeviceClient, deviceClient } from '../../../api/src/gates/deviceClient.ts';
import type { CardCharged } from '../../../domain/cards/cardEvents.ts';
import { cardStreamId } from '../../../domain/cards/cardNo.ts';
import type { Clock } from '../../../domain/clock.ts';
import type { Ok } from '../../../domain/http/replies.ts';
import { TICKET_CATE } from '../../../domain/ticketTypes/ticketTypeCodes.ts';
import { startTestServer, type TestServer } from '../../support/testServer.ts';
import { apiClient } from '../support/apiClient.ts';
import { type CardFixture, cardFixture } from './cardSupport.ts';

let server: TestServer;
let f: CardFixture;
let entry: DeviceClient;
let exit: DeviceClient;
let timedType: number;
let realClock: Clock;

/** ¥10 an hour started, at most ¥30 a stay: a stay of 150 minutes costs ¥30 whatever the hour. */
const HOURLY = {
  calcRuleName: '计时储值',
  deductionGranularity: 60,
  periods: [{ start: '00:00', end: '24:00', unitPrice: 1_000 }],
  maxTotalAmount: 3_000,
};

beforeAll(async () => {
  server = await startTestServer();
  f = await cardFixture(server);
  realClock = server.running.ctx.clock;
  const admin = await apiClient(server).login('admin');
  const pool = server.running.ctx.pool;
  const { rows } = await pool.query(
    `select id, device_no, zone_id from devices where device_no in ('GATE-001', 'GATE-002') order by device_no`,
  );
  const clients = [];
  for (const d of rows) {
    const res = await f.call<Ok<{ secret: string }>>('POST', '/device/secret', {
      token: admin,
      body: { id: d.id },
    });
    clients.push(deviceClient(server.url, d.device_no, res.body.data.secret));
  }
  [entry, exit] = clients as [DeviceClient, DeviceClient];
  const rule = await f.call<Ok<{ id: number }>>('POST', '/billingRule/add', {
    token: admin,
    body: { ...HOURLY, scenicAreaID: f.areaId },
  });
  expect(rule.status, JSON.stringify(rule.body)).toBe(200);
  const type = await f.call<Ok<{ id: number }>>('POST', '/storedValueCard/add', {
    token: admin,
    body: {
      scenicAreaID: f.areaId,
      ticketTypeName: '计时储值卡',
      ticketDisplayPrice: 1_000,
      ticketPrice: 1_000,
      ticketMedium: 1,
      ticketFeeMethod: 1,
      ticketCate: TICKET_CATE.storedValue,
      ticketTypeStartingType: 0,
      ticketUseDays: 365,
      zonePermissions: [{ zoneID: rows[0].zone_id, billingRuleID: rule.body.data.id }],
    },
  });
  expect(type.status, JSON.stringify(type.body)).toBe(200);
  timedType = type.body.data.id;
});
afterAll(() => server?.close());

/** The server's clock `minutes` ahead of the real one for what `work` does. */
async function later<T>(minutes: number, work: () => Promise<T>): Promise<T> {
  const ctx = server.running.ctx;
  ctx.clock = { now: () => new Date(realClock.now().getTime() + minutes * 60_000) };
  try {
    return await work();
  } finally {
    ctx.clock = realClock;
  }
}

const swipe = (gate: DeviceClient, cardNo: string, direction: 'in' | 'out') =>
  gate.pass({
    credential: { type: 'ic', value: cardNo },
    direction,
    requestId: randomUUID().replaceAll('-', ''),
    lang: 'en',
  });

/** A card of the timed stored-value type with `fen` recharged (no bonus below 100 yuan). */
async function timedCard(fen: number): Promise<string> {
  const sold = await f.sellCard({ ticketTypeID: timedType });
  expect(sold.status, JSON.stringify(sold.body)).toBe(200);
  const { cardNo } = sold.body.data;
  const topped = await f.act('/card/recharge', {
    cardNo,
    amount: fen,
    payment: { method: 'cash', receivedFen: fen },
  });
  expect(topped.status).toBe(200);
  return cardNo;
}

const cardEventsOf = async (cardNo: string) => server.running.ctx.store.readStream(cardStreamId(cardNo));
const balanceOf = async (cardNo: string) =>
  (await f.call<Ok<{ balance: number }>>('GET', `/card?cardNo=${cardNo}`, { token: f.token })).body.data
    .balance;

describe('a timed stored-value card leaving through a gate', () => {
  it('pays its stay from the balance as it leaves, and the movement shows the gate', async () => {
    const cardNo = await timedCard(5_000);
    expect((await swipe(entry, cardNo, 'in')).body).toMatchObject({ open: true });
    const out = await later(150, () => swipe(exit, cardNo, 'out'));
    expect(out.body).toMatchObject({
      open: true,
      reason: 'ok',
      message: 'Charged ¥30.00, ¥20.00 left; please pass',
    });
    const [passed, charged] = (await cardEventsOf(cardNo)).slice(-2);
    expect(passed?.type).toBe('TicketPassed');
    expect(charged).toMatchObject({
      type: 'CardCharged',
      data: {
        reason: 'timedStay',
        amount: 3_000,
        balanceAfter: 2_000,
        orderNo: null,
        stay: { deviceNo: 'GATE-002' },
      },
    });
    expect(await balanceOf(cardNo)).toBe(2_000);
    await expect
      .poll(async () => {
        const movements = await f.call<{
          data: [{ kind: string; amount: number; sellerAccount: string }[], number];
        }>('GET', `/card/movements?cardNo=${cardNo}`, { token: f.token });
        return movements.body.data[0][0];
      })
      .toMatchObject({ kind: 'timedStay', amount: 3_000, sellerAccount: 'GATE-002' });
  });

  it('stays shut when the balance does not cover the stay; topped up at the window, it opens', async () => {
    const cardNo = await timedCard(2_000);
    await swipe(entry, cardNo, 'in');
    const refused = await later(150, () => swipe(exit, cardNo, 'out'));
    expect(refused.body).toMatchObject({
      open: false,
      reason: 'balance_not_enough',
      message:
        'Card balance too low: this stay costs ¥30.00, the card holds ¥20.00; please top up at the window',
    });
    expect((await cardEventsOf(cardNo)).filter((e) => e.type === 'CardCharged')).toEqual([]);
    expect(await balanceOf(cardNo)).toBe(2_000);
    await f.act('/card/recharge', { cardNo, amount: 1_500, payment: { method: 'cash', receivedFen: 1_500 } });
    const out = await later(160, () => swipe(exit, cardNo, 'out'));
    expect(out.body).toMatchObject({ open: true, message: 'Charged ¥30.00, ¥5.00 left; please pass' });
    expect(await balanceOf(cardNo)).toBe(500);
  });

  it('50 window sales paid by the card while its holder leaves: the 20 it covers and the stay, balance 0', async () => {
    // 1,520 yuan + 80 bonus + 30: twenty adult tickets (80 yuan) and one stay (30 yuan) to the fen.
    const cardNo = await timedCard(152_000);
    await f.act('/card/recharge', { cardNo, amount: 3_000, payment: { method: 'cash', receivedFen: 3_000 } });
    expect(await balanceOf(cardNo)).toBe(163_000);
    await swipe(entry, cardNo, 'in');
    const [out, ...sales] = await later(150, () =>
      Promise.all([
        swipe(exit, cardNo, 'out'),
        ...Array.from({ length: 50 }, () =>
          f.sell({
            lines: [{ ticketTypeID: f.types.成人票 as number, count: 1 }],
            payment: { method: 'storedCard', cardNo },
          }),
        ),
      ]),
    );
    expect(out?.body).toMatchObject({ open: true, reason: 'ok' });
    expect(sales.filter((s) => s.status === 200)).toHaveLength(20);
    const refused = sales.filter((s) => s.status !== 200);
    expect(refused.every((s) => s.body.code === 'CARD_BALANCE_NOT_ENOUGH')).toBe(true);
    const charges = (await cardEventsOf(cardNo))
      .filter((e) => e.type === 'CardCharged')
      .map((e) => e.data as CardCharged['data']);
    expect(charges).toHaveLength(21);
    expect(charges.filter((c) => c.reason === 'timedStay').map((c) => c.amount)).toEqual([3_000]);
    expect(charges.every((c) => c.balanceAfter >= 0)).toBe(true);
    expect(charges.at(-1)?.balanceAfter).toBe(0);
    expect(await balanceOf(cardNo)).toBe(0);
  });
});
