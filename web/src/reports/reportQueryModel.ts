// A report's filter bar and view, independent of React: the quick date ranges, the criteria the bar
// holds turned into the query of `GET /api/report/<key>` (only the filters that report accepts),
// checked with the schema the server uses (domain/reports/reportQuery.schema.ts: span ≤ 1 year).

import type { Dayjs } from 'dayjs';
import type { ReportDefinition } from '../../../domain/reports/reportCatalog.ts';
import type {
  ReportFilter,
  ReportGroupBy,
  ReportQueryInput,
} from '../../../domain/reports/reportQuery.schema.ts';

export const QUICK_RANGES = [
  'today',
  'yesterday',
  'thisWeek',
  'thisMonth',
  'lastMonth',
  'last30Days',
  'thisYear',
] as const;
export type QuickRange = (typeof QUICK_RANGES)[number];

/** A quick range (both ends included) ending on the scenic area's `today`; weeks start on Monday. */
export function quickRange(range: QuickRange, today: Dayjs): [Dayjs, Dayjs] {
  const day = today.startOf('day');
  switch (range) {
    case 'today':
      return [day, day];
    case 'yesterday':
      return [day.subtract(1, 'day'), day.subtract(1, 'day')];
    case 'thisWeek':
      return [day.subtract((day.day() + 6) % 7, 'day'), day];
    case 'thisMonth':
      return [day.startOf('month'), day];
    case 'lastMonth': {
      const last = day.startOf('month').subtract(1, 'day');
      return [last.startOf('month'), last];
    }
    case 'last30Days':
      return [day.subtract(29, 'day'), day];
    case 'thisYear':
      return [day.startOf('year'), day];
  }
}

/** What a filter bar holds. */
export type ReportFilterValues = {
  scenicAreaID?: number | null;
  range?: [Dayjs | null, Dayjs | null] | null;
} & { [F in ReportFilter]?: string | number | null };

/** The criteria of a query: scenic area, dates and every filter the bar holds (before paging). */
export type ReportCriteria = Pick<ReportQueryInput, 'scenicAreaID' | 'from' | 'to' | ReportFilter>;

/** How a section shows its rows: grouping, sort and page. */
export interface ReportView {
  groupBy: ReportGroupBy;
  sortBy?: string;
  sortOrder?: 'asc' | 'desc';
  pageItems: number;
  pageNumber: number;
}

const DATE = 'YYYY-MM-DD';

/** The bar's dates as the query's `from` / `to` (an empty end left out: the schema asks for it). */
export function rangeDates(range: ReportFilterValues['range']): { from?: string; to?: string } {
  const [from, to] = range ?? [];
  return { from: from?.format(DATE), to: to?.format(DATE) };
}

const given = (v: unknown) => v !== undefined && v !== null && v !== '';

/** The criteria of what the bar holds; empty inputs are left out. */
export function criteriaOf(values: ReportFilterValues): ReportCriteria {
  const { range, ...rest } = values;
  const entries = Object.entries({ ...rest, ...rangeDates(range) }).filter(([, v]) => given(v));
  return Object.fromEntries(entries) as ReportCriteria;
}

/** The bar's first values: the last 30 days, every scenic area. */
export const initialFilterValues = (today: Dayjs): ReportFilterValues => ({
  range: quickRange('last30Days', today),
});

/** The criteria a report takes: area and dates, and of the filters only those it accepts. */
export function criteriaFor(report: ReportDefinition, criteria: ReportCriteria): ReportCriteria {
  const accepted = new Set<string>(['scenicAreaID', 'from', 'to', ...report.filters]);
  return Object.fromEntries(
    Object.entries(criteria).filter(([k, v]) => accepted.has(k) && given(v)),
  ) as ReportCriteria;
}

/** The whole query of one page of a report. */
export function reportQuery(
  report: ReportDefinition,
  criteria: ReportCriteria,
  view: ReportView,
): ReportQueryInput {
  const query: ReportQueryInput = { ...criteriaFor(report, criteria), ...view } as ReportQueryInput;
  if (!view.sortBy) {
    delete query.sortBy;
    delete query.sortOrder;
  }
  return query;
}

/** The query of an export: every row, so no page. */
export function exportQuery(
  report: ReportDefinition,
  criteria: ReportCriteria,
  view: ReportView,
): ReportQueryInput {
  const { pageItems: _items, pageNumber: _number, ...rest } = reportQuery(report, criteria, view);
  return rest as ReportQueryInput;
}

/** The first view of a report under a grouping: its default sort when the grouping has the column. */
export function firstView(report: ReportDefinition, groupBy: ReportGroupBy, columns: string[]): ReportView {
  const { by, order } = report.defaultSort;
  return {
    groupBy,
    ...(columns.includes(by) ? { sortBy: by, sortOrder: order } : {}),
    pageItems: 20,
    pageNumber: 1,
  };
}
