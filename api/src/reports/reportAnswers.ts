// A report's answer (issue 17): the query checked against the catalogue (grouping, filters, sort,
// span), the areas resolved in the caller's scope, the read models summed, the rows named, sorted
// and totalled, the charts' series beside. The screen's page and the export's file are cut from
// the same answer, so they show the same figures.
import type pg from 'pg';
import type { Actor } from '../../../domain/auth/actor.ts';
import type { PaymentProvider } from '../../../domain/payments/paymentProvider.ts';
import type { ReportData, ReportRow, ReportSeries } from '../../../domain/reports/reportAnswer.schema.ts';
import {
  columnsOf,
  REPORT_CATALOG,
  type ReportDefinition,
  type ReportKey,
} from '../../../domain/reports/reportCatalog.ts';
import {
  REPORT_FILTERS,
  type ReportFilter,
  type ReportGroupBy,
  type ReportQuery,
  spanTooLong,
} from '../../../domain/reports/reportQuery.schema.ts';
import { type FactDim, type FactQuery, type FactSums, sumFacts } from '../../../projections/reportQuery.ts';
import { AppError } from '../http/appError.ts';
import { reconcile } from './reconciliation.ts';
import { REPORT_FACTS, type ReportFacts } from './reportFacts.ts';
import { namesOf } from './reportNames.ts';
import { rowsOf, sharesOf, sortOf, sortRows, totalsOf, trendOf } from './reportRows.ts';
import { reportAreas } from './reportScope.ts';

export interface ReportDeps {
  db: pg.Pool;
  payments: PaymentProvider;
}

/** The whole answer: every row (sorted), the totals, the series. */
export type FullReport = Omit<ReportData, 'total'>;

const FILTER_DIM: Record<ReportFilter, FactDim> = {
  ticketTypeID: 'ticketType',
  sellerID: 'seller',
  source: 'source',
  paymentMethod: 'paymentMethod',
  zoneID: 'zone',
  direction: 'direction',
};

/** The query's checks the schema cannot make alone: what this report accepts, and the span. */
export function checkQuery(report: ReportDefinition, query: ReportQuery): ReportGroupBy {
  if (spanTooLong(query.from, query.to)) throw new AppError(400, 'REPORT_SPAN_TOO_LONG');
  const groupBy = query.groupBy ?? (report.groupings[0] as ReportGroupBy);
  if (!report.groupings.includes(groupBy))
    throw new AppError(400, 'REPORT_GROUPING_UNSUPPORTED', { groupBy });
  const refused = REPORT_FILTERS.filter((f) => query[f] !== undefined && !report.filters.includes(f));
  if (refused.length > 0)
    throw new AppError(400, 'REPORT_FILTER_UNSUPPORTED', { filters: refused.join(', ') });
  const keys = columnsOf(report, groupBy).map((c) => c.key);
  if (query.sortBy !== undefined && !keys.includes(query.sortBy)) {
    throw new AppError(400, 'REPORT_SORT_UNSUPPORTED', { sortBy: query.sortBy });
  }
  return groupBy;
}

function filtersOf(query: ReportQuery): FactQuery['filters'] {
  const filters: FactQuery['filters'] = {};
  for (const f of REPORT_FILTERS) {
    const value = query[f];
    if (value !== undefined) filters[FILTER_DIM[f]] = value;
  }
  return filters;
}

/** The groupings a report's charts need besides its rows' own. */
const seriesGroupings = (report: ReportDefinition): ReportGroupBy[] =>
  report.series ? ['day', ...(report.series.shareOf ? (report.series.shares ?? []) : [])] : [];

function seriesOf(
  report: ReportDefinition,
  facts: ReportFacts,
  sums: Map<ReportGroupBy, FactSums>,
  base: FactQuery,
): ReportSeries | undefined {
  const plan = report.series;
  if (!plan) return undefined;
  const series: ReportSeries = {
    trend: trendOf(report, facts, sums.get('day') ?? new Map(), plan.trend, base.from, base.to),
  };
  for (const by of plan.shareOf ? (plan.shares ?? []) : []) {
    const slices = sharesOf(report, facts, sums.get(by) ?? new Map(), plan.shareOf as string);
    if (by === 'source') series.bySource = slices;
    else series.byPaymentMethod = slices;
  }
  return series;
}

/** Every row of a report for `query`, sorted, with totals and series (the route cuts the page). */
export async function answerReport(
  deps: ReportDeps,
  actor: Actor,
  key: ReportKey,
  query: ReportQuery,
  now: Date,
): Promise<FullReport> {
  const report = REPORT_CATALOG[key];
  const groupBy = checkQuery(report, query);
  const areas = await reportAreas(deps.db, actor, query.scenicAreaID);
  const sort = sortOf(report, groupBy, query.sortBy, query.sortOrder);
  let rows: ReportRow[];
  let extra: Pick<FullReport, 'series' | 'differences' | 'recovered'> = {};
  if (key === 'reconciliation') {
    const found = await reconcile(deps, actor, areas, query);
    rows = found.rows;
    extra = { differences: found.differences, recovered: found.recovered };
  } else {
    const facts = REPORT_FACTS[key];
    const base: FactQuery = {
      areas: areas.map((a) => a.id),
      from: query.from,
      to: query.to,
      groupBy,
      filters: filtersOf(query),
      now,
    };
    const sums = await sumFacts(deps.db, facts.sources, base, seriesGroupings(report));
    const main = sums.get(groupBy) ?? new Map();
    const names = await namesOf(deps.db, groupBy, main.keys());
    rows = rowsOf(report, facts, groupBy, main, names);
    const series = seriesOf(report, facts, sums, base);
    if (series) extra = { series };
  }
  const sorted = sortRows(rows, sort.by, sort.order, sort.first);
  return { rows: sorted, totals: totalsOf(report, sorted), ...extra };
}

/** The page of a full answer the query asks for. */
export function pageOf(full: FullReport, query: Pick<ReportQuery, 'pageItems' | 'pageNumber'>): ReportData {
  const start = (query.pageNumber - 1) * query.pageItems;
  return { ...full, rows: full.rows.slice(start, start + query.pageItems), total: full.rows.length };
}
