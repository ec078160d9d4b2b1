// Travel-agency group orders through their screens, against the real server (dist/web must be
// built): the agency user's home is order import; it downloads the template, uploads it filled
// with one failing row, fixes that row in the preview, edits a tourist and submits on account; an
// administrator approves in the review queue; the tickets exist (ticket query) and the credit fell
// by the order amount. Screenshots in cn, en and es: tests/artifacts/screenshots/agency-*.png.

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEMPLATE_FILE_NAME } from '../../domain/agencies/agencyCodes.ts';
import { TOURIST_SHEET } from '../../domain/agencies/sheetLayout.ts';
import type { SellOptions } from '../../domain/sales/sale.schema.ts';
import { apiClient } from '../api/support/apiClient.ts';
import { chooseOption } from '../support/antdSelect.ts';
import { type LaunchedBrowser, launchBrowser, screenshot } from '../support/browser.ts';
import { signIn } from '../support/signIn.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';
import {
  type AgencySetup,
  agencySetup,
  areaToday,
  badCheck,
  fillTemplate,
  idNumber,
} from './agencySupport.ts';
import { setLanguage } from './ticketWindowSupport.ts';

let server: TestServer;
let setup: AgencySetup;
let agencyBrowser: LaunchedBrowser;
let adminBrowser: LaunchedBrowser;
let agency: Page;
let admin: Page;
const dir = mkdtempSync(join(tmpdir(), 'agency-e2e-'));
const today = areaToday();
const adultId = idNumber('110101', '19800307');
const childId = idNumber('110101', '20180601');
const thirdId = idNumber('310101', '19750102', '002');
const order: { orderNo?: string; saleOrderNo?: string; balance?: number; amount?: number } = {};
/** "¥2,810.00" → 281000 fen. */
const fen = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);

beforeAll(async () => {
  server = await startTestServer();
  setup = await agencySetup(server, 1000);
  agencyBrowser = await launchBrowser({ viewport: { width: 1440, height: 900 } });
  adminBrowser = await launchBrowser({ viewport: { width: 1440, height: 900 } });
  agency = await agencyBrowser.newPage();
  admin = await adminBrowser.newPage();
  await signIn(agency, server.url, 'agency');
  await signIn(admin, server.url);
});

afterAll(async () => {
  await agencyBrowser?.close();
  await adminBrowser?.close();
  await server?.close();
});

const message = (page: Page) => page.locator('.ant-message').innerText();

/** Ticket type name → price in fen, as the window sells them. */
async function ticketPrices(): Promise<Map<string, number>> {
  const answer = await apiClient(server).call<{ data: SellOptions }>(
    'GET',
    `/sell/options?scenicAreaID=${setup.areaID}`,
    {
      token: setup.adminToken,
    },
  );
  return new Map(answer.body.data.ticketTypes.map((x) => [x.ticketTypeName, x.ticketPrice]));
}

/** Uploads a file in step 2 and waits for the preview. */
async function upload(page: Page, file: string) {
  await page.getByTestId('upload-dragger').locator('input[type=file]').setInputFiles(file);
  await page.getByTestId('preview-dialog').locator('.ant-table-row').first().waitFor();
}

/** Waits until an antd dialog or drawer has finished moving in. */
async function settled(page: Page, selector: string) {
  const el = page.locator(selector).last();
  await expect
    .poll(() => el.evaluate((e) => getComputedStyle(e).transform))
    .toMatch(/none|matrix\(1, 0, 0, 1, 0, 0\)/);
}

