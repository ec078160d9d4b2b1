// Issue 15, "Done when": spreadsheets the suite generates with exceljs, through the real server —
// a valid 200-row file, 201 rows, a wrong file type, a bad ID check digit, a missing sheet, a huge
// cell, a formula cell, a date typed as text — each gets the right message and nothing is created.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withBadCheck } from '../../domain/agencies/idNumbers.ts';
import { startTestServer, type TestServer } from '../../support/testServer.ts';
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

beforeAll(async () => {
  server = await startTestServer();
  f = await agencyFixture(server);
});
afterAll(() => server?.close());

async function refused(bytes: Buffer, filename = 'orders.xlsx') {
  const before = await createdSoFar(server);
  const res = await f.upload(bytes, filename);
  expect(await createdSoFar(server)).toBe(before);
  return res;
}

describe('agency upload preview', () => {
  it('a valid 200-row file: every row passes and is matched; children get the concession type', async () => {
    const res = await refused(await workbook(orderRow(), touristRows(200)));
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.valid).toBe(true);
    expect(data.tourists).toHaveLength(200);
    expect(data.statistics.orderPeopleNum).toBe(200);
    const children = data.tourists.filter((t) => t.match?.matchTicketType.isConcession);
    expect(children).toHaveLength(50);
    expect(data.tourists[1]?.match?.matchTicketType.id).toBe(f.agency.ordinary);
    expect(data.tourists[0]?.match?.IDInfo.age).toBe(10);
  });

  it('201 tourists: 游客人数不能超过200人', async () => {
    const res = await refused(await workbook(orderRow(), touristRows(201)));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('TOURISTS_TOO_MANY');
    expect(res.body.message).toBe('游客人数不能超过200人');
  });

  it('a wrong file type: 上传文件类型错误，请删除后重新上传！ (by name, and by content)', async () => {
    const byName = await refused(Buffer.from('a,b\n1,2'), 'orders.csv');
    expect(byName.body.message).toBe('上传文件类型错误，请删除后重新上传！');
    const byContent = await refused(Buffer.from('not a zip at all'), 'orders.xlsx');
    expect(byContent.status).toBe(400);
    expect(byContent.body.code).toBe('AGENCY_FILE_TYPE');
  });

  it('a bad ID check digit: the row says 18身份证最后一位校验位验证有误！ and the file is not valid', async () => {
    const rows = touristRows(3);
    rows[1]![1] = withBadCheck(String(rows[1]![1]));
    const res = await refused(await workbook(orderRow(), rows));
    expect(res.status).toBe(200);
    expect(res.body.data.valid).toBe(false);
    expect(res.body.data.message).toBe('存在游客信息验证不通过的情况，请检查！');
    expect(res.body.data.tourists[1]?.problems).toEqual([
      { field: 'IDCard', message: '18身份证最后一位校验位验证有误！' },
    ]);
    expect(res.body.data.tourists[0]?.problems).toEqual([]);
  });

  it('a missing sheet: the template needs both sheets', async () => {
    const res = await refused(await workbook(orderRow(), [], 1));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('AGENCY_SHEET_MISSING');
  });

  it('a huge cell is refused with its address', async () => {
    const rows = touristRows(2);
    rows[0]![8] = 'x'.repeat(5000);
    const res = await refused(await workbook(orderRow(), rows));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('SPREADSHEET_CELL_TOO_LONG');
    expect(res.body.message).toContain('I4');
  });

  it('a formula cell is refused, never evaluated', async () => {
    const rows = touristRows(2);
    rows[1]![7] = { formula: '100+70' };
    const res = await refused(await workbook(orderRow(), rows));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('SPREADSHEET_FORMULA_CELL');
    expect(res.body.message).toContain('H5');
  });

  it('a play date typed as text: 游玩时间格式错误!, in English too', async () => {
    const bytes = await workbook(orderRow({ 0: '下周一' }), touristRows(2));
    const res = await refused(bytes);
    expect(res.body.data.valid).toBe(false);
    expect(res.body.data.orderInfo.problems).toEqual([
      { field: 'playStartTime', message: '游玩时间格式错误!' },
    ]);
    const en = await f.upload(bytes, 'orders.xlsx', 'en');
    expect(en.body.data.message).toBe('The play date has the wrong format!');
  });

  it('another agency cannot be named; staff without the agency menu are refused', async () => {
    const other = await f.api.call('POST', '/travelAgency/unhandledOrderAmount', {
      token: f.agencyToken,
      body: { travelAgencyID: f.agency.id + 1000 },
    });
    expect(other.status).toBe(403);
    const seller = await f.api.login('seller');
    const res = await f.api.call('POST', '/travelAgency/recharge', {
      token: seller,
      body: { requestId: crypto.randomUUID(), travelAgencyID: f.agency.id, amount: 100 },
    });
    expect(res.status).toBe(403);
  });
});
