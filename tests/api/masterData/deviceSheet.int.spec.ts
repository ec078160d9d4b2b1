// Device spreadsheets: the template's columns, a good import (2 rows), a bad import (row 3 with an
// invalid IP: reported by row in the caller's language, nothing written), the export round trip,
// and the bounds (not a spreadsheet, too many rows, too large, missing columns).

import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MasterDataSetup, masterDataSetup } from './masterDataSupport.ts';

let t: MasterDataSetup;

beforeAll(async () => {
  t = await masterDataSetup();
  await t.add('zone', { scenicAreaID: t.areaA, name: '导入景点' });
});
afterAll(() => t?.close());

const HEADERS_EN = [
  'Device number',
  'Device name',
  'Scenic area',
  'Attraction',
  'Device type',
  'IP address',
  'Web port',
  'Open-door type',
  '485 communication type',
  '485 id',
  'Print template id',
  'Print count',
  'Door mode',
  'Direction',
];
const row = (no: string, ip = '10.1.1.1', direction = 'Enter') => [
  no,
  `Gate ${no}`,
  '示范景区',
  '导入景点',
  'Smart gate',
  ip,
  80,
  'Gate board',
  0,
  5,
  null,
  0,
  'Normal',
  direction,
];

async function xlsx(rows: unknown[][], headers = HEADERS_EN): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('devices');
  sheet.addRow(headers);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function upload(file: Buffer, lang = 'en', token = t.superToken) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)]), 'devices.xlsx');
  const res = await fetch(`${t.server.url}/api/device/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'accept-language': lang },
    body: form,
  });
  return { status: res.status, body: await res.json() };
}

async function download(path: string, lang = 'en') {
  const res = await fetch(`${t.server.url}/api/device/${path}`, {
    headers: { authorization: `Bearer ${t.superToken}`, 'accept-language': lang },
  });
  expect(res.headers.get('content-type')).toContain('spreadsheetml');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await res.arrayBuffer());
  const values = (r: ExcelJS.Row) => (r.values as unknown[]).slice(1);
  const sheet = book.worksheets[0]!;
  return sheet.getRows(1, sheet.rowCount)!.map(values);
}

describe('device spreadsheets', () => {
  it('offers a template whose columns are the import columns, in the caller language', async () => {
    expect((await download('importTemplate', 'en'))[0]).toEqual(HEADERS_EN);
    const cn = await download('importTemplate', 'cn');
    expect(cn).toHaveLength(1);
    expect(cn[0]!.slice(0, 3)).toEqual(['设备编号', '设备名称', '所属景区']);
  });

  it('imports a good file of two rows', async () => {
    const res = await upload(await xlsx([row('IMP-1'), row('IMP-2', '10.1.1.2', 'Out')]));
    expect(res).toEqual({ status: 200, body: { msg: '', data: { created: 2, updated: 0 } } });
    const [rows] = await t.list('device', { name: 'IMP-' });
    expect(rows.map((d) => [d.deviceNo, d.zoneName, d.direction, d.ucOpenDoorType])).toEqual([
      ['IMP-1', '导入景点', 0, 1],
      ['IMP-2', '导入景点', 1, 1],
    ]);
    expect((await t.audit('device', rows[0]!.id)).map((e) => e.action)).toEqual(['import']);
  });

  it('reports a bad row by number in the caller language and writes nothing', async () => {
    const before = await t.count('devices');
    const file = await xlsx([row('BAD-1'), row('BAD-2', '300.1.1.1')]);
    const en = await upload(file, 'en');
    expect(en.status).toBe(400);
    expect(en.body.code).toBe('IMPORT_INVALID');
    expect(en.body.details).toEqual([{ row: 3, column: 'IP address', message: 'Invalid IP address' }]);
    expect(en.body.message).toContain('row 3, IP address: Invalid IP address');
    const cn = await upload(file, 'cn');
    expect(cn.body.message).toContain('第 3 行「IP 地址」：IP 地址格式不正确');
    expect(await t.count('devices')).toBe(before);
  });

  it('names every problem: unknown area or zone, duplicates in the file, missing values', async () => {
    const res = await upload(
      await xlsx([
        [
          'P-1',
          'x',
          '没有的景区',
          '导入景点',
          'Smart gate',
          '10.0.0.1',
          '',
          'Relay',
          0,
          1,
          '',
          0,
          'Normal',
          'Enter',
        ],
        [
          'P-2',
          'x',
          '示范景区',
          '没有的景点',
          'Robot',
          '10.0.0.1',
          '',
          'Relay',
          0,
          1,
          '',
          0,
          'Normal',
          'Enter',
        ],
        row('P-3'),
        row('P-3'),
        [
          'P-5',
          '',
          '示范景区',
          '导入景点',
          'Smart gate',
          '10.0.0.1',
          '',
          'Relay',
          0,
          '',
          '',
          0,
          'Normal',
          'Enter',
        ],
      ]),
    );
    expect(res.body.details).toEqual([
      { row: 2, column: 'Scenic area', message: 'no such scenic area' },
      { row: 3, column: 'Attraction', message: 'no such attraction in this scenic area' },
      { row: 3, column: 'Device type', message: 'is not one of the choices' },
      { row: 5, column: 'Device number', message: 'repeats an earlier row of the sheet' },
      { row: 6, column: 'Device name', message: 'is required' },
      { row: 6, column: '485 id', message: 'is required' },
    ]);
  });

  it('exports what the list shows and takes its own export back (updates by device number)', async () => {
    const exported = await download(`export?scenicAreaID=${t.areaA}`, 'en');
    expect(exported[0]).toEqual(HEADERS_EN);
    const imp1 = exported.find((r) => r[0] === 'IMP-1')!;
    expect(imp1).toEqual([
      'IMP-1',
      'Gate IMP-1',
      '示范景区',
      '导入景点',
      'Smart gate',
      '10.1.1.1',
      80,
      'Gate board',
      0,
      5,
      undefined,
      0,
      'Normal',
      'Enter',
    ]);
    const changed = exported
      .slice(1)
      .map((r) => (r[0] === 'IMP-1' ? [...r.slice(0, 1), '改名', ...r.slice(2)] : r));
    const res = await upload(await xlsx(changed.map((r) => r.map((v) => v ?? null))));
    expect(res.body.data).toEqual({ created: 0, updated: exported.length - 1 });
    const [rows] = await t.list('device', { name: 'IMP-1' });
    expect(rows[0]).toMatchObject({ name: '改名', direction: 0 });
  });

  it('refuses what is not a bounded .xlsx', async () => {
    const notXlsx = await upload(Buffer.from('hello'), 'en');
    expect([notXlsx.status, notXlsx.body.code]).toEqual([400, 'IMPORT_NOT_XLSX']);
    const tooMany = await upload(await xlsx(Array.from({ length: 2001 }, (_, i) => row(`M-${i}`))));
    expect([tooMany.status, tooMany.body.code]).toEqual([400, 'IMPORT_TOO_MANY_ROWS']);
    const tooLarge = await upload(Buffer.alloc(2 * 1024 * 1024 + 1), 'en');
    expect([tooLarge.status, tooLarge.body.code]).toEqual([413, 'IMPORT_FILE_TOO_LARGE']);
    const columns = await upload(await xlsx([['x']], ['Device number']), 'en');
    expect(columns.body.code).toBe('IMPORT_MISSING_COLUMNS');
    expect(columns.body.message).toContain('Device name');
    const noFile = await t.api.call('POST', '/device/import', { token: t.superToken, body: {} });
    expect(noFile.status).toBe(415);
  });

  it('imports only into the caller scenic areas', async () => {
    const res = await upload(await xlsx([row('B-1')]), 'en', t.tokenB);
    expect(res.body.details).toEqual([{ row: 2, column: 'Scenic area', message: 'no such scenic area' }]);
  });
});
