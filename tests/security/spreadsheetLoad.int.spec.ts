// Spreadsheets that arrive together: a 2 kB workbook with one cell at A1048576 whose <dimension>
// under-states it (or is missing) is refused from the sheet's row numbers before any parse, by the
// device import and the agency preview alike, with /health answering meanwhile; valid 10-tourist
// files sent at once are all read, however busy the machine (no clock decides).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_COLUMNS } from '../../domain/masterData/deviceColumns.ts';
import { agencyFixture, orderRow, touristRows, workbook } from '../api/agencies/agencySupport.ts';
import { apiClient } from '../api/support/apiClient.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';
import { workbookOf } from './support/hostileXlsx.ts';
import { deviceImport, whileAskingHealth } from './support/sheetUploads.ts';

let server: TestServer;
let adminToken: string;
let agency: Awaited<ReturnType<typeof agencyFixture>>;

beforeAll(async () => {
  server = await startTestServer();
  adminToken = await apiClient(server).login('admin');
  agency = await agencyFixture(server);
});
afterAll(() => server?.close());

const cellsOf = (texts: readonly string[], row: number) =>
  Object.fromEntries(texts.map((t, i) => [`${String.fromCharCode(65 + i)}${row}`, t]));

/** Device headers and one cell at A1048576; the sheet claims to end at `dimension` (or is silent). */
const deviceBomb = (dimension?: string) =>
  workbookOf([
    {
      cells: {
        ...cellsOf(
          DEVICE_COLUMNS.map((c) => c.label.en),
          1,
        ),
        A1048576: 'x',
      },
      dimension,
    },
  ]);

/** A valid order sheet, and a tourist sheet with one cell at A1048576 that claims to end at J4. */
const agencyBomb = () =>
  workbookOf([
    { cells: { A1: 'start', A2: '2030-05-01' }, dimension: 'A1:J2' },
    { cells: { A1: 'tourists', A3: 'name', A1048576: 'x' }, dimension: 'A1:J4' },
  ]);

/** What each upload of the first test is judged by. */
type Refusal = { status: number; body: { code?: string; message?: string } };

describe('spreadsheets under load', () => {
  it('refuses a sheet reaching row 1048576 from its row numbers, many at once, /health answering', async () => {
    expect(deviceBomb('A1').length).toBeLessThan(4096);
    const langs = ['en', 'cn', 'en', 'cn'] as const;
    const { answers, health } = await whileAskingHealth<Refusal>(server, [
      ...langs.map((lang) => deviceImport(server, adminToken, deviceBomb('A1'), lang)),
      ...langs.map((lang) => deviceImport(server, adminToken, deviceBomb(), lang)),
      ...langs.map((lang) => agency.upload(agencyBomb(), 'orders.xlsx', lang)),
    ]);
    const reaches = { en: 'the sheet reaches row 1048576', cn: '表格用到第 1048576 行' };
    const sent = [...langs, ...langs, ...langs];
    expect(
      answers.map((a, i) => [a.status, a.body.code, a.body.message?.includes(reaches[sent[i]!])]),
    ).toEqual(sent.map(() => [400, 'IMPORT_TOO_MANY_ROWS', true]));
    expect(health.length).toBeGreaterThan(0);
    expect(health.every((s) => s === 200)).toBe(true);
  });

  it('reads every valid 10-tourist file of a burst (never "too complex")', async () => {
    const file = await workbook(orderRow(), touristRows(10));
    const { answers } = await whileAskingHealth(
      server,
      Array.from({ length: 12 }, () => agency.upload(file)),
    );
    expect(answers.map((a) => [a.status, a.body.data?.tourists.length])).toEqual(
      answers.map(() => [200, 10]),
    );
  });
});
