// Issue 15, drafts reopened in the wizard: a saved draft read back (`GET /travelAgency/orders/:no`)
// and saved again under its number replaces its content (one order, never a second); submitted under
// its number it holds the credit; once submitted it is no longer saved as a draft.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgencyOrderDetail, ImportPreview } from '../../../domain/agencies/agencyOrder.schema.ts';
import type { Ok } from '../../../domain/http/replies.ts';
import { startTestServer, type TestServer } from '../../support/testServer.ts';
import { waitFor } from '../../support/waitFor.ts';
import { type AgencyFixture, agencyFixture, validPreview } from './agencySupport.ts';

let server: TestServer;
let f: AgencyFixture;
let preview: ImportPreview;

beforeAll(async () => {
  server = await startTestServer();
  f = await agencyFixture(server);
  preview = await validPreview(f, 4);
});
afterAll(() => server?.close());

const detail = async (orderNo: string) =>
  (
    await f.api.call<Ok<AgencyOrderDetail>>('GET', `/travelAgency/orders/${orderNo}`, {
      token: f.agencyToken,
    })
  ).body.data;

/** The detail once the read model shows `check` true of it. */
const settled = (orderNo: string, check: (d: AgencyOrderDetail) => boolean) =>
  waitFor(async () => {
    const d = await detail(orderNo).catch(() => undefined);
    return d && check(d) ? d : undefined;
  }, `order ${orderNo}`);

describe('a draft saved again and submitted under its number', () => {
  let orderNo: string;

  it('a draft is read back with its tourists and information', async () => {
    const saved = await f.createOrder(preview, 0);
    expect(saved.status).toBe(200);
    orderNo = saved.body.data.orderNo;
    const d = await settled(orderNo, (x) => x.peopleCount === 4);
    expect(d!).toMatchObject({ orderStatus: 0, payType: 99, guideName: '王导' });
    expect(d!.touristList.map((x) => x.name)).toEqual(['游客0', '游客1', '游客2', '游客3']);
  });

  it('saved again under its number (a tourist fewer, cash, another guide): replaced, not added', async () => {
    const d = await detail(orderNo);
    const tourists = d.touristList.slice(1);
    const amount = tourists.reduce((sum, x) => sum + x.ticketPrice, 0);
    const again = await f.createOrder(preview, 0, {
      orderNo,
      payType: 0,
      guideName: '赵导',
      touristList: tourists,
      orderAmount: amount,
    });
    expect(again.status).toBe(200);
    expect(again.body.data.orderNo).toBe(orderNo);
    const replaced = await settled(orderNo, (x) => x.peopleCount === 3);
    expect(replaced).toMatchObject({ orderStatus: 0, payType: 0, guideName: '赵导', orderAmount: amount });
    const list = await f.api.call<{ data: [{ orderNo: string }[], number] }>(
      'GET',
      `/travelAgency/orders?orderNo=${orderNo}`,
      { token: f.agencyToken },
    );
    expect(list.body.data[1]).toBe(1);
  });

  it('submitted under its number on account: status 1 and the amount held', async () => {
    const before = await f.credit();
    const d = await detail(orderNo);
    const submitted = await f.createOrder(preview, 1, {
      orderNo,
      payType: 99,
      touristList: d.touristList,
      orderAmount: d.orderAmount,
    });
    expect(submitted.status).toBe(200);
    await settled(orderNo, (x) => x.orderStatus === 1);
    const held = await waitFor(async () => {
      const c = await f.credit();
      return c.held === before.held + d.orderAmount ? c : undefined;
    }, 'the hold');
    expect(held!.unhandledOrderAmount).toBeGreaterThanOrEqual(d.orderAmount);
  });

  it('a submitted order is no longer saved as a draft (nothing recorded)', async () => {
    const d = await detail(orderNo);
    const res = await f.createOrder(preview, 0, {
      orderNo,
      touristList: d.touristList,
      orderAmount: d.orderAmount,
    });
    expect([res.status, res.body.code]).toEqual([409, 'AGENCY_ORDER_NOT_DRAFT']);
    expect((await detail(orderNo)).orderStatus).toBe(1);
  });
});