describe('agency order import', () => {
  it('opens order import as the agency’s home, with its credit in the header', async () => {
    await agency.getByTestId('wizard-step-1').waitFor();
    // The demo credit and the 1000 yuan recharged above.
    await expect
      .poll(async () => fen(await agency.getByTestId('agency-balance').innerText()))
      .toBeGreaterThanOrEqual(100_000);
    order.balance = fen(await agency.getByTestId('agency-balance').innerText());
    await chooseOption(agency.getByTestId('template-concession'), '儿童票');
    await screenshot(agency, 'agency-step1-cn');
  });

  it('downloads the template', async () => {
    const downloaded = agency.waitForEvent('download');
    await agency.getByTestId('template-download').click();
    const file = await downloaded;
    expect(file.suggestedFilename()).toBe(TEMPLATE_FILE_NAME);
    await file.saveAs(join(dir, 'template.xlsx'));
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(join(dir, 'template.xlsx'));
    expect(book.worksheets).toHaveLength(2);
    expect(book.worksheets[1]!.getRow(TOURIST_SHEET.headerRow).getCell(1).value).toBe('姓名');
  });

  it('uploads the filled file: the failing row blocks confirmation until it is fixed', async () => {
    await fillTemplate(join(dir, 'template.xlsx'), join(dir, 'order.xlsx'), today, [
      { name: '张三', id: adultId, mobile: '13800138000' },
      { name: '小明', id: childId, mobile: '13800138001', height: 120 },
      { name: '李四', id: badCheck(thirdId), mobile: '13800138002' },
    ]);
    await agency.getByTestId('wizard-next').click();
    await expect.poll(() => agency.getByTestId('wizard-next').isDisabled()).toBe(true);
    await upload(agency, join(dir, 'order.xlsx'));
    const bad = TOURIST_SHEET.firstRow + 2;
    await expect
      .poll(() => agency.getByTestId(`preview-problem-${bad}`).innerText())
      .toContain('18身份证最后一位校验位验证有误！');
    await settled(agency, '.ant-modal');
    await screenshot(agency, 'agency-step2-preview-cn');
    await agency.getByTestId('preview-confirm').click();
    await expect.poll(() => message(agency)).toContain('存在游客信息验证不通过的情况，请检查！');
    await agency.getByTestId(`preview-fix-${bad}`).click();
    await agency.getByTestId('tourist-idcard').fill(thirdId);
    await agency.getByTestId('tourist-save').click();
    await expect.poll(() => agency.getByTestId(`preview-problem-${bad}`).count()).toBe(0);
    await agency.getByTestId('preview-confirm').click();
    await expect.poll(() => agency.getByTestId('wizard-next').isDisabled()).toBe(false);
  });

  it('reviews the order: the child matched the concession, a tourist is edited', async () => {
    await agency.getByTestId('wizard-next').click();
    await agency.getByTestId('wizard-step-3').waitFor();
    // Two adults at the ordinary price, the child at the concession price.
    const types = await ticketPrices();
    order.amount = 2 * types.get('成人票')! + types.get('儿童票')!;
    await expect
      .poll(async () => fen(await agency.getByTestId('order-amount').innerText()))
      .toBe(order.amount);
    await agency.getByRole('tab', { name: /优惠票/ }).click();
    await expect
      .poll(() => agency.getByTestId('tourist-table').locator('.ant-table-row').allInnerTexts())
      .toEqual([expect.stringContaining('小明')]);
    await agency.getByRole('tab', { name: /全部票/ }).click();
    await agency.getByTestId(`tourist-edit-${adultId}`).click();
    await agency.getByTestId('tourist-name').fill('张三丰');
    await agency.getByTestId('tourist-save').click();
    await expect.poll(() => message(agency)).toContain('修改成功');
    await expect.poll(() => agency.getByTestId('tourist-table').innerText()).toContain('张三丰');
    await screenshot(agency, 'agency-step3-cn');
  });

  it('submits for review after the confirmation and lands on the submitted orders', async () => {
    await agency.getByTestId('order-submit').click();
    await expect
      .poll(() => agency.locator('.ant-modal-confirm').innerText())
      .toContain('请仔细核对订单内容,如无误请点击确认提交');
    await agency.getByTestId('submit-confirm-ok').click();
    await agency.waitForURL('**/travelAgencyOrderManagement_travelAgency?status=1');
    await expect.poll(() => message(agency)).toContain('提交审核成功！');
    const row = agency.getByTestId('agency-order-list').locator('.ant-table-row').first();
    await expect.poll(() => row.locator('[data-order-status]').innerText()).toBe('待审核');
    order.orderNo = (await row.locator('td').first().innerText()).trim();
    // The header asks for the credit a moment after a change; the read model may trail it under
    // load, so the page is opened again until the header shows the amount awaiting review.
    await expect
      .poll(async () => {
        const shown = fen(await agency.getByTestId('agency-unhandled').innerText());
        if (shown !== order.amount) await agency.reload();
        return shown;
      })
      .toBe(order.amount);
    await row.waitFor();
    await screenshot(agency, 'agency-orders-cn');
  });

  it('an administrator approves it in the review queue', async () => {
    await admin.goto(`${server.url}/travelAgency`);
    const approve = admin.getByTestId(`review-approve-${order.orderNo}`);
    await expect
      .poll(async () => {
        await admin.getByTestId('orders-search').click();
        return approve.count();
      })
      .toBe(1);
    await screenshot(admin, 'agency-review-cn');
    await approve.click();
    await admin.getByTestId(`review-approve-${order.orderNo}-ok`).click();
    await expect.poll(() => message(admin)).toContain('审核通过');
    await expect.poll(() => approve.count()).toBe(0);
  });

  it('the tickets exist and the credit fell by the order amount', async () => {
    const api = apiClient(server);
    // The orders list is a read model, a moment behind the approval: asked until it shows it.
    const approvedRow = async () =>
      (
        await api.call<{
          data: [{ orderNo: string; saleOrderNo: string | null; orderStatus: number }[], number];
        }>('GET', `/travelAgency/orders?orderNo=${order.orderNo}`, { token: setup.adminToken })
      ).body.data[0][0]!;
    await expect.poll(async () => (await approvedRow()).orderStatus, { timeout: 10_000 }).toBe(2);
    const approved = await approvedRow();
    order.saleOrderNo = approved.saleOrderNo!;
    await admin.goto(`${server.url}/sell/ticketQuery`);
    await admin.getByTestId('query-order-no').fill(order.saleOrderNo);
    await admin.getByTestId('query-order-no').press('Enter');
    const rows = admin.getByTestId('query-tickets').locator('.ant-table-row');
    await expect.poll(() => rows.count()).toBe(3);
    expect(await admin.getByTestId('query-tickets').innerText()).toContain('儿童票');
    await agency.goto(`${server.url}/travelAgencyOrderManagement_travelAgency`);
    await expect
      .poll(async () => fen(await agency.getByTestId('agency-balance').innerText()))
      .toBe(order.balance! - order.amount!);
    await expect
      .poll(() => agency.getByTestId('agency-order-list').locator('[data-order-status]').first().innerText())
      .toBe('已通过');
  });
});

