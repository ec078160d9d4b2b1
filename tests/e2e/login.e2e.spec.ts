// The login screen from the built back office (dist/web), no API: the guard's redirects, client-side
// validation in cn, en and es, switching languages with the dropdown (remembered under `lang`).

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LaunchedBrowser, launchBrowser, screenshot } from '../support/browser.ts';
import { type StaticServer, startStaticServer } from '../support/staticServer.ts';

let server: StaticServer;
let browser: LaunchedBrowser;
let page: Page;

const errors = () => page.locator('.ant-form-item-explain-error');

async function errorTexts(expected: number): Promise<string[]> {
  await expect.poll(() => errors().count(), { timeout: 5_000 }).toBe(expected);
  return errors().allInnerTexts();
}

async function chooseLanguage(label: string): Promise<void> {
  await page.getByTestId('language-select').click();
  await page.locator('.ant-select-item-option', { hasText: label }).click();
}

async function submitEmpty(): Promise<void> {
  await page.getByTestId('login-account').fill('');
  await page.getByTestId('login-password').fill('');
  await page.getByTestId('login-submit').click();
}

beforeAll(async () => {
  server = await startStaticServer();
  browser = await launchBrowser();
  page = await browser.newPage();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('login page', () => {
  it('sends a visitor without a token to /login from the root and from unknown paths', async () => {
    await page.goto(`${server.url}/`);
    await page.waitForURL('**/login');
    await page.goto(`${server.url}/no/such/page`);
    await page.waitForURL('**/login');
    await page.getByTestId('login-submit').waitFor();
  });

  it('cn (default): title, browser advice, empty account and password', async () => {
    await expect.poll(() => page.locator('h3').innerText()).toBe('景区票务管理系统');
    expect(await page.getByTestId('browser-advice').innerText()).toContain('IE11');
    await submitEmpty();
    expect(await errorTexts(2)).toEqual(['账号不能为空', '密码不能为空']);
    await page.getByTestId('login-account').fill('admin');
    expect(await errorTexts(1)).toEqual(['密码不能为空']);
    await screenshot(page, 'login-cn');
  });

  it('en: the dropdown switches the page and the shown messages, and is remembered', async () => {
    await chooseLanguage('English');
    expect(await errorTexts(1)).toEqual(['The password cannot be empty']);
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
    await page.reload();
    await expect.poll(() => page.getByTestId('login-submit').innerText()).toBe('Log in');
    await submitEmpty();
    expect(await errorTexts(2)).toEqual(['The account cannot be empty', 'The password cannot be empty']);
    expect(await page.getByTestId('browser-advice').innerText()).toBe(
      'Recommended browsers: IE11 or newer, Edge, Chrome, Opera',
    );
    await screenshot(page, 'login-en');
  });

  it('es: empty account and password in Spanish', async () => {
    await chooseLanguage('Español');
    await expect.poll(() => page.getByTestId('login-submit').innerText()).toBe('Iniciar sesión');
    expect(await errorTexts(2)).toEqual([
      'La cuenta no puede estar vacía',
      'La contraseña no puede estar vacía',
    ]);
    await page.getByTestId('login-password').fill('secret');
    await page.getByTestId('login-password').press('Enter');
    expect(await errorTexts(1)).toEqual(['La cuenta no puede estar vacía']);
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('es');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    await screenshot(page, 'login-es');
  });
});
