// Refunds through their screens, against the real server (dist/web must be built): a seller sells
// two adult tickets and one child ticket (儿童票 made a type with refund check) for cash, refunds
// one adult ticket directly after seeing the amount, submits the child ticket for review; an
// administrator approves it in the review queue; the ticket detail record shows every step in
// order. Screenshots in cn, en and es: tests/artifacts/screenshots/refunds-*.png.

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LaunchedBrowser, launchBrowser, screenshot } from '../support/browser.ts';
import { signIn } from '../support/signIn.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';
import {
  awaitingReview,
  quoted,
  reviewQueueAll,
  setLanguage,
  type WindowSetup,
  windowSetup,
} from './ticketWindowSupport.ts';

let server: TestServer;
let admin: LaunchedBrowser;
let seller: LaunchedBrowser;
let adminPage: Page;
let sellerPage: Page;
let setup: WindowSetup;
const sold: {
  adultOrder?: string;
  adults?: string[];
  childOrder?: string;
  child?: string;
  rejected?: string;
} = {};

beforeAll(async () => {
  server = await startTestServer();
  setup = await windowSetup(server);
  await server.running.ctx.pool.query(
    `update ticket_types set advanced = advanced || '{"isRefundCheck": 1}' where id = $1`,
    [setup.child],
  );
  admin = await launchBrowser({ viewport: { width: 1440, height: 900 } });
  seller = await launchBrowser({ viewport: { width: 1440, height: 900 } });
  adminPage = await admin.newPage();
  sellerPage = await seller.newPage();
  await signIn(adminPage, server.url);
  await signIn(sellerPage, server.url, 'seller');
});

afterAll(async () => {
  await admin?.close();
  await seller?.close();
  await server?.close();
});

/** Sells `count` tickets of one type for the exact amount in cash; answers the order and ticket numbers. */
async function sellCash(page: Page, typeId: number, count: number, payable: string) {
  await page.goto(`${server.url}/sell/printTicket`);
  await page.getByTestId(`sell-type-${typeId}`).click();
  for (let i = 1; i < count; i++) await page.getByTestId(`cart-inc-${typeId}`).click();
  await quoted(page, payable);
  await page.getByTestId('sell-received-exact').click();
  await page.getByTestId('sell-submit').click();
  await page.getByTestId('sale-done').waitFor();
  const orderNo = await page.getByTestId('sale-order-no').innerText();
  const ticketNos = (await page.getByTestId('sale-ticket-nos').innerText()).split(/\s+/).filter(Boolean);
  return { orderNo, ticketNos };
}

async function searchRefund(page: Page, no: string) {
  await page.goto(`${server.url}/sell/refund`);
  await page.getByTestId('refund-no').locator('input').fill(no);
  await page.getByTestId('refund-no').locator('input').press('Enter');
  await page.getByTestId('refund-order').waitFor();
}

