// A day at the ticket window (issue 12), through the screens, against the real server (dist/web must
// be built), in one seller's browser and one administrator's: the seller sells an order of two child
// tickets (儿童票, made a type with refund check; both pass at the area's first zone) for cash, submits
// one for refund review, the administrator approves it in the review queue, the seller writes the
// other off at its attraction, takes a price difference on a timed ticket (its gate entry seeded,
// since gates come in issue 13), sees the shift on the home, hands it over with a received amount and
// sees the handover in the records; the tickets' detail records show every step in order.
// Screenshots in cn, then the same screens in en and es: tests/artifacts/screenshots/windowDay-*.png.

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
import {
  awaitingReview,
  quoted,
  reviewQueueAll,
  searchReviews,
  setLanguage,
  shiftFigures,
  type WindowSetup,
  windowSetup,
} from './ticketWindowSupport.ts';

let server: TestServer;
let admin: LaunchedBrowser;
let seller: LaunchedBrowser;
let adminPage: Page;
let sellerPage: Page;
let setup: WindowSetup;
let zoneId: number;
const TIMED_TICKET = '200101000000000321';
const TIMED_ORDER = 'DD2001010000000321';
/** The order sold at the window: one ticket refunded through review, the other written off. */
const sold: { orderNo?: string; refunded?: string; writtenOff?: string } = {};

/**
 * A timed adult ticket (60 minutes included at the first zone) sold by the administrator four hours
 * ago (not in the seller's shift) that entered 200 minutes ago: ¥40 owed by the rule below.
 */
