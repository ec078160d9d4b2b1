// The ticket window through its screens, against the real server (dist/web must be built): a cart
// of two ticket types sold for cash with the seeded discount (its print refused: one type per
// printed order), a single-type sale printed on a 58 mm template with a preview, its printed code
// scanned, the tickets found in the ticket query and their detail record opened; then the seller
// sells by payment code through the sandbox, declined once and approved. Screenshots in cn, en and
// es: tests/artifacts/screenshots/ticketWindow-*.png.

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDateOf } from '../../domain/rules/ruleTime.ts';
import type { PrintJob } from '../../domain/sales/printJob.schema.ts';
import { type LaunchedBrowser, launchBrowser, screenshot } from '../support/browser.ts';
import { signIn } from '../support/signIn.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';
import {
  chooseMethod,
  chooseTemplate,
  preview58,
  printWith,
  quoted,
  setLanguage,
  type WindowSetup,
  windowSetup,
} from './ticketWindowSupport.ts';

let server: TestServer;
let browser: LaunchedBrowser;
let page: Page;
let setup: WindowSetup;
const sold: { cartOrder?: string; cartTickets?: string[]; job?: PrintJob } = {};

beforeAll(async () => {
  server = await startTestServer();
  setup = await windowSetup(server);
  browser = await launchBrowser({ viewport: { width: 1440, height: 900 } });
  page = await browser.newPage();
  // Printing is recorded, not sent to a printer.
  await page.addInitScript(() => {
    window.print = () => undefined;
  });
  await signIn(page, server.url);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('ticket window', () => {
  it('cart mode: two ticket types for cash with the best discount and the change', async () => {
    await page.goto(`${server.url}/sell/cart`);
    await page.getByTestId(`sell-type-${setup.adult}`).click();
    await page.getByTestId(`sell-type-${setup.child}`).click();
    await page.getByTestId(`cart-inc-${setup.adult}`).click();
    await page.getByTestId(`cart-dec-${setup.adult}`).click();
    // ¥80 + ¥40 = ¥120: "满100减10，满300减50" takes ¥10 off.
    await quoted(page, '¥110.00');
    expect(await page.getByTestId('quote-subtotal').innerText()).toBe('¥120.00');
    expect(await page.getByTestId('quote-discount').innerText()).toContain('满100减10');
    await page.getByTestId('sell-received').fill('200');
    await expect.poll(() => page.getByTestId('sell-change').innerText()).toBe('¥90.00');
    await screenshot(page, 'ticketWindow-cart-cn');

    await page.getByTestId('sell-submit').click();
    await page.getByTestId('sale-done').waitFor();
    expect(await page.getByTestId('sale-success').innerText()).toBe('支付成功，已出票');
    expect(await page.getByTestId('sale-change').innerText()).toBe('¥90.00');
    sold.cartOrder = await page.getByTestId('sale-order-no').innerText();
    expect(sold.cartOrder).toMatch(/^DD\d{16}$/);
    sold.cartTickets = (await page.getByTestId('sale-ticket-nos').innerText()).split(/\s+/).filter(Boolean);
    expect(sold.cartTickets).toHaveLength(2);

    // One printed order holds one ticket type (spec 001 §4): refused, the sale stands.
    await page.getByTestId('print-print').click();
    await expect.poll(() => page.getByTestId('print-error').innerText()).toContain('订单包含多种票种');
    await screenshot(page, 'ticketWindow-cart-done-cn');
  });

  it('sell screen: one type, printed on the 58 mm template with a preview', async () => {
    await page.goto(`${server.url}/sell/printTicket`);
    await page.getByTestId(`sell-type-${setup.adult}`).click();
    await page.getByTestId(`sell-type-${setup.child}`).click(); // one type at a time: replaces
    await page.getByTestId(`sell-type-${setup.adult}`).click();
    expect(await page.getByTestId('cart-lines').locator('.ant-list-item').count()).toBe(1);
    await page.getByTestId(`cart-inc-${setup.adult}`).click();
    await quoted(page, '¥150.00'); // 2 × ¥80 = ¥160, less ¥10
    await page.getByTestId('sell-received-exact').click();
    await page.getByTestId('sell-submit').click();
    await page.getByTestId('sale-done').waitFor();

    await chooseTemplate(page, '窗口门票 58mm');
    sold.job = await printWith(page, 'print-print');
    expect(sold.job.templateID).toBe(setup.template58);
    expect(sold.job.tickets).toHaveLength(2);
    const preview = page.getByTestId('print-preview');
    await preview58(page);
    expect(await preview.innerText()).toContain(sold.job.tickets[0]!.ticketNo);
    await screenshot(page, 'ticketWindow-print-preview-cn');
    await page.locator('.ant-modal-wrap:visible .ant-modal-footer .ant-btn-primary').click();
    // The template is remembered; the next print of this order is a reprint.
    expect(await page.getByTestId('print-reprint').count()).toBe(1);
    expect(
      await page.evaluate(() => Object.entries(localStorage).find(([k]) => k.startsWith('sell.'))),
    ).toEqual([`sell.printTemplate.${setup.areaID}`, String(setup.template58)]);
  });

  it('scan ticketing: the printed code finds its ticket; a forged code is refused', async () => {
    const ticket = sold.job!.tickets[0]!;
    await page.goto(`${server.url}/sell/scanTicket`);
    const input = page.getByTestId('scan-input').locator('input');
    await input.pressSequentially(ticket.code);
    await input.press('Enter');
    await page.getByTestId('scan-ticket').waitFor();
    expect(await page.getByTestId('scan-ticket-no').innerText()).toBe(ticket.ticketNo);
    expect(await page.getByTestId('scan-order-no').innerText()).toBe(sold.job!.orderNo);
    expect(await page.getByTestId('scan-signed').innerText()).toBe('二维码已验证');
    expect(await page.getByTestId('scan-status').innerText()).not.toMatch(/^\d+$/);
    await screenshot(page, 'ticketWindow-scan-cn');
    // Pickup: the handover is recorded and no longer offered.
    await page.getByTestId('scan-pickup').click();
    await expect.poll(() => page.getByTestId('scan-pickup').count()).toBe(0);

    await input.fill(`${ticket.code.slice(0, -2)}xx`);
    await input.press('Enter');
    await expect.poll(() => page.getByTestId('scan-error').innerText()).toContain('票码无效或被篡改');
    // A typed ticket number of the cart order is found too (not signed).
    await input.fill(sold.cartTickets![0]!);
    await input.press('Enter');
    await expect.poll(() => page.getByTestId('scan-signed').innerText()).toBe('按票号查询');
  });

  it('ticket query: the ticket and its order, then the detail record', async () => {
    await page.goto(`${server.url}/sell/ticketQuery`);
    // A quick range fills the dates, ending on the scenic area's today; reset clears them again.
    await page.getByTestId('query-lastWeek').click();
    const rangeEnd = page.locator('.ant-picker-range input').nth(1);
    await expect.poll(() => rangeEnd.inputValue()).toBe(localDateOf(Date.now(), 'Asia/Shanghai'));
    await page.getByTestId('query-reset').click();
    await page.getByTestId('query-ticket-no').fill(sold.cartTickets![0]!);
    await page.getByTestId('query-search').click();
    const row = page.getByTestId(`query-ticket-${sold.cartTickets![0]}`);
    await row.waitFor();
    expect(await page.getByTestId('query-tickets').locator('.ant-table-row').count()).toBe(1);
    await screenshot(page, 'ticketWindow-query-cn');
    await page.getByTestId('query-tab-orders').click();
    await page.getByTestId(`query-order-${sold.cartOrder}`).waitFor();
    expect(await page.getByTestId('query-orders').innerText()).toContain('¥10.00');

    await page.getByTestId(`query-order-${sold.cartOrder}`).click();
    await page.waitForURL(`**/sell/ticketDetailRecord?no=${sold.cartOrder}`);
    await page.getByTestId('record-entries').waitFor();
    const events = await page.getByTestId('record-event').allInnerTexts();
    expect(events).toContain('下单');
    expect(events).toContain('出票');
    await page.locator('.ant-table-row-expand-icon').first().click();
    expect(await page.getByTestId('record-state').first().innerText()).toMatch(/^\{/);
    await screenshot(page, 'ticketWindow-record-cn');
    // The printed order shows its print.
    await page.goto(`${server.url}/sell/ticketDetailRecord?no=${sold.job!.tickets[0]!.ticketNo}`);
    await expect.poll(() => page.getByTestId('record-event').allInnerTexts()).toContain('打印');
  });

  it('speaks en and es on every screen', async () => {
    for (const [lang, success] of [
      ['en', 'QR code verified'],
      ['es', 'Código QR verificado'],
    ] as const) {
      await setLanguage(page, lang);
      await page.goto(`${server.url}/sell/cart`);
      await page.getByTestId(`sell-type-${setup.adult}`).click();
      await page.getByTestId(`sell-type-${setup.child}`).click();
      await quoted(page, '¥110.00');
      await screenshot(page, `ticketWindow-cart-${lang}`);
      await page.goto(`${server.url}/sell/scanTicket`);
      await page.getByTestId('scan-input').locator('input').fill(sold.job!.tickets[1]!.code);
      await page.getByTestId('scan-input').locator('input').press('Enter');
      await expect.poll(() => page.getByTestId('scan-signed').innerText()).toBe(success);
      await printWith(page, 'print-reprint');
      await preview58(page);
      await screenshot(page, `ticketWindow-reprint-${lang}`);
      await page.locator('.ant-modal-wrap:visible .ant-modal-footer .ant-btn-primary').click();
      await screenshot(page, `ticketWindow-scan-${lang}`);
      await page.goto(`${server.url}/sell/ticketQuery`);
      await page.getByTestId('query-tickets').locator('.ant-table-row').first().waitFor();
      await screenshot(page, `ticketWindow-query-${lang}`);
      await page.goto(`${server.url}/sell/ticketDetailRecord?no=${sold.job!.orderNo}`);
      await page.getByTestId('record-entries').waitFor();
      await screenshot(page, `ticketWindow-record-${lang}`);
    }
    await setLanguage(page, 'cn');
  });

  it('the seller sells by payment code through the sandbox: declined, then approved', async () => {
    const seller = await launchBrowser({ viewport: { width: 1440, height: 900 } });
    try {
      const tab = await seller.newPage();
      await signIn(tab, server.url, 'seller');
      await tab.goto(`${server.url}/sell/printTicket`);
      await tab.getByTestId('sell-sandbox').waitFor();
      await tab.getByTestId(`sell-type-${setup.adult}`).click();
      await quoted(tab, '¥80.00');
      await chooseMethod(tab, 'paymentCode');
      const code = tab.getByTestId('sell-payment-code');
      await expect.poll(() => code.evaluate((el) => el === document.activeElement)).toBe(true);
      // A keyboard-wedge scanner types the digits and Enter.
      await tab.keyboard.type('134567890123450000');
      await tab.keyboard.press('Enter');
      await expect.poll(() => tab.getByTestId('sale-error').innerText()).toContain('支付失败，未出票');
      expect(await code.inputValue()).toBe('');
      await screenshot(tab, 'ticketWindow-declined-cn');

      await code.focus();
      await tab.keyboard.type('134567890123456789');
      await tab.keyboard.press('Enter');
      await tab.getByTestId('sale-done').waitFor();
      expect(await tab.getByTestId('sale-success').innerText()).toBe('支付成功，已出票');
      expect(await tab.getByTestId('sale-ticket-nos').innerText()).toMatch(/^\d{18}$/);
      await screenshot(tab, 'ticketWindow-approved-cn');
    } finally {
      await seller.close();
    }
  });
});
