// The visitor home against the real server: the phone page shows the scenic area it was linked to.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LaunchedBrowser, launchBrowser, screenshot } from '../support/browser.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

let server: TestServer;
let phone: LaunchedBrowser;

beforeAll(async () => {
  server = await startTestServer();
  phone = await launchBrowser({ mobile: true });
});

afterAll(async () => {
  await phone?.close();
  await server?.close();
});

describe('visitor home', () => {
  it('shows the demo scenic area in cn and en', async () => {
    const page = await phone.newPage();
    await page.goto(`${server.url}/wx_index`);
    const name = page.getByTestId('scenic-area-name');
    await name.waitFor();
    expect(await name.innerText()).toBe('示范景区');
    await screenshot(page, 'visitor-home-cn');
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByTestId('scenic-area-name').waitFor();
    await screenshot(page, 'visitor-home-en');
  });
});
