// Issue 29: the seller who submitted a refund for review could approve it with the same token (the
// demo seller role held the review flag, sellticket14, and showed 退票审核 with 通过/驳回). Now the
// approver is never the submitter, and approving needs the review flag, which sellers do not hold.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type RefundFixture, refundFixture } from '../api/refunds/refundSupport.ts';
import { apiClient, sql } from '../api/support/apiClient.ts';
import { DEMO_PASSWORD, startTestServer, type TestServer } from '../support/testServer.ts';

let server: TestServer;
let f: RefundFixture;

beforeAll(async () => {
  server = await startTestServer();
  f = await refundFixture(server);
  const [admin] = await sql<{ role_id: number; scenic_area_id: number }>(
    server,
    `select role_id, scenic_area_id from users where account = 'admin'`,
  );
  const added = await f.call('POST', '/user/add', {
    token: f.adminToken,
    body: {
      account: 'reviewer2',
      name: 'reviewer2',
      password: DEMO_PASSWORD,
      confirmPassword: DEMO_PASSWORD,
      scenicAreaID: admin!.scenic_area_id,
      permissionID: admin!.role_id,
    },
  });
  expect(added.status).toBe(200);
});
afterAll(() => server?.close());

const approveAs = (token: string, ticketNos: string[]) =>
  f.call<{ data: { refunds: unknown[] } }>('POST', '/sell/refundReview/approve', {
    token,
    body: { requestId: randomUUID(), scenicAreaID: f.areaId, ticketNos },
    lang: 'en',
  }) as Promise<{ status: number; body: { code?: string; message?: string; data: { refunds: unknown[] } } }>;

it('the demo seller neither holds the review flag nor approves its own submission', async () => {
  const flags = (
    await apiClient(server).call<{ data: { flags?: Record<string, number> } }>('GET', '/user/current', {
      token: f.token,
    })
  ).body.data;
  expect(JSON.stringify(flags)).not.toMatch(/"sellticket14":1/);
  const sale = (await f.sell({ lines: [{ ticketTypeID: f.types.儿童票 as number, count: 1 }] })).body.data;
  expect((await f.submit(sale.orderNo, sale.ticketNos)).status).toBe(200);
  const own = await approveAs(f.token, sale.ticketNos);
  expect([own.status, own.body.code]).toEqual([403, 'FORBIDDEN']);
});

it('an administrator who submitted a review does not approve it; another reviewer does', async () => {
  const sale = (await f.sell({ lines: [{ ticketTypeID: f.types.儿童票 as number, count: 1 }] })).body.data;
  expect((await f.submit(sale.orderNo, sale.ticketNos, f.adminToken)).status).toBe(200);
  const own = await approveAs(f.adminToken, sale.ticketNos);
  expect([own.status, own.body.code, own.body.message]).toEqual([
    409,
    'REFUND_OWN_REVIEW',
    'You submitted this refund for review: another reviewer approves it',
  ]);
  const other = await approveAs(await apiClient(server).login('reviewer2'), sale.ticketNos);
  expect(other.status).toBe(200);
  expect(other.body.data.refunds).toHaveLength(1);
});
