// The seller's shift through the screens, against the real server (dist/web must be built): the
// seller's home shows the open shift; a cash sale made in another tab appears on it live (socket.io);
// the seller enters the received amount on the shift record, sees the difference, hands over and
// sees the handover in the records. Screenshots in cn, en and es: tests/artifacts/screenshots/shiftHandover-*.png.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salesFixture } from '../api/sales/salesSupport.ts';
import { type LaunchedBrowser, launchBrowser, screenshot } from '../support/browser.ts';
import { signIn } from '../support/signIn.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';
import { quoted, setLanguage, type WindowSetup, windowSetup } from './ticketWindowSupport.ts';

let server: TestServer;
let browser: LaunchedBrowser;
let home: Page;
let till: Page;
let setup: WindowSetup;

beforeAll(async () => {
  server = await startTestServer();
  setup = await windowSetup(server);
  browser = await launchBrowser({ viewport: { width: 1440, height: 900 } });
  home = await browser.newPage();
  await home.addInitScript(() => {
    window.print = () => undefined;
  });
  await signIn(home, server.url, 'seller');
  till = await home.context().newPage();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const summaryCell = (page: Page) =>
  page.getByTestId('shift-summary').locator('.ant-statistic-content-value').first();

describe('shift handover', () => {
  it('the home summary shows a cash sale made in another tab, live', async () => {
    await home.goto(`${server.url}/index`);
    await home.getByTestId('seller-home').waitFor();
    await expect.poll(() => summaryCell(home).innerText()).toBe('¥0.00');
    await home.getByTestId('shift-charts').waitFor();

    await till.goto(`${server.url}/sell/printTicket`);
    await till.getByTestId(`sell-type-${setup.adult}`).click();
    await till.getByTestId(`cart-inc-${setup.adult}`).click();
    await quoted(till, '¥150.00'); // 2 × ¥80 less ¥10
    await till.getByTestId('sell-received').fill('200');
    await till.getByTestId('sell-submit').click();
    await till.getByTestId('sale-done').waitFor();

    // No reload: the read model's push refreshes the home.
    await expect.poll(() => summaryCell(home).innerText(), { timeout: 15_000 }).toBe('¥150.00');
    const summary = await home.getByTestId('shift-summary').innerText();
    expect(summary).toContain('应交现金');
    expect(summary).toContain('¥150.00');
    await home.locator('[data-testid="shift-charts"] canvas').first().waitFor();
    await screenshot(home, 'shiftHandover-home-cn');
  });

  it('hands over with a received amount, sees the difference and the record', async () => {
    await home.goto(`${server.url}/sell/shiftRecord`);
    await expect.poll(() => summaryCell(home).innerText()).toBe('¥150.00');
    await home.locator('input[data-testid="received"], [data-testid="received"] input').first().fill('148');
    await expect
      .poll(() => home.locator('.ant-form .ant-statistic-content-value').innerText())
      .toBe('-¥2.00');
    await screenshot(home, 'shiftHandover-record-cn');
    await home
      .getByRole('button', { name: '交 班' })
      .or(home.getByRole('button', { name: '交班' }))
      .click();
    await home.locator('.ant-modal-confirm .ant-btn-primary').click();
    const row = home.getByTestId('shift-records').locator('tbody tr.ant-table-row').first();
    await expect.poll(() => row.innerText(), { timeout: 15_000 }).toContain('¥148.00');
    const text = await row.innerText();
    expect(text).toContain('售票员小林');
    expect(text).toContain('¥150.00');
    expect(text).toContain('-¥2.00');
    expect(text).toContain('未结算');
    // A new shift starts empty.
    await expect.poll(() => summaryCell(home).innerText()).toBe('¥0.00');
    await home.locator('.ant-modal-confirm').waitFor({ state: 'hidden' });
    await screenshot(home, 'shiftHandover-record-done-cn');
  });

  it('screens in en and es', async () => {
    // A child ticket of the new shift, sold through the API, so the home has something to show.
    const f = await salesFixture(server);
    expect((await f.sell({ lines: [{ ticketTypeID: setup.child, count: 1 }] })).status).toBe(200);
    for (const lang of ['en', 'es']) {
      await setLanguage(home, lang);
      await home.goto(`${server.url}/sell/shiftRecord`);
      await home.getByTestId('shift-records').locator('tbody tr.ant-table-row').first().waitFor();
      await screenshot(home, `shiftHandover-record-${lang}`);
      await home.goto(`${server.url}/index`);
      await home.locator('[data-testid="shift-charts"] canvas').first().waitFor();
      await screenshot(home, `shiftHandover-home-${lang}`);
    }
    await setLanguage(home, 'cn');
  });

  it('the administrator settles the handover on the shift handover screen', async () => {
    await home.evaluate(() => localStorage.clear()); // signed out: the sign-in page shows its form
    await home.context().clearCookies();
    await signIn(home, server.url, 'admin');
    await home.goto(`${server.url}/sell/shiftHandover`);
    const row = home.getByTestId('shift-records').locator('tbody tr.ant-table-row').first();
    await expect.poll(() => row.innerText()).toContain('售票员小林');
    await row.getByRole('button').click();
    const settled = home.locator('input[data-testid="settled"], [data-testid="settled"] input').first();
    await settled.fill('147.5');
    await home.getByRole('dialog').locator('.ant-btn-primary').click();
    await expect.poll(() => row.innerText(), { timeout: 15_000 }).toContain('¥147.50');
    expect(await row.innerText()).toContain('admin');
    expect(await row.getByRole('button').count()).toBe(0);
    await home.getByRole('dialog').waitFor({ state: 'hidden' });
    await screenshot(home, 'shiftHandover-settled-cn');
  });
});
