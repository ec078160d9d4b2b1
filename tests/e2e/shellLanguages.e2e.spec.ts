// Issue 8 findings 14 and 16, at 1440 × 900 in English and Spanish against the real server: lists of
// values are joined the language's way, menu labels are read whole (wide enough, or on hover), the
// ticket type list's columns stay clear of its fixed actions column, and the tab bar stays at most
// MAX_TABS tabs however many screens are opened.

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_TABS } from '../../web/src/shell/tabsModel.ts';
import { type LaunchedBrowser, launchBrowser, screenshot } from '../support/browser.ts';
import { signIn } from '../support/signIn.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

let server: TestServer;
let browser: LaunchedBrowser;
let page: Page;

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

async function inLanguage(lang: 'en' | 'es', path: string) {
  await page.evaluate((l) => localStorage.setItem('lang', l), lang);
  await page.goto(`${server.url}${path}`);
  await page.getByTestId('side-menu').waitFor();
}

const menu = () => page.getByTestId('side-menu');

/** Menu labels whose text is cut off and carry no title to read it by. */
const hiddenLabels = () =>
  menu()
    .locator('.ant-menu-title-content > span')
    .evaluateAll((spans) =>
      spans
        .filter((s) => {
          const box = s.parentElement!;
          return box.scrollWidth > box.clientWidth + 1 && s.getAttribute('title') !== s.textContent;
        })
        .map((s) => s.textContent),
    );

/** Group titles that do not fit (these must be read without hovering). */
const cutGroups = () =>
  menu()
    .locator('.ant-menu-submenu-title .ant-menu-title-content')
    .evaluateAll((boxes) => boxes.filter((b) => b.scrollWidth > b.clientWidth + 1).map((b) => b.textContent));

describe.each([
  ['en', 'Sale platforms', 'Delete', 'Ticket management'],
  ['es', 'Plataformas de venta', 'Eliminar', 'Configuración básica'],
] as const)('in %s at 1440 px', (lang, platformsTitle, deleteLabel, group) => {
  it('joins sale platforms with commas and keeps every column clear of the actions column', async () => {
    await inLanguage(lang, '/ticketType');
    const list = page.getByTestId('ticket-type-list');
    await list.locator('tbody tr.ant-table-row').first().waitFor();
    const headers = await list.locator('thead th').allInnerTexts();
    const platformColumn = headers.findIndex((h) => h.replace(/\s+/g, ' ').includes(platformsTitle));
    expect(platformColumn).toBeGreaterThan(0);
    const platforms = list.locator('tbody tr.ant-table-row').first().locator('td').nth(platformColumn);
    await platforms.waitFor();
    expect(await platforms.innerText()).toMatch(/\S, \S/);
    expect(await list.innerText()).not.toContain('、');

    const actions = list
      .locator('tbody tr.ant-table-row')
      .first()
      .locator('td.ant-table-cell-fix-end')
      .first();
    const [actionsBox, platformsBox, deleteBox, tableBox] = await Promise.all([
      actions.boundingBox(),
      platforms.boundingBox(),
      actions.locator('button').last().boundingBox(),
      list.locator('.ant-table-container').boundingBox(),
    ]);
    expect(await actions.locator('button').last().innerText()).toBe(deleteLabel);
    expect(platformsBox!.x + platformsBox!.width).toBeLessThanOrEqual(actionsBox!.x + 1);
    expect(deleteBox!.x + deleteBox!.width).toBeLessThanOrEqual(tableBox!.x + tableBox!.width);
    await screenshot(page, `ticketTypes-list-1440-${lang}`);
  });

  it('shows every menu label whole, or whole on hover', async () => {
    for (const title of await menu().locator('.ant-menu-submenu-title').all()) await title.click();
    await menu().getByText(group).waitFor();
    expect(await cutGroups()).toEqual([]);
    expect(await hiddenLabels()).toEqual([]);
    await screenshot(page, `menu-1440-${lang}`);
  });
});

describe('the tab bar', () => {
  it(`keeps at most ${MAX_TABS} tabs after opening every menu entry`, async () => {
    await inLanguage('en', '/index');
    for (const title of await menu().locator('.ant-menu-submenu-title').all()) {
      if ((await title.getAttribute('aria-expanded')) !== 'true') await title.click();
    }
    const entries = await menu().locator('.ant-menu-sub .ant-menu-item').all();
    expect(entries.length).toBeGreaterThan(MAX_TABS);
    for (const entry of entries) await entry.click();
    const tabs = page.locator('.ant-tabs-tab');
    await expect.poll(() => tabs.count()).toBe(MAX_TABS);
    expect(await tabs.first().innerText()).toBe('Home');
    // The last screen opened is the active tab, and it is in view.
    const active = page.locator('.ant-tabs-tab-active');
    expect(await active.innerText()).toBe(await entries.at(-1)!.innerText());
    expect(await active.isVisible()).toBe(true);
    await screenshot(page, 'tabs-limit-1440-en');
  });
});