async function givenTimedTicketInside(): Promise<void> {
  const now = Date.now();
  const soldAt = now - 240 * 60_000;
  const { rows } = await server.running.ctx.pool.query("select id from users where account = 'admin'");
  const sale = { account: 'admin', occurredAt: new Date(soldAt).toISOString() };
  const timed = {
    ...ADULT,
    id: setup.adult,
    scenicAreaID: setup.areaID,
    ticketTypeName: '计时成人票',
    ticketFeeMethod: 1,
    zones: [ZonePermissionFields.parse({ zoneID: zoneId, ticketValidTime: 60 })],
  };
  const { order, tickets } = decideSale(
    sellCommand(
      { scenicAreaID: setup.areaID, lines: [{ ticketTypeID: timed.id, count: 1, tourists: [] }] },
      {
        now: new Date(soldAt),
        sellerID: rows[0].id,
        sellerAccount: 'admin',
        orderNo: TIMED_ORDER,
        ticketNos: [TIMED_TICKET],
        types: new Map([[timed.id, timed]]),
      },
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
    { streamId: orderStreamId(TIMED_ORDER), events: [orderEvents.encode(order, sale)] },
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
  // Child tickets need refund review.
  await server.running.ctx.pool.query(
    `update ticket_types set advanced = advanced || '{"isRefundCheck": 1}' where id = $1`,
    [setup.child],
  );
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
  admin = await launchBrowser({ viewport: { width: 1440, height: 900 } });
  seller = await launchBrowser({ viewport: { width: 1440, height: 900 } });
  adminPage = await admin.newPage();
  sellerPage = await seller.newPage();
  await sellerPage.addInitScript(() => {
    window.print = () => undefined;
  });
  await signIn(adminPage, server.url);
  await signIn(sellerPage, server.url, 'seller');
});

afterAll(async () => {
  await admin?.close();
  await seller?.close();
  await server?.close();
});

async function searchRefund(page: Page, no: string) {
  await page.goto(`${server.url}/sell/refund`);
  await page.getByTestId('refund-no').locator('input').fill(no);
  await page.getByTestId('refund-no').locator('input').press('Enter');
  await page.getByTestId('refund-order').waitFor();
}

const refundRow = (page: Page, ticketNo: string) =>
  page.getByTestId('refund-tickets').locator('.ant-table-row', { hasText: ticketNo });

async function lookUpForHandling(page: Page, ticketNo: string): Promise<void> {
  await page.goto(`${server.url}/sell/ticketHandling`);
  const input = page.getByTestId('handling-input').locator('input');
  await input.fill(ticketNo);
  await input.press('Enter');
  await page.getByTestId('writeoff-card').waitFor();
}

async function lookUpPriceDifference(page: Page, ticketNo: string): Promise<void> {
  await page.goto(`${server.url}/sell/priceDifference`);
  const input = page.getByTestId('pd-input').locator('input');
  await input.fill(ticketNo);
  await input.press('Enter');
}

async function openRecord(page: Page, ticketNo: string): Promise<void> {
  await page.goto(`${server.url}/sell/ticketDetailRecord?no=${ticketNo}`);
  await page.getByTestId('record-entries').waitFor();
}

/** Who did each step of the detail record shown (its "operator" column). */
const recordActors = (page: Page) =>
  page.getByTestId('record-entries').locator('tbody tr.ant-table-row td:nth-child(5)').allInnerTexts();

const handoverRow = (page: Page) =>
  page.getByTestId('shift-records').locator('tbody tr.ant-table-row').first();

describe('a day at the ticket window', () => {
  it('the seller sells an order of two child tickets for cash', async () => {
    await sellerPage.goto(`${server.url}/sell/printTicket`);
    await sellerPage.getByTestId(`sell-type-${setup.child}`).click();
    await sellerPage.getByTestId(`cart-inc-${setup.child}`).click();
    await quoted(sellerPage, '¥80.00'); // 2 × ¥40, under the ¥100 of the seeded discount
    await sellerPage.getByTestId('sell-received').fill('100');
    await expect.poll(() => sellerPage.getByTestId('sell-change').innerText()).toBe('¥20.00');
    await sellerPage.getByTestId('sell-submit').click();
    await sellerPage.getByTestId('sale-done').waitFor();
    expect(await sellerPage.getByTestId('sale-success').innerText()).toBe('支付成功，已出票');
    expect(await sellerPage.getByTestId('sale-change').innerText()).toBe('¥20.00');
    sold.orderNo = await sellerPage.getByTestId('sale-order-no').innerText();
    expect(sold.orderNo).toMatch(/^DD\d{16}$/);
    const ticketNos = (await sellerPage.getByTestId('sale-ticket-nos').innerText())
      .split(/\s+/)
      .filter(Boolean);
    expect(ticketNos).toHaveLength(2);
    [sold.refunded, sold.writtenOff] = ticketNos;
    await screenshot(sellerPage, 'windowDay-sale-cn');
  });

  it('submits one ticket for refund review, the amount shown', async () => {
    await searchRefund(sellerPage, sold.orderNo!);
    expect(await refundRow(sellerPage, sold.refunded!).locator('[data-review-status]').innerText()).toBe(
      '待审核',
    );
    expect(await refundRow(sellerPage, sold.refunded!).innerText()).toContain('¥40.00'); // ¥80 for two
    await sellerPage.getByTestId(`refund-tick-${sold.refunded}`).click();
    // A ticket that needs review is refunded after approval: nothing is refunded at once.
    await expect
      .poll(() => sellerPage.getByTestId('refund-review-amount').innerText())
      .toBe('需审核 1 张，审核通过后退款 ¥40.00');
    expect(await sellerPage.getByTestId('refund-amount').count()).toBe(0);
    await screenshot(sellerPage, 'windowDay-refundTicked-cn');
    await sellerPage.getByTestId('refund-review-submit').click();
    await expect.poll(() => sellerPage.getByTestId('refund-done').innerText()).toBe('提交成功等待审核');
    const row = refundRow(sellerPage, sold.refunded!);
    await expect.poll(() => row.locator('[data-review-status]').innerText()).toBe('审核中');
    // Under review: not tickable again; the other ticket still is.
    await expect.poll(() => sellerPage.getByTestId(`refund-tick-${sold.refunded}`).isDisabled()).toBe(true);
    expect(await sellerPage.getByTestId(`refund-tick-${sold.writtenOff}`).isDisabled()).toBe(false);
    await screenshot(sellerPage, 'windowDay-submitted-cn');
  });

  it('the administrator approves it in the review queue', async () => {
    await adminPage.goto(`${server.url}/sell/refundReview`);
    const approve = await awaitingReview(adminPage, sold.refunded!);
    const pending = adminPage
      .getByTestId('review-list')
      .locator('.ant-table-row', { hasText: sold.refunded! });
    const pendingText = await pending.innerText();
    expect(pendingText).toContain('¥40.00');
    expect(pendingText).toContain('seller');
    // Only the submitted ticket is in the queue.
    expect(await adminPage.getByTestId(`review-approve-${sold.writtenOff}`).count()).toBe(0);
    await screenshot(adminPage, 'windowDay-review-cn');
    await approve.click();
    await adminPage.getByTestId(`review-approve-${sold.refunded}-ok`).click();
    await expect.poll(() => adminPage.locator('.ant-message').innerText()).toContain('审核通过');
    await expect.poll(() => approve.count()).toBe(0);
    await reviewQueueAll(adminPage, server.url);
    const reviewed = adminPage
      .getByTestId('review-list')
      .locator('.ant-table-row', { hasText: sold.refunded! });
    // The queue opened anew reads the read model, which may still trail the approval: search again.
    await expect
      .poll(async () => {
        await searchReviews(adminPage);
        return reviewed.locator('[data-review-status]').innerText();
      })
      .toBe('已审核');
    expect(await reviewed.innerText()).toContain('admin');
    expect(await reviewed.innerText()).toMatch(/TD\d{16}/);
    await screenshot(adminPage, 'windowDay-reviewed-cn');
  });

  it('the seller writes the other ticket off at its attraction', async () => {
    await lookUpForHandling(sellerPage, sold.writtenOff!);
    await sellerPage.getByTestId('handling-window').fill('3号窗口');
    expect(await sellerPage.getByTestId('scan-ticket-no').innerText()).toBe(sold.writtenOff);
    expect(await sellerPage.getByTestId(`writeoff-remaining-${zoneId}`).innerText()).toBe('1');
    await sellerPage.getByTestId(`writeoff-one-${zoneId}`).click();
    await expect.poll(() => sellerPage.getByTestId(`writeoff-remaining-${zoneId}`).innerText()).toBe('0');
    await expect.poll(() => sellerPage.getByTestId('scan-status').innerText()).toBe('已核销');
    await sellerPage.getByTestId('writeoff-closed').waitFor();
    expect(await sellerPage.getByTestId('writeoff-global').isDisabled()).toBe(true);
    await screenshot(sellerPage, 'windowDay-writeOff-cn');
  });

  it('the order on the refund screen: one refunded after review, one written off, neither tickable', async () => {
    await searchRefund(sellerPage, sold.orderNo!);
    const refunded = refundRow(sellerPage, sold.refunded!);
    await expect.poll(() => refunded.locator('[data-review-status]').innerText()).toBe('已审核');
    expect(await refunded.innerText()).toContain('已退票');
    expect(await refundRow(sellerPage, sold.writtenOff!).innerText()).toContain('已核销');
    expect(await sellerPage.getByTestId(`refund-tick-${sold.refunded}`).isDisabled()).toBe(true);
    expect(await sellerPage.getByTestId(`refund-tick-${sold.writtenOff}`).isDisabled()).toBe(true);
    await screenshot(sellerPage, 'windowDay-refund-cn');
  });

  it("takes a timed ticket's price difference in cash", async () => {
    await lookUpPriceDifference(sellerPage, TIMED_TICKET);
    await sellerPage.getByTestId('pd-quote').waitFor();
    expect(await sellerPage.getByTestId('pd-included').innerText()).toBe('60 分钟');
    expect(await sellerPage.getByTestId('pd-owed').innerText()).toBe('¥40.00');
    await sellerPage.getByTestId('pd-received').fill('50');
    await expect.poll(() => sellerPage.getByTestId('pd-change').innerText()).toBe('¥10.00');
    await sellerPage.getByTestId('pd-pay').click();
    await sellerPage.getByTestId('pd-paid').waitFor();
    expect(await sellerPage.getByTestId('pd-paid').innerText()).toContain('¥40.00');
    await expect.poll(() => sellerPage.getByTestId('pd-owed').innerText()).toBe('¥0.00');
    await sellerPage.getByTestId('pd-none').waitFor();
    await screenshot(sellerPage, 'windowDay-priceDifference-cn');
  });

  it("the seller's home shows the shift: the sale, the refund, the price difference", async () => {
    await sellerPage.goto(`${server.url}/index`);
    await sellerPage.getByTestId('seller-home').waitFor();
    // Taken in: ¥80 of tickets and ¥40 of price difference; ¥40 given back; ¥80 cash expected.
    await expect.poll(() => shiftFigures(sellerPage)).toEqual(['¥120.00', '¥40.00', '¥40.00', '¥80.00']);
    await sellerPage.locator('[data-testid="shift-charts"] canvas').first().waitFor();
    await screenshot(sellerPage, 'windowDay-home-cn');
  });

  it('hands the shift over with the received amount and sees the record', async () => {
    await sellerPage.goto(`${server.url}/sell/shiftRecord`);
    await expect.poll(() => shiftFigures(sellerPage)).toEqual(['¥120.00', '¥40.00', '¥40.00', '¥80.00']);
    await sellerPage
      .locator('input[data-testid="received"], [data-testid="received"] input')
      .first()
      .fill('82');
    await expect
      .poll(() => sellerPage.locator('.ant-form .ant-statistic-content-value').innerText())
      .toBe('¥2.00');
    await screenshot(sellerPage, 'windowDay-handover-cn');
    await sellerPage
      .getByRole('button', { name: '交 班' })
      .or(sellerPage.getByRole('button', { name: '交班' }))
      .click();
    await sellerPage.locator('.ant-modal-confirm .ant-btn-primary').click();
    const row = handoverRow(sellerPage);
    await expect.poll(() => row.innerText(), { timeout: 15_000 }).toContain('¥82.00');
    const cells = await row.locator('td').allInnerTexts();
    // name, start, end, expected, received, difference, settled, operator
    expect(cells[0]).toBe('售票员小林 (seller)');
    expect(cells.slice(3, 7)).toEqual(['¥80.00', '¥82.00', '¥2.00', '未结算']);
    expect(await sellerPage.getByTestId('shift-records').locator('tbody tr.ant-table-row').count()).toBe(1);
    // A new shift starts empty.
    await expect.poll(() => shiftFigures(sellerPage)).toEqual(['¥0.00', '¥0.00', '¥0.00', '¥0.00']);
    await sellerPage.locator('.ant-modal-confirm').waitFor({ state: 'hidden' });
    await screenshot(sellerPage, 'windowDay-handedOver-cn');
  });

  it('the detail records show every step in order', async () => {
    await openRecord(sellerPage, sold.refunded!);
    await expect
      .poll(() => sellerPage.getByTestId('record-event').allInnerTexts())
      .toEqual(['下单', '出票', '提交退票审核', '退票审核通过', '退票', '退款单']);
    // Sold and submitted by the seller; approved, and so refunded, by the administrator.
    expect(await recordActors(sellerPage)).toEqual(['seller', 'seller', 'seller', 'admin', 'admin', 'admin']);
    await screenshot(sellerPage, 'windowDay-record-refunded-cn');

    await openRecord(sellerPage, sold.writtenOff!);
    await expect
      .poll(() => sellerPage.getByTestId('record-event').allInnerTexts())
      .toEqual(['下单', '出票', '核销']);
    expect(await recordActors(sellerPage)).toEqual(['seller', 'seller', 'seller']);
    expect(await sellerPage.getByTestId('record-entries').innerText()).toContain('3号窗口');
    await screenshot(sellerPage, 'windowDay-record-writtenOff-cn');

    await openRecord(sellerPage, TIMED_TICKET);
    await expect
      .poll(() => sellerPage.getByTestId('record-event').allInnerTexts())
      .toEqual(['下单', '出票', '闸机通行', '补差价']);
    await screenshot(sellerPage, 'windowDay-record-timed-cn');
  });

  it('the same screens in en and es', async () => {
    const words = {
      en: {
        refunded: 'Refunded',
        verified: 'Verified',
        reviewed: 'Reviewed',
        unsettled: 'Not settled',
        refundRecord: [
          'Order placed',
          'Ticket issued',
          'Refund submitted for review',
          'Refund review approved',
          'Refunded',
          'Refund order',
        ],
        writeOffRecord: ['Order placed', 'Ticket issued', 'Written off'],
      },
      es: {
        refunded: 'Reembolsada',
        verified: 'Validada',
        reviewed: 'Revisada',
        unsettled: 'Sin liquidar',
        refundRecord: [
          'Pedido realizado',
          'Entrada emitida',
          'Reembolso enviado a revisión',
          'Revisión de reembolso aprobada',
          'Reembolsada',
          'Orden de reembolso',
        ],
        writeOffRecord: ['Pedido realizado', 'Entrada emitida', 'Validada'],
      },
    } as const;
    for (const lang of ['en', 'es'] as const) {
      const w = words[lang];
      await setLanguage(sellerPage, lang);
      await setLanguage(adminPage, lang);

      await sellerPage.goto(`${server.url}/sell/printTicket`);
      await sellerPage.getByTestId(`sell-type-${setup.child}`).click();
      await sellerPage.getByTestId(`cart-inc-${setup.child}`).click();
      await quoted(sellerPage, '¥80.00');
      await sellerPage.getByTestId('sell-received').fill('100');
      await expect.poll(() => sellerPage.getByTestId('sell-change').innerText()).toBe('¥20.00');
      await screenshot(sellerPage, `windowDay-sale-${lang}`);

      await searchRefund(sellerPage, sold.orderNo!);
      const refunded = refundRow(sellerPage, sold.refunded!);
      await expect.poll(() => refunded.locator('[data-review-status]').innerText()).toBe(w.reviewed);
      expect(await refunded.innerText()).toContain(w.refunded);
      expect(await refundRow(sellerPage, sold.writtenOff!).innerText()).toContain(w.verified);
      await screenshot(sellerPage, `windowDay-refund-${lang}`);

      await reviewQueueAll(adminPage, server.url);
      const reviewed = adminPage
        .getByTestId('review-list')
        .locator('.ant-table-row', { hasText: sold.refunded! });
      await expect.poll(() => reviewed.locator('[data-review-status]').innerText()).toBe(w.reviewed);
      await screenshot(adminPage, `windowDay-reviewed-${lang}`);

      await lookUpForHandling(sellerPage, sold.writtenOff!);
      await expect.poll(() => sellerPage.getByTestId('scan-status').innerText()).toBe(w.verified);
      expect(await sellerPage.getByTestId(`writeoff-remaining-${zoneId}`).innerText()).toBe('0');
      await screenshot(sellerPage, `windowDay-writeOff-${lang}`);

      await lookUpPriceDifference(sellerPage, TIMED_TICKET);
      await sellerPage.getByTestId('pd-none').waitFor();
      expect(await sellerPage.getByTestId('pd-owed').innerText()).toBe('¥0.00');
      await screenshot(sellerPage, `windowDay-priceDifference-${lang}`);

      await sellerPage.goto(`${server.url}/sell/shiftRecord`);
      const row = handoverRow(sellerPage);
      await row.waitFor();
      expect((await row.locator('td').allInnerTexts()).slice(3, 7)).toEqual([
        '¥80.00',
        '¥82.00',
        '¥2.00',
        w.unsettled,
      ]);
      await screenshot(sellerPage, `windowDay-handedOver-${lang}`);

      await openRecord(sellerPage, sold.refunded!);
      await expect.poll(() => sellerPage.getByTestId('record-event').allInnerTexts()).toEqual(w.refundRecord);
      await screenshot(sellerPage, `windowDay-record-refunded-${lang}`);
      await openRecord(sellerPage, sold.writtenOff!);
      await expect
        .poll(() => sellerPage.getByTestId('record-event').allInnerTexts())
        .toEqual(w.writeOffRecord);
      await screenshot(sellerPage, `windowDay-record-writtenOff-${lang}`);
    }
    await setLanguage(sellerPage, 'cn');
    await setLanguage(adminPage, 'cn');
  });
});
