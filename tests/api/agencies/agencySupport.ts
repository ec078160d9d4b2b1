// Shared set-up of the agency API tests: the demo agency (sign-in `agency`, its concession rule and
// credit from the seed), an administrator, workbooks generated with exceljs, and the agency calls.
import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import type { ImportPreview } from '../../../domain/agencies/agencyOrder.schema.ts';
import type { AgencyOk } from '../../../domain/agencies/agencyReply.ts';
import { ORDER_SHEET, TOURIST_SHEET } from '../../../domain/agencies/sheetLayout.ts';
import { idNumber } from '../../domain/agencies/idNumbers.ts';
import type { TestServer } from '../../support/testServer.ts';
import { apiClient, type Refused, sql } from '../support/apiClient.ts';

export type Cell = string | number | { formula: string };

export const orderRow = (over: Partial<Record<number, Cell>> = {}): Cell[] =>
  ['2030-05-01', '2030-05-01', 99, '王导', '13800138000', '', '', '', '', ''].map((c, i) => over[i] ?? c);

/** Tourist rows: adults (ordinary) from Beijing, every `childEvery`-th a child (concession). */
export function touristRows(n: number, childEvery = 4): Cell[][] {
  return Array.from({ length: n }, (_, i) => {
    const birth = i % childEvery === 0 ? '2020-03-04' : '1990-01-01';
    return [
      `游客${i}`,
      idNumber('110105', birth, String(100 + (i % 800)).padStart(3, '0')),
      '0',
      '13800138000',
      '否',
      '男',
      '',
      '170',
      '',
    ];
  });
}

export async function workbook(order: Cell[] | null, tourists: Cell[][], sheets: 1 | 2 = 2): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const first = book.addWorksheet(ORDER_SHEET.name);
  first.addRow([...ORDER_SHEET.headers]);
  if (order) first.addRow(order);
  if (sheets === 2) {
    const second = book.addWorksheet(TOURIST_SHEET.name);
    second.addRow(['游客信息']);
    second.addRow(['说明']);
    second.addRow([...TOURIST_SHEET.headers]);
    for (const row of tourists) second.addRow(row);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

export async function agencyFixture(server: TestServer) {
  const api = apiClient(server);
  const [agencyToken, adminToken] = await Promise.all([api.login('agency'), api.login('admin')]);
  const [agency] = await sql<{ id: number; area: number; ordinary: number }>(
    server,
    `select id, scenic_area_id as area, ordinary_ticket_type_id as ordinary from travel_agencies where name = '示范旅行社'`,
  );
  const a = agency!;

  /** Uploads as the agency user, or as `by` (another token, with the query naming the agency). */
  async function upload(
    bytes: Buffer,
    filename = 'orders.xlsx',
    lang: 'cn' | 'en' = 'cn',
    by: { token: string; query: string } = { token: agencyToken, query: '' },
  ) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), filename);
    const res = await fetch(`${server.url}/api/travelAgency/importPreview${by.query}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${by.token}`, 'accept-language': lang },
      body: form,
    });
    return { status: res.status, body: (await res.json()) as AgencyOk<ImportPreview> & Refused };
  }

  const credit = async () =>
    (
      await api.call<{
        data: { balance: number; held: number; available: number; unhandledOrderAmount: number };
      }>('POST', '/travelAgency/unhandledOrderAmount', { token: agencyToken, body: { travelAgencyID: a.id } })
    ).body.data;

  const recharge = (amount: number) =>
    api.call('POST', '/travelAgency/recharge', {
      token: adminToken,
      body: { requestId: randomUUID(), travelAgencyID: a.id, amount },
    });

  /** Saves (0) or submits (1) the tourists of a valid preview, at the server's amount. */
  const createOrder = (
    preview: ImportPreview,
    orderStatus: 0 | 1,
    over: Record<string, unknown> = {},
    token = agencyToken,
  ) =>
    api.call<AgencyOk<{ orderNo: string; orderAmount: number }> & Refused>(
      'POST',
      '/travelAgency/importCreateOrder',
      {
        token,
        body: {
          requestId: randomUUID(),
          travelAgencyID: a.id,
          ...preview.orderInfo.value,
          orderAmount: preview.statistics.orderAmount,
          orderStatus,
          touristList: preview.tourists.map((t) => t.tourist),
          ...over,
        },
      },
    );

  const review = (action: 'approve' | 'reject', orderNo: string, note?: string) =>
    api.call<{ data: { saleOrderNo: string | null; orderStatus: number } } & Refused>(
      'POST',
      `/travelAgency/review/${action}`,
      {
        token: adminToken,
        body: { requestId: randomUUID(), orderNo, ...(note ? { note } : {}) },
      },
    );

  return { api, agencyToken, adminToken, agency: a, upload, credit, recharge, createOrder, review };
}
export type AgencyFixture = Awaited<ReturnType<typeof agencyFixture>>;

/** The preview of an uploaded valid order of `n` tourists (every fourth a child). */
export async function validPreview(f: AgencyFixture, n: number): Promise<ImportPreview> {
  const preview = (await f.upload(await workbook(orderRow(), touristRows(n)))).body.data;
  expect(preview.valid).toBe(true);
  return preview;
}

/** Agency orders and agency streams recorded so far (nothing may be created by a refused upload). */
export async function createdSoFar(server: TestServer): Promise<number> {
  const rows = await sql<{ n: number }>(
    server,
    `select count(*)::int as n from es_events where stream_id like 'agency-%'`,
  );
  return rows[0]!.n;
}
