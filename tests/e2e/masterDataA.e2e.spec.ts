// Master data through the screens, against the real server (dist/web must be built): sign in, create
// a scenic area, an attraction, a gate device (and import two from a generated .xlsx, after a bad
// file's per-row report), a pass schedule and an appointment period, and find them listed after a
// reload. Screenshots go to tests/artifacts/screenshots/masterData-*.png.

import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseOption, selectHolding } from '../support/antdSelect.ts';
import { chooseFiles, type LaunchedBrowser, launchBrowser, screenshot } from '../support/browser.ts';
import { signIn } from '../support/signIn.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

let server: TestServer;
let browser: LaunchedBrowser;
let page: Page;

const AREA = '湖光景区';
const ZONE = '湖心岛';

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
  page = await browser.newPage();
  await signIn(page, server.url);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const modal = () => page.locator('.ant-modal-wrap:visible');
const table = (entity: string) => page.getByTestId(`${entity}-table`);

async function open(path: string, entity: string): Promise<void> {
  await page.goto(`${server.url}${path}`);
  await page.getByTestId(`${entity}-page`).waitFor();
}

/** Picks an option of the antd Select that holds the input `#id` inside `scope`. */
async function typeTime(scope: Locator, id: string, value: string): Promise<void> {
  const input = scope.locator(`#${id}`);
  await input.click();
  await input.fill(value);
  await input.press('Enter');
}

async function clearTime(scope: Locator, id: string): Promise<void> {
  const picker = scope.locator('.ant-picker').filter({ has: page.locator(`#${id}`) });
  await picker.hover();
  await picker.locator('.ant-picker-clear').click();
}

async function save(entity: string): Promise<void> {
  await modal().locator('.ant-modal-footer .ant-btn-primary').click();
  await modal().waitFor({ state: 'hidden' });
  await table(entity).waitFor();
}

/** Reloads the page and waits until the table lists `text`. */
async function listedAfterReload(entity: string, text: string): Promise<void> {
  await page.reload();
  await table(entity).getByText(text, { exact: true }).first().waitFor();
}

