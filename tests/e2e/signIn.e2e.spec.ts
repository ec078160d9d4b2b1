// Signing in against the real server (spec 000 §2, §6, §8): administrator and seller in cn, en and
// es, each seeing only their menu; tabs opened and closed from the right-click menu; the password
// changed from the header and signing out. Screenshots of the login page and the shell per language.

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LaunchedBrowser, launchBrowser, screenshot } from '../support/browser.ts';
import { DEMO_PASSWORD, startTestServer, type TestServer } from '../support/testServer.ts';

type Lang = 'cn' | 'en' | 'es';
let server: TestServer;
let browser: LaunchedBrowser;
let page: Page;

const TEXT = {
  cn: {
    submit: '登录',
    settings: '设置',
    sales: '售票',
    basic: '基础设置',
    home: '首页',
    users: '用户管理',
    permissions: '权限设置',
    closeOthers: '关闭其他',
    closeAll: '关闭全部',
    logout: '退出登录',
    changePassword: '修改密码',
    changed: '密码修改成功',
    success: '登录成功，正在加载.....',
  },
  en: {
    submit: 'Log in',
    settings: 'Settings',
    sales: 'Sales',
    basic: 'Basic settings',
    home: 'Home',
    users: 'Users',
    permissions: 'Permissions',
    closeOthers: 'Close others',
    closeAll: 'Close all',
    logout: 'Log out',
    changePassword: 'Change password',
    changed: '',
    success: '',
  },
  es: {
    submit: 'Iniciar sesión',
    settings: 'Ajustes',
    sales: 'Ventas',
    basic: '',
    home: 'Inicio',
    users: 'Usuarios',
    permissions: 'Permisos',
    closeOthers: 'Cerrar las demás',
    closeAll: 'Cerrar todas',
    logout: 'Cerrar sesión',
    changePassword: 'Cambiar contraseña',
    changed: '',
    success: 'Inicio de sesión exitoso, cargando.....',
  },
} as const;

const groups = () => page.locator('[data-testid="side-menu"] .ant-menu-submenu-title').allInnerTexts();
const tabLabels = () => page.locator('.ant-tabs-tab').allInnerTexts();
const visibleDropdown = () => page.locator('.ant-dropdown:visible');

async function openLogin(lang: Lang): Promise<void> {
  await page.goto(`${server.url}/login`);
  // A clean start whatever a failed test left behind.
  await page.evaluate((l) => {
    localStorage.clear();
    localStorage.setItem('lang', l);
  }, lang);
  await page.goto(`${server.url}/login`);
  // antd puts a space between two CJK characters of a button.
  const label = async () => (await page.getByTestId('login-submit').innerText()).replace(/\s/g, '');
  await expect.poll(label).toBe(TEXT[lang].submit.replace(/\s/g, ''));
}

async function signIn(account: string, lang: Lang, password = DEMO_PASSWORD): Promise<void> {
  await openLogin(lang);
  await page.getByTestId('login-account').fill(account);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-password').press('Enter');
  await page.waitForURL('**/index');
  await page.getByTestId('side-menu').waitFor();
}

async function signOut(lang: Lang): Promise<void> {
  await page.getByTestId('user-menu').click();
  await visibleDropdown().getByText(TEXT[lang].logout).click();
  await page.waitForURL('**/login');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
}

async function openEntry(group: string, entry: string, path: string): Promise<void> {
  const menu = page.getByTestId('side-menu');
  const item = menu.locator(`li[data-menu-id$="-${path}"]`);
  if (!(await item.isVisible())) await menu.getByText(group, { exact: true }).click();
  await item.getByText(entry, { exact: true }).waitFor();
  // The submenu may still be unfolding (and below the fold of the sider): click until it opens.
  await expect
    .poll(async () => {
      await item.scrollIntoViewIfNeeded();
      await item.click();
      return new URL(page.url()).pathname;
    })
    .toBe(path);
}

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
  page = await browser.newPage();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe.each(['cn', 'en', 'es'] as const)('%s', (lang) => {
  const text = TEXT[lang];

  it('shows the login page', async () => {
    await openLogin(lang);
    await screenshot(page, `signIn-login-${lang}`);
  });

  it('signs the administrator in: settings and sales in the menu, tabs open and close', async () => {
    // The success message lasts 2 s: watch for it from before the submit, not after the shell loaded.
    const success = text.success ? page.locator('.ant-message').getByText(text.success).waitFor() : undefined;
    await signIn('admin', lang);
    await success;
    const shown = await groups();
    expect(shown).toContain(text.settings);
    expect(shown).toContain(text.sales);
    await openEntry(text.settings, text.users, '/user');
    await page.getByTestId('user-table').locator('.ant-table-row').first().waitFor();
    await openEntry(text.settings, text.permissions, '/permission');
    await expect.poll(tabLabels).toEqual([text.home, text.users, text.permissions]);
    await page.getByTestId('permission-table').locator('.ant-table-row').first().waitFor();
    await screenshot(page, `signIn-shell-admin-${lang}`);

    await page.getByTestId('tab-/user').click({ button: 'right' });
    await visibleDropdown().getByText(text.closeOthers).click();
    await expect.poll(tabLabels).toEqual([text.home, text.users]);
    await page.getByTestId('tab-/user').click({ button: 'right' });
    await visibleDropdown().getByText(text.closeAll).click();
    await expect.poll(tabLabels).toEqual([text.home]);
    await page.waitForURL('**/index');
    await signOut(lang);
  });

  it('signs the seller in: sales but no settings; the server refuses the settings screens too', async () => {
    await signIn('seller', lang);
    const shown = await groups();
    expect(shown).toContain(text.sales);
    expect(shown).not.toContain(text.settings);
    if (text.basic) expect(shown).not.toContain(text.basic);
    await screenshot(page, `signIn-shell-seller-${lang}`);
    await page.goto(`${server.url}/user`);
    await page.getByTestId('status-403').waitFor();
    const status = await page.evaluate(async () => {
      const res = await fetch('/api/user', {
        headers: { authorization: `Bearer ${localStorage.getItem('token')}` },
      });
      return res.status;
    });
    expect(status).toBe(403);
    await page.goto(`${server.url}/index`);
    await signOut(lang);
  });
});

describe('password change', () => {
  it('the seller changes the password from the header, signs out and back in with the new one', async () => {
    await signIn('seller', 'cn');
    await page.getByTestId('user-menu').click();
    await visibleDropdown().getByText(TEXT.cn.changePassword).click();
    const dialog = page.locator('.ant-modal:visible');
    await dialog.locator('#oldPassword').fill(DEMO_PASSWORD);
    await dialog.locator('#newPassword').fill('new-pass-9');
    await dialog.locator('#confirmPassword').fill('new-pass-9');
    await screenshot(page, 'signIn-change-password-cn');
    await dialog
      .getByRole('button', { name: '提 交' })
      .or(dialog.getByRole('button', { name: '提交' }))
      .click();
    await page.locator('.ant-message').getByText(TEXT.cn.changed).waitFor();
    await signOut('cn');

    await openLogin('cn');
    await page.getByTestId('login-account').fill('seller');
    await page.getByTestId('login-password').fill(DEMO_PASSWORD);
    await page.getByTestId('login-submit').click();
    await page.locator('.ant-message').getByText('账号或密码错误').waitFor();
    await signIn('seller', 'cn', 'new-pass-9');
    await signOut('cn');
  });
});
