// The rules every report call keeps (issue 17): the span of at most a year (translated refusal),
// what a report accepts, flags and scenic-area scope, the export (the .xlsx holds what the JSON
// answer holds, only its owner may fetch it), and the auditor's rebuild-and-compare of every report
// read model over a history that touches all of them.
import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportProjections } from '../../../api/src/features.ts';
import type { Ok } from '../../../domain/http/replies.ts';
import type { ExportJob } from '../../../domain/reports/reportAnswer.schema.ts';
import { columnsOf, REPORT_CATALOG } from '../../../domain/reports/reportCatalog.ts';
import { COLUMN_LABELS, PAYMENT_METHOD_LABELS } from '../../../domain/reports/reportLabels.ts';
import { localInstant } from '../../support/reportHistory.ts';
import { startTestServer, type TestServer } from '../../support/testServer.ts';
import { waitFor } from '../../support/waitFor.ts';
import { demoFixtures } from '../support/fixtures.ts';
import { type ReportFixture, reportFixture } from './reportSupport.ts';

let server: TestServer;
let f: ReportFixture;
let otherAreaToken: string;
const at = (local: string) => localInstant(local, '+08:00');
const Q = { from: '2026-05-01', to: '2026-05-02' };

beforeAll(async () => {
  server = await startTestServer();
  f = await reportFixture(server);
  const seller = f.userId('seller');
  const h = f.history();
  const s1 = h.sale({
    at: at('2026-05-01 10:00'),
    sellerID: seller,
    lines: [{ ticketTypeID: f.adult, count: 3 }],
  });
  h.sale({
    at: at('2026-05-01 11:00'),
    sellerID: seller,
    lines: [{ ticketTypeID: f.child, count: 2 }],
    method: 'alipay',
  });
  h.sale({
    at: at('2026-05-02 11:00'),
    sellerID: 0,
    lines: [{ ticketTypeID: f.child, count: 1 }],
    method: 'miniProgram',
    source: 'miniProgram',
  });
  h.refund({ at: at('2026-05-02 09:00'), sellerID: seller, order: s1.order, tickets: [s1.tickets[2]!] });
  const pass = h.pass({
    at: at('2026-05-01 12:00'),
    ticketNo: s1.tickets[0]!.ticketNo,
    zoneId: f.zoneId,
    deviceId: 1,
    direction: 'in',
  });
  h.passReturned({
    at: at('2026-05-01 12:01'),
    ticketNo: s1.tickets[0]!.ticketNo,
    passRequestId: pass,
    zoneId: f.zoneId,
    passedOn: '2026-05-01',
  });
  h.pass({
    at: at('2026-05-01 12:02'),
    ticketNo: s1.tickets[0]!.ticketNo,
    zoneId: f.zoneId,
    deviceId: 1,
    direction: 'in',
  });
  h.writeOff({
    at: at('2026-05-01 13:00'),
    sellerID: seller,
    ticketNo: s1.tickets[1]!.ticketNo,
    zoneId: f.zoneId,
    count: 2,
  });
  h.priceDifference({
    at: at('2026-05-01 14:00'),
    sellerID: seller,
    ticketNo: s1.tickets[0]!.ticketNo,
    amount: 700,
    method: 'paymentCode',
  });
  h.collected({ at: at('2026-05-01 10:01'), sellerID: seller, ticketNo: s1.tickets[0]!.ticketNo });
  h.reprinted({ at: at('2026-05-01 10:02'), sellerID: seller, orderNo: s1.orderNo, ticketNos: s1.ticketNos });
  h.recharge({
    at: at('2026-05-01 15:00'),
    sellerID: seller,
    cardNo: 'K9',
    amount: 5_000,
    bonus: 500,
    method: 'cash',
  });
  await f.given(h);
  // A sale through the window's route (a payment code charged by the sandbox) and a handover.
  const sold = await f.api.call('POST', '/sell/order', {
    token: f.sellerToken,
    body: {
      requestId: randomUUID(),
      scenicAreaID: f.areaId,
      lines: [{ ticketTypeID: f.adult, count: 1 }],
      payment: { method: 'paymentCode', paymentCode: '1234567890123456' },
    },
  });
  expect(sold.status).toBe(200);
  const handover = await f.api.call('POST', '/sell/shift/handover', {
    token: f.sellerToken,
    body: { requestId: randomUUID(), scenicAreaID: f.areaId, receivedFen: 100 },
  });
  expect(handover.status).toBe(200);

  // An administrator of another scenic area, with every report flag.
  const fx = await demoFixtures(server);
  const role = await fx.api.call<{ data: { id: number } }>('POST', '/permission/add', {
    token: fx.superToken,
    body: {
      name: '乙报表',
      scenicAreaID: fx.areaB,
      type: 1,
      authority: { reports: { ticketReport1: 1, ticketReport2: 1 }, finance: { financeStatements: 1 } },
    },
  });
  await fx.addUser('breports', { scenicAreaID: fx.areaB, permissionID: role.body.data.id });
  otherAreaToken = await fx.api.login('breports');
}, 90_000);
afterAll(() => server?.close());

