// The query every report takes (issue 17), written once for the server's routes and the screens'
// forms: `GET /api/report/<key>?…` and `POST /api/report/<key>/export` (the same fields as JSON).
// Dates are local dates of the scenic area, both ends included, at most one year apart
// (spec 001 §9 "time span max 1 year"); which filters and groupings a report accepts is in
// reportCatalog.ts (a filter a report does not take is refused, REPORT_FILTER_UNSUPPORTED).
import { z } from 'zod';
import { PASS_DIRECTIONS } from '../gates/gateEvents.ts';
import { INT4_MAX, QueryId } from '../inputBounds.ts';
import { PAYMENT_METHODS, SALE_SOURCES } from '../sales/saleCodes.ts';

/** What rows a report can be grouped by (each report offers some: reportCatalog.ts `groupings`). */
export const REPORT_GROUP_BYS = [
  'day',
  'month',
  'ticketType',
  'seller',
  'source',
  'paymentMethod',
  'zone',
  'device',
  'scenicArea',
] as const;
export type ReportGroupBy = (typeof REPORT_GROUP_BYS)[number];

/** The filters of the query, by name (reportCatalog.ts lists which each report accepts). */
export const REPORT_FILTERS = [
  'ticketTypeID',
  'sellerID',
  'source',
  'paymentMethod',
  'zoneID',
  'direction',
] as const;
export type ReportFilter = (typeof REPORT_FILTERS)[number];

export const SORT_ORDERS = ['asc', 'desc'] as const;
/** A page holds at most this many rows (an export writes every row). */
export const REPORT_PAGE_MAX = 1000;

const LocalDate = z.iso.date();

/** The day before the same date one year later: the last `to` a `from` allows (29 Feb → 28 Feb). */
export function lastDayOfYearFrom(from: string): string {
  const d = new Date(`${from}T00:00:00Z`);
  const next = new Date(Date.UTC(d.getUTCFullYear() + 1, d.getUTCMonth(), d.getUTCDate()));
  // 29 Feb + 1 year rolls to 1 Mar: the year then ends on 28 Feb.
  if (next.getUTCDate() !== d.getUTCDate()) next.setUTCDate(0);
  else next.setUTCDate(next.getUTCDate() - 1);
  return next.toISOString().slice(0, 10);
}

/** True when `from`..`to` spans more than one year (the server answers REPORT_SPAN_TOO_LONG). */
export const spanTooLong = (from: string, to: string): boolean => to > lastDayOfYearFrom(from);

/** The fields of a report query, without the checks that compare them (the route adds its own). */
export const ReportQueryFields = z
  .object({
    /** Omitted: every scenic area in the caller's scope. */
    scenicAreaID: QueryId.optional(),
    from: LocalDate,
    to: LocalDate,
    ticketTypeID: QueryId.optional(),
    /** 0 names the sales no seller made (visitor bookings, agency orders). */
    sellerID: z.coerce.number().int().min(0).max(INT4_MAX).optional(),
    source: z.enum(SALE_SOURCES).optional(),
    paymentMethod: z.enum(PAYMENT_METHODS).optional(),
    zoneID: QueryId.optional(),
    direction: z.enum(PASS_DIRECTIONS).optional(),
    /** Omitted: the report's first grouping. */
    groupBy: z.enum(REPORT_GROUP_BYS).optional(),
    /** A column key of the report (its `columns`); omitted: the report's default sort. */
    sortBy: z
      .string()
      .regex(/^[A-Za-z]{1,40}$/)
      .optional(),
    sortOrder: z.enum(SORT_ORDERS).optional(),
    pageItems: z.coerce.number().int().min(1).max(REPORT_PAGE_MAX).default(20),
    pageNumber: z.coerce.number().int().min(1).max(100_000).default(1),
  })
  .strict();

/** The query as the screens' forms check it: `to` not before `from`, at most one year apart. */
export const ReportQuery = ReportQueryFields.refine((q) => q.from <= q.to, {
  message: 'i18n:endBeforeStart',
  path: ['to'],
}).refine((q) => q.from > q.to || !spanTooLong(q.from, q.to), {
  message: 'i18n:reportSpanTooLong',
  path: ['to'],
});
export type ReportQuery = z.infer<typeof ReportQuery>;
/** What a form holds before defaults are applied (pageItems, pageNumber optional). */
export type ReportQueryInput = z.input<typeof ReportQuery>;
