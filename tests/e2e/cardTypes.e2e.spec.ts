// The card entries of the ticket-management menu in a real browser against the real server (dist/web
// built): 会员卡 lists and edits membership card types with the ticket-type form limited to the card
// kinds (a period no card can be sold for is refused under its field), 储值卡 holds the stored-value
// card types and the stored-value (recharge-bonus) rules. In cn, en and es; screenshots
// tests/artifacts/screenshots/cardTypes-*.png.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseOption, optionsOf, selectHolding } from '../support/antdSelect.ts';
import { type LaunchedBrowser, launchBrowser, screenshot } from '../support/browser.ts';
import { signIn } from '../support/signIn.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';
import { modalForm } from './support/modalForm.ts';

let server: TestServer;
let browser: LaunchedBrowser;
let page: Page;

const NAME = '半年会员卡';
const { modal, field, errorsOf } = modalForm(() => page);
const options = () => page.locator('.ant-select-dropdown:visible .ant-select-item-option');

const choose = (id: string, option: string) => chooseOption(selectHolding(modal(), id), option);

const setLanguage = (lang: string) => page.evaluate((l) => localStorage.setItem('lang', l), lang);

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser({ viewport: { width: 1440, height: 900 } });
  page = await browser.newPage();
  await signIn(page, server.url);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('会员卡: membership card types', () => {
  it('lists the card kinds only: the demo 年卡, not 成人票', async () => {
    await page.goto(`${server.url}/membershipCard`);
    const list = page.getByTestId('membershipCard-list');
    await list.locator('.ant-table-row', { hasText: '年卡' }).waitFor();
    expect(await list.innerText()).not.toContain('成人票');
    await screenshot(page, 'cardTypes-membership-cn');
  });

  it('adds a custom month card: its kinds only, a period over 100 months refused under the field', async () => {
    await page.getByTestId('tt-add').click();
    await field('ticketTypeName').waitFor();
    expect(await modal().locator('.ant-modal-title').innerText()).toBe('新增会员卡类型');
    await expect.poll(() => modal().locator('#scenicAreaID').locator('..').innerText()).not.toBe('');
    const kinds = await optionsOf(selectHolding(modal(), 'ticketCate'));
    expect(kinds).toContain('年卡');
    expect(kinds).not.toContain('普通票');
    expect(kinds).not.toContain('储值卡');
    // Closed as a person would before choosing (with a dropdown open, Escape closes only the dropdown).
    await page.keyboard.press('Escape');
    await expect.poll(() => options().count()).toBe(0);
    await choose('ticketCate', '自定义月卡');
    await field('ticketTypeName').fill(NAME);
    await field('ticketDisplayPrice').fill('300');
    await field('ticketPrice').fill('300');
    await field('patchCard').fill('20');
    await field('ticketUseDays').fill('120');
    await field('ticketUseDays').blur();
    await expect
      .poll(() => errorsOf('ticketUseDays').allInnerTexts())
      .toEqual(['会员卡有效期不超过 6000 天、100 个月或 30 年']);
    await screenshot(page, 'cardTypes-membership-form-cn');
    await field('ticketUseDays').fill('6');
    await field('ticketUseDays').blur();
    await expect.poll(() => errorsOf('ticketUseDays').count()).toBe(0);
    await page.getByTestId('tt-save').click();
    await page.locator('.ant-message').getByText('添加成功').waitFor();
    const row = page.locator('.ant-table-row', { hasText: NAME });
    await row.waitFor();
    const text = await row.innerText();
    expect(text).toContain('自定义月卡');
    expect(text).toContain('6 个月 · 按开卡日期');
    expect(text).toContain('20.00');
    await screenshot(page, 'cardTypes-membership-added-cn');
  });

  it('disables and deletes it', async () => {
    const row = page.locator('.ant-table-row', { hasText: NAME });
    await row.locator('.ant-switch').click();
    await page.locator('.ant-message').getByText('已停用').waitFor();
    await expect.poll(() => row.locator('.ant-switch-checked').count()).toBe(0);
    await row.getByRole('button', { name: '删除' }).click();
    await page
      .locator('.ant-popover')
      .getByRole('button', { name: /确\s*定|OK/ })
      .click();
    await page.locator('.ant-message').getByText('删除成功').waitFor();
    await expect.poll(() => row.count()).toBe(0);
  });
});

describe('储值卡: stored-value card types and rules', () => {
  it('shows the stored-value types, then the rules tab with the seeded bonus, and adds a rule', async () => {
    await page.goto(`${server.url}/storedValueCard`);
    const types = page.getByTestId('storedValueCard-list');
    await types.locator('.ant-table-row', { hasText: '储值卡' }).waitFor();
    expect(await types.locator('.ant-table-row').count()).toBe(1);
    await screenshot(page, 'cardTypes-stored-types-cn');
    await page.getByRole('tab', { name: '储值规则' }).click();
    const rules = page.getByTestId('storedValueRule-page');
    await rules.locator('.ant-table-row', { hasText: '充值赠送' }).waitFor();
    expect(await rules.innerText()).not.toContain('满100减10');
    await page.getByTestId('storedValueRule-add').click();
    await field('discountName').fill('充值满千送百');
    expect(await modal().locator('.ant-select-disabled').count()).toBe(2); // category and type are fixed
    await field('tiers_0_threshold').fill('1000');
    await field('tiers_0_value').fill('100');
    await screenshot(page, 'cardTypes-stored-rule-form-cn');
    await modal()
      .getByRole('button', { name: /保\s*存/ })
      .click();
    await page.locator('.ant-message').getByText('添加成功').waitFor();
    const row = rules.locator('.ant-table-row', { hasText: '充值满千送百' });
    await row.waitFor();
    expect(await row.innerText()).toContain('≥ ¥1000.00 → +¥100.00');
    await screenshot(page, 'cardTypes-stored-rules-cn');
  });
});

describe('in English and Spanish', () => {
  for (const [lang, texts] of [
    ['en', { add: 'Add membership card type', rules: 'Stored-value rules', annual: 'Annual card' }],
    ['es', { add: 'Añadir tipo de tarjeta de socio', rules: 'Reglas de saldo', annual: 'Tarjeta anual' }],
  ] as const) {
    it(`shows both entries in ${lang}`, async () => {
      await setLanguage(lang);
      await page.goto(`${server.url}/membershipCard`);
      const list = page.getByTestId('membershipCard-list');
      await list.locator('.ant-table-row', { hasText: texts.annual }).first().waitFor();
      expect(await page.getByTestId('tt-add').innerText()).toBe(texts.add);
      await screenshot(page, `cardTypes-membership-${lang}`);
      await page.getByTestId('tt-add').click();
      await field('ticketTypeName').waitFor();
      expect(await modal().locator('.ant-modal-title').innerText()).toBe(texts.add);
      await screenshot(page, `cardTypes-membership-form-${lang}`);
      await page.keyboard.press('Escape');
      await page.goto(`${server.url}/storedValueCard`);
      await page.getByTestId('storedValueCard-list').locator('.ant-table-row').first().waitFor();
      await screenshot(page, `cardTypes-stored-types-${lang}`);
      await page.getByRole('tab', { name: texts.rules }).click();
      await page.getByTestId('storedValueRule-page').locator('.ant-table-row').first().waitFor();
      await screenshot(page, `cardTypes-stored-rules-${lang}`);
    });
  }
});