describe('the query', () => {
  it('refuses a span over one year, in the caller’s language, and accepts exactly one year', async () => {
    const over = { from: '2025-01-01', to: '2026-01-01' };
    const messages = {
      cn: '报表时间跨度不能超过一年',
      en: 'A report cannot span more than one year',
      es: 'Un informe no puede abarcar más de un año',
    };
    for (const [lang, message] of Object.entries(messages) as ['cn' | 'en' | 'es', string][]) {
      const res = await f.report('orderReport', over, { lang });
      expect([res.status, res.body.code, res.body.message]).toEqual([400, 'REPORT_SPAN_TOO_LONG', message]);
    }
    expect((await f.report('orderReport', { from: '2025-01-01', to: '2025-12-31' })).status).toBe(200);
    const exported = await f.api.call<{ code: string }>('POST', '/report/orderReport/export', {
      token: f.adminToken,
      body: over,
    });
    expect([exported.status, exported.body.code]).toEqual([400, 'REPORT_SPAN_TOO_LONG']);
  });

  it('refuses an end before the start, a filter, grouping or sort the report does not take, bad dates', async () => {
    const refused = async (query: Record<string, unknown>, key = 'orderReport' as const) => {
      const res = await f.report(key, query, { lang: 'en' });
      return [res.status, res.body.code];
    };
    expect(await refused({ from: '2026-05-02', to: '2026-05-01' })).toEqual([400, 'VALIDATION_FAILED']);
    expect(await refused({ ...Q, ticketTypeID: f.adult })).toEqual([400, 'REPORT_FILTER_UNSUPPORTED']);
    expect(await refused({ ...Q, groupBy: 'zone' })).toEqual([400, 'REPORT_GROUPING_UNSUPPORTED']);
    expect(await refused({ ...Q, sortBy: 'nothing' })).toEqual([400, 'REPORT_SORT_UNSUPPORTED']);
    expect(await refused({ from: '2026-13-01', to: '2026-05-01' })).toEqual([400, 'VALIDATION_FAILED']);
    expect(await refused({ to: '2026-05-01' })).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('sorts by any column either way and pages, totals staying those of every row', async () => {
    const sorted = { ...Q, groupBy: 'paymentMethod', sortBy: 'actualAmount', sortOrder: 'desc' } as const;
    const all = (await f.report('orderReport', sorted)).body.data;
    const amounts = all.rows.map((r) => r.actualAmount as number);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    const page = (await f.report('orderReport', { ...sorted, pageItems: 1, pageNumber: 2 })).body.data;
    expect(page.rows).toEqual([all.rows[1]]);
    expect([page.total, page.totals]).toEqual([all.total, all.totals]);
  });
});

describe('who may ask', () => {
  it('a seller without the report flag is refused; another area’s administrator finds nothing of this one', async () => {
    expect((await f.report('orderReport', Q, { token: f.sellerToken })).status).toBe(403);
    const named = await f.report('orderReport', { ...Q, scenicAreaID: f.areaId }, { token: otherAreaToken });
    expect(named.status).toBe(404);
    const own = await f.report('orderReport', Q, { token: otherAreaToken });
    expect([own.status, own.body.data.rows, own.body.data.totals.orderCount]).toEqual([200, [], 0]);
    expect((await f.report('dataCenter', Q, { token: otherAreaToken })).status).toBe(403);
    const mine = await f.report('orderReport', { ...Q, scenicAreaID: f.areaId });
    expect(mine.body.data.totals.orderCount).toBeGreaterThan(0);
  });
});

describe('export', () => {
  async function finished(jobId: string, token = f.adminToken) {
    let job: ExportJob | undefined;
    await waitFor(async () => {
      const res = await f.api.call<Ok<ExportJob>>('GET', `/report/export/${jobId}`, { token });
      job = res.body.data;
      return job.state === 'completed' || job.state === 'failed';
    }, 'the export to finish');
    return job!;
  }

  it('writes the same rows and totals as the JSON answer: money in yuan, dates as dates, words in the caller’s language', async () => {
    const query = { ...Q, groupBy: 'day' as const };
    const answer = (await f.report('orderReport', query)).body.data;
    const started = await f.api.call<Ok<{ jobId: string }>>('POST', '/report/orderReport/export', {
      token: f.adminToken,
      lang: 'en',
      body: query,
    });
    expect(started.status).toBe(200);
    const job = await finished(started.body.data.jobId);
    expect(job).toMatchObject({ state: 'completed', progress: 100, rows: answer.rows.length });
    const file = await fetch(`${server.url}/api/report/export/${job.jobId}/file`, {
      headers: { authorization: `Bearer ${f.adminToken}` },
    });
    expect(file.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await file.arrayBuffer()) as never);
    const sheet = book.worksheets[0]!;
    const columns = columnsOf(REPORT_CATALOG.orderReport, 'day');
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(values(1)).toEqual(columns.map((c) => COLUMN_LABELS[c.key]!.en));
    answer.rows.forEach((row, i) => {
      const expected = columns.map((c) =>
        c.kind === 'money'
          ? (row[c.key] as number) / 100
          : c.kind === 'date'
            ? new Date(`${row[c.key]}T00:00:00Z`)
            : row[c.key],
      );
      expect(values(i + 2)).toEqual(expected);
    });
    const totals = values(answer.rows.length + 2);
    expect(totals[0]).toBe('Total');
    columns.slice(1).forEach((c, i) => {
      const total = answer.totals[c.key]!;
      expect(totals[i + 1]).toBe(c.kind === 'money' ? total / 100 : total);
    });
    expect(sheet.getRow(2).getCell(columns.findIndex((c) => c.key === 'actualAmount') + 1).numFmt).toBe(
      '#,##0.00',
    );
  });

  it('translates coded columns and lets only the user who asked follow or download the export', async () => {
    const started = await f.api.call<Ok<{ jobId: string }>>('POST', '/report/orderReport/export', {
      token: f.adminToken,
      lang: 'es',
      body: { ...Q, groupBy: 'paymentMethod' },
    });
    const { jobId } = started.body.data;
    await finished(jobId);
    for (const path of [`/report/export/${jobId}`, `/report/export/${jobId}/file`]) {
      expect((await f.api.call('GET', path, { token: otherAreaToken })).status).toBe(404);
    }
    const file = await fetch(`${server.url}/api/report/export/${jobId}/file`, {
      headers: { authorization: `Bearer ${f.adminToken}` },
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await file.arrayBuffer()) as never);
    const methods = book.worksheets[0]!.getColumn(1).values.slice(2);
    expect(methods).toContain(PAYMENT_METHOD_LABELS.alipay.es);
    const unknown = await f.api.call('GET', `/report/export/rx-1-${randomUUID()}`, { token: f.adminToken });
    expect(unknown.status).toBe(404);
  });
});

describe('read models', () => {
  it('a rebuild from the events recreates every report read model exactly', async () => {
    for (const { name } of reportProjections) {
      const report = await server.running.ctx.projections.compare(name);
      expect(report.eventsReplayed, name).toBeGreaterThan(0);
      expect(report.equal, `${name}: ${JSON.stringify(report.tables)}`).toBe(true);
    }
  });
});
