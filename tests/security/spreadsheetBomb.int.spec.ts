// Hostile spreadsheets sent to POST /api/device/import: a header row and one cell at A1048576 (with
// and without the sheet's <dimension>), a cell in the last column, and a 400 MB shared string (with an
// honest and a lying size in the archive). Each is refused with a 400 in the caller's language,
// /health keeps answering while the upload is handled, and the process's peak memory barely grows.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_COLUMNS } from '../../domain/masterData/deviceColumns.ts';
import { apiClient } from '../api/support/apiClient.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';
import { hugeSharedString, lastRowSheet, sheetWithoutDimension } from './support/hostileXlsx.ts';
import { deviceImport, whileAskingHealth } from './support/sheetUploads.ts';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await apiClient(server).login('admin');
});
afterAll(() => server?.close());

const HEADERS = DEVICE_COLUMNS.map((c) => c.label.en);
const headerCells = Object.fromEntries(HEADERS.map((h, i) => [`${String.fromCharCode(65 + i)}1`, h]));
/** The process's peak resident memory so far, in MB (worker threads included). */
const peakRssMb = () => process.resourceUsage().maxRSS / 1024;

/** Uploads `file` while asking /health again and again until the upload is answered. */
async function watchedUpload(file: Buffer, lang: 'en' | 'cn') {
  const peakBefore = peakRssMb();
  const { answers, health } = await whileAskingHealth(server, [deviceImport(server, token, file, lang)]);
  return { ...answers[0]!, health, peakGrowthMb: peakRssMb() - peakBefore };
}

type Case = [name: string, file: () => Promise<Buffer>, code: string, message: { en: string; cn: string }];
const TOO_MANY_ROWS = { en: 'At most 2000 rows', cn: '一次最多导入 2000 行' };
const TOO_LARGE = { en: 'too large once unpacked', cn: '解压后过大' };

const CASES: Case[] = [
  [
    'a cell at A1048576 (exceljs, with its dimension)',
    () => lastRowSheet(HEADERS),
    'IMPORT_TOO_MANY_ROWS',
    TOO_MANY_ROWS,
  ],
  [
    'a cell at A1048576 without a dimension',
    async () => sheetWithoutDimension({ ...headerCells, A1048576: 'x' }),
    'IMPORT_TOO_MANY_ROWS',
    TOO_MANY_ROWS,
  ],
  [
    'a cell in the last column',
    async () => sheetWithoutDimension({ ...headerCells, XFD2: 'x' }),
    'SPREADSHEET_TOO_WIDE',
    { en: 'more than 100 columns', cn: '超过 100 列' },
  ],
  ['a 400 MB shared string', () => hugeSharedString(400), 'SPREADSHEET_TOO_LARGE', TOO_LARGE],
  [
    'a 400 MB shared string whose archive claims 1 kB',
    () => hugeSharedString(400, 1024),
    'SPREADSHEET_TOO_LARGE',
    TOO_LARGE,
  ],
];

describe('hostile spreadsheets', () => {
  it.each(CASES)(
    'refuses %s with a 400, /health answering meanwhile',
    async (_name, build, code, message) => {
      const file = await build();
      expect(file.length).toBeLessThan(2 * 1024 * 1024);
      for (const lang of ['en', 'cn'] as const) {
        const res = await watchedUpload(file, lang);
        expect([res.status, res.body.code]).toEqual([400, code]);
        expect(res.body.message).toContain(message[lang]);
        expect(res.health.length).toBeGreaterThan(0);
        expect(res.health.every((s) => s === 200)).toBe(true);
        expect(res.peakGrowthMb).toBeLessThan(300);
      }
    },
  );
});
