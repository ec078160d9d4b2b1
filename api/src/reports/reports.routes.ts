// The reports (issue 17), one route per report so each carries its own flag (reportCatalog.ts):
//   GET  /api/report/<key>?<ReportQuery>        → { msg: '', data: { rows, total, totals, series?, differences? } }
//   POST /api/report/<key>/export  <ReportQuery> → { msg: '', data: { jobId } }
//   GET  /api/report/export/<jobId>             → the export's state and progress (its owner only)
//   GET  /api/report/export/<jobId>/file        → the .xlsx (its owner only)
// Dates are judged in each scenic area's time zone; another area's report answers 404.
import { createReadStream } from 'node:fs';
import {
  ExportJobAnswer,
  ExportJobParams,
  ExportStarted,
  ReportAnswer,
} from '../../../domain/reports/reportAnswer.schema.ts';
import { REPORT_CATALOG, REPORT_KEYS } from '../../../domain/reports/reportCatalog.ts';
import { REPORT_TITLES } from '../../../domain/reports/reportLabels.ts';
import { ReportQueryFields } from '../../../domain/reports/reportQuery.schema.ts';
import type { App, AppContext } from '../appContext.ts';
import { actorOf, requireFlag } from '../auth/guard.ts';
import { AppError } from '../http/appError.ts';
import { requestLang } from '../http/errorHandler.ts';
import { answerReport, pageOf } from './reportAnswers.ts';
import { exportFile, exportJob, registerExportJob, startExport } from './reportExport.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The query as the routes take it: `to` not before `from` (the span is judged with its own code). */
const RouteQuery = ReportQueryFields.refine((q) => q.from <= q.to, {
  message: 'i18n:endBeforeStart',
  path: ['to'],
});

/** Any report's flag lets its holder follow the exports they started. */
const ANY_REPORT = requireFlag(...new Set(REPORT_KEYS.map((k) => REPORT_CATALOG[k].flag)));

export async function reportRoutes(app: App, ctx: AppContext): Promise<void> {
  registerExportJob(ctx);
  const deps = { db: ctx.pool, payments: ctx.payments };

  for (const key of REPORT_KEYS) {
    const { flag } = REPORT_CATALOG[key];
    app.get(
      `/report/${key}`,
      {
        preHandler: requireFlag(flag),
        schema: {
          summary: `${REPORT_TITLES[key].en}: rows by the chosen grouping, totals, chart series`,
          querystring: RouteQuery,
          response: { 200: ReportAnswer },
        },
      },
      async (request) => {
        const full = await answerReport(deps, actorOf(request), key, request.query, ctx.clock.now());
        return { msg: '', data: pageOf(full, request.query) };
      },
    );

    app.post(
      `/report/${key}/export`,
      {
        preHandler: requireFlag(flag),
        schema: {
          summary: `${REPORT_TITLES[key].en}: export every row to .xlsx (a job; follow it with GET /report/export/:jobId)`,
          body: RouteQuery,
          response: { 200: ExportStarted },
        },
      },
      async (request) => {
        const jobId = await startExport(
          ctx,
          actorOf(request),
          key,
          request.body,
          requestLang(request),
          ctx.clock.now(),
        );
        return { msg: '', data: { jobId } };
      },
    );
  }

  app.get(
    '/report/export/:jobId',
    {
      preHandler: ANY_REPORT,
      schema: {
        summary: "An export's state, progress (0-100), file name and rows; only for the user who started it",
        params: ExportJobParams,
        response: { 200: ExportJobAnswer },
      },
    },
    async (request) => ({
      msg: '',
      data: await exportJob(ctx, actorOf(request), request.params.jobId, requestLang(request)),
    }),
  );

  app.get(
    '/report/export/:jobId/file',
    {
      preHandler: ANY_REPORT,
      schema: {
        summary: "A finished export's .xlsx; only for the user who started it",
        params: ExportJobParams,
      },
    },
    async (request, reply) => {
      const found = await exportFile(ctx, actorOf(request), request.params.jobId, requestLang(request));
      if (found.status === 'notReady') throw new AppError(409, 'REPORT_EXPORT_NOT_READY');
      if (found.status === 'gone') throw new AppError(410, 'REPORT_EXPORT_GONE');
      return reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(found.fileName)}`)
        .send(createReadStream(found.file));
    },
  );
}
