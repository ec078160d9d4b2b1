// Issue 8 findings 12, 13 and 15 in a real browser against the real server: a negative ticket price
// is refused with the field's message (not turned into 0), a price above the display price warns; a
// device picks its print template from the list and is warned about an IP address and port another
// device has; the user form says "required" once under the confirmation and keeps Save on a 900 px
// screen, and its list says 用户类型 like the form.

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseOption, selectHolding } from '../support/antdSelect.ts';
import { type LaunchedBrowser, launchBrowser, screenshot } from '../support/browser.ts';
import { signIn } from '../support/signIn.ts';
import { DEMO_PASSWORD, startTestServer, type TestServer } from '../support/testServer.ts';

let server: TestServer;
let browser: LaunchedBrowser;
let page: Page;
const modal = () => page.getByRole('dialog');

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

/** A call as the demo super administrator. */
async function asAdmin(path: string, body: object): Promise<Record<string, unknown>> {
  const post = (p: string, b: object, token?: string) =>
    fetch(`${server.url}/api${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(b),
    }).then((r) => r.json() as Promise<Record<string, unknown>>);
  const { token } = await post('/login', { account: 'admin', password: DEMO_PASSWORD, userType: 'CLIENT' });
  return post(path, body, token as string);
}

describe('ticket type prices', () => {
  it('refuses −5 with the field’s message and warns when the price is above the display price', async () => {
    await page.goto(`${server.url}/ticketType`);
    await page.getByTestId('tt-add').click();
    await modal().locator('#ticketDisplayPrice').fill('10');
    await modal().locator('#ticketPrice').fill('-5');
    await modal().locator('#ticketTypeName').click(); // blur: an InputNumber with a min would clamp here
    await modal().getByText('不能小于 0').waitFor();
    expect(await modal().locator('#ticketPrice').inputValue()).toBe('-5.00'); // kept, not clamped to 0
    await screenshot(page, 'form-ticket-price-negative');

    await modal().locator('#ticketPrice').fill('20');
    await modal().getByText('销售价格高于展示价格，请确认').waitFor();
    expect(await modal().locator('.ant-form-item-has-warning #ticketPrice').count()).toBe(1);
    await screenshot(page, 'form-ticket-price-above-display');
    await modal()
      .getByRole('button', { name: /取\s*消/ })
      .click();
  });
});

describe('device form', () => {
  it('picks the print template from the list and warns about a taken IP address and port', async () => {
    const zones = await fetch(`${server.url}/api/zone?pageItems=1`, {
      headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` },
    }).then((r) => r.json() as Promise<{ data: [{ id: number; scenicAreaID: number }[]] }>);
    const zone = zones.data[0][0]!;
    await asAdmin('/device/add', {
      deviceNo: 'TAKEN-1',
      name: '占用地址闸机',
      scenicAreaID: zone.scenicAreaID,
      zoneID: zone.id,
      moduleType: 0,
      deviceIP: '10.9.8.7',
      webPort: 80,
      ucOpenDoorType: 1,
      ucCommuTyp: 0,
      uc485Id: 1,
      printTicketCount: 0,
    });

    await page.goto(`${server.url}/device`);
    await page.getByTestId('device-add').click();
    await chooseOption(selectHolding(modal(), 'printTemplateID'), '窗口门票 80mm');
    await modal().locator('#deviceIP').fill('10.9.8.7');
    await modal().getByText('设备“占用地址闸机”已使用此 IP 地址和端口').waitFor();
    await screenshot(page, 'form-device-same-address');
    await modal().locator('#webPort').fill('81');
    await expect.poll(() => modal().getByText('已使用此 IP 地址和端口').count()).toBe(0);
    await modal()
      .getByRole('button', { name: /取\s*消/ })
      .click();
  });
});

describe('user form', () => {
  it('says “required” once under the confirmation and keeps Save on a 900 px screen', async () => {
    await page.goto(`${server.url}/user`);
    const header = await page.getByTestId('user-table').locator('thead').innerText();
    expect(header).toContain('用户类型');
    expect(header).not.toContain('类别');
    await page.getByTestId('user-add').click();
    await modal().getByTestId('user-password').fill('pass-1234');
    const save = modal().getByRole('button', { name: /保\s*存/ });
    await save.click();
    const confirmErrors = modal()
      .locator('.ant-form-item', { has: page.getByTestId('user-confirm-password') })
      .locator('.ant-form-item-explain-error');
    await expect.poll(() => confirmErrors.allInnerTexts()).toEqual(['不能为空']);
    const box = await save.boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(900);
    await screenshot(page, 'form-user-900');
  });
});
