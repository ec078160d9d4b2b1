// Every time on the back office's screens is the scenic area's clock in the screen language's format
// (issue 30): with the demo history on and a browser in New York speaking US English, the ticket
// query, the refund review, the agency orders and the device status print no
// stored UTC instant (2026-11-29T03:13:38.253Z) and no US date or AM/PM, and today's sale shows at
// the area's hour. Screenshots: tests/artifacts/screenshots/localTimes-<screen>-<lang>.png.

import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page as Paged } from '../../domain/http/replies.ts';
import type { TicketRow } from '../../domain/sales/ticketQuery.schema.ts';
import { timeText } from '../../web/src/i18n/timeText.ts';
import { type GateFixture, gateFixture } from '../api/gates/gateSupport.ts';
import { type LaunchedBrowser, launchBrowser, screenshot } from '../support/browser.ts';
import { signIn } from '../support/signIn.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';
import { waitFor } from '../support/waitFor.ts';
import { setLanguage } from './ticketWindowSupport.ts';

const ISO = /\d{4}-\d\d-\d\dT\d\d:\d\d/;
const US_DATE = /\d{1,2}\/\d{1,2}\/\d{4}/;
const AM_PM = /\b(AM|PM)\b/;

let server: TestServer;
let f: GateFixture;
let browser: LaunchedBrowser;
let page: Page;
let agencyBrowser: LaunchedBrowser;
let agencyPage: Page;
let sale: TicketRow;
let areaZone: string;

beforeAll(async () => {
  server = await startTestServer({ DEMO_HISTORY: 'true' });
  f = await gateFixture(server);
  const [ticketNo] = await f.dayTickets(1);
  await f.devices.get('GATE-001')!.client.heartbeat();
  // A child ticket waiting in the refund review.
  await server.running.ctx.pool.query(
    `update ticket_types set advanced = advanced || '{"isRefundCheck": 1}' where id = $1`,
    [f.types.儿童票],
  );
  const child = (await f.sell({ lines: [{ ticketTypeID: f.types.儿童票 as number, count: 1 }] })).body.data;
  const review = {
    requestId: randomUUID(),
    scenicAreaID: f.areaId,
    orderNo: child.orderNo,
    ticketNos: child.ticketNos,
  };
  expect((await f.call('POST', '/sell/refund/review', { token: f.token, body: review })).status).toBe(200);
  sale = (await waitFor(async () => {
    const path = `/ticketQuery/tickets?ticketNo=${ticketNo}`;
    const res = await f.call<{ data: Paged<TicketRow>['data'] }>('GET', path, { token: f.adminToken });
    return res.body.data?.[0]?.[0];
  }, "today's sale in the ticket query")) as TicketRow;
  const { rows } = await server.running.ctx.pool.query('select time_zone from scenic_areas where id = $1', [
    f.areaId,
  ]);
  areaZone = rows[0].time_zone;
  browser = await launchBrowser({
    viewport: { width: 1600, height: 900 },
    locale: 'en-US',
    timezoneId: 'America/New_York',
  });
  page = await browser.newPage();
  await signIn(page, server.url);
  agencyBrowser = await launchBrowser({
    viewport: { width: 1600, height: 900 },
    locale: 'en-US',
    timezoneId: 'America/New_York',
  });
  agencyPage = await agencyBrowser.newPage();
  await signIn(agencyPage, server.url, 'agency');
});

afterAll(async () => {
  await browser?.close();
  await agencyBrowser?.close();
  await server?.close();
});

/** Opens `path` in `lang`, waits for `ready` to show rows, and answers the screen's text. */
async function screenText(
  lang: 'cn' | 'en',
  path: string,
  ready: string,
  name: string,
  { on = page, prepare }: { on?: Page; prepare?: () => Promise<void> } = {},
): Promise<string> {
  await setLanguage(on, lang);
  await on.goto(`${server.url}${path}`);
  await prepare?.();
  const page = on;
  const table = page.getByTestId(ready);
  await table.locator('.ant-table-row').first().waitFor();
  await expect.poll(() => table.locator('.ant-spin-spinning').count()).toBe(0);
  await screenshot(page, `localTimes-${name}-${lang}`);
  return page.locator('main, .ant-layout-content').first().innerText();
}

function noUtcNorUs(text: string): void {
  expect(text).not.toMatch(ISO);
  expect(text).not.toMatch(US_DATE);
  expect(text).not.toMatch(AM_PM);
}

describe('times on the screens', () => {
  for (const lang of ['cn', 'en'] as const) {
    it(`the ticket query shows today's sale at the area's hour (${lang})`, async () => {
      const text = await screenText(lang, '/sell/ticketQuery', 'ticket-query', 'ticketQuery');
      noUtcNorUs(text);
      expect(text).toContain(timeText(sale.soldAt, areaZone, lang));
      // The header's role follows the language too (the role's own name is data, shown in cn).
      const role = (await page.getByTestId('user-menu').innerText()).match(/\((.+)\)/)?.[1];
      if (lang === 'en') expect(role).toMatch(/^(Super administrator|Administrator|General user)$/);
    });

    it(`the refund review (${lang})`, async () => {
      const prepare = async () => {
        await page.getByTestId('review-filter-status').locator('.ant-select-clear').click({ force: true });
        await page.getByTestId('review-search').click();
      };
      noUtcNorUs(await screenText(lang, '/sell/refundReview', 'review-list', 'refundReview', { prepare }));
    });

    it(`the agency orders (${lang})`, async () => {
      noUtcNorUs(
        await screenText(
          lang,
          '/travelAgencyOrderManagement_travelAgency',
          'agency-order-list',
          'agencyOrders',
          {
            on: agencyPage,
          },
        ),
      );
    });

    it(`the device status (${lang})`, async () => {
      const text = await screenText(lang, '/deviceStatus', 'device-status-table', 'deviceStatus');
      noUtcNorUs(text);
      const { rows } = await server.running.ctx.pool.query(
        "select p.last_seen_at from device_presence p join devices d on d.id = p.device_id where d.device_no = 'GATE-001'",
      );
      expect(text).toContain(timeText(rows[0].last_seen_at.toISOString(), areaZone, lang));
    });
  }
});
