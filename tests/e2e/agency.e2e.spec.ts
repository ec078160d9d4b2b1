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
import { ORDER_SHEET, TOURIST_SHEET } from '../../domain/agencies/sheetLayout.ts';
import { localDateOf } from '../../domain/rules/ruleTime.ts';
import type { SellOptions } from '../../domain/sales/sale.schema.ts';
import { apiClient } from '../api/support/apiClient.ts';
import { chooseOption } from '../support/antdSelect.ts';
import { chooseFiles, type LaunchedBrowser, launchBrowser, screenshot } from '../support/browser.ts';
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
  await chooseFiles(page.getByTestId('upload-dragger'), file);
  await page.getByTestId('preview-dialog').locator('.ant-table-row').first().waitFor();
}

/**
 * Confirms the import once its preview has opened, and waits until Next is enabled; if it stays
 * disabled, the failure names what the preview shows (a problem of a row or of the order).
 */
async function confirmPreview(page: Page) {
  await settled(page, '.ant-modal');
  await page.getByTestId('preview-confirm').click();
  await expect
    .poll(async () =>
      (await page.getByTestId('wizard-next').isEnabled())
        ? 'enabled'
        : `${await page.getByTestId('preview-dialog').innerText()} ${await message(page).catch(() => '')}`,
    )
    .toBe('enabled');
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
    // The example play date is tomorrow in the scenic area (Asia/Shanghai), whatever UTC's date is.
    const tomorrow = localDateOf(Date.now() + 86_400_000, 'Asia/Shanghai');
    expect(book.worksheets[0]!.getRow(ORDER_SHEET.valueRow).getCell(1).value).toBe(tomorrow);
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
    await confirmPreview(agency);
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
    // The header asks again when the server pushes that the agency's read models committed the
    // submission: no reload.
    await expect
      .poll(async () => fen(await agency.getByTestId('agency-unhandled').innerText()))
      .toBe(order.amount);
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

  it('the header follows an approval and a recharge made elsewhere, without reloading', async () => {
    // The agency's page stays as it is: the pushes of the approval (above) and of this recharge bring
    // the figures.
    await expect.poll(async () => fen(await agency.getByTestId('agency-unhandled').innerText())).toBe(0);
    await expect
      .poll(async () => fen(await agency.getByTestId('agency-balance').innerText()))
      .toBe(order.balance! - order.amount!);
    const recharged = await apiClient(server).call('POST', '/travelAgency/recharge', {
      token: setup.adminToken,
      body: { requestId: crypto.randomUUID(), travelAgencyID: setup.agencyID, amount: 50_000 },
    });
    expect(recharged.status).toBe(200);
    await expect
      .poll(async () => fen(await agency.getByTestId('agency-balance').innerText()))
      .toBe(order.balance! - order.amount! + 50_000);
    order.balance! += 50_000;
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
  it('shows the wizard, the orders, a draft opened again and the review queue', async () => {
    let lastDraft: string | null = null;
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
      await confirmPreview(agency);
      await agency.getByTestId('wizard-next').click();
      await agency.getByTestId('wizard-step-3').waitFor();
      await screenshot(agency, `agency-step3-${lang}`);
      await agency.getByTestId('order-save').click();
      await agency.waitForURL('**/travelAgencyOrderManagement_travelAgency');
      // The draft just saved heads the list (newest first); it opens again in the wizard.
      const first = agency.getByTestId('agency-order-list').locator('.ant-table-row').first();
      const newDraft = async () => {
        const no = (await first.locator('td').first().innerText()).trim();
        const draft = (await first.locator('[data-order-status]').getAttribute('data-order-status')) === '0';
        return draft && no !== lastDraft ? no : null;
      };
      await expect.poll(newDraft).not.toBeNull();
      lastDraft = await newDraft();
      await screenshot(agency, `agency-orders-${lang}`);
      await agency.getByTestId(`draft-edit-${lastDraft}`).click();
      await agency.getByTestId('editing-draft').waitFor();
      await expect.poll(() => agency.getByTestId('tourist-table').innerText()).toContain('Leo');
      await screenshot(agency, `agency-draft-${lang}`);
      await admin.goto(`${server.url}/travelAgency`);
      await admin.getByTestId('orders-filter-status').locator('.ant-select-clear').click({ force: true });
      await admin.getByTestId('orders-search').click();
      await admin.getByTestId('review-list').locator('.ant-table-row').first().waitFor();
      await screenshot(admin, `agency-review-${lang}`);
    }
  });
});

