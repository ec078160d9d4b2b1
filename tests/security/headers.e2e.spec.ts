// Issue 8: the HTML pages of the three front ends carry the security headers, and under that
// Content-Security-Policy they still work in a real browser (no violation reported): the back office
// (sign-in, screens with images and a QR code), the visitor home with its API call, the signage
// clock, and the API documentation page.

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LaunchedBrowser, launchBrowser, screenshot } from '../support/browser.ts';
import { signIn } from '../support/signIn.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';
import { expectSecurityHeaders } from './securityHeaders.ts';

let server: TestServer;
let browser: LaunchedBrowser;
let page: Page;
const violations: string[] = [];

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser({ viewport: { width: 1440, height: 900 } });
  page = await browser.newPage();
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Opens `path`, checks the document's headers, and answers the page. */
async function open(path: string): Promise<Page> {
  const response = await page.goto(`${server.url}${path}`);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-type']).toMatch(/text\/html/);
  expectSecurityHeaders(new Headers(response?.headers()));
  return page;
}

describe('HTML pages under the security headers', () => {
  it('back office: signs in and shows screens without a policy violation', async () => {
    await open('/login');
    await signIn(page, server.url);
    await page.getByTestId('side-menu').getByText('基础设置').click();
    await page.getByTestId('side-menu').getByText('景区管理').click();
    await page.getByRole('table').first().waitFor();
    await page.goto(`${server.url}/printTemplate`);
    await page.getByRole('table').first().waitFor();
    await screenshot(page, 'security-csp-backoffice');
    expect(violations).toEqual([]);
  });

  it('visitor home loads its scenic area through the API', async () => {
    await open('/wx_index');
    await page.getByText('示范景区').first().waitFor();
    expect(violations).toEqual([]);
  });

  it('signage shows its ticking clock', async () => {
    await open('/signage');
    await expect.poll(() => page.getByTestId('signage-clock').innerText()).toMatch(/^\d{2}:\d{2}:\d{2}$/);
    expect(violations).toEqual([]);
  });

  it('the API documentation renders', async () => {
    await page.goto(`${server.url}/docs/`);
    await page.getByText('Scenic-area ticketing API').first().waitFor();
    await screenshot(page, 'security-csp-docs');
    expect(violations).toEqual([]);
  });

  it('refuses an inline script (and the check above would have seen it)', async () => {
    await open('/login');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.head.append(script);
    });
    await expect.poll(() => violations.length).toBe(1);
    expect(await page.evaluate(() => 'injected' in window)).toBe(false);
  });
});
