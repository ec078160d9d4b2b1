// What the visitor pages show, through the back office against the real server (dist/web must be
// built): open 公众号配置 from the menu, edit the demo area's public config (the service phone's
// format checked with the server's message), upload a carousel picture (a text file named .png is
// refused with the server's message), switch a picture off, and find each change in the visitor
// pages' own calls. Screenshots of both screens in cn, en and es go to
// tests/artifacts/screenshots/visitorConfig-*.png.

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { png } from '../../api/src/visitorConfig/demoPictures.ts';
import { chooseFiles, type LaunchedBrowser, launchBrowser, screenshot } from '../support/browser.ts';
import { signIn } from '../support/signIn.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

let server: TestServer;
let browser: LaunchedBrowser;
let page: Page;
let areaId: number;

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser({ viewport: { width: 1440, height: 900 } });
  page = await browser.newPage();
  await signIn(page, server.url);
  const area = await fetch(`${server.url}/api/public/scenicArea`).then((r) => r.json());
  areaId = area.id;
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const modal = () => page.locator('.ant-modal-wrap:visible');
const table = (entity: string) => page.getByTestId(`${entity}-table`);
/** A visitor page's call: no token. */
const visitorCall = (path: string) =>
  fetch(`${server.url}/api${path}?pageItems=20&pageNumber=1&scenicAreaID=${areaId}`).then((r) => r.json());

/** A banner drawn on the spot: a warm band over a teal one, 750 × 320. */
const BANNER = png(750, 320, (_, y) => (y < 160 ? [236, 120, 60] : [30, 140, 140]));

async function open(path: string, entity: string): Promise<void> {
  await page.goto(`${server.url}${path}`);
  await page.getByTestId(`${entity}-page`).waitFor();
  await table(entity).locator('tbody tr.ant-table-row').first().waitFor();
}

/** Waits until every picture in the table has loaded and has a size (none broken). */
async function picturesLoaded(): Promise<number> {
  return page
    .waitForFunction(() => {
      const images = [
        ...document.querySelectorAll<HTMLImageElement>('[data-testid=carouselImage-table] img'),
      ];
      return images.length > 0 && images.every((i) => i.complete && i.naturalWidth > 0) && images.length;
    })
    .then((handle) => handle.jsonValue() as Promise<number>);
}

/** Waits until the open dialog has finished zooming in (before a picture is taken). */
async function dialogShown(): Promise<void> {
  const dialog = modal().locator('.ant-modal');
  await expect
    .poll(() => dialog.evaluate((el) => `${getComputedStyle(el).opacity} ${getComputedStyle(el).transform}`))
    .toBe('1 none');
}

async function save(entity: string): Promise<void> {
  await modal().locator('.ant-modal-footer .ant-btn-primary').click();
  await modal().waitFor({ state: 'hidden' });
  await table(entity).waitFor();
}

describe('visitor page screens', () => {
  it('edits the public config from the menu, and the visitor pages see it', async () => {
    const menu = page.getByTestId('side-menu');
    await menu.getByText('系统', { exact: true }).click();
    await menu.getByText('公众号配置', { exact: true }).click();
    await page.waitForURL('**/system/wechatPublicConfig');
    await table('wechatPublicConfig').getByText('示范景区', { exact: true }).waitFor();
    await table('wechatPublicConfig')
      .getByRole('button', { name: /编\s*辑/ })
      .first()
      .click();
    await modal().locator('#takeTicketAddress').fill('09:00-17:30');
    await modal().locator('#serviceTel').fill('客服12345');
    await modal().getByText('客服电话格式不正确').waitFor();
    await modal().locator('#serviceTel').fill('0571-12345678');
    await modal().locator('#dueToThat').fill('请提前一天预约。\n凭身份证入园。');
    await expect.poll(() => modal().getByText('客服电话格式不正确').count()).toBe(0);
    await dialogShown();
    await screenshot(page, 'visitorConfig-config-form-cn');
    await save('wechatPublicConfig');
    await page.reload();
    await table('wechatPublicConfig').getByText('09:00-17:30').waitFor();
    const [[config]] = (await visitorCall('/wechatPublicConfig')).data;
    expect(config).toMatchObject({
      takeTicketAddress: '09:00-17:30',
      serviceTel: '0571-12345678',
      dueToThat: '请提前一天预约。\n凭身份证入园。',
      scenicArea: { name: '示范景区' },
    });
  });

  it('uploads a carousel picture with a preview, refusing a text file named .png', async () => {
    await open('/system/carouselImage', 'carouselImage');
    expect(await picturesLoaded()).toBe(3);
    await page.getByTestId('carouselImage-add').click();
    const fake = { name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('only text') };
    await chooseFiles(modal(), fake);
    await page.locator('.ant-message').getByText('只能上传 jpg 或 png 格式的图片').waitFor();
    await chooseFiles(modal(), { name: 'banner.png', mimeType: 'image/png', buffer: BANNER });
    const preview = modal().locator('.ant-upload-list-item img');
    await preview.waitFor();
    await page.waitForFunction(
      (el) => (el as HTMLImageElement).naturalWidth === 750,
      await preview.elementHandle(),
    );
    await modal().locator('#sortOrder').fill('5');
    await dialogShown();
    await screenshot(page, 'visitorConfig-carousel-form-cn');
    await save('carouselImage');
    expect(await picturesLoaded()).toBe(4);
    const [items, total] = (await visitorCall('/wechatPublicConfig/carouselList')).data;
    expect(total).toBe(4);
    const first = await fetch(`${server.url}/api/image?url=${encodeURIComponent(items[0].imagePath)}`);
    expect(Buffer.compare(Buffer.from(await first.arrayBuffer()), BANNER)).toBe(0);

    const firstRow = table('carouselImage').locator('tbody tr.ant-table-row').first();
    await firstRow.getByRole('switch').click();
    await page.locator('.ant-message').getByText('已停用').waitFor();
    const [shown] = (await visitorCall('/wechatPublicConfig/carouselList')).data;
    expect(shown.map((i: { imagePath: string }) => i.imagePath)).not.toContain(items[0].imagePath);
    expect(shown).toHaveLength(3);
    await screenshot(page, 'visitorConfig-carousel-list-cn');
  });

  it.each([
    ['en', 'Visitor page info', 'Carousel images', 'Opening hours'],
    ['es', 'Info para visitantes', 'Imágenes del carrusel', 'Horario de apertura'],
  ] as const)('reads in %s', async (lang, configTitle, carouselTitle, openingLabel) => {
    await page.evaluate((l) => localStorage.setItem('lang', l), lang);
    await open('/system/wechatPublicConfig', 'wechatPublicConfig');
    await page.getByTestId('wechatPublicConfig-page').getByText(configTitle).first().waitFor();
    await table('wechatPublicConfig')
      .locator('tbody tr.ant-table-row')
      .first()
      .locator('button')
      .first()
      .click();
    await modal().getByText(openingLabel, { exact: true }).waitFor();
    await dialogShown();
    await screenshot(page, `visitorConfig-config-form-${lang}`);
    await modal().locator('.ant-modal-footer .ant-btn:not(.ant-btn-primary)').click();
    await open('/system/carouselImage', 'carouselImage');
    await page.getByTestId('carouselImage-page').getByText(carouselTitle).first().waitFor();
    expect(await picturesLoaded()).toBe(4);
    await screenshot(page, `visitorConfig-carousel-list-${lang}`);
  });
});