describe('a saved draft opens again in the wizard', () => {
  const orderCount = async () =>
    (
      await apiClient(server).call<{ data: [unknown[], number] }>('GET', '/travelAgency/orders?pageItems=1', {
        token: setup.adminToken,
      })
    ).body.data[1];

  it('at step 3 with its order and tourists; edited and submitted, it is the same order', async () => {
    await setLanguage(agency, 'cn');
    const ordersBefore = await orderCount();
    const unhandledBefore = fen(await agency.getByTestId('agency-unhandled').innerText());
    await agency.goto(`${server.url}/travelAgencyOrderManagement_travelAgency?status=0`);
    const first = agency.getByTestId('agency-order-list').locator('.ant-table-row').first();
    await first.waitFor();
    const orderNo = (await first.locator('td').first().innerText()).trim();
    await agency.getByTestId(`draft-edit-${orderNo}`).click();
    await agency.waitForURL(`**/index?draft=${orderNo}`);
    await agency.getByTestId('wizard-step-3').waitFor();
    expect(await agency.getByTestId('editing-draft').innerText()).toContain(orderNo);
    // Where it was left: the sheet's order information and both tourists, their match words kept.
    expect(await agency.getByTestId('order-info').locator('input[id=guideName]').inputValue()).toBe('李导游');
    await expect.poll(() => agency.getByTestId('tourist-table').innerText()).toContain('Ana');
    expect(await agency.getByTestId('tourist-table').innerText()).toContain('Leo');
    await screenshot(agency, 'agency-draft-cn');
    // The team area is free text; the region picker offers full names as it is typed.
    const region = agency.locator('[data-testid=order-region] input, input[data-testid=order-region]');
    await region.fill('江岸');
    const suggestion = agency.locator('.ant-select-dropdown:visible .ant-select-item-option', {
      hasText: '湖北省 / 武汉市 / 江岸区',
    });
    await suggestion.waitFor();
    await screenshot(agency, 'agency-region-suggestions-cn');
    await suggestion.click();
    await expect.poll(() => region.inputValue()).toBe('湖北省武汉市江岸区');
    const leo = idNumber('110101', '20190101', '004');
    await agency.getByTestId(`tourist-delete-${leo}`).click();
    await agency.locator('.ant-popconfirm .ant-btn-primary').click();
    await expect.poll(() => agency.getByTestId('tourist-table').innerText()).not.toContain('Leo');
    const amount = fen(await agency.getByTestId('order-amount').innerText());
    expect(amount).toBe((await ticketPrices()).get('成人票'));
    await agency.getByTestId('order-submit').click();
    await agency.getByTestId('submit-confirm-ok').click();
    await agency.waitForURL('**/travelAgencyOrderManagement_travelAgency?status=1');
    await expect.poll(() => message(agency)).toContain('提交审核成功！');
    const submitted = agency
      .getByTestId('agency-order-list')
      .locator('.ant-table-row', { has: agency.getByText(orderNo, { exact: true }) });
    await expect.poll(() => submitted.locator('[data-order-status]').innerText()).toBe('待审核');
    // The draft was submitted, not copied: as many orders as before, one tourist on it.
    expect(await orderCount()).toBe(ordersBefore);
    expect(await submitted.locator('td').nth(4).innerText()).toBe('1');
    await expect
      .poll(async () => fen(await agency.getByTestId('agency-unhandled').innerText()))
      .toBe(unhandledBefore + amount);
    const saved = await apiClient(server).call<{ data: { baseInfo: { region: string } } }>(
      'GET',
      `/travelAgency/orders/${orderNo}`,
      { token: setup.adminToken },
    );
    expect(saved.body.data.baseInfo.region).toBe('湖北省武汉市江岸区');
    await screenshot(agency, 'agency-draft-submitted-cn');
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

  it("the agency-users tab lists only the chosen agency's users; one added there is bound to it", async () => {
    const api = apiClient(server);
    const call = async <T>(path: string, body: unknown) => {
      const res = await api.call<{ data: T }>('POST', path, { token: setup.adminToken, body });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data;
    };
    const second = await call<{ id: number }>('/travelAgency/add', {
      scenicAreaID: setup.areaID,
      name: '第二旅行社',
      isEnable: true,
    });
    const password = 'agency-pass-2';
    await call('/user/add', {
      account: 'guide2',
      name: '二社计调',
      password,
      confirmPassword: password,
      scenicAreaID: setup.areaID,
      useType: 10,
      travelAgencyID: second.id,
    });
    await setLanguage(admin, 'cn');
    await admin.goto(`${server.url}/travelAgency`);
    await admin.getByRole('tab', { name: '旅行社用户' }).click();
    const accounts = () =>
      admin
        .getByTestId('user-table')
        .locator('.ant-table-row')
        .evaluateAll((rows) => rows.map((r) => r.querySelector('td')?.textContent ?? ''));
    // The first agency (the demo one) is chosen: its user only, never staff or the other agency's.
    await expect.poll(accounts).toEqual(['agency']);
    await screenshot(admin, 'agency-admin-users-cn');
    await admin.getByTestId('agency-users-agency').click();
    await admin
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '第二旅行社' })
      .click();
    await expect.poll(accounts).toEqual(['guide2']);
    await admin.getByTestId('user-add').click();
    const modal = admin.locator('.ant-modal:visible');
    await modal.getByTestId('user-account').fill('guide3');
    await modal.getByTestId('user-name').fill('二社导游');
    await modal.getByTestId('user-password').fill(password);
    await modal.getByTestId('user-confirm-password').fill(password);
    // Bound to the chosen agency already.
    expect(await modal.innerText()).toContain('第二旅行社');
    await screenshot(admin, 'agency-admin-user-form-cn');
    await modal.getByRole('button', { name: /保\s*存/ }).click();
    await expect.poll(() => message(admin)).toContain('添加成功');
    await expect.poll(accounts).toEqual(['guide2', 'guide3']);
    const bound = await api.call<{ data: [{ account: string }[], number] }>(
      'GET',
      `/user?travelAgencyID=${second.id}`,
      { token: setup.adminToken },
    );
    expect(bound.body.data[0].map((u) => u.account)).toEqual(['guide2', 'guide3']);
    for (const lang of ['en', 'es'] as const) {
      await setLanguage(admin, lang);
      await admin.goto(`${server.url}/travelAgency`);
      await admin.getByTestId('agency-management').locator('.ant-tabs-tab').nth(3).click();
      await expect.poll(accounts).toEqual(['agency']);
      await screenshot(admin, `agency-admin-users-${lang}`);
    }
  });

  it('staff order for an agency through its three steps; the order is the agency’s, awaiting review', async () => {
    await setLanguage(admin, 'cn');
    await admin.goto(`${server.url}/travelAgency`);
    await admin.getByRole('tab', { name: '代旅行社下单' }).click();
    await admin.getByTestId('order-for-agency-agency').click();
    await admin
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '示范旅行社' })
      .click();
    await admin.getByTestId('wizard-step-1').waitFor();
    const downloaded = admin.waitForEvent('download');
    await admin.getByTestId('template-download').click();
    await (await downloaded).saveAs(join(dir, 'staff-template.xlsx'));
    await fillTemplate(join(dir, 'staff-template.xlsx'), join(dir, 'staff.xlsx'), today, [
      { name: '王五', id: idNumber('110101', '19850505', '006'), mobile: '13800138006' },
    ]);
    await admin.getByTestId('wizard-next').click();
    await upload(admin, join(dir, 'staff.xlsx'));
    await confirmPreview(admin);
    await admin.getByTestId('wizard-next').click();
    await admin.getByTestId('wizard-step-3').waitFor();
    await screenshot(admin, 'agency-staff-order-cn');
    await admin.getByTestId('order-submit').click();
    await admin.getByTestId('submit-confirm-ok').click();
    const saved = admin.getByTestId('order-for-agency-saved');
    await expect.poll(() => saved.innerText()).toContain('待审核');
    const orderNo = /TA\w+/.exec(await saved.innerText())![0];
    // The wizard starts again for the next order.
    await admin.getByTestId('wizard-step-1').waitFor();
    await screenshot(admin, 'agency-staff-order-saved-cn');
    const row = async () =>
      (
        await apiClient(server).call<{
          data: [{ travelAgencyID: number; orderStatus: number; createdBy: string }[], number];
        }>('GET', `/travelAgency/orders?orderNo=${orderNo}`, { token: setup.adminToken })
      ).body.data[0][0];
    await expect
      .poll(row)
      .toMatchObject({ travelAgencyID: setup.agencyID, orderStatus: 1, createdBy: 'admin' });
    // The agency finds it among its orders awaiting review.
    await agency.goto(`${server.url}/travelAgencyOrderManagement_travelAgency?status=1`);
    await expect.poll(() => agency.getByTestId('agency-order-list').innerText()).toContain(orderNo);
    for (const lang of ['en', 'es'] as const) {
      await setLanguage(admin, lang);
      await admin.goto(`${server.url}/travelAgency`);
      await admin.getByTestId('agency-management').locator('.ant-tabs-tab').nth(2).click();
      await admin.getByTestId('order-for-agency-agency').click();
      await admin.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
      await admin.getByTestId('wizard-step-1').waitFor();
      await screenshot(admin, `agency-staff-order-${lang}`);
    }
  });

  it("a matching rule's regions are chosen in the region picker, by search and in the tree", async () => {
    await setLanguage(admin, 'cn');
    await admin.goto(`${server.url}/ticketMatch`);
    const row = admin.locator('.ant-table-row', { hasText: '儿童优惠' });
    await row.getByRole('button', { name: /编\s*辑/ }).click();
    const modal = admin.locator('.ant-modal:visible');
    const picker = modal.getByTestId('rule-regions');
    const dropdown = admin.locator('.ant-cascader-dropdown:visible');
    await picker.click();
    await picker.locator('input').fill('武汉');
    await dropdown.locator('.ant-cascader-menu-item', { hasText: '湖北省 / 武汉市 · 420100' }).waitFor();
    await screenshot(admin, 'agency-rule-regions-search-cn');
    await dropdown.locator('.ant-cascader-menu-item', { hasText: '湖北省 / 武汉市 · 420100' }).click();
    await picker.locator('input').fill('');
    await dropdown.locator('.ant-cascader-menu-item[title="北京市"] .ant-cascader-checkbox').click();
    await screenshot(admin, 'agency-rule-regions-tree-cn');
    // Closed by a click beside it (Escape would close the dialog too).
    await modal.locator('.ant-modal-title').click();
    await expect.poll(() => dropdown.count()).toBe(0);
    await expect.poll(() => picker.innerText()).toMatch(/武汉市[\s\S]*北京市|北京市[\s\S]*武汉市/);
    await modal.getByRole('button', { name: /保\s*存/ }).click();
    await expect.poll(() => message(admin)).toContain('修改成功');
    const rules = await apiClient(server).call<{ data: [{ name: string; regionCodes: string[] }[], number] }>(
      'GET',
      `/ticketMatch?name=${encodeURIComponent('儿童优惠')}`,
      { token: setup.adminToken },
    );
    expect(rules.body.data[0][0]!.regionCodes.sort()).toEqual(['110000', '420100']);
    await expect.poll(() => row.innerText()).toContain('湖北省武汉市');
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
      // The rule form's region picker, searched by code.
      await admin.getByTestId('ticketMatch-add').click();
      const picker = admin.locator('.ant-modal:visible').getByTestId('rule-regions');
      await picker.click();
      await picker.locator('input').fill('4201');
      await admin.locator('.ant-cascader-dropdown:visible .ant-cascader-menu-item').first().waitFor();
      await screenshot(admin, `agency-admin-rule-regions-${lang}`);
      await admin.keyboard.press('Escape');
    }
  });
});
