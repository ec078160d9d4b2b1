// A live screen asks again each time its socket joins the area's room (web/src/api/useAreaSocket.ts):
// a change pushed between the screen's first load and the join, or while it was offline, never
// reaches that socket. The seller's home opens with its socket held back; a sale is made and its
// push goes out meanwhile; once the socket is let through, the shift figures show the sale without
// a reload. (Seen red with the join's reload removed: the figures stayed at ¥0.00.)
// It also shows only the newest answer (web/src/api/newestAnswer.ts): an answer read before a change
// and arriving after the answer that shows it must not put the old figures back.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ok } from '../../domain/http/replies.ts';
import type { CurrentShift } from '../../domain/shifts/shift.schema.ts';
import { type SalesFixture, salesFixture } from '../api/sales/salesSupport.ts';
import { type LaunchedBrowser, launchBrowser, screenshot } from '../support/browser.ts';
import { signIn } from '../support/signIn.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';
import { shiftFigures } from './ticketWindowSupport.ts';

let server: TestServer;
let sales: SalesFixture;
let browser: LaunchedBrowser;
let page: Page;

beforeAll(async () => {
  server = await startTestServer();
  sales = await salesFixture(server, 'seller');
  browser = await launchBrowser();
  page = await browser.newPage();
  await signIn(page, server.url, 'seller');
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const current = () =>
  sales.call<Ok<CurrentShift>>('GET', `/sell/shift/current?scenicAreaID=${sales.areaId}`, {
    token: sales.token,
  });

/** The shift figures once the read model shows at least `fen` of cash: sell, then wait for it. */
async function sellAndWait(aboveFen: number): Promise<string[]> {
  expect((await sales.sell()).status).toBe(200);
  await expect.poll(async () => (await current()).body.data.expectedFen).toBeGreaterThan(aboveFen);
  const cash = `¥${((await current()).body.data.expectedFen / 100).toFixed(2)}`;
  return [cash, '¥0.00', '¥0.00', cash];
}

describe('a live screen whose socket joins late', () => {
  it('shows the change it was not told of, once its room is joined', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.routeWebSocket(/socket\.io/, async (ws) => {
      await held;
      ws.connectToServer();
    });
    await page.reload();
    await expect.poll(() => shiftFigures(page)).toEqual(['¥0.00', '¥0.00', '¥0.00', '¥0.00']);

    const sold = await sellAndWait(0);
    // The read model committed, so its push has gone out to a room this page is not in yet.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await shiftFigures(page)).toEqual(['¥0.00', '¥0.00', '¥0.00', '¥0.00']);

    release();
    await expect.poll(() => shiftFigures(page)).toEqual(sold);
    await screenshot(page, 'liveResync-seller-home');
    await page.unrouteAll();
  });

  it('keeps the newer figures when an older answer arrives after them', async () => {
    const before = (await current()).body.data.expectedFen;
    // The page's first ask is read at once and its answer held back; the asks after it go through.
    let deliver = async () => {};
    let firstAsk = true;
    await page.route(/\/api\/sell\/shift\/current/, async (route) => {
      if (!firstAsk) return route.continue();
      firstAsk = false;
      const answer = await route.fetch();
      deliver = () => route.fulfill({ response: answer }).catch(() => {}); // refused once aborted
    });
    await page.reload();
    const old = [`¥${(before / 100).toFixed(2)}`, '¥0.00', '¥0.00', `¥${(before / 100).toFixed(2)}`];
    await expect.poll(() => shiftFigures(page)).toEqual(old); // the ask made on joining the room

    const sold = await sellAndWait(before);
    await expect.poll(() => shiftFigures(page)).toEqual(sold); // the ask made on the sale's push
    await deliver(); // the first answer, read before the sale, arrives last
    await page.evaluate(() => new Promise((done) => setTimeout(done, 500)));
    expect(await shiftFigures(page)).toEqual(sold);
    await page.unrouteAll();
  });
});
