// The back-office shell from dist/web with a session placed in local storage (the login itself is
// covered by login.e2e and, against the real server, shell.e2e): side menu from the flags, tabs and
// their right-click menu, 403/404, language switch, the agency's home tab, logout.

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LaunchedBrowser, launchBrowser, screenshot } from '../support/browser.ts';
import { type StaticServer, startStaticServer } from '../support/staticServer.ts';

let server: StaticServer;
let browser: LaunchedBrowser;
let page: Page;

const admin = {
  id: 1,
  account: 'admin',
  name: '张管理',
  role: {
    type: 0,
    name: '',
    category: 1,
    authority: { passDevice: 1, zone: 1, user: 1, permission: 1, sysConfig: 1 },
  },
  scenicArea: { id: 1, name: '示范景区' },
  zone: null,
  options: { openOnlineRefund: 0, useType: 0 },
};
const agency = { ...admin, account: 'agency', name: 'Happy Travel', options: { useType: 10 } };

async function signInAs(user: object, lang = 'cn'): Promise<void> {
  await page.goto(`${server.url}/login`);
  await page.evaluate(
    ([u, l]) => {
      localStorage.setItem('token', 'test-token');
      localStorage.setItem('user', u as string);
      localStorage.setItem('lang', l as string);
    },
    [JSON.stringify(user), lang],
  );
  await page.goto(`${server.url}/index`);
  await page.getByTestId('side-menu').waitFor();
}

const tabLabels = () => page.locator('.ant-tabs-tab').allInnerTexts();
const menuText = () => page.getByTestId('side-menu').innerText();

beforeAll(async () => {
  server = await startStaticServer();
  browser = await launchBrowser();
  page = await browser.newPage();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('back-office shell', () => {
  it('builds the side menu from the role flags only', async () => {
    await signInAs(admin);
    const text = await menuText();
    for (const label of ['基础设置', '票务管理', '系统', '设置', '个人中心', '售票'])
      expect(text).toContain(label);
    for (const label of ['报表', '旅行社', '股东']) expect(text).not.toContain(label);
    expect(await tabLabels()).toEqual(['首页']);
  });

  it('opens a tab per menu entry and shows coming soon until the screen lands', async () => {
    await page.getByTestId('side-menu').getByText('票务管理').click();
    await page.getByTestId('side-menu').getByText('通行设备').click();
    await page.waitForURL('**/passDevice');
    await page.getByTestId('coming-soon').getByText('“通行设备”即将上线，敬请期待。').waitFor();
    await page.getByTestId('side-menu').getByText('基础设置').click();
    await page.getByTestId('side-menu').getByText('景点管理').click();
    await page.waitForURL('**/zone');
    await page.getByTestId('side-menu').getByText('个人中心').click();
    await page.getByTestId('personal-centre').getByText('示范景区').waitFor();
    expect(await tabLabels()).toEqual(['首页', '通行设备', '景点管理', '个人中心']);
    await screenshot(page, 'shell-cn');
  });

  /** Right-clicks a tab and picks an entry once the menu has finished opening. */
  async function tabMenu(tabKey: string, entry: string) {
    await page.getByTestId(`tab-${tabKey}`).click({ button: 'right' });
    const item = page.getByRole('menuitem', { name: entry });
    await item.waitFor();
    await expect
      .poll(() => page.locator('.ant-dropdown[class*="-enter"], .ant-dropdown[class*="-appear"]').count())
      .toBe(0);
    await item.click();
  }

  it('closes tabs from the right-click menu; home stays', async () => {
    await tabMenu('/zone', '关闭其他');
    await expect.poll(tabLabels).toEqual(['首页', '景点管理']);
    expect(new URL(page.url()).pathname).toBe('/zone');
    await tabMenu('/zone', '关闭全部');
    await expect.poll(tabLabels).toEqual(['首页']);
    await page.waitForURL('**/index');
  });

  it('answers unknown paths with 404 and forbidden screens with 403', async () => {
    await page.goto(`${server.url}/no/such/page`);
    await page.getByTestId('status-404').waitFor();
    await page.goto(`${server.url}/report/order`);
    await page.getByTestId('status-403').waitFor();
  });

  it('switches the whole shell to en and es', async () => {
    await page.goto(`${server.url}/passDevice`);
    await page.getByTestId('language-select').click();
    await page.locator('.ant-select-item-option', { hasText: 'English' }).click();
    await expect.poll(tabLabels).toEqual(['Home', 'Pass devices']);
    expect(await menuText()).toContain('Basic settings');
    await screenshot(page, 'shell-en');
    await page.getByTestId('language-select').click();
    await page.locator('.ant-select-item-option', { hasText: 'Español' }).click();
    await expect.poll(tabLabels).toEqual(['Inicio', 'Dispositivos de paso']);
    await page.getByTestId('coming-soon').getByText('Próximamente').waitFor();
  });

  it('labels the home tab "order import" for travel agencies and shows only their menu', async () => {
    await signInAs(agency, 'cn');
    expect(await tabLabels()).toEqual(['订单导入']);
    const text = await menuText();
    expect(text).toContain('旅行社');
    expect(text).not.toContain('票务管理');
    await screenshot(page, 'shell-agency-cn');
  });

  it('logs out to /login and forgets the session', async () => {
    await page.getByTestId('user-menu').click();
    await page.locator('.ant-dropdown:visible').getByText('退出登录').click();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.goto(`${server.url}/index`);
    await page.waitForURL('**/login');
  });
});
