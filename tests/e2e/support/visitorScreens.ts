// Screenshots of every visitor page at 390×844 in cn, en and es, against the real server (fresh
// Postgres database with the demo data, tests/support/testServer.ts). Visitor calls the server
// does not answer yet (an error, or an empty list) get the fixtures of visitorFixtures.ts; set
// VISITOR_SCREENS_FIXTURES=always to use them even then, =never to see only the server's answers.
//
//   npx vite build --config visitor/vite.config.ts && npx tsx tests/e2e/support/visitorScreens.ts [page …]
//
// PNGs (the 390×844 viewport) land in tests/artifacts/screenshots/visitor-<page>-<lang>.png.

import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { launchBrowser, SCREENSHOT_DIR } from '../../support/browser.ts';
import { DIST_DIR } from '../../support/staticServer.ts';
import { startTestServer } from '../../support/testServer.ts';
import { fixtureFor, imageSvg, ORDER_PAID, ORDER_PENDING, ORDER_TIMED } from './visitorFixtures.ts';

const LANGS = ['cn', 'en', 'es'] as const;
type Lang = (typeof LANGS)[number];
const MODE = process.env.VISITOR_SCREENS_FIXTURES ?? 'fallback';

interface Shot {
  name: string;
  path: string;
  /** What shows once the page is ready. */
  ready: (page: Page) => Promise<unknown>;
  /** Optional steps after it is ready (open a popup, press submit). */
  act?: (page: Page) => Promise<unknown>;
}

const byTestId = (id: string) => (page: Page) => page.getByTestId(id).first().waitFor({ timeout: 10_000 });
/** Calls whose fixtures the shots name by id (ticket types 101, 201, 301; slots of 101): fixtures first. */
const FIXTURE_FIRST = /^\/api\/(ticketType|appointmentConfig)(\/|$)/;

export const SHOTS: Shot[] = [
  { name: 'ticketIndex', path: '/wx_ticketIndex', ready: byTestId('scenic-area-name') },
  { name: 'ticketList', path: '/wx_ticketList', ready: byTestId('ticket-101') },
  {
    name: 'ticketList-chosen',
    path: '/wx_ticketList',
    ready: byTestId('ticket-101'),
    act: async (page) => {
      await page.getByTestId('ticket-101').locator('.adm-stepper-plus').click();
      await page.getByTestId('ticket-102').locator('.adm-stepper-plus').click();
      await page.getByTestId('ticket-102').locator('.adm-stepper-plus').click();
    },
  },
  {
    name: 'ticketList-timed',
    path: '/wx_ticketList',
    ready: byTestId('ticket-101'),
    act: async (page) => {
      await page.locator('.adm-tabs-tab').nth(1).click();
      await page.getByTestId('ticket-201').waitFor();
    },
  },
  {
    name: 'ticketList-notice',
    path: '/wx_ticketList',
    ready: byTestId('ticket-101'),
    act: async (page) => {
      await page.getByTestId('ticket-101').getByRole('button').first().click();
      await page.waitForTimeout(400);
    },
  },
  { name: 'ticketGroup', path: '/wx_ticketGroup', ready: byTestId('ticket-301') },
  {
    name: 'ticketOrder',
    path: `/wx_ticketOrder?total=16000&numlist=2&ticketArray=${encodeURIComponent('[{"ticketTypeID":101,"ticketCount":2}]')}`,
    ready: byTestId('name'),
  },
  {
    name: 'ticketOrder-check',
    path: `/wx_ticketOrder?total=16000&numlist=2&ticketArray=${encodeURIComponent('[{"ticketTypeID":101,"ticketCount":2}]')}`,
    ready: byTestId('name'),
    act: async (page) => {
      await page.getByTestId('name').locator('input').fill('张三');
      await page.getByTestId('mobile').locator('input').fill('13812345678');
      await page.getByTestId('id-card').locator('input').fill('110105194912310021');
      await page.getByTestId('submit').click();
      await page.locator('.adm-toast-main').waitFor();
    },
  },
  {
    name: 'ticketOrder-slots',
    path: `/wx_ticketOrder?total=16000&numlist=2&ticketArray=${encodeURIComponent('[{"ticketTypeID":101,"ticketCount":2}]')}`,
    ready: byTestId('slot'),
    act: async (page) => {
      await page.getByTestId('slot').click();
      await page.waitForTimeout(400);
    },
  },
  {
    name: 'ticketOrder-timed',
    path: `/wx_ticketOrder?total=3000&numlist=1&ticketArray=${encodeURIComponent('[{"ticketTypeID":201,"ticketCount":1}]')}`,
    ready: byTestId('name'),
  },
  {
    name: 'ticketOrderGroup',
    path: '/wx_ticketOrderGroup?total=3000&numlist=1&ticketArray=301',
    ready: byTestId('unit'),
  },
  { name: 'sandboxPay', path: `/wx_sandboxPay?order=${ORDER_PENDING}`, ready: byTestId('sandbox-pay') },
  { name: 'ticketOrderlist', path: '/wx_ticketOrderlist', ready: byTestId(`order-${ORDER_PAID}`) },
  {
    name: 'ticketOrderTicket',
    path: `/wx_ticketOrderTicket?order=${ORDER_PAID}&total=16000`,
    ready: byTestId('ticket-T2605100001'),
    act: (page) => page.getByTestId('ticket-T2605100001').locator('.adm-checkbox').click(),
  },
  { name: 'ticketOrderQR', path: `/wx_ticketOrderQR?order=${ORDER_PAID}`, ready: byTestId('qr') },
  {
    name: 'ticketOrderQR-timed',
    path: `/wx_ticketOrderQR?order=${ORDER_TIMED}`,
    ready: byTestId('pay-difference'),
  },
  { name: 'ticketTicket', path: '/wx_ticketTicket?subTicketID=S2605100001', ready: byTestId('zone-1') },
  { name: 'ticketUser', path: '/wx_ticketUser', ready: byTestId('nickname') },
  { name: 'mn-ticketList', path: '/mn_ticketIndex', ready: byTestId('ticket-101') },
];

