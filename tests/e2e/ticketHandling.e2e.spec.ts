// Ticket handling and price difference through the screens, against the real server (dist/web must
// be built), signed in as the seller: a ticket sold for cash, picked up and written off at its
// attraction on the ticket handling screen; a timed ticket (its gate entry seeded, since gates come
// in issue 13) quoted and paid on the price difference screen; both tickets' detail records showing
// every step. Screenshots in cn, en and es: tests/artifacts/screenshots/ticketHandling-*.png.

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decideSale } from '../../domain/sales/sale.ts';
import { orderEvents, ticketEvents } from '../../domain/sales/saleEvents.ts';
import { orderStreamId, ticketStreamId } from '../../domain/sales/saleNumbers.ts';
import { ZonePermissionFields } from '../../domain/ticketTypes/zonePermission.schema.ts';
import { apiClient } from '../api/support/apiClient.ts';
import { ADULT, sellCommand } from '../domain/sales/saleFixtures.ts';
import { type LaunchedBrowser, launchBrowser, screenshot } from '../support/browser.ts';
import { givenEvents, NO_GATE_DETAILS } from '../support/givenEvents.ts';
import { signIn } from '../support/signIn.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';
import { quoted, setLanguage, type WindowSetup, windowSetup } from './ticketWindowSupport.ts';

let server: TestServer;
let browser: LaunchedBrowser;
let page: Page;
let setup: WindowSetup;
let zoneId: number;
const TIMED_TICKET = '200101000000000321';
const sold: { ticketNo?: string } = {};

/** A timed adult ticket (60 minutes included at the first zone) that entered 200 minutes ago. */
async function givenTimedTicketInside(): Promise<void> {
  const now = Date.now();
  // Sold four hours ago (the same day in Asia/Shanghai for most of the day), entered 200 minutes ago.
  const soldAt = now - 240 * 60_000;
  const sale = { account: 'seller', occurredAt: new Date(soldAt).toISOString() };
  const timed = {
    ...ADULT,
    id: setup.adult,
    scenicAreaID: setup.areaID,
    ticketTypeName: '计时成人票',
    ticketFeeMethod: 1,
    zones: [ZonePermissionFields.parse({ zoneID: zoneId, ticketValidTime: 60 })],
  };
  const orderNo = 'DD2001010000000321';
  const { order, tickets } = decideSale(
    sellCommand(
      { scenicAreaID: setup.areaID, lines: [{ ticketTypeID: timed.id, count: 1, tourists: [] }] },
      { now: new Date(soldAt), orderNo, ticketNos: [TIMED_TICKET], types: new Map([[timed.id, timed]]) },
    ),
  );
  const enteredAt = new Date(now - 200 * 60_000).toISOString();
  const passed = {
    type: 'TicketPassed' as const,
    data: {
      ticketNo: TIMED_TICKET,
      zoneId,
      direction: 'in' as const,
      deviceId: 'gate-1',
      passedAt: enteredAt,
      passedOn: enteredAt.slice(0, 10),
      ...NO_GATE_DETAILS,
    },
  };
  await givenEvents(server, [
    { streamId: orderStreamId(orderNo), events: [orderEvents.encode(order, sale)] },
    {
      streamId: ticketStreamId(TIMED_TICKET),
      events: [
        ticketEvents.encode(tickets[0]!, sale),
        ticketEvents.encode(passed, { occurredAt: enteredAt, deviceName: 'gate-1' }),
      ],
    },
  ]);
}