describe('refunds', () => {
  it('the seller sells two adults and two children for cash', async () => {
    const adults = await sellCash(sellerPage, setup.adult, 2, '¥150.00');
    sold.adultOrder = adults.orderNo;
    sold.adults = adults.ticketNos;
    const children = await sellCash(sellerPage, setup.child, 2, '¥80.00');
    sold.childOrder = children.orderNo;
    [sold.child, sold.rejected] = children.ticketNos;
    expect(sold.adults).toHaveLength(2);
  });

  it('a number is required; nothing ticked is refused', async () => {
    await sellerPage.goto(`${server.url}/sell/refund`);
    await sellerPage.getByTestId('refund-no').locator('input').press('Enter');
    await expect.poll(() => sellerPage.getByTestId('refund-error').innerText()).toBe('请输入票号或订单号');
    await searchRefund(sellerPage, sold.adults![0]!);
    await sellerPage.getByTestId('refund-submit').click();
    await expect.poll(() => sellerPage.locator('.ant-message').innerText()).toContain('请选择需要退的票');
  });

  it('refunds one adult ticket directly, the amount shown before confirming', async () => {
    const ticketNo = sold.adults![0]!;
    await searchRefund(sellerPage, sold.adultOrder!);
    await sellerPage.getByTestId(`refund-tick-${ticketNo}`).click();
    // ¥150 paid for two adults: ¥75 each.
    await expect.poll(() => sellerPage.getByTestId('refund-amount').innerText()).toContain('¥75.00');
    await screenshot(sellerPage, 'refunds-refund-cn');
    await sellerPage.getByTestId('refund-submit').click();
    await expect.poll(() => sellerPage.getByTestId('refund-confirm-body').innerText()).toContain('¥75.00');
    // The dialog has finished zooming in before the picture is taken.
    const dialog = sellerPage.locator('.ant-modal-confirm');
    await expect
      .poll(() =>
        dialog.evaluate((el) => `${getComputedStyle(el).opacity} ${getComputedStyle(el).transform}`),
      )
      .toBe('1 none');
    await screenshot(sellerPage, 'refunds-confirm-cn');
    await sellerPage.getByTestId('refund-confirm-ok').click();
    await expect
      .poll(() => sellerPage.getByTestId('refund-done').innerText())
      .toMatch(/退票成功：退款单 TD\d{16}/);
    // Refunded: no longer tickable.
    await expect.poll(() => sellerPage.getByTestId(`refund-tick-${ticketNo}`).isDisabled()).toBe(true);
  });

  it('the child tickets need review: the seller submits them', async () => {
    await searchRefund(sellerPage, sold.child!);
    await sellerPage.getByTestId(`refund-tick-${sold.child}`).click();
    await sellerPage.getByTestId(`refund-tick-${sold.rejected}`).click();
    await sellerPage.getByTestId('refund-review-submit').click();
    await expect.poll(() => sellerPage.getByTestId('refund-done').innerText()).toBe('提交成功等待审核');
    await expect
      .poll(() =>
        sellerPage.getByTestId('refund-tickets').locator('[data-review-status]').first().innerText(),
      )
      .toBe('审核中');
    await screenshot(sellerPage, 'refunds-submitted-cn');
  });

  it('the administrator approves it in the review queue', async () => {
    await adminPage.goto(`${server.url}/sell/refundReview`);
    const approve = await awaitingReview(adminPage, sold.child!);
    await screenshot(adminPage, 'refunds-review-cn');
    await approve.click();
    await adminPage.getByTestId(`review-approve-${sold.child}-ok`).click();
    await expect.poll(() => adminPage.locator('.ant-message').innerText()).toContain('审核通过');
    await expect.poll(() => approve.count()).toBe(0);
  });

  it('and rejects the other with a note (the note is required)', async () => {
    await adminPage.getByTestId(`review-reject-${sold.rejected}`).click();
    await adminPage.getByTestId('reject-note').waitFor();
    // Confirmed empty until the dialog says why (under load the first click can land before its form).
    await expect
      .poll(async () => {
        await adminPage.getByTestId('reject-ok').click();
        const explain = adminPage.locator('.ant-modal .ant-form-item-explain').first();
        return explain.innerText({ timeout: 1_000 }).catch(() => '');
      })
      .toBe('请填写驳回原因');
    await adminPage.getByTestId('reject-note').fill('已入园游玩');
    await adminPage.getByTestId('reject-ok').click();
    await expect.poll(() => adminPage.getByTestId(`review-reject-${sold.rejected}`).count()).toBe(0);
    await screenshot(adminPage, 'refunds-reviewed-cn');
    // The seller sees it rejected, with the note, and may submit it again.
    await searchRefund(sellerPage, sold.rejected!);
    const row = sellerPage
      .getByTestId('refund-tickets')
      .locator('.ant-table-row', { hasText: sold.rejected! });
    await expect.poll(() => row.locator('[data-review-status]').innerText()).toBe('已驳回');
    expect(await row.innerText()).toContain('已入园游玩');
    expect(await sellerPage.getByTestId(`refund-tick-${sold.rejected}`).isDisabled()).toBe(false);
  });

  it('the ticket detail record shows every step in order', async () => {
    await sellerPage.goto(`${server.url}/sell/ticketDetailRecord?no=${sold.child}`);
    await sellerPage.getByTestId('record-entries').waitFor();
    await expect
      .poll(() => sellerPage.getByTestId('record-event').allInnerTexts())
      .toEqual(['下单', '出票', '提交退票审核', '退票审核通过', '退票', '退款单']);
    await screenshot(sellerPage, 'refunds-record-cn');
  });

  it('the ticket query shows the refunded ticket and its review status', async () => {
    await sellerPage.goto(`${server.url}/sell/ticketQuery`);
    const row = sellerPage.getByTestId('query-tickets').locator('.ant-table-row', { hasText: sold.child! });
    await expect.poll(() => row.locator('[data-review-status]').innerText()).toBe('已审核');
    expect(await row.innerText()).toContain('已退票');
    const other = sellerPage
      .getByTestId('query-tickets')
      .locator('.ant-table-row', { hasText: sold.rejected! });
    expect(await other.locator('[data-review-status]').innerText()).toBe('已驳回');
    await screenshot(sellerPage, 'refunds-query-cn');
  });

  it('speaks en and es', async () => {
    for (const lang of ['en', 'es'] as const) {
      await setLanguage(sellerPage, lang);
      await setLanguage(adminPage, lang);
      await searchRefund(sellerPage, sold.adultOrder!);
      await sellerPage.getByTestId(`refund-tick-${sold.adults![1]}`).click();
      await screenshot(sellerPage, `refunds-refund-${lang}`);
      await reviewQueueAll(adminPage, server.url);
      await screenshot(adminPage, `refunds-review-${lang}`);
      await sellerPage.goto(`${server.url}/sell/ticketDetailRecord?no=${sold.child}`);
      await sellerPage.getByTestId('record-entries').waitFor();
      await screenshot(sellerPage, `refunds-record-${lang}`);
    }
    await setLanguage(sellerPage, 'cn');
    await setLanguage(adminPage, 'cn');
  });
});
