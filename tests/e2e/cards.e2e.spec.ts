// Cards through their screens, against the real server (dist/web must be built): a seller sells a
// stored-value membership card, recharges it with the demo bonus (100 → 110), pays a window sale with
// it, reports it lost, replaces it, and sees the balance carried over to the new number and the
// card's full history in the ticket detail record. Screenshots in cn, en and es:
// tests/artifacts/screenshots/cards-*.png.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseOption } from '../support/antdSelect.ts';
import { type LaunchedBrowser, launchBrowser, screenshot } from '../support/browser.ts';
import { signIn } from '../support/signIn.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';
import { chooseMethod, quoted, setLanguage, type WindowSetup, windowSetup } from './ticketWindowSupport.ts';

let server: TestServer;
let browser: LaunchedBrowser;
let page: Page;
let setup: WindowSetup;
const CARD = 'SV2025E2E01';
const NEW_CARD = 'SV2025E2E02';

beforeAll(async () => {
  server = await startTestServer();
  setup = await windowSetup(server);
  browser = await launchBrowser({ viewport: { width: 1440, height: 900 } });
  page = await browser.newPage();
  await signIn(page, server.url, 'seller');
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** The input of a field whose test id sits on the input or on its wrapper. */
const input = (id: string): Locator =>
  page.locator(`input[data-testid="${id}"], [data-testid="${id}"] input`).first();

async function lookup(path: string, cardNo: string) {
  await page.goto(`${server.url}${path}`);
  await input('card-lookup').fill(cardNo);
  await input('card-lookup').press('Enter');
  await page.getByTestId('card-summary').waitFor();
}

const balance = () => page.getByTestId('card-balance').innerText();

describe('a stored-value card at the window', () => {
  it('sells the card', async () => {
    await page.goto(`${server.url}/sell/membershipCard`);
    await chooseOption(page.getByTestId('card-type'), '储值卡');
    await input('card-no').fill(CARD);
    await input('card-name').fill('陈晓');
    await input('card-mobile').fill('13812345678');
    await page.getByTestId('card-sell').click();
    await page.getByTestId('card-summary').waitFor();
    expect(await page.getByTestId('card-status').innerText()).toBe('正常');
    await screenshot(page, 'cards-sell-cn');
  });

  it('recharges 100 yuan and gets the 10 yuan bonus', async () => {
    await lookup('/sell/storedValue', CARD);
    await input('card-amount').fill('100');
    await page.getByTestId('card-recharge').click();
    await expect.poll(balance).toBe('¥110.00');
    await expect.poll(() => page.getByTestId('card-movements').locator('.ant-table-row').count()).toBe(1);
    await screenshot(page, 'cards-recharge-cn');
  });

  it('pays an 80 yuan window sale with the card', async () => {
    await page.goto(`${server.url}/sell/printTicket`);
    await page.getByTestId(`sell-type-${setup.adult}`).click();
    await quoted(page, '¥80.00');
    await chooseMethod(page, 'storedCard');
    await input('sell-card-no').fill(CARD);
    await page.getByTestId('sell-submit').click();
    await page.getByTestId('sale-done').waitFor();
    await lookup('/sell/storedValue', CARD);
    expect(await balance()).toBe('¥30.00');
  });

  it('reports it lost, then replaces it: the balance moves to the new number', async () => {
    await lookup('/sell/cardReplacement', CARD);
    await page.getByTestId('card-report-lost').click();
    await page.getByTestId('card-lost-ok').click();
    await expect.poll(() => page.getByTestId('card-status').innerText()).toBe('已挂失');
    await input('card-new-no').fill(NEW_CARD);
    await page.getByTestId('card-replace').click();
    await expect.poll(() => page.getByTestId('card-summary').innerText()).toContain(NEW_CARD);
    expect(await balance()).toBe('¥30.00');
    expect(await page.getByTestId('card-status').innerText()).toBe('正常');
    await screenshot(page, 'cards-replaced-cn');
  });

  it('the detail record of the new number holds the whole history', async () => {
    await page.goto(`${server.url}/sell/ticketDetailRecord?no=${NEW_CARD}`);
    await page.getByTestId('record-entries').waitFor();
    await expect
      .poll(() => page.getByTestId('record-event').allInnerTexts())
      .toEqual(['售卡', '充值', '储值消费', '挂失', '补卡（原卡作废）', '补卡（新卡）']);
    await screenshot(page, 'cards-record-cn');
  });

  it('speaks en and es', async () => {
    for (const lang of ['en', 'es'] as const) {
      await setLanguage(page, lang);
      await lookup('/sell/storedValue', NEW_CARD);
      await expect.poll(() => page.getByTestId('card-movements').locator('.ant-table-row').count()).toBe(2);
      await screenshot(page, `cards-stored-${lang}`);
      await lookup('/sell/cardReplacement', CARD);
      await screenshot(page, `cards-operations-${lang}`);
      await page.goto(`${server.url}/sell/membershipCard`);
      await page.getByTestId('card-sell').waitFor();
      await screenshot(page, `cards-sell-${lang}`);
      await page.goto(`${server.url}/sell/ticketDetailRecord?no=${NEW_CARD}`);
      await page.getByTestId('record-entries').waitFor();
      await screenshot(page, `cards-record-${lang}`);
    }
  });
});
