// From a report's sums to its rows (issue 17), pure: each group becomes a row of the catalogue's
// columns (the grouping's value, the id it names, the measures, derived ones worked out), groups
// whose measures are all zero are left out, rows are sorted, totals summed over all of them.

import type { ReportRow, SharePoint, TrendPoint } from '../../../domain/reports/reportAnswer.schema.ts';
import {
  columnsOf,
  type ReportDefinition,
  ROW_IDS,
  totalColumns,
} from '../../../domain/reports/reportCatalog.ts';
import type { ReportGroupBy } from '../../../domain/reports/reportQuery.schema.ts';
import type { FactSums } from '../../../projections/reportQuery.ts';
import type { ReportFacts, Sums } from './reportFacts.ts';

/** Names of the ids a grouping's rows carry (a type's name, a seller's account …); null: none. */
export type NameOf = (id: number) => string | null;

const NAME_COLUMN: Partial<Record<ReportGroupBy, string>> = {
  ticketType: 'ticketTypeName',
  seller: 'sellerAccount',
  zone: 'zoneName',
  device: 'deviceName',
  scenicArea: 'scenicAreaName',
};

const measuresOf = (report: ReportDefinition, facts: ReportFacts, sums: Sums): Sums => {
  const row = { ...sums };
  facts.derive?.(row);
  return Object.fromEntries(report.measures.map((m) => [m.key, row[m.key] ?? 0]));
};

/** The rows of a grouping, unsorted. */
export function rowsOf(
  report: ReportDefinition,
  facts: ReportFacts,
  groupBy: ReportGroupBy,
  sums: FactSums,
  nameOf: NameOf,
): ReportRow[] {
  const rows: ReportRow[] = [];
  for (const [key, values] of sums) {
    const measures = measuresOf(report, facts, values);
    if (Object.values(measures).every((n) => n === 0)) continue;
    const idColumn = ROW_IDS[groupBy];
    const nameColumn = NAME_COLUMN[groupBy];
    const group: ReportRow = {};
    if (idColumn && nameColumn) {
      group[idColumn] = Number(key);
      group[nameColumn] = nameOf(Number(key));
    } else {
      group[groupBy] = key;
    }
    rows.push({ ...group, ...measures });
  }
  return rows;
}

const compareCells = (a: ReportRow[string], b: ReportRow[string]): number => {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b));
};

/** Sorted by `sortBy` (then by the first column, ascending); nulls last either way. */
export function sortRows(
  rows: ReportRow[],
  sortBy: string,
  order: 'asc' | 'desc',
  first: string,
): ReportRow[] {
  const sign = order === 'asc' ? 1 : -1;
  return [...rows].sort((x, y) => {
    const a = x[sortBy] ?? null;
    const b = y[sortBy] ?? null;
    const nulls = a === null || b === null ? compareCells(a, b) : 0;
    return nulls || sign * compareCells(a, b) || compareCells(x[first] ?? null, y[first] ?? null);
  });
}

export function totalsOf(report: ReportDefinition, rows: readonly ReportRow[]): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const key of totalColumns(report)) {
    totals[key] = rows.reduce((n, r) => n + (typeof r[key] === 'number' ? (r[key] as number) : 0), 0);
  }
  return totals;
}

/** The sort a query asks for, or the report's default when its column is not in this grouping's rows. */
export function sortOf(
  report: ReportDefinition,
  groupBy: ReportGroupBy,
  sortBy?: string,
  sortOrder?: 'asc' | 'desc',
) {
  const keys = columnsOf(report, groupBy).map((c) => c.key);
  const first = keys[0] as string;
  if (sortBy) return { by: sortBy, order: sortOrder ?? 'asc', first };
  const fallback = keys.includes(report.defaultSort.by)
    ? report.defaultSort
    : { by: first, order: 'asc' as const };
  return { by: fallback.by, order: sortOrder ?? fallback.order, first };
}

/** Every local day from `from` to `to`, both included. */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (
    let d = new Date(`${from}T00:00:00Z`);
    d.toISOString().slice(0, 10) <= to;
    d.setUTCDate(d.getUTCDate() + 1)
  ) {
    days.push(d.toISOString().slice(0, 10));
  }
  return days;
}

/** The trend of `measures`, one point per day of the range, zeros where nothing happened. */
export function trendOf(
  report: ReportDefinition,
  facts: ReportFacts,
  byDay: FactSums,
  measures: readonly string[],
  from: string,
  to: string,
): TrendPoint[] {
  return daysOf(from, to).map((day) => {
    const values = measuresOf(report, facts, byDay.get(day) ?? {});
    return { day, values: Object.fromEntries(measures.map((m) => [m, values[m] ?? 0])) };
  });
}

/** Slices of `measure` by the groups of `sums` (sources, payment methods), largest first, zeros left out. */
export function sharesOf(
  report: ReportDefinition,
  facts: ReportFacts,
  sums: FactSums,
  measure: string,
): SharePoint[] {
  return [...sums.entries()]
    .map(([key, values]) => ({ key, value: measuresOf(report, facts, values)[measure] ?? 0 }))
    .filter((s) => s.value !== 0)
    .sort((a, b) => b.value - a.value || a.key.localeCompare(b.key));
}
