// The report screens against the real server (dist/web must be built), after business facts made
// through the real API (tests/e2e/reportsSupport.ts): each report of the menu opens in cn, en and es
// with its title and columns in that language, is filtered (its rows change), exported (the job's
// file downloaded and read with exceljs: the same figures as the screen's table), and the financial
// statements show their sections, per day and per month, and the reconciliation. Screenshots:
// tests/artifacts/screenshots/reports-*.png (every report in cn, a few in en and es).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuItems } from '../../domain/auth/menu.ts';
import { isReportKey, type ReportKey } from '../../domain/reports/reportCatalog.ts';
import { codeLabel } from '../../domain/reports/reportLabels.ts';
import { localDateOf } from '../../domain/rules/ruleTime.ts';
import { reportsCn } from '../../web/src/reports/reports.cn.ts';
import { reportsEn } from '../../web/src/reports/reports.en.ts';
import { reportsEs } from '../../web/src/reports/reports.es.ts';
import { chooseOption } from '../support/antdSelect.ts';
import { type LaunchedBrowser, launchBrowser, screenshot } from '../support/browser.ts';
import { signIn } from '../support/signIn.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';
import { gridDifferences, screenGrid, sheetRows } from './reportGrid.ts';
import { reportFacts } from './reportsSupport.ts';

const LANGS = ['cn', 'en', 'es'] as const;
type Lang = (typeof LANGS)[number];
const TEXTS = { cn: reportsCn, en: reportsEn, es: reportsEs };
const method = (code: string, lang: Lang) => codeLabel('paymentMethod', code, lang);

/** The reports of the menu with their paths; the financial statements have a test of their own. */
const REPORTS = menuItems()
  .filter((m) => isReportKey(m.key) && !m.hidden && m.key !== 'financeStatements')
  .map((m) => [m.key as ReportKey, m.path] as const);
/** Screenshots in en and es too. */
const SHOWN_IN_ALL = new Set<string>(['orderReport', 'entryExitReport', 'dataCenter']);

let server: TestServer;
let browser: LaunchedBrowser;
let page: Page;
let downloads: string;

beforeAll(async () => {
  server = await startTestServer();
  await reportFacts(server);
  downloads = mkdtempSync(join(tmpdir(), 'report-exports-'));
  // The browser's clock twelve hours behind UTC, the demo area's (Asia/Shanghai) eight ahead: their
  // dates differ twenty hours a day, and the first range must still end on the area's today.
  browser = await launchBrowser({ viewport: { width: 1440, height: 900 }, timezoneId: 'Etc/GMT+12' });
  page = await browser.newPage();
  await signIn(page, server.url);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (downloads) rmSync(downloads, { recursive: true, force: true });
});

async function open(lang: Lang, path: string) {
  await page.evaluate((l) => localStorage.setItem('lang', l), lang);
  await page.goto(`${server.url}${path}`);
  await page.getByTestId('side-menu').waitFor();
}

const settled = (section: Locator) =>
  expect.poll(() => section.getAttribute('data-loading'), { timeout: 20_000 }).toBe('false');

/** Searches again until the section shows rows (the read models trail the commands by a batch). */
async function rowsShown(section: Locator) {
  await expect
    .poll(
      async () => {
        await page.getByTestId('report-search').click();
        await settled(section);
        return section.locator('tbody tr.ant-table-row').count();
      },
      { timeout: 20_000, interval: 500 },
    )
    .toBeGreaterThan(0);
}

/** Exports the section's report, downloads the file and compares it with the table on the screen. */
async function exportMatches(section: Locator, testId: string, name: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    section.getByTestId(`${testId}-export-button`).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const file = join(downloads, `${name}.xlsx`);
  await download.saveAs(file);
  await section.getByTestId(`${testId}-export-done`).waitFor();
  expect(gridDifferences(await screenGrid(section), await sheetRows(file))).toEqual([]);
}

const yuanOf = (text: string) => Number(text.replace(/[¥,]/g, ''));

/** Clicks a money column's header until the server sorts the rows by it, largest first. */
async function sortsDescending(section: Locator, header: string) {
  const th = section.locator('thead th', { hasText: header });
  await th.click();
  await expect.poll(() => th.getAttribute('aria-sort')).toBe('ascending');
  await th.click();
  await expect.poll(() => th.getAttribute('aria-sort')).toBe('descending');
  await settled(section);
  const grid = await screenGrid(section);
  const column = grid.header.indexOf(header);
  const values = grid.rows.map((r) => yuanOf(r[column] ?? ''));
  expect(values.length).toBeGreaterThan(1);
  expect(values).toEqual([...values].sort((a, b) => b - a));
}

