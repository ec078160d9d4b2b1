// A report's export (issue 17): a job of the job queue writes the answer the screen shows (every
// row, then the totals) into an .xlsx with exceljs's streaming writer, reporting its progress. Money
// is written in yuan with two decimals, days as dates, codes in the asker's language. Files go to
// `<DATA_DIR>/exports`, which keeps at most EXPORT_FILES_MAX files no older than EXPORT_TTL_MS; a
// job's id names its user, and only that user may follow it or download its file.
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Actor } from '../../../domain/auth/actor.ts';
import { translate } from '../../../domain/i18n/errorMessages.ts';
import type { Lang } from '../../../domain/i18n/lang.ts';
import type { ExportJob } from '../../../domain/reports/reportAnswer.schema.ts';
import {
  columnsOf,
  REPORT_CATALOG,
  type ReportColumn,
  type ReportKey,
} from '../../../domain/reports/reportCatalog.ts';
import {
  COLUMN_LABELS,
  codeLabel,
  NONE_LABEL,
  REPORT_TITLES,
  TOTAL_LABEL,
} from '../../../domain/reports/reportLabels.ts';
import type { ReportQuery } from '../../../domain/reports/reportQuery.schema.ts';
import type { AppContext } from '../appContext.ts';
import { notFound } from '../http/appError.ts';
import { answerReport, checkQuery, type FullReport } from './reportAnswers.ts';

export const EXPORT_JOB = 'reportExport';
export const EXPORT_FILES_MAX = 50;
export const EXPORT_TTL_MS = 3_600_000;

interface ExportPayload {
  key: ReportKey;
  query: ReportQuery;
  actor: Actor;
  lang: Lang;
  now: string;
}

export const exportDir = (ctx: AppContext) => path.resolve(ctx.config.DATA_DIR, 'exports');
const fileOf = (ctx: AppContext, jobId: string) => path.join(exportDir(ctx), `${jobId}.xlsx`);
/** The user a job id names (`rx-<userId>-<uuid>`). */
const ownerOf = (jobId: string) => Number(jobId.split('-')[1]);

/** Files older than the time to live go, then the oldest until at most EXPORT_FILES_MAX - 1 are left. */
async function sweep(dir: string, now: number): Promise<void> {
  const names = (await readdir(dir)).filter((n) => n.endsWith('.xlsx'));
  const files = await Promise.all(
    names.map(async (n) => ({ file: path.join(dir, n), at: (await stat(path.join(dir, n))).mtimeMs })),
  );
  files.sort((a, b) => b.at - a.at);
  const gone = files.filter((f, i) => now - f.at > EXPORT_TTL_MS || i >= EXPORT_FILES_MAX - 1);
  await Promise.all(gone.map((f) => rm(f.file, { force: true })));
}

const cellOf = (column: ReportColumn, value: unknown, lang: Lang): ExcelJS.CellValue => {
  if (value === null || value === undefined) return column.kind === 'text' ? NONE_LABEL[lang] : null;
  if (column.kind === 'money') return Number(value) / 100;
  if (column.kind === 'date') return new Date(`${value}T00:00:00Z`);
  if (column.kind === 'text') return codeLabel(column.key, String(value), lang);
  return Number(value);
};

const FORMATS: Record<ReportColumn['kind'], string | undefined> = {
  money: '#,##0.00',
  count: '0',
  date: 'yyyy-mm-dd',
  text: undefined,
};