async function deviceFile(rows: (string | number)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('设备');
  sheet.addRow([
    '设备编号',
    '设备名称',
    '所属景区',
    '所属景点',
    '设备类型',
    'IP 地址',
    'Web 端口',
    '开门方式',
    '485 通讯类型',
    '485 地址',
    '打印模板编号',
    '打印张数',
    '门模式',
    '方向',
  ]);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const deviceRow = (no: string, ip: string, direction: string) => [
  no,
  `岛上闸机${no}`,
  AREA,
  ZONE,
  '智能闸机',
  ip,
  80,
  '闸机板',
  0,
  3,
  '',
  0,
  '正常',
  direction,
];

async function upload(name: string, file: Buffer): Promise<void> {
  await chooseFiles(page, { name, mimeType: 'application/octet-stream', buffer: file });
}

describe('master data screens', () => {
  it('creates a scenic area, checking the length limit with the server message', async () => {
    await open('/scenicArea', 'scenicArea');
    await page.getByTestId('scenicArea-add').click();
    await modal().locator('#name').fill('名'.repeat(17));
    await modal().getByText('长度不能超过 16 个字符').waitFor();
    await modal().locator('#name').fill(AREA);
    await modal().locator('#remark').fill('湖边');
    await screenshot(page, 'masterData-scenicArea-form');
    await save('scenicArea');
    await listedAfterReload('scenicArea', AREA);
    const row = table('scenicArea').locator('tr', { hasText: AREA });
    await row.getByText('Asia/Shanghai', { exact: true }).waitFor();
    await table('scenicArea').getByRole('columnheader', { name: '时区' }).waitFor();
    await screenshot(page, 'masterData-scenicArea-list');
  });

  it('creates an attraction in that area', async () => {
    await open('/zone', 'zone');
    await page.getByTestId('zone-add').click();
    await chooseOption(selectHolding(modal(), 'scenicAreaID'), AREA);
    await modal().locator('#name').fill(ZONE);
    await modal().locator('#LimitCount').fill('500');
    await save('zone');
    await listedAfterReload('zone', ZONE);
    await screenshot(page, 'masterData-zone-list');
  });

  it('creates a gate device, reports a bad import by row and imports two devices', async () => {
    await open('/device', 'device');
    await page.getByTestId('device-add').click();
    await modal().locator('#deviceNo').fill('LAKE-001');
    await modal().locator('#name').fill('湖心岛入口');
    await chooseOption(selectHolding(modal(), 'scenicAreaID'), AREA);
    await expect
      .poll(() =>
        modal()
          .locator('.ant-select', { has: page.locator('#zoneID') })
          .innerText(),
      )
      .toContain(ZONE);
    await modal().locator('#deviceIP').fill('10.8.0.300');
    await modal().locator('#uc485Id').fill('1');
    await modal().getByText('IP 地址格式不正确').waitFor();
    await modal().locator('#deviceIP').fill('10.8.0.30');
    await screenshot(page, 'masterData-device-form');
    await save('device');
    await table('device').getByText('LAKE-001', { exact: true }).waitFor();

    await upload(
      'bad.xlsx',
      await deviceFile([
        deviceRow('LAKE-101', '10.8.0.101', '进'),
        deviceRow('LAKE-102', '10.8.0.999', '出'),
      ]),
    );
    const report = page.getByTestId('device-import-report');
    await report.getByText('IP 地址格式不正确').waitFor();
    expect(await report.locator('tbody tr').first().innerText()).toContain('3');
    await screenshot(page, 'masterData-device-import-report');
    await page.locator('.ant-modal-wrap:visible .ant-modal-close').click();

    await upload(
      'good.xlsx',
      await deviceFile([
        deviceRow('LAKE-101', '10.8.0.101', '进'),
        deviceRow('LAKE-102', '10.8.0.102', '出'),
      ]),
    );
    await page.locator('.ant-message').getByText('导入成功：新增 2 台，更新 0 台').waitFor();
    await listedAfterReload('device', 'LAKE-102');
    for (const no of ['LAKE-001', 'LAKE-101']) await table('device').getByText(no, { exact: true }).waitFor();
    const [exported] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('device-export').click(),
    ]);
    expect(exported.suggestedFilename()).toBe('devices.xlsx');
    await screenshot(page, 'masterData-device-list');
  });

  it('creates a pass schedule with two Monday periods and a holiday period', async () => {
    await open('/passSchedule', 'passSchedule');
    await page.getByTestId('passSchedule-add').click();
    await chooseOption(selectHolding(modal(), 'scenicAreaID'), AREA);
    await modal().locator('#name').fill('湖光日常');
    await typeTime(modal(), 'periods_mon_0_start', '08:00');
    await typeTime(modal(), 'periods_mon_0_end', '12:00');
    await typeTime(modal(), 'periods_mon_2_start', '13:00');
    await typeTime(modal(), 'periods_mon_2_end', '17:30');
    await modal().locator('.ant-modal-footer .ant-btn-primary').click();
    await modal().getByText('请先填写前面的时段').waitFor();
    await screenshot(page, 'masterData-passSchedule-form');
    await clearTime(modal(), 'periods_mon_2_start');
    await clearTime(modal(), 'periods_mon_2_end');
    await typeTime(modal(), 'periods_mon_1_start', '13:00');
    await typeTime(modal(), 'periods_mon_1_end', '17:30');
    await typeTime(modal(), 'periods_holiday_0_start', '07:00');
    await typeTime(modal(), 'periods_holiday_0_end', '19:00');
    await save('passSchedule');
    await listedAfterReload('passSchedule', '湖光日常');
    await table('passSchedule').getByText('13:00–17:30').waitFor();
    await screenshot(page, 'masterData-passSchedule-list');
  });

  it('creates an appointment period, refusing an end before its start', async () => {
    await open('/appointmentConfig', 'appointmentConfig');
    await page.getByTestId('appointmentConfig-add').click();
    await chooseOption(selectHolding(modal(), 'scenicAreaID'), AREA);
    await modal().locator('#appointmentConfigName').fill('湖光上午场');
    await typeTime(modal(), 'startPeriod', '09:00');
    await typeTime(modal(), 'endPeriod', '08:30');
    await modal().getByText('结束时间不能早于开始时间').waitFor();
    await typeTime(modal(), 'endPeriod', '11:30');
    await modal().locator('#limitCount').fill('120');
    await save('appointmentConfig');
    await listedAfterReload('appointmentConfig', '湖光上午场');
    await table('appointmentConfig').getByText('11:30').waitFor();
    await screenshot(page, 'masterData-appointmentConfig-list');
  });

  it('shows the other master-data screens in English', async () => {
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await open('/holiday', 'holiday');
    await table('holiday').getByText('国庆节').waitFor();
    await screenshot(page, 'masterData-holiday-list-en');
    await open('/verificationCategory', 'verificationCategory');
    await table('verificationCategory').getByText('Face').waitFor();
    await screenshot(page, 'masterData-verificationCategory-list-en');
    await page.evaluate(() => localStorage.setItem('lang', 'cn'));
  });
});