beforeAll(async () => {
  server = await startTestServer();
  setup = await windowSetup(server);
  const { rows } = await server.running.ctx.pool.query(
    'select id from zones where scenic_area_id = $1 order by id limit 1',
    [setup.areaID],
  );
  zoneId = rows[0].id;
  const api = apiClient(server);
  const rule = await api.call('POST', '/priceDifference/add', {
    token: await api.login('admin'),
    body: {
      name: '超时补差',
      scenicAreaID: setup.areaID,
      ticketTypeID: setup.adult,
      gracePeriod: 15,
      stages: [
        { overtimeMinutes: 15, amount: 1000 },
        { overtimeMinutes: 60, amount: 2000 },
        { overtimeMinutes: 120, amount: 4000 },
        { overtimeMinutes: 240, amount: 8000 },
      ],
      isEnable: true,
    },
  });
  expect(rule.status).toBe(200);
  await givenTimedTicketInside();
  browser = await launchBrowser({ viewport: { width: 1440, height: 900 } });
  page = await browser.newPage();
  await signIn(page, server.url, 'seller');
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function lookUpForHandling(ticketNo: string): Promise<void> {
  await page.goto(`${server.url}/sell/ticketHandling`);
  const input = page.getByTestId('handling-input').locator('input');
  await input.fill(ticketNo);
  await input.press('Enter');
  await page.getByTestId('writeoff-card').waitFor();
}

describe('ticket handling', () => {
  it('sells a ticket for cash, picks it up and writes it off at its attraction', async () => {
    await page.goto(`${server.url}/sell/printTicket`);
    await page.getByTestId(`sell-type-${setup.adult}`).click();
    await quoted(page, '¥80.00');
    await page.getByTestId('sell-received-exact').click();
    await page.getByTestId('sell-submit').click();
    await page.getByTestId('sale-done').waitFor();
    sold.ticketNo = (await page.getByTestId('sale-ticket-nos').innerText()).trim();
    expect(sold.ticketNo).toMatch(/^\d{18}$/);

    await lookUpForHandling(sold.ticketNo);
    await page.getByTestId('handling-window').fill('3号窗口');
    expect(await page.getByTestId('scan-ticket-no').innerText()).toBe(sold.ticketNo);
    expect(await page.getByTestId(`writeoff-remaining-${zoneId}`).innerText()).toBe('1');
    await screenshot(page, 'ticketHandling-lookup-cn');

    await page.getByTestId('scan-pickup').click();
    await expect.poll(() => page.getByTestId('scan-pickup').count()).toBe(0);
    await page.getByTestId(`writeoff-one-${zoneId}`).click();
    await expect.poll(() => page.getByTestId(`writeoff-remaining-${zoneId}`).innerText()).toBe('0');
    await expect.poll(() => page.getByTestId('scan-status').innerText()).toBe('已核销');
    await page.getByTestId('writeoff-closed').waitFor();
    expect(await page.getByTestId('writeoff-global').isDisabled()).toBe(true);
    await screenshot(page, 'ticketHandling-writtenOff-cn');
  });

  it("quotes and takes a timed ticket's price difference; the ticket owes nothing after", async () => {
    await page.goto(`${server.url}/sell/priceDifference`);
    const input = page.getByTestId('pd-input').locator('input');
    await input.fill(TIMED_TICKET);
    await input.press('Enter');
    await page.getByTestId('pd-quote').waitFor();
    expect(await page.getByTestId('pd-included').innerText()).toBe('60 分钟');
    expect(await page.getByTestId('pd-owed').innerText()).toBe('¥40.00');
    await page.getByTestId('pd-received').fill('50');
    await expect.poll(() => page.getByTestId('pd-change').innerText()).toBe('¥10.00');
    await screenshot(page, 'ticketHandling-priceDifference-cn');
    await page.getByTestId('pd-pay').click();
    await page.getByTestId('pd-paid').waitFor();
    expect(await page.getByTestId('pd-paid').innerText()).toContain('¥40.00');
    await expect.poll(() => page.getByTestId('pd-owed').innerText()).toBe('¥0.00');
    await page.getByTestId('pd-none').waitFor();
    await screenshot(page, 'ticketHandling-priceDifference-paid-cn');
  });

  it('the detail records show every step in order', async () => {
    await page.goto(`${server.url}/sell/ticketDetailRecord?no=${sold.ticketNo}`);
    await page.getByTestId('record-entries').waitFor();
    await expect
      .poll(() => page.getByTestId('record-event').allInnerTexts())
      .toEqual(['下单', '出票', '取票', '核销']);
    expect(await page.getByTestId('record-entries').innerText()).toContain('3号窗口');
    await screenshot(page, 'ticketHandling-record-cn');
    await page.goto(`${server.url}/sell/ticketDetailRecord?no=${TIMED_TICKET}`);
    await expect
      .poll(() => page.getByTestId('record-event').allInnerTexts())
      .toEqual(['下单', '出票', '闸机通行', '补差价']);
    await screenshot(page, 'ticketHandling-record-timed-cn');
  });

  it('speaks en and es', async () => {
    for (const [lang, verified] of [
      ['en', 'Verified'],
      ['es', 'Validada'],
    ] as const) {
      await setLanguage(page, lang);
      await lookUpForHandling(sold.ticketNo!);
      await expect.poll(() => page.getByTestId('scan-status').innerText()).toBe(verified);
      await screenshot(page, `ticketHandling-writtenOff-${lang}`);
      await page.goto(`${server.url}/sell/priceDifference`);
      await page.getByTestId('pd-input').locator('input').fill(TIMED_TICKET);
      await page.getByTestId('pd-input').locator('input').press('Enter');
      await page.getByTestId('pd-none').waitFor();
      await screenshot(page, `ticketHandling-priceDifference-${lang}`);
      await page.goto(`${server.url}/sell/ticketDetailRecord?no=${TIMED_TICKET}`);
      await page.getByTestId('record-entries').waitFor();
      await screenshot(page, `ticketHandling-record-${lang}`);
    }
    await setLanguage(page, 'cn');
  });
});
