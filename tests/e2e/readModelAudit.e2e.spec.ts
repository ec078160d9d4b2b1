// The read-model audit screen against the real server (dist/web must be built), in cn, en and es:
// a compare of a clean read model ends green, one after rows were changed behind the projection lists
// exactly those rows, and a larger one shows its progress bar while it runs. The features register no
// read model yet, so the server runs two test read models (the runner tests' stream counts).
// Screenshots: tests/artifacts/screenshots/readModelAudit-*.png.

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../api/support/apiClient.ts';
import { appendCounts } from '../projections/support/appendCounts.ts';
import { streamCountsProjection } from '../projections/support/streamCounts.ts';
import { type LaunchedBrowser, launchBrowser, screenshot } from '../support/browser.ts';
import { signIn } from '../support/signIn.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';
import { waitFor } from '../support/waitFor.ts';

let server: TestServer;
let browser: LaunchedBrowser;
let page: Page;

beforeAll(async () => {
  server = await startTestServer(
    {},
    {
      extraProjections: [
        streamCountsProjection({ family: 'visits' }),
        streamCountsProjection({ family: 'gates', slowMs: 1 }),
      ],
    },
  );
  const { store, projections } = server.running.ctx;
  await appendCounts(store, 6, 20, 'visits');
  await appendCounts(store, 4, 750, 'gates'); // 3000 events: long enough to see the progress bar
  await waitFor(
    () =>
      projections
        .status()
        .filter((s) => s.name.endsWith('_counts')) // this test's read models; the sales ones stay empty
        .every((s) => s.state === 'live' && s.processed > 0),
    'read models live',
    120_000,
  );
  browser = await launchBrowser({ viewport: { width: 1440, height: 900 } });
  page = await browser.newPage();
  await signIn(page, server.url);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function open(lang: 'cn' | 'en' | 'es') {
  await page.evaluate((l) => localStorage.setItem('lang', l), lang);
  await page.goto(`${server.url}/system/readModels`);
  await page.getByTestId('readModelAudit-page').waitFor();
  await page.getByTestId('readModelAudit-compare-visits_counts').waitFor();
}

const result = () => page.getByTestId('readModelAudit-result');

describe('read-model audit screen', () => {
  it('cn: is in the system menu, lists the read models, and a clean one compares equal', async () => {
    await open('cn');
    expect(await page.getByTestId('side-menu').innerText()).toContain('读模型核对');
    const table = await page.getByTestId('readModelAudit-table').innerText();
    expect(table).toContain('visits_counts');
    expect(table).toContain('gates_counts');
    expect(table).toContain('在线');
    await page.getByTestId('readModelAudit-compare-visits_counts').click();
    await page.getByTestId('readModelAudit-equal').waitFor();
    expect(await result().innerText()).toContain('一致：每张表的影子副本与在线读模型逐行相同');
    expect(await result().innerText()).toContain('共重放 120 条事件');
    await screenshot(page, 'readModelAudit-cn-equal');
  });

  it('en: rows changed behind the projection are listed, each copy beside the other', async () => {
    await sql(server, `update visits_counts set events = 99 where stream_id = 'visits-001'`);
    await sql(server, `delete from visits_counts where stream_id = 'visits-004'`);
    await open('en');
    await page.getByTestId('readModelAudit-compare-visits_counts').click();
    await page.getByTestId('readModelAudit-different').waitFor();
    expect(await result().innerText()).toContain('Different: tables that do not match: 1 of 1');
    const live = page.getByTestId('readModelAudit-live-visits_counts');
    const shadow = page.getByTestId('readModelAudit-shadow-visits_counts');
    // The table's column order; one row per side for visits-001, the cell that differs marked.
    expect(await live.locator('thead th').allInnerTexts()).toEqual(['stream_id', 'events', 'revision_sum']);
    expect(await live.locator('tbody tr.ant-table-row').allInnerTexts()).toEqual(['visits-001\t99\t190']);
    expect(await shadow.locator('tbody tr.ant-table-row').allInnerTexts()).toEqual([
      'visits-001\t20\t190',
      'visits-004\t20\t190',
    ]);
    expect(await live.locator('mark').allInnerTexts()).toEqual(['99']);
    expect(await shadow.locator('mark').allInnerTexts()).toEqual(['20']);
    const counts = await page.getByTestId('readModelAudit-tables').locator('tbody tr').first().innerText();
    expect(counts.split(/\s+/).filter(Boolean)).toEqual(['visits_counts', '5', '6', '1', '2']);
    await screenshot(page, 'readModelAudit-en-different');
  });

  it('es: a larger read model shows its progress while it runs, then its result', async () => {
    await open('es');
    await page.getByTestId('readModelAudit-compare-gates_counts').click();
    const progress = page.getByTestId('readModelAudit-progress');
    await progress.waitFor();
    // Past the first of the replay's three batches, before the end.
    await expect
      .poll(() => page.getByTestId('readModelAudit-progress-bar').innerText(), { timeout: 60_000 })
      .toMatch(/^[1-9]\d?%$/);
    expect(await progress.innerText()).toContain('Reconstruyendo una copia en la sombra');
    await screenshot(page, 'readModelAudit-es-progress');
    await page.getByTestId('readModelAudit-equal').waitFor({ timeout: 60_000 });
    expect(await result().innerText()).toContain('Iguales: cada tabla');

    await page.getByTestId('readModelAudit-show-visits_counts').click();
    await page.getByTestId('readModelAudit-different').waitFor();
    expect(await result().innerText()).toContain('Filas solo en el modelo en vivo');
    await screenshot(page, 'readModelAudit-es-different');
  });
});