/** Writes a report's rows and totals to `file`; `progress` gets the share of rows written (0–1). */
export async function writeReportSheet(
  file: string,
  key: ReportKey,
  groupBy: NonNullable<ReportQuery['groupBy']>,
  full: FullReport,
  lang: Lang,
  progress: (fraction: number) => Promise<void>,
): Promise<void> {
  const report = REPORT_CATALOG[key];
  const columns = columnsOf(report, groupBy);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useStyles: true });
  const sheet = workbook.addWorksheet(REPORT_TITLES[key][lang].slice(0, 31));
  sheet.columns = columns.map((c) => ({
    header: COLUMN_LABELS[c.key]?.[lang] ?? c.key,
    key: c.key,
    width: c.kind === 'text' ? 20 : 14,
    style: FORMATS[c.kind] ? { numFmt: FORMATS[c.kind] } : {},
  }));
  for (const [i, row] of full.rows.entries()) {
    sheet.addRow(Object.fromEntries(columns.map((c) => [c.key, cellOf(c, row[c.key], lang)]))).commit();
    if (i % 1000 === 999) await progress((i + 1) / full.rows.length);
  }
  const totals = Object.fromEntries(
    columns.map((c, i) => [
      c.key,
      i === 0 ? TOTAL_LABEL[lang] : c.key in full.totals ? cellOf(c, full.totals[c.key], lang) : null,
    ]),
  );
  const last = sheet.addRow(totals);
  last.font = { bold: true };
  last.commit();
  sheet.commit();
  await workbook.commit();
}

export function registerExportJob(ctx: AppContext): void {
  ctx.jobs.register<ExportPayload>(EXPORT_JOB, async (payload, job) => {
    const { key, query, actor, lang } = payload;
    const deps = { db: ctx.pool, payments: ctx.payments };
    const full = await answerReport(deps, actor, key, query, new Date(payload.now));
    await job.reportProgress(10);
    const dir = exportDir(ctx);
    await mkdir(dir, { recursive: true });
    await sweep(dir, Date.now());
    const groupBy = checkQuery(REPORT_CATALOG[key], query);
    await writeReportSheet(fileOf(ctx, job.jobId), key, groupBy, full, lang, (f) =>
      job.reportProgress(10 + Math.floor(f * 89)),
    );
    return { fileName: `${REPORT_TITLES[key][lang]} ${query.from}~${query.to}.xlsx`, rows: full.rows.length };
  });
}

/** Starts an export of what `query` answers now (bad input is refused here, before any job). */
export async function startExport(
  ctx: AppContext,
  actor: Actor,
  key: ReportKey,
  query: ReportQuery,
  lang: Lang,
  now: Date,
): Promise<string> {
  checkQuery(REPORT_CATALOG[key], query);
  const jobId = `rx-${actor.userId}-${randomUUID()}`;
  const payload: ExportPayload = { key, query, actor, lang, now: now.toISOString() };
  await ctx.jobs.enqueue<ExportPayload>(EXPORT_JOB, payload, { jobId, attempts: 1 });
  return jobId;
}

/** The job as its owner sees it; 404 for anyone else, as for an unknown job. */
export async function exportJob(
  ctx: AppContext,
  actor: Actor,
  jobId: string,
  lang: Lang,
): Promise<ExportJob> {
  const info = ownerOf(jobId) === actor.userId ? await ctx.jobs.getJob(jobId) : undefined;
  if (!info || info.name !== EXPORT_JOB) throw notFound();
  const result = info.result as { fileName: string; rows: number } | undefined;
  const state = info.state === 'delayed' ? 'waiting' : info.state;
  return {
    jobId,
    state,
    progress: state === 'completed' ? 100 : info.progress,
    fileName: result?.fileName ?? null,
    rows: result?.rows ?? null,
    error: state === 'failed' ? translate(info.error ?? 'INTERNAL', lang) : null,
  };
}

/** The finished file of the owner's job: its path and name (404 unknown, 409 not ready, 410 swept). */
export async function exportFile(ctx: AppContext, actor: Actor, jobId: string, lang: Lang) {
  const job = await exportJob(ctx, actor, jobId, lang);
  if (job.state !== 'completed' || !job.fileName) return { status: 'notReady' as const };
  const file = fileOf(ctx, jobId);
  const exists = await stat(file).then(
    () => true,
    () => false,
  );
  return exists ? { status: 'ready' as const, file, fileName: job.fileName } : { status: 'gone' as const };
}
