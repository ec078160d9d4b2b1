// The visitor home and the signage screen from dist/, with no API behind them: the visitor page must
// say kindly that the scenic area cannot be loaded; the signage clock must tick.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LaunchedBrowser, launchBrowser, screenshot } from '../support/browser.ts';
import { type StaticServer, startStaticServer } from '../support/staticServer.ts';

let server: StaticServer;
let phone: LaunchedBrowser;
let display: LaunchedBrowser;

beforeAll(async () => {
  server = await startStaticServer();
  phone = await launchBrowser({ mobile: true });
  display = await launchBrowser({ viewport: { width: 1920, height: 1080 } });
});

afterAll(async () => {
  await phone?.close();
  await display?.close();
  await server?.close();
});

describe('visitor pages', () => {
  it('shows a friendly message when the scenic area cannot be loaded', async () => {
    const page = await phone.newPage();
    await page.goto(`${server.url}/wx_index`);
    await page.getByText('暂时无法获取景区信息').waitFor();
    await page.getByTestId('retry').waitFor();
    await screenshot(page, 'visitor-home-unavailable-cn');
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByText('The scenic area information is not available right now').waitFor();
  });

  it('sends unknown paths to wx_ticketIndex, the mini-program home to its ticket list', async () => {
    const page = await phone.newPage();
    await page.goto(`${server.url}/visitor/`);
    await page.waitForURL('**/wx_ticketIndex');
    await page.goto(`${server.url}/wx_noSuchPage`);
    await page.waitForURL('**/wx_ticketIndex');
    await page.goto(`${server.url}/mn_ticketIndex`);
    await page.waitForURL('**/mn_ticketList');
    await page.goto(`${server.url}/mn_ticketPay`);
    await page.getByText('Coming soon').waitFor();
  });
});

describe('signage', () => {
  it('shows the title and a clock that ticks every second; no right-click', async () => {
    const page = await display.newPage();
    await page.goto(`${server.url}/signage`);
    await expect.poll(() => page.getByTestId('signage-title').innerText()).toBe('欢迎光临');
    const first = await page.getByTestId('signage-clock').innerText();
    expect(first).toMatch(/^\d{2}:\d{2}:\d{2}$/);
    await expect
      .poll(() => page.getByTestId('signage-clock').innerText(), { timeout: 3_000 })
      .not.toBe(first);
    expect(await page.getByTestId('signage-date').innerText()).toMatch(/星期/);
    const prevented = await page.evaluate(() => {
      const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
      return !document.body.dispatchEvent(event);
    });
    expect(prevented).toBe(true);
    await screenshot(page, 'signage-cn');
  });
});