/** A filter each report takes that changes what the facts show. */
async function applyFilter(lang: Lang) {
  const filters = page.getByTestId('report-filters');
  const select = (name: string) => filters.getByTestId(`report-filter-${name}`);
  const texts = TEXTS[lang].filters;
  if (await select('paymentMethod').count()) {
    await chooseOption(select('paymentMethod'), method('wechat', lang));
  } else if (await select('ticketTypeID').count()) {
    await chooseOption(select('ticketTypeID'), '儿童票');
  } else if (await select('direction').count()) {
    await chooseOption(select('direction'), texts.out);
  } else if (await select('sellerID').count()) {
    await chooseOption(select('sellerID'), texts.noSeller);
  } else {
    await page.getByTestId('report-filter-range').first().click();
    await page.locator('.ant-picker-presets li', { hasText: TEXTS[lang].ranges.yesterday }).click();
  }
  await page.getByTestId('report-search').click();
}

describe.each(REPORTS)('the %s screen', (key, path) => {
  it('opens in cn, en and es, filters, and exports what it shows', async () => {
    for (const lang of LANGS) {
      await open(lang, path);
      const pageCard = page.getByTestId(`report-page-${key}`);
      const section = page.getByTestId(`report-${key}`);
      await expect
        .poll(() => pageCard.locator('.ant-card-head-title').first().innerText())
        .toBe(TEXTS[lang].titles[key]);
      const rangeEnd = page.getByTestId('report-filters').locator('.ant-picker-range input').nth(1);
      expect(await rangeEnd.inputValue()).toBe(localDateOf(Date.now(), 'Asia/Shanghai'));
      await rowsShown(section);
      const before = await screenGrid(section);
      expect(before.totals[0]).toBe(TEXTS[lang].table.totals);
      expect(before.header.every((h) => Object.values(TEXTS[lang].columns).includes(h))).toBe(true);
      if (lang === 'cn' || SHOWN_IN_ALL.has(key)) {
        await section.locator('[data-echart] canvas').first().waitFor();
        await screenshot(page, `reports-${key}-${lang}`);
      }
      await exportMatches(section, `report-${key}`, `${key}-${lang}`);
      if (key === 'orderReport') {
        // Sorted by the server, and the export follows the sort.
        await sortsDescending(section, TEXTS[lang].columns.actualAmount!);
        await exportMatches(section, `report-${key}`, `${key}-sorted-${lang}`);
      }

      await applyFilter(lang);
      await expect
        .poll(async () => JSON.stringify(await screenGrid(section)))
        .not.toBe(JSON.stringify(before));
      await settled(section);
    }
  });
});

describe('the financial statements', () => {
  const sections = ['statement', 'source', 'paymentMethod', 'seller'].map(
    (s) => `report-financeStatements-${s}`,
  );

  it('show the income per day and per month, by source, payment method and seller, and the reconciliation', async () => {
    for (const lang of LANGS) {
      await open(lang, '/financeStatements');
      const texts = TEXTS[lang];
      const statement = page.getByTestId(sections[0]!);
      await rowsShown(statement);
      for (const id of sections) await settled(page.getByTestId(id));
      const reconciliation = page.getByTestId('report-reconciliation');
      await settled(reconciliation);
      expect(await reconciliation.locator('.ant-card-head-title').innerText()).toBe(
        texts.finance.reconciliation,
      );
      await reconciliation.getByTestId('reconciliation-differences').waitFor();
      const byMethod = await screenGrid(page.getByTestId(sections[2]!));
      expect(byMethod.rows.map((r) => r[0])).toEqual(
        expect.arrayContaining([method('cash', lang), method('wechat', lang)]),
      );
      await statement.locator('[data-echart] canvas').first().waitFor();
      await screenshot(page, `reports-financeStatements-${lang}`);

      await statement.getByTestId(`${sections[0]}-groupBy`).getByText(texts.finance.month).click();
      await expect.poll(async () => (await screenGrid(statement)).header[0]).toBe(texts.columns.month);
      await settled(statement);
      const month = await screenGrid(statement);
      expect(month.rows.every((r) => /^\d{4}-\d{2}$/.test(r[0] ?? ''))).toBe(true);
      await exportMatches(statement, sections[0]!, `financeStatements-month-${lang}`);
      await exportMatches(reconciliation, 'report-reconciliation', `reconciliation-${lang}`);

      await chooseOption(page.getByTestId('report-filter-paymentMethod'), method('wechat', lang));
      await page.getByTestId('report-search').click();
      await expect
        .poll(async () => JSON.stringify(await screenGrid(statement)))
        .not.toBe(JSON.stringify(month));
      await settled(statement);
      const methods = (await screenGrid(page.getByTestId(sections[2]!))).rows.map((r) => r[0]);
      expect(methods).toEqual([method('wechat', lang)]);
    }
  });

  it("refuses a span over a year in the form, with the server's message", async () => {
    await open('en', '/financeStatements');
    await page.getByTestId('report-filter-range').first().click();
    const inputs = page.locator('.ant-picker-range input');
    await inputs.nth(0).fill('2024-01-01');
    await inputs.nth(1).fill('2025-06-30');
    await inputs.nth(1).press('Enter');
    await page.getByTestId('report-search').click();
    await page.getByText('A report cannot span more than one year').waitFor();
    await screenshot(page, 'reports-span-too-long-en');
  });
});