describe('agency screens in en and es', () => {
  it('shows the wizard, the orders and the review queue', async () => {
    await fillTemplate(join(dir, 'template.xlsx'), join(dir, 'valid.xlsx'), today, [
      { name: 'Ana', id: idNumber('110101', '19900101', '003'), mobile: '13800138003' },
      { name: 'Leo', id: idNumber('110101', '20190101', '004'), mobile: '13800138004', height: 110 },
    ]);
    for (const lang of ['en', 'es'] as const) {
      await setLanguage(agency, lang);
      await setLanguage(admin, lang);
      await agency.goto(`${server.url}/index`);
      await agency.getByTestId('wizard-step-1').waitFor();
      await screenshot(agency, `agency-step1-${lang}`);
      await agency.getByTestId('wizard-next').click();
      await upload(agency, join(dir, 'valid.xlsx'));
      await settled(agency, '.ant-modal');
      await screenshot(agency, `agency-step2-preview-${lang}`);
      await agency.getByTestId('preview-confirm').click();
      await agency.getByTestId('wizard-next').click();
      await agency.getByTestId('wizard-step-3').waitFor();
      await screenshot(agency, `agency-step3-${lang}`);
      await agency.getByTestId('order-save').click();
      await agency.waitForURL('**/travelAgencyOrderManagement_travelAgency');
      await agency.getByTestId('agency-order-list').locator('.ant-table-row').first().waitFor();
      await screenshot(agency, `agency-orders-${lang}`);
      await admin.goto(`${server.url}/travelAgency`);
      await admin.getByTestId('orders-filter-status').locator('.ant-select-clear').click({ force: true });
      await admin.getByTestId('orders-search').click();
      await admin.getByTestId('review-list').locator('.ant-table-row').first().waitFor();
      await screenshot(admin, `agency-review-${lang}`);
    }
  });
});

describe("administrators' agency management", () => {
  it('recharges an agency from the agencies tab; the recharge shows in the records and the credit', async () => {
    await setLanguage(admin, 'cn');
    const balance = async () => {
      await agency.goto(`${server.url}/travelAgencyRecharge`);
      return fen(await agency.getByTestId('agency-balance').innerText());
    };
    const before = await balance();
    await admin.goto(`${server.url}/travelAgency`);
    await admin.getByRole('tab', { name: '旅行社', exact: true }).click();
    const rows = admin.getByTestId('agency-management').locator('.ant-table-row');
    await rows.first().waitFor();
    await admin.getByTestId('agency-recharge-open').click();
    await admin.getByTestId('recharge-agency').click();
    await admin.locator('.ant-select-dropdown .ant-select-item-option').first().click();
    await admin.getByTestId('recharge-amount').fill('123.45');
    await screenshot(admin, 'agency-admin-recharge-cn');
    await admin.getByTestId('recharge-ok').click();
    await expect.poll(() => message(admin)).toContain('充值成功');
    // The credit is an event-sourced account: its read model shows the recharge a moment later.
    await expect.poll(balance, { timeout: 10_000 }).toBe(before + 12345);
    await admin.getByRole('tab', { name: '充值记录' }).click();
    await expect
      .poll(() => admin.getByTestId('agency-management').locator('.ant-table-row').first().innerText())
      .toContain('123.45');
    await screenshot(admin, 'agency-admin-recharges-cn');
  });

  it('lists the agencies and the concession matching rules in cn, en and es', async () => {
    for (const lang of ['cn', 'en', 'es'] as const) {
      await setLanguage(admin, lang);
      await admin.goto(`${server.url}/travelAgency`);
      await admin.getByTestId('agency-management').locator('.ant-tabs-tab').nth(1).click();
      await admin.getByTestId('agency-management').locator('.ant-table-row').first().waitFor();
      await screenshot(admin, `agency-admin-agencies-${lang}`);
      await admin.goto(`${server.url}/ticketMatch`);
      const ruleRows = admin.locator('.ant-table-row');
      await expect.poll(() => ruleRows.count()).toBeGreaterThan(0);
      await screenshot(admin, `agency-admin-rules-${lang}`);
    }
  });
});
