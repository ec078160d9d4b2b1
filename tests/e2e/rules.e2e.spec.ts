// Rules through their screens, against the real server (dist/web must be built): a billing rule
// (the overlap message under the period, the calculator's breakdown), a price-difference rule (a
// negative stage refused), a discount (the calculator picks the best one), and a print template
// whose live preview and browser print show a QR code. Screenshots: tests/artifacts/screenshots/rules-*.png.

import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseOption, selectHolding } from '../support/antdSelect.ts';
import { type LaunchedBrowser, launchBrowser, screenshot } from '../support/browser.ts';
import { signIn } from '../support/signIn.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';
import { modalForm } from './support/modalForm.ts';

let server: TestServer;
let browser: LaunchedBrowser;
let page: Page;

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser({ viewport: { width: 1440, height: 900 } });
  page = await browser.newPage();
  // Printing is recorded, not sent to a printer: the print container stays for the screenshot.
  await page.addInitScript(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await signIn(page, server.url);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const { modal, field, errorsOf } = modalForm(() => page);

async function openAdd(path: string, entity: string): Promise<void> {
  await page.goto(`${server.url}${path}`);
  await page.getByTestId(`${entity}-page`).waitFor();
  await page.getByTestId(`${entity}-add`).click();
  await modal().waitFor();
}

async function saveAndFind(entity: string, text: string): Promise<void> {
  await modal().locator('.ant-modal-footer .ant-btn-primary').click();
  await modal().waitFor({ state: 'hidden' });
  await page.reload();
  await page.getByTestId(`${entity}-table`).getByText(text, { exact: true }).first().waitFor();
}

async function calculate(testId: string): Promise<Locator> {
  await page.getByTestId(`${testId}-run`).click();
  const result = page.getByTestId(`${testId}-result`);
  await result.waitFor();
  return result;
}

describe('rule screens', () => {
  it('billing rule: an overlapping period is refused under the period; the calculator itemises a stay', async () => {
    await openAdd('/billingRule', 'billingRule');
    await field('calcRuleName').fill('湖上游船');
    await field('periods_0_start').fill('08:00');
    await field('periods_0_end').fill('18:00');
    await field('periods_0_unitPrice').fill('4');
    await page.getByTestId('periods-add').click();
    await field('periods_1_start').fill('17:00');
    await field('periods_1_end').fill('22:00');
    await field('periods_1_unitPrice').fill('2');
    await expect.poll(() => errorsOf('periods_1_start').allInnerTexts()).toEqual(['时段不能重叠']);
    await screenshot(page, 'rules-billing-overlap');

    await field('periods_1_start').fill('18:00');
    await expect.poll(() => errorsOf('periods_1_start').count()).toBe(0);
    // Defaults: units of 60 minutes, no free time, no start price; today 10:00–12:40 is 3 started hours.
    const result = await calculate('billing-calculator');
    expect(await page.getByTestId('billing-calculator-total').innerText()).toBe('应收 12.00 元');
    expect(await result.locator('.ant-table-row').count()).toBe(1);
    expect(await result.innerText()).toContain('3 × ¥4.00');
    await result.scrollIntoViewIfNeeded();
    await screenshot(page, 'rules-billing-calculator');
    await saveAndFind('billingRule', '湖上游船');
    await screenshot(page, 'rules-billing-list');
  });

  it('price difference: a negative stage amount is refused; the calculator finds the stage', async () => {
    await openAdd('/priceDifference', 'priceDifference');
    await field('name').fill('游船超时');
    await chooseOption(selectHolding(modal(), 'ticketTypeID'), '成人票');
    await field('gracePeriod').fill('15');
    const stages: [number, number][] = [
      [15, 10],
      [60, 20],
      [120, 40],
      [240, 80],
    ];
    for (const [i, [minutes, yuan]] of stages.entries()) {
      await field(`stages_${i}_overtimeMinutes`).fill(String(minutes));
      await field(`stages_${i}_amount`).fill(String(yuan));
    }
    await field('stages_0_amount').fill('-1');
    await field('stages_0_amount').blur();
    await expect.poll(() => errorsOf('stages_0_amount').allInnerTexts()).toEqual(['不能小于 0']);
    await field('stages_0_amount').fill('10');
    await field('stages_0_amount').blur();
    await expect.poll(() => errorsOf('stages_0_amount').count()).toBe(0);
    // Defaults: entered 12:00 for 120 minutes, judged at 15:30: 90 minutes over, stage 2.
    const result = await calculate('price-difference-calculator');
    expect(await page.getByTestId('price-difference-calculator-owed').innerText()).toBe('¥20.00');
    expect(await result.innerText()).toContain('第 2 阶段');
    await screenshot(page, 'rules-price-difference');
    await saveAndFind('priceDifference', '游船超时');
  });

  it('discount: percent entered like 88; the calculator weighs it against the stored ones', async () => {
    await openAdd('/discount', 'discount');
    await field('discountName').fill('满500打8.8折');
    await chooseOption(selectHolding(modal(), 'discountType'), '满额打折');
    await field('tiers_0_threshold').fill('500');
    await field('tiers_0_value').fill('100');
    await field('tiers_0_value').blur();
    await expect
      .poll(() => errorsOf('tiers_0_value').allInnerTexts())
      .toEqual(['折扣须在 1 到 99 之间（如 88 表示 8.8 折）']);
    await field('tiers_0_value').fill('88');
    await field('tiers_0_value').blur();
    // Default cart: 10 × ¥60 = ¥600; the seeded "满100减10，满300减50" saves ¥50, this one ¥72.
    const result = await calculate('discount-calculator');
    expect(await page.getByTestId('discount-calculator-payable').innerText()).toBe('¥528.00');
    expect(await result.innerText()).toContain('满500打8.8折');
    await screenshot(page, 'rules-discount');
    await saveAndFind('discount', '满500打8.8折');
  });

  it('print template: live preview at the paper width with a QR code, printed through the browser', async () => {
    await openAdd('/printTemplate', 'printTemplate');
    await field('templateName').fill('自助机 58mm');
    await field('templatePath').fill('/print/self58');
    await chooseOption(selectHolding(modal(), 'printType'), 'DS（58 mm）');
    await field('fields_qrCode_x').fill('9');
    await field('fields_holderName_visible').click();
    const preview = page.getByTestId('ticket-preview');
    const qr = preview.getByTestId('ticket-qr');
    await qr.waitFor();
    const face = await preview.getByTestId('ticket-face').boundingBox();
    expect(face!.width).toBeCloseTo((58 * 96) / 25.4, 0);
    const box = await qr.boundingBox();
    expect(box!.width).toBeGreaterThan(100);
    expect(box!.height).toBe(box!.width);
    expect(await preview.innerText()).toContain('姓名：张三');
    await screenshot(page, 'rules-print-template-form');

    await page.getByTestId('print-template-print').click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    const printed = page.getByTestId('ticket-print-root');
    expect(await printed.locator('style').innerText()).toContain('size: 58mm');
    await page.emulateMedia({ media: 'print' });
    const printedQr = printed.getByTestId('ticket-qr');
    const printedBox = await printedQr.boundingBox();
    expect(printedBox!.width).toBeGreaterThan(100);
    expect(await printedQr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await modal().count()).toBe(0);
    await screenshot(page, 'rules-print-template-printed');
    // The PDF Chromium prints has one page of the ticket's size: 58 mm wide (164.4 pt).
    const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
    const boxes = [...pdf.matchAll(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/g)];
    expect(boxes).toHaveLength(1);
    expect(Number(boxes[0]![1])).toBeCloseTo((58 / 25.4) * 72, 0);
    await page.emulateMedia({ media: 'screen' });

    await saveAndFind('printTemplate', '自助机 58mm');
  });

  it('speaks the chosen language: the overlap message in Spanish', async () => {
    await page.evaluate(() => localStorage.setItem('lang', 'es'));
    await openAdd('/billingRule', 'billingRule');
    await field('periods_0_start').fill('08:00');
    await field('periods_0_end').fill('18:00');
    await page.getByTestId('weekendPeriods-add').click();
    await page.getByTestId('weekendPeriods-add').click();
    await field('weekendPeriods_0_start').fill('09:00');
    await field('weekendPeriods_0_end').fill('12:00');
    await field('weekendPeriods_1_start').fill('11:00');
    await field('weekendPeriods_1_end').fill('13:00');
    await expect
      .poll(() => errorsOf('weekendPeriods_1_start').allInnerTexts())
      .toEqual(['Los periodos no pueden solaparse']);
    expect(await modal().locator('.ant-modal-title').innerText()).toBe('Añadir regla de tarificación');
    await screenshot(page, 'rules-billing-es');
    await page.evaluate(() => localStorage.setItem('lang', 'cn'));
  });
});
