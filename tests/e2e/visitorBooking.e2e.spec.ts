// A visitor books on a phone (390×844) against the real server (dist/visitor must be built): home →
// ticket list → order form (a wrong ID number shows the spec's message) → sandbox payment → order
// list → QR → a pass through the signed gate API → the gate-pass detail shows one use fewer → refund
// of another, unused ticket. Screenshots in cn, en and es: tests/artifacts/screenshots/booking-*.png.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VisitorTicketRow } from '../../domain/booking/visitorApi.schema.ts';
import { type BookingFixture, bookingFixture, type Visitor } from '../api/booking/bookingSupport.ts';
import { type GateFixture, gateFixture } from '../api/gates/gateSupport.ts';
import { type LaunchedBrowser, launchBrowser, screenshot } from '../support/browser.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

let server: TestServer;
let browser: LaunchedBrowser;
let page: Page;
let booking: BookingFixture;
let gates: GateFixture;

const LANGS = ['cn', 'en', 'es'] as const;
const SUBMIT = { cn: '提交预约', en: 'Submit booking', es: 'Enviar reserva' };

beforeAll(async () => {
  server = await startTestServer();
  booking = await bookingFixture(server);
  gates = await gateFixture(server);
  await booking.slot(50); // 测试场1, the slot the form chooses
  browser = await launchBrowser({ mobile: true });
  page = await browser.newPage();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function open(lang: string, path: string) {
  await page.goto(`${server.url}/wx_ticketIndex?scenicAreaID=${booking.areaId}`);
  await page.evaluate((l) => localStorage.setItem('lang', l), lang);
  await page.goto(`${server.url}${path}`);
}
/** The visitor the page signed in as (its sandbox identity), for the calls the test makes itself. */
const pageVisitor = (): Promise<Visitor> =>
  page.evaluate(() => ({
    openid: sessionStorage.getItem('openid') ?? '',
    token: sessionStorage.getItem('visitorToken') ?? '',
  }));
const zoneText = async (ticketNo: string) => {
  await page.goto(`${server.url}/wx_ticketTicket?subTicketID=${ticketNo}`);
  return page.getByTestId(`zone-${gates.gateZone}`).innerText();
};

describe('visitor booking in the browser', () => {
  it('books a slot, pays in the sandbox, passes the gate with the QR and sees one use fewer', async () => {
    await open('cn', `/wx_ticketIndex?scenicAreaID=${booking.areaId}`);
    await page.getByTestId('sandbox-identity').waitFor();
    await page.getByTestId('scenic-area-name').waitFor();
    await screenshot(page, 'booking-home-cn');
    await page.getByTestId('book-tickets').first().click();

    const type = booking.types.分时预约票 as number;
    await page.getByTestId(`ticket-${type}`).locator('.adm-stepper-plus').click();
    await screenshot(page, 'booking-list-cn');
    await page.getByTestId('submit').click();

    await page.getByTestId('name').locator('input').fill('张三');
    await page.getByTestId('mobile').locator('input').fill('13812345678');
    await page.getByTestId('id-card').locator('input').fill('110105194912310021');
    await page.getByTestId('slot').click();
    await page.getByText('测试场1').click();
    await page.getByTestId('submit').click();
    await page.getByText('18身份证最后一位校验位验证有误！').waitFor();
    await screenshot(page, 'booking-form-wrong-id-cn');

    await page.getByTestId('id-card').locator('input').fill('11010519491231002X');
    await page.waitForTimeout(3100); // the form's 3 s submit lock (spec 002 §4)
    await page.getByTestId('submit').click();
    await page.getByTestId('sandbox-pay').waitFor();
    await screenshot(page, 'booking-sandbox-pay-cn');
    await page.getByTestId('sandbox-approve').click();
    await page.waitForURL(/wx_ticketOrderlist/);
    const visitor = await pageVisitor();
    const orders = await booking.call<{ orderID: string; status: string }[]>(
      'GET',
      '/order/wxOrderList',
      visitor,
    );
    const orderID = orders.body.data[0]?.orderID as string;
    await page.getByTestId(`order-${orderID}`).waitFor();
    await screenshot(page, 'booking-orders-cn');

    await page.goto(`${server.url}/wx_ticketOrderQR?order=${orderID}`);
    await page.getByTestId('qr').first().waitFor();
    await screenshot(page, 'booking-qr-cn');
    const tickets = await booking.call<VisitorTicketRow[]>(
      'GET',
      `/order/wxTicketList?orderID=${orderID}`,
      visitor,
    );
    const ticket = tickets.body.data[0] as VisitorTicketRow;

    const before = await zoneText(ticket.ticketID);
    const pass = await gates.gates[0]?.pass({
      credential: { type: 'qr', value: ticket.qrCode },
      direction: 'in',
      requestId: randomUUID().replaceAll('-', ''),
    });
    expect(pass?.body).toMatchObject({ open: true, reason: 'ok' });
    await page.reload();
    await expect.poll(() => zoneText(ticket.ticketID)).not.toBe(before);
    expect(before).toContain('1 次');
    expect(await zoneText(ticket.ticketID)).toContain('0 次');
    await screenshot(page, 'booking-gate-pass-cn');
  });

  it('refunds another, unused ticket of an order', async () => {
    await open('cn', `/wx_ticketIndex?scenicAreaID=${booking.areaId}`);
    await page.getByTestId('scenic-area-name').waitFor();
    const visitor = await pageVisitor();
    const submitted = await booking.submit(visitor, {
      orderAmount: 16000,
      ticketParams: {
        touristInfo: { touristName: '李四', touristMobile: '13900139000' },
        ticketArray: [{ ticketTypeID: booking.types.成人票 as number, ticketCount: 2 }],
        appointmentStartTime: `${booking.playDate} 00:00:01`,
        appointmentEndTime: `${booking.playDate} 23:59:59`,
      },
    });
    const orderID = submitted.body.data.orderID;
    await booking.call('POST', `/sandboxPay/${orderID}/complete`, visitor, { body: { approve: true } });
    await page.goto(`${server.url}/wx_ticketOrderTicket?order=${orderID}&total=16000`);
    const tickets = await booking.call<VisitorTicketRow[]>(
      'GET',
      `/order/wxTicketList?orderID=${orderID}`,
      visitor,
    );
    const [first] = tickets.body.data;
    await page.getByTestId(`ticket-${first?.ticketID}`).locator('.adm-checkbox').click();
    await screenshot(page, 'booking-refund-cn');
    await page.getByRole('button', { name: /退票/ }).last().click();
    await page.getByText('退票成功').waitFor();
    const after = await booking.call<VisitorTicketRow[]>(
      'GET',
      `/order/wxTicketList?orderID=${orderID}`,
      visitor,
    );
    expect(after.body.data.map((t) => t.ticketStatus).sort()).toEqual([2, 4]);
  });

  it('shows the pages in English and Spanish', async () => {
    for (const lang of LANGS.slice(1)) {
      await open(lang, `/wx_ticketList?scenicAreaID=${booking.areaId}`);
      await page.getByTestId(`ticket-${booking.types.分时预约票}`).waitFor();
      await screenshot(page, `booking-list-${lang}`);
      await page.goto(`${server.url}/wx_ticketOrderlist`);
      await page.locator('[data-testid^="order-"]').first().waitFor();
      await screenshot(page, `booking-orders-${lang}`);
      const ticketArray = encodeURIComponent(
        JSON.stringify([{ ticketTypeID: booking.types.分时预约票, ticketCount: 1 }]),
      );
      await page.goto(`${server.url}/wx_ticketOrder?total=6000&numlist=1&ticketArray=${ticketArray}`);
      await page.getByTestId('name').waitFor();
      expect(await page.getByTestId('submit').innerText()).toBe(SUBMIT[lang]);
      await screenshot(page, `booking-form-${lang}`);
    }
  });
});
