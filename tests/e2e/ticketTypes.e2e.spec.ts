// The ticket type screens in a real browser against the real server: sign in, create a ticket type
// with two zone permissions and a photo through the form (the per-day rule shown on the way), see it
// listed after a reload, then authorise a region for it on the regional control screen.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseOption, selectHolding } from '../support/antdSelect.ts';
import { chooseFiles, type LaunchedBrowser, launchBrowser, screenshot } from '../support/browser.ts';
import { signIn } from '../support/signIn.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

let server: TestServer;
let browser: LaunchedBrowser;
let page: Page;

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const NAME = '端到端联票';
const modal = () => page.getByRole('dialog');

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser({ viewport: { width: 1440, height: 900 } });
  page = await browser.newPage();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('ticket type screens', () => {
  it('signs in and opens the ticket type list', async () => {
    await signIn(page, server.url);
    await page.goto(`${server.url}/ticketType`);
    await page.getByTestId('ticket-type-list').getByText('成人票').waitFor();
    await screenshot(page, 'ticketTypes-list');
  });

  it('creates a ticket type with two zone permissions and a photo', async () => {
    await page.getByTestId('tt-add').click();
    await modal().locator('#ticketTypeName').waitFor();
    await expect.poll(() => modal().locator('#scenicAreaID').locator('..').innerText()).not.toBe('');
    await modal().locator('#ticketTypeName').fill(NAME);
    await modal().locator('#ticketDisplayPrice').fill('128');
    await modal().locator('#ticketPrice').fill('99.5');
    await chooseFiles(modal().locator('.ant-upload'), {
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await modal().locator('.ant-upload-list-item-container img').waitFor();
    await screenshot(page, 'ticketTypes-form-basic');

    // The free-pass tab opens for the free-ID-card category only.
    await chooseOption(selectHolding(page.locator('body'), 'ticketCate'), '免证票');
    await modal().getByRole('tab', { name: '免证规则' }).click();
    await modal().locator('#freePassRule_areaName').waitFor();
    await screenshot(page, 'ticketTypes-form-freepass');
    await modal().getByRole('tab', { name: '基本信息' }).click();
    await chooseOption(selectHolding(page.locator('body'), 'ticketCate'), '普通票');

    await modal().getByRole('tab', { name: '景点权限' }).click();
    await page.getByTestId('tt-zone-add').click();
    await modal().locator('#zonePermissions_1_useTimes').fill('3');
    await modal().locator('#zonePermissions_1_useTimesByDay').fill('5');
    await page.getByTestId('tt-save').click();
    await modal().getByText('每日次数不能大于总次数').waitFor();
    await modal().locator('#zonePermissions_1_useTimesByDay').fill('2');
    await expect.poll(() => modal().getByText('每日次数不能大于总次数').count()).toBe(0);
    await screenshot(page, 'ticketTypes-form-zones');

    await modal().getByRole('tab', { name: '高级参数' }).click();
    await chooseOption(selectHolding(page.locator('body'), 'advanced_touristType'), '学生');
    await modal().locator('#advanced_reservationInstructions').fill('凭学生证入园');
    await screenshot(page, 'ticketTypes-form-advanced');

    await page.getByTestId('tt-save').click();
    await page.locator('.ant-message').getByText('添加成功').waitFor();
    await expect.poll(() => modal().count()).toBe(0);
  });

  it('shows it in the list after a reload, with both zones and its photo', async () => {
    await page.reload();
    const row = page.locator('.ant-table-row', { hasText: NAME });
    await row.waitFor();
    expect(await row.locator('.ant-tag').count()).toBe(2); // one per zone permission
    const text = await row.innerText();
    expect(text).toContain('公众号、售票终端、小程序');
    expect(text).toContain('99.50');
    expect(text).toContain('128.00');
    await expect.poll(() => row.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    await screenshot(page, 'ticketTypes-list-after-reload');

    await row.getByRole('button', { name: '编辑' }).click();
    await expect.poll(() => modal().locator('#ticketTypeName').inputValue()).toBe(NAME);
    await modal().getByRole('tab', { name: '景点权限' }).click();
    await expect.poll(() => modal().locator('#zonePermissions_1_useTimesByDay').inputValue()).toBe('2');
    await modal().getByRole('tab', { name: '高级参数' }).click();
    expect(await modal().locator('#advanced_reservationInstructions').inputValue()).toBe('凭学生证入园');
    await modal()
      .getByRole('button', { name: /取\s*消/ })
      .click();
  });

  it('authorises a region for it on the regional control screen', async () => {
    await page.goto(`${server.url}/regionalControl`);
    await page.getByTestId('regional-control').waitFor();
    await page.getByTestId('rc-ticket-type').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: NAME }).click();
    await page.getByText('未勾选任何区域：该票种不做区域管控。').waitFor();
    await page.getByTestId('rc-region').click();
    await page.locator('.ant-cascader-menu-item', { hasText: '广东省' }).click();
    await page.locator('.ant-cascader-menu-item', { hasText: '深圳市' }).click();
    await page.keyboard.press('Escape');
    await page.getByTestId('rc-add').click();
    await page.locator('.ant-table-row', { hasText: '广东省 / 深圳市' }).waitFor();
    await page.getByText('仅已授权区域（1 个）的游客可使用该票种。').waitFor();
    await screenshot(page, 'ticketTypes-regional-control');
    const del = page.locator('.ant-table-row', { hasText: '深圳市' }).getByRole('button', { name: '删除' });
    expect(await del.isDisabled()).toBe(true);
  });
});