function isEmptyAnswer(body: unknown): boolean {
  const data = (body as { data?: unknown })?.data;
  return Array.isArray(data) && (data.length === 0 || (Array.isArray(data[0]) && data[0].length === 0));
}

/** Real answers where the server has them; fixtures where it answers an error or nothing. */
async function routeVisitorCalls(context: BrowserContext): Promise<void> {
  await context.route('**/api/**', async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    if (url.pathname === '/api/image') {
      await route.fulfill({
        contentType: 'image/svg+xml',
        body: imageSvg(url.searchParams.get('url') ?? ''),
      });
      return;
    }
    const fixture = fixtureFor(request.method(), url);
    if (fixture === undefined || MODE === 'never') {
      await route.continue();
      return;
    }
    if (MODE !== 'always' && !FIXTURE_FIRST.test(url.pathname)) {
      const response = await route.fetch().catch(() => null);
      if (response?.ok()) {
        const body: unknown = await response.json().catch(() => null);
        if (body !== null && !isEmptyAnswer(body)) {
          await route.fulfill({ response });
          return;
        }
      }
    }
    await route.fulfill({ contentType: 'application/json', body: JSON.stringify(fixture) });
  });
}

/** What the phone shows (390×844, fixed bars where they stand), as visitor-<name>-<lang>.png. */
async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), animations: 'disabled' });
}

async function shoot(url: string, lang: Lang, shots: Shot[]): Promise<string[]> {
  const browser = await launchBrowser({ mobile: true, locale: lang === 'cn' ? 'zh-CN' : lang });
  const problems: string[] = [];
  try {
    await browser.context.addInitScript((l) => localStorage.setItem('lang', l), lang);
    await routeVisitorCalls(browser.context);
    const page = await browser.newPage();
    page.on('pageerror', (error) => problems.push(`${lang}: page error ${error.message}`));
    for (const shot of shots) {
      try {
        await page.goto(`${url}${shot.path}`);
        await shot.ready(page);
        await shot.act?.(page);
        await page.waitForTimeout(300);
        await screenshot(page, `visitor-${shot.name}-${lang}`);
      } catch (error) {
        problems.push(`${lang} ${shot.name}: ${String(error).split('\n')[0]}`);
        await screenshot(page, `visitor-${shot.name}-${lang}-FAILED`).catch(() => undefined);
      }
    }
  } finally {
    await browser.close();
  }
  return problems;
}

async function main(): Promise<void> {
  if (!existsSync(join(DIST_DIR, 'visitor', 'index.html'))) {
    throw new Error('dist/visitor is missing: run `npx vite build --config visitor/vite.config.ts` first');
  }
  const only = process.argv.slice(2);
  const shots = only.length ? SHOTS.filter((s) => only.some((o) => s.name.startsWith(o))) : SHOTS;
  const server = await startTestServer();
  try {
    const problems: string[] = [];
    for (const lang of LANGS) problems.push(...(await shoot(server.url, lang, shots)));
    console.log(
      `${shots.length * LANGS.length} screenshots in tests/artifacts/screenshots (fixtures: ${MODE})`,
    );
    if (problems.length) {
      console.log(problems.join('\n'));
      process.exitCode = 1;
    }
  } finally {
    await server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
