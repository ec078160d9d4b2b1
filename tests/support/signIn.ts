// Signing in through the back office's login page, for the browser tests against the real server.

import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from './testServer.ts';

/** Opens `<url>/login`, signs `account` in and waits for the back office (/index and its side menu). */
export async function signIn(page: Page, url: string, account = 'admin', password = DEMO_PASSWORD) {
  await page.goto(`${url}/login`);
  await page.getByTestId('login-account').fill(account);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL('**/index');
  await page.getByTestId('side-menu').waitFor();
}
