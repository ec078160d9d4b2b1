// The answers of the report calls (issue 17), one shape for every report:
//   GET  /api/report/<key>?<ReportQuery>            → { msg: '', data: ReportData }
//   POST /api/report/<key>/export  <ReportQuery>     → { msg: '', data: { jobId } }
//   GET  /api/report/export/<jobId>                  → { msg: '', data: ExportJob }
//   GET  /api/report/export/<jobId>/file             → the .xlsx (only for the user who asked)
import { z } from 'zod';
import { ok } from '../http/replies.ts';
import { PAYMENT_METHODS } from '../sales/saleCodes.ts';

/** A cell: money in fen, counts, texts, local dates `YYYY-MM-DD`, months `YYYY-MM`; null when unknown. */
export const ReportCell = z.union([z.number(), z.string(), z.null()]);
/** One row, keyed by the report's column keys (reportCatalog.ts `columnsOf`) and the grouping's ids. */
export const ReportRow = z.record(z.string(), ReportCell);
export type ReportRow = z.infer<typeof ReportRow>;

/** One day of a chart's trend: `day` and the values of the report's trend measures (reportCatalog.ts `series.trend`). */
export const TrendPoint = z.object({ day: z.string(), values: z.record(z.string(), z.number()) });
export type TrendPoint = z.infer<typeof TrendPoint>;

/** One slice of a share chart: the code (a source, a payment method) and the measure's value. */
export const SharePoint = z.object({ key: z.string(), value: z.number() });
export type SharePoint = z.infer<typeof SharePoint>;

export const ReportSeries = z.object({
  /** Every day of the query's range, in order, zeros included. */
  trend: z.array(TrendPoint),
  /** Slices by source / by payment method of `series.shareOf`, largest first (only those the report has). */
  bySource: z.array(SharePoint).optional(),
  byPaymentMethod: z.array(SharePoint).optional(),
});
export type ReportSeries = z.infer<typeof ReportSeries>;

/** A difference the reconciliation found: one order or refund whose money the provider says otherwise. */
export const ReconciliationDifference = z.object({
  day: z.string(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  /** Our order or refund number (the provider's reference). */
  reference: z.string(),
  kind: z.enum(['charge', 'refund']),
  /** What our order / refund says (fen; null: we have none) and what the provider confirmed (null: nothing). */
  orderAmount: z.number().nullable(),
  providerAmount: z.number().nullable(),
});
export type ReconciliationDifference = z.infer<typeof ReconciliationDifference>;

/** A payment the provider approved that was not recorded, found by the reconciliation job, and what it did. */
export const RecoveredPayment = z.object({
  orderNo: z.string(),
  transactionId: z.string(),
  /** When the job recorded or refunded it (ISO instant). */
  at: z.string(),
  amount: z.number(),
  outcome: z.enum(['recorded', 'refunded']),
  refundId: z.string().nullable(),
});
export type RecoveredPayment = z.infer<typeof RecoveredPayment>;

export const ReportData = z.object({
  /** The page of rows (pageItems, pageNumber), sorted by sortBy / sortOrder. */
  rows: z.array(ReportRow),
  /** How many rows the whole answer has. */
  total: z.number().int(),
  /** Sums over all rows (not only the page) of the columns marked `total`. */
  totals: z.record(z.string(), z.number()),
  series: ReportSeries.optional(),
  /** The reconciliation lists each difference (all of them, not paged). */
  differences: z.array(ReconciliationDifference).optional(),
  /** The reconciliation's payments approved but unrecorded, recorded or refunded by its job. */
  recovered: z.array(RecoveredPayment).optional(),
});
export type ReportData = z.infer<typeof ReportData>;
export const ReportAnswer = ok(ReportData);
export type ReportAnswer = z.infer<typeof ReportAnswer>;

export const EXPORT_STATES = ['waiting', 'active', 'completed', 'failed'] as const;

export const ExportStarted = ok(z.object({ jobId: z.string() }));
export type ExportStarted = z.infer<typeof ExportStarted>;

export const ExportJob = z.object({
  jobId: z.string(),
  state: z.enum(EXPORT_STATES),
  /** 0–100. */
  progress: z.number(),
  /** When completed: the file's name and the rows written. */
  fileName: z.string().nullable(),
  rows: z.number().int().nullable(),
  /** When failed: why, in the caller's language. */
  error: z.string().nullable(),
});
export type ExportJob = z.infer<typeof ExportJob>;
export const ExportJobAnswer = ok(ExportJob);

/** A job id as the export call answers it (the path parameter of the two export reads). */
export const ExportJobParams = z.object({ jobId: z.string().regex(/^rx-\d{1,10}-[0-9a-f-]{36}$/) }).strict();
