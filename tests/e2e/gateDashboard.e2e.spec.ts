// The gate simulator against a real server, watched on the administrators' home (issue 13): signed
// passes from simulated devices move today's entries, the hourly flow and the arrival buckets live,
// without a reload. Screenshots in cn, en and es: tests/artifacts/screenshots/gateDashboard-*.png.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Simulation, startGateSimulator } from '../../scripts/gateSimulator.ts';
import { type LaunchedBrowser, launchBrowser, screenshot } from '../support/browser.ts';
import { signIn } from '../support/signIn.ts';
import { DEMO_PASSWORD, startTestServer, type TestServer } from '../support/testServer.ts';

let server: TestServer;
let browser: LaunchedBrowser;
let page: Page;
let simulation: Simulation | undefined;

const figure = (id: string) => page.getByTestId(`home-${id}`).getAttribute('data-value').then(Number);
const chartTotal = (key: string) =>
  page
    .getByTestId(`home-chart-${key}`)
    .getAttribute('data-total')
    .then((v) => Number(v ?? 0));

async function openHome(lang: string) {
  await page.evaluate((l) => localStorage.setItem('lang', l), lang);
  await page.goto(`${server.url}/index`);
  await page.getByTestId('home-todayEnterCount').waitFor();
}

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser({ viewport: { width: 1440, height: 1100 } });
  page = await browser.newPage();
  await signIn(page, server.url);
});

afterAll(async () => {
  await simulation?.stop();
  await browser?.close();
  await server?.close();
});

it('moves the home live while the simulator sends passes, in cn, en and es', async () => {
  await openHome('cn');
  const entries = await figure('todayEnterCount');
  const hourly = await chartTotal('hourly');
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

  simulation = await startGateSimulator({
    baseUrl: server.url,
    pool: server.running.ctx.pool,
    password: DEMO_PASSWORD,
    devices: 4,
    rate: 20,
  });
  await expect.poll(() => figure('todayEnterCount'), { timeout: 20_000 }).toBeGreaterThan(entries + 5);
  await expect.poll(() => chartTotal('hourly'), { timeout: 20_000 }).toBeGreaterThan(hourly + 5);
  // Still the same page: the numbers came over socket.io, not from a reload.
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  await simulation.stop();
  simulation = undefined;
  for (const lang of ['cn', 'en', 'es']) {
    await openHome(lang);
    await expect.poll(() => figure('todayEnterCount')).toBeGreaterThan(entries + 5);
    await page.locator('[data-testid="home-chart-hourly"] canvas').first().waitFor();
    await screenshot(page, `gateDashboard-${lang}`);
  }
});
