// Paying a visitor's order (issue 14): through the sandbox page and its signed notification; the same
// notification three times → one paid order; a forged signature → refused, nothing changes; another
// amount → refused, logged and recorded. A visitor sees only their own orders. A refund of a booked
// ticket gives its place back, and a zero-amount order is paid at once (payWay 9).
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { VisitorOrderRow, VisitorTicketRow } from '../../../domain/booking/visitorApi.schema.ts';
import { startTestServer, type TestServer } from '../../support/testServer.ts';
import { waitFor } from '../../support/waitFor.ts';
import { type BookingFixture, bookingFixture, sandboxNotify, type Visitor } from './bookingSupport.ts';

let server: TestServer;
let f: BookingFixture;
let visitor: Visitor;

beforeAll(async () => {
  server = await startTestServer();
  f = await bookingFixture(server);
  visitor = await f.visitor();
});
afterAll(() => server?.close());

const typesOf = async (streamId: string) =>
  (await server.running.ctx.store.readStream(streamId)).map((e) => e.type);

const notify = (body: object, key?: string) => sandboxNotify(server, body, key);

it('pays through the sandbox page; the same notification three times pays the order once', async () => {
  const slot = await f.slot(10);
  const submitted = await f.submit(visitor, { appointmentID: slot });
  expect(submitted.status).toBe(200);
  const { orderID, sandboxPayUrl, status } = submitted.body.data;
  expect([status, sandboxPayUrl]).toEqual(['pending', `/wx_sandboxPay?order=${orderID}`]);

  const page = await f.call<unknown>('GET', `/sandboxPay/${orderID}`, null);
  expect(page.body).toMatchObject({ orderNo: orderID, amountFen: 8000, state: 'open' });
  const approved = await f.call<unknown>('POST', `/sandboxPay/${orderID}/complete`, visitor, {
    body: { approve: true },
  });
  expect(approved.body).toMatchObject({ state: 'approved', accepted: true, outcome: 'record_payment' });

  const transactionId = (await server.running.ctx.store.readStream(`booking-${orderID}`))[1]?.data as {
    transactionId: string;
  };
  const notice = {
    orderNo: orderID,
    transactionId: transactionId.transactionId,
    amountFen: 8000,
    paid: true,
    paidAt: new Date().toISOString(),
  };
  for (let i = 0; i < 3; i++) expect((await notify(notice)).status).toBe(200);

  expect(await typesOf(`booking-${orderID}`)).toEqual(['BookingSubmitted', 'BookingPaid']);
  expect(await typesOf(`order-${orderID}`)).toEqual(['OrderPlaced']);
  const confirm = await f.call<{ status: string }>('POST', '/sell/wxConfirmOrder', visitor, {
    body: { openid: visitor.openid, orderID },
  });
  expect(confirm.body.data.status).toBe('paid');
  const quota = await typesOf(`quota-${slot}-${f.playDate}`);
  expect(quota).toEqual(['PlacesHeld', 'PlacesConfirmed']);
});

it('refuses a forged notification and one for another amount, and changes nothing', async () => {
  const submitted = await f.submit(visitor);
  const { orderID } = submitted.body.data;
  const notice = {
    orderNo: orderID,
    transactionId: 'SBXforged',
    amountFen: 8000,
    paid: true,
    paidAt: new Date().toISOString(),
  };
  const forged = await notify(notice, 'not-the-key');
  expect(forged.status).toBe(400);
  expect(await typesOf(`booking-${orderID}`)).toEqual(['BookingSubmitted']);

  const cheaper = await notify({ ...notice, transactionId: 'SBXcheaper', amountFen: 1 });
  expect(cheaper.status).toBe(400);
  expect(await typesOf(`booking-${orderID}`)).toEqual(['BookingSubmitted', 'BookingPaymentRefused']);
  const refused = (await server.running.ctx.store.readStream(`booking-${orderID}`))[1]?.data;
  expect(refused).toMatchObject({ reason: 'amount_mismatch', amountFen: 1, refundId: expect.any(String) });
  const confirm = await f.call<{ status: string }>('POST', '/sell/wxConfirmOrder', visitor, {
    body: { openid: visitor.openid, orderID },
  });
  expect(confirm.body.data.status).toBe('pending');
});

it("another visitor's order number answers 404, and a visitor without a token is refused", async () => {
  const submitted = await f.submit(visitor);
  const { orderID } = submitted.body.data;
  const other = await f.visitor();
  const tickets = await f.call('GET', `/order/wxTicketList?orderID=${orderID}`, other);
  expect([tickets.status, tickets.body.code]).toEqual([404, 'VISITOR_ORDER_NOT_FOUND']);
  const confirm = await f.call('POST', '/sell/wxConfirmOrder', other, {
    body: { openid: other.openid, orderID },
  });
  expect(confirm.status).toBe(404);
  const claimed = await f.call('GET', `/order/wxOrderList?openid=${visitor.openid}`, other);
  expect(claimed.status).toBe(401);
  const none = await f.call('GET', '/order/wxOrderList', null);
  expect([none.status, none.body.code]).toEqual([401, 'VISITOR_IDENTITY_MISSING']);
});

