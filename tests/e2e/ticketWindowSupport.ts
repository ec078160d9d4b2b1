// What the ticket-window browser test sets up through the API and how it drives the sell screens.

import type { Locator, Page, Response } from 'playwright-core';
import { expect } from 'vitest';
import { DEFAULT_PRINT_FIELDS } from '../../domain/rules/printTemplate.schema.ts';
import type { PrintJob } from '../../domain/sales/printJob.schema.ts';
import type { SellOptions } from '../../domain/sales/sale.schema.ts';
import { apiClient } from '../api/support/apiClient.ts';
import { chooseOption } from '../support/antdSelect.ts';
import type { TestServer } from '../support/testServer.ts';

export interface WindowSetup {
  areaID: number;
  adult: number;
  child: number;
  template58: number;
}

/** The demo area, its adult and child ticket types, and a 58 mm window print template made here. */
export async function windowSetup(server: TestServer): Promise<WindowSetup> {
  const api = apiClient(server);
  const token = await api.login('admin');
  const areas = await api.call<{ data: [{ id: number; name: string }[], number] }>('GET', '/scenicArea', {
    token,
  });
  const areaID = areas.body.data[0].find((a) => a.name === '示范景区')?.id ?? areas.body.data[0][0]!.id;
  const small = (f: { visible: boolean; x: number; y: number; size: number }) => ({ ...f, size: 8 });
  const fields = Object.fromEntries(
    Object.entries(DEFAULT_PRINT_FIELDS).map(([key, f]) => [key, key === 'qrCode' ? f : small(f)]),
  );
  const template = await api.call<{ data: { id: number } }>('POST', '/printTemplate/add', {
    token,
    body: {
      templateName: '窗口门票 58mm',
      templatePath: '/print/window58',
      scenicAreaID: areaID,
      useSourceType: 'window',
      printType: 'DS',
      fields: { ...fields, qrCode: { visible: true, x: 9, y: 12, size: 40 } },
    },
  });
  expect(template.status).toBe(200);
  const options = await api.call<{ data: SellOptions }>('GET', `/sell/options?scenicAreaID=${areaID}`, {
    token,
  });
  expect(options.status).toBe(200);
  const typeId = (name: string) => options.body.data.ticketTypes.find((t) => t.ticketTypeName === name)!.id;
  return { areaID, adult: typeId('成人票'), child: typeId('儿童票'), template58: template.body.data.id };
}

/** Chooses a payment method on the sell screen. */
export async function chooseMethod(page: Page, method: string): Promise<void> {
  await page
    .getByTestId('sell-method')
    .locator('.ant-radio-button-wrapper')
    .filter({ has: page.locator(`input[value="${method}"]`) })
    .click();
}

/** Waits until the live quote shows `payable` (e.g. '¥110.00'). */
export async function quoted(page: Page, payable: string): Promise<void> {
  await expect.poll(() => page.getByTestId('quote-payable').innerText()).toBe(payable);
}

/** Clicks the print (or reprint) button and answers the print job the server sent. */
export async function printWith(page: Page, button: 'print-print' | 'print-reprint'): Promise<PrintJob> {
  const answered = page.waitForResponse((r: Response) => /\/api\/sell\/(re)?print$/.test(r.url()));
  await page.getByTestId(button).click();
  const response = await answered;
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: PrintJob }).data;
}

/** Picks the template named `name` in the print controls. */
export const chooseTemplate = (page: Page, name: string) =>
  chooseOption(page.getByTestId('print-template'), name);

export const setLanguage = (page: Page, lang: string) =>
  page.evaluate((l) => localStorage.setItem('lang', l), lang);

/** Waits until the print preview shows its tickets at 58 mm (96 px per inch), the modal zoomed in. */
export async function preview58(page: Page): Promise<void> {
  const face = page.getByTestId('print-preview').getByTestId('ticket-face').first();
  await page.getByTestId('print-preview').getByTestId('ticket-qr').first().waitFor();
  await expect.poll(async () => (await face.boundingBox())?.width).toBeCloseTo((58 * 96) / 25.4, 0);
}

/** The four figures above the shift summary: sale, refund, price difference, cash expected. */
export const shiftFigures = (page: Page) =>
  page.getByTestId('shift-summary').locator('.ant-row .ant-statistic-content-value').allInnerTexts();

/** Searches the refund review queue and waits for its answer to be shown. */
export async function searchReviews(page: Page): Promise<void> {
  const answered = page.waitForResponse((r) => r.url().includes('/api/sell/refundReview'));
  await page.getByTestId('review-search').click();
  await answered;
  await expect.poll(() => page.getByTestId('review-list').locator('.ant-spin-spinning').count()).toBe(0);
}

/**
 * Searches the refund review queue until `ticketNo` waits there (the queue is a read model: it
 * follows the commands a moment later). Each search is answered before the next and before the row
 * is used: an answer arriving later re-renders the table under the click.
 */
export async function awaitingReview(page: Page, ticketNo: string): Promise<Locator> {
  const approve = page.getByTestId(`review-approve-${ticketNo}`);
  await expect
    .poll(async () => {
      await searchReviews(page);
      return approve.count();
    })
    .toBe(1);
  return approve;
}

/** The review queue with every status shown. */
export async function reviewQueueAll(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/sell/refundReview`);
  await page.getByTestId('review-filter-status').locator('.ant-select-clear').click({ force: true });
  await searchReviews(page);
  await page.getByTestId('review-list').locator('.ant-table-row').first().waitFor();
}
