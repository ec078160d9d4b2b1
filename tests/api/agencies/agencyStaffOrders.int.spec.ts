// Staff managing agencies (menu travelAgencyMenu4) import an order for an agency of their scenic
// areas: the preview names the agency, the order is the agency's (its list, its credit held) and
// records who made it; staff without the menu, or naming no agency, are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgencyOrderRow } from '../../../domain/agencies/agencyOrder.schema.ts';
import { startTestServer, type TestServer } from '../../support/testServer.ts';
import { waitFor } from '../../support/waitFor.ts';
import {
  type AgencyFixture,
  agencyFixture,
  createdSoFar,
  orderRow,
  touristRows,
  workbook,
} from './agencySupport.ts';

let server: TestServer;
let f: AgencyFixture;
let bytes: Buffer;

beforeAll(async () => {
  server = await startTestServer();
  f = await agencyFixture(server);
  bytes = await workbook(orderRow(), touristRows(3));
});
afterAll(() => server?.close());

describe('an order imported by staff for an agency', () => {
  it('previews, submits on account; the agency sees it as its own, made by the administrator', async () => {
    const before = await f.credit();
    const preview = await f.upload(bytes, 'orders.xlsx', 'cn', {
      token: f.adminToken,
      query: `?travelAgencyID=${f.agency.id}`,
    });
    expect(preview.status).toBe(200);
    expect(preview.body.data.valid).toBe(true);
    const created = await f.createOrder(preview.body.data, 1, {}, f.adminToken);
    expect(created.status).toBe(200);
    const { orderNo, orderAmount } = created.body.data;
    const row = await waitFor(async () => {
      const list = await f.api.call<{ data: [AgencyOrderRow[], number] }>(
        'GET',
        `/travelAgency/orders?orderNo=${orderNo}`,
        { token: f.agencyToken },
      );
      return list.body.data[0][0];
    }, 'the order in the agency list');
    expect(row).toMatchObject({
      travelAgencyID: f.agency.id,
      orderStatus: 1,
      createdBy: 'admin',
      orderAmount,
    });
    const held = await waitFor(async () => {
      const c = await f.credit();
      return c.held === before.held + orderAmount ? c : undefined;
    }, 'the hold');
    expect(held!.available).toBe(before.available - orderAmount);
  });

  it('staff naming no agency: 400; staff without the agency menu: 403 and nothing recorded', async () => {
    const nameless = await f.upload(bytes, 'orders.xlsx', 'cn', { token: f.adminToken, query: '' });
    expect([nameless.status, nameless.body.code]).toEqual([400, 'AGENCY_USER_ONLY']);
    const seller = await f.api.login('seller');
    const preview = await f.upload(bytes);
    const recorded = await createdSoFar(server);
    const refused = await f.createOrder(preview.body.data, 0, {}, seller);
    expect(refused.status).toBe(403);
    const sellerPreview = await f.upload(bytes, 'orders.xlsx', 'cn', {
      token: seller,
      query: `?travelAgencyID=${f.agency.id}`,
    });
    expect(sellerPreview.status).toBe(403);
    expect(await createdSoFar(server)).toBe(recorded);
  });
});