it('a direct refund of a paid booked ticket gives the money back online and the place back to the slot', async () => {
  const slot = await f.slot(5);
  const submitted = await f.submit(visitor, {
    appointmentID: slot,
    orderAmount: 16000,
    ticketParams: {
      touristInfo: { touristName: '李四', touristMobile: '13900139000' },
      ticketArray: [{ ticketTypeID: f.types.成人票 as number, ticketCount: 2 }],
      appointmentStartTime: `${f.playDate} 08:00:00`,
      appointmentEndTime: `${f.playDate} 23:59:00`,
    },
  });
  expect(submitted.body).toMatchObject({ data: { orderAmount: 16000 } });
  const { orderID } = submitted.body.data;
  await f.call('POST', `/sandboxPay/${orderID}/complete`, visitor, { body: { approve: true } });
  const list = await f.call<VisitorTicketRow[]>('GET', `/order/wxTicketList?orderID=${orderID}`, visitor);
  expect(list.body.data.map((t) => t.ticketStatus)).toEqual([2, 2]);
  const [first] = list.body.data;
  const remain = async () =>
    (
      await f.call<{ remainTicketCount: number }>('POST', '/sell/getRemainTicketCount', visitor, {
        body: { ticketTypeID: f.types.成人票, startTime: `${f.playDate} 08:00:00`, appointmentID: slot },
      })
    ).body.data.remainTicketCount;
  expect(await remain()).toBe(3);

  const refund = await f.call<{ msgCode: string; refundNo: string }>(
    'POST',
    '/sell/ticketBasicOperate',
    visitor,
    {
      body: {
        operate: 5,
        openid: visitor.openid,
        scenicAreaID: f.areaId,
        orderID,
        refundAmount: 8000,
        ticketList: [first?.ticketID],
      },
    },
  );
  expect(refund.status).toBe(200);
  expect(refund.body.data.msgCode).toBe('success');
  expect(await remain()).toBe(4);
  // The same refund again: one refund, one place.
  await f.call('POST', '/sell/ticketBasicOperate', visitor, {
    body: {
      operate: 5,
      openid: visitor.openid,
      scenicAreaID: f.areaId,
      orderID,
      refundAmount: 8000,
      ticketList: [first?.ticketID],
    },
  });
  expect(await remain()).toBe(4);
  const after = await f.call<VisitorTicketRow[]>('GET', `/order/wxTicketList?orderID=${orderID}`, visitor);
  expect(after.body.data.map((t) => t.ticketStatus).sort()).toEqual([2, 4]);
  const orders = await waitFor(async () => {
    const res = await f.call<VisitorOrderRow[]>('GET', '/order/wxOrderList', visitor);
    const row = res.body.data.find((o) => o.orderID === orderID);
    return row?.status === 'partlyRefunded' ? row : null;
  }, 'the order list to show the refund');
  expect(orders?.ticketNum).toBe(2);
});

it('a zero-amount order is paid at once (payWay 9): no payment page, tickets issued', async () => {
  const { ctx } = server.running;
  await ctx.pool.query('update ticket_types set price = 0 where id = $1', [f.types.儿童票]);
  await ctx.pool.query('update master_data_version set version = version + 1');
  const free = await f.submit(visitor, {
    payWay: 9,
    orderAmount: 0,
    ticketTypeID: f.types.儿童票 as number,
    ticketParams: {
      touristInfo: { touristName: '王五', touristMobile: '13700137000' },
      ticketArray: [{ ticketTypeID: f.types.儿童票 as number, ticketCount: 1 }],
      appointmentStartTime: `${f.playDate} 00:00:01`,
      appointmentEndTime: `${f.playDate} 23:59:59`,
    },
  });
  expect(free.status).toBe(200);
  expect(free.body.data).toMatchObject({ status: 'paid', sandboxPayUrl: null, JSAPI_result: null });
  const tickets = await f.call<VisitorTicketRow[]>(
    'GET',
    `/order/wxTicketList?orderID=${free.body.data.orderID}`,
    visitor,
  );
  expect(tickets.body.data).toHaveLength(1);
  expect(tickets.body.data[0]?.qrCode).toMatch(/^\d{18}\.[\w-]{22}$/);
});

it("checks the form's rules in the spec's order, with the spec's messages", async () => {
  const wrongId = await f.submit(visitor, { touristIDCardNum: '110105194912310021' });
  expect([wrongId.status, wrongId.body.message]).toEqual([
    400,
    expect.stringContaining('18身份证最后一位校验位验证有误！'),
  ]);
  const tooMany = await f.submit(visitor, {
    orderAmount: 88000,
    ticketParams: {
      touristInfo: { touristName: '张三', touristMobile: '13800138000' },
      ticketArray: [{ ticketTypeID: f.types.成人票 as number, ticketCount: 11 }],
      appointmentStartTime: `${f.playDate} 08:00:00`,
      appointmentEndTime: `${f.playDate} 23:59:00`,
    },
  });
  expect([tooMany.status, tooMany.body.message]).toEqual([422, '下单数量大于限购数量']);
  const badMobile = await f.submit(visitor, {
    ticketParams: {
      touristInfo: { touristName: '张三', touristMobile: '12800138000' },
      ticketArray: [{ ticketTypeID: f.types.成人票 as number, ticketCount: 1 }],
      appointmentStartTime: `${f.playDate} 08:00:00`,
      appointmentEndTime: `${f.playDate} 23:59:00`,
    },
  });
  expect(badMobile.body.message).toContain('电话号码不符合规格');
  const wrongAmount = await f.submit(visitor, { orderAmount: 7000 });
  expect([wrongAmount.status, wrongAmount.body.code]).toEqual([409, 'ORDER_AMOUNT_CHANGED']);
  const english = await f.call('POST', '/sell/wxSubmitOrder', visitor, {
    lang: 'en',
    body: { scenicAreaID: f.areaId, openid: visitor.openid },
  });
  expect(english.status).toBe(400);
});
