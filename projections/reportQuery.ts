// The one query of the report read models (issue 17): sum some fact tables over a range of local
// days of the areas asked, grouped by one dimension, in one statement. A table kept by local day
// filters its `day` column; a table kept by UTC quarter-hour joins its area's time zone and turns
// the range into that zone's instants, so every fact counts on the area's own day.
import type pg from 'pg';
import type { ReportGroupBy } from '../domain/reports/reportQuery.schema.ts';
import { whereOf } from './queryFilters.ts';

/** What a fact table can be filtered and grouped by, besides its time. */
export type FactDim =
  | 'scenicArea'
  | 'ticketType'
  | 'seller'
  | 'source'
  | 'paymentMethod'
  | 'zone'
  | 'device'
  | 'direction';

export interface FactSource {
  table: string;
  /** Its time column and what it holds: a local date, or the start of a UTC quarter-hour. */
  time: { column: string; kind: 'day' | 'quarter' };
  /** The column of each dimension it has. */
  dims: Partial<Record<FactDim, string>>;
  /** Each measure it gives, as an aggregate over `t` (`sum(t.orders)`). */
  sums: Record<string, string>;
  /** A fixed condition on `t` (and `a`, the area, when `time.kind` is quarter or `needsArea`). */
  where?: string;
  /** The condition needs the area row `a` (its `time_zone`); `$now` in it is the asking instant. */
  needsArea?: boolean;
}

export interface FactQuery {
  areas: readonly number[];
  from: string;
  to: string;
  groupBy: ReportGroupBy;
  /** Equality filters by dimension. */
  filters: Partial<Record<FactDim, string | number>>;
  now: Date;
}

/** One group's sums; `key` is the group's value as text (a local date, a month, an id, a code). */
export type FactSums = Map<string, Record<string, number>>;

const GROUP_DIM: Partial<Record<ReportGroupBy, FactDim>> = {
  ticketType: 'ticketType',
  seller: 'seller',
  source: 'source',
  paymentMethod: 'paymentMethod',
  zone: 'zone',
  device: 'device',
  scenicArea: 'scenicArea',
};

/** Whether a source can answer a query: it has every dimension the grouping and filters name. */
function answers(source: FactSource, query: FactQuery): boolean {
  const dim = GROUP_DIM[query.groupBy];
  if (dim && !source.dims[dim]) return false;
  return Object.keys(query.filters).every((d) => source.dims[d as FactDim]);
}

/** The SQL type of each dimension's column (filters compare without casting the column). */
const DIM_TYPES: Record<FactDim, 'int' | 'text'> = {
  scenicArea: 'int',
  ticketType: 'int',
  seller: 'int',
  source: 'text',
  paymentMethod: 'text',
  zone: 'int',
  device: 'int',
  direction: 'text',
};

/**
 * The group key of `groupBy` in a source's rows (typed: days and months are dates, ids ints), or a
 * null of that type when the source has no such dimension; made text only once summed.
 */
function groupExpr(source: FactSource, groupBy: ReportGroupBy, localDay: string): string {
  if (groupBy === 'day') return localDay;
  if (groupBy === 'month') return `date_trunc('month', ${localDay})::date`;
  const dim = GROUP_DIM[groupBy] as FactDim;
  const column = source.dims[dim];
  return column ? `t.${column}` : `null::${DIM_TYPES[dim]}`;
}

/** A summed group key as the answer names it: `YYYY-MM-DD`, `YYYY-MM`, an id or a code. */
const keyText = (groupBy: ReportGroupBy, column: string): string =>
  groupBy === 'day'
    ? `to_char(${column}, 'YYYY-MM-DD')`
    : groupBy === 'month'
      ? `to_char(${column}, 'YYYY-MM')`
      : `${column}::text`;

/** A source's part of the union, its parameters numbered after `params`. */
function partOf(
  source: FactSource,
  query: FactQuery,
  groupings: readonly ReportGroupBy[],
  measures: string[],
  params: unknown[],
): string {
  const w = whereOf();
  w.values.push(...params);
  const byArea = source.time.kind === 'quarter' || source.needsArea;
  const time = `t.${source.time.column}`;
  const localDay = source.time.kind === 'day' ? time : `(${time} at time zone a.time_zone)::date`;
  w.add('t.scenic_area_id = any(?)', query.areas);
  if (source.time.kind === 'day') {
    w.add(`${time} >= ?::date`, query.from);
    w.add(`${time} <= ?::date`, query.to);
  } else {
    w.add(`${time} >= (?::date)::timestamp at time zone a.time_zone`, query.from);
    w.add(`${time} < (?::date + 1)::timestamp at time zone a.time_zone`, query.to);
  }
  for (const [dim, value] of Object.entries(query.filters)) {
    w.add(`t.${source.dims[dim as FactDim]} = ?::${DIM_TYPES[dim as FactDim]}`, String(value));
  }
  let fixed = source.where ?? '';
  if (fixed.includes('$now')) {
    w.values.push(query.now.toISOString());
    fixed = fixed.replaceAll('$now', `$${w.values.length}::timestamptz`);
  }
  const groups = groupings.map((g, i) => `${groupExpr(source, g, localDay)} as g${i}`);
  const selects = measures.map((m) => `${source.sums[m] ?? '0'} as "${m}"`);
  params.splice(0, params.length, ...w.values);
  const clause = fixed ? `${w.sql()} and (${fixed})` : w.sql();
  return `select ${[...groups, ...selects].join(', ')}
    from ${source.table} t ${byArea ? 'join scenic_areas a on a.id = t.scenic_area_id' : ''}
    ${clause} group by ${groupings.map((_, i) => i + 1).join(', ')}`;
}

/**
 * The sums of `sources` for `query`, per group of `query.groupBy` and of each of `also` (a chart's
 * days, sources, payment methods), read in one statement: the rows are scanned once and summed by
 * grouping sets. Sources that lack the query's grouping or a filter's dimension add nothing; a
 * source lacking one of `also` adds nothing to that one.
 */
export async function sumFacts(
  db: pg.Pool,
  sources: readonly FactSource[],
  query: FactQuery,
  also: readonly ReportGroupBy[] = [],
): Promise<Map<ReportGroupBy, FactSums>> {
  const groupings = [...new Set([query.groupBy, ...also])];
  const out = new Map<ReportGroupBy, FactSums>(groupings.map((g) => [g, new Map()]));
  const usable = sources.filter((s) => answers(s, query));
  const measures = [...new Set(sources.flatMap((s) => Object.keys(s.sums)))];
  if (usable.length === 0 || query.areas.length === 0) return out;
  const params: unknown[] = [];
  const parts = usable.map((s) => partOf(s, query, groupings, measures, params));
  const keys = groupings.map((_, i) => `g${i}`);
  const sets = groupings.length > 1 ? `grouping sets (${keys.map((k) => `(${k})`).join(', ')})` : 'g0';
  const which = groupings.length > 1 ? keys.map((k) => `grouping(${k}) as "is_${k}"`) : [];
  const { rows } = await db.query(
    `select ${[...keys.map((k, i) => `${keyText(groupings[i] as ReportGroupBy, k)} as ${k}`), ...which, ...measures.map((m) => `sum("${m}")::float8 as "${m}"`)].join(', ')}
       from (${parts.join(' union all ')}) u group by ${sets}`,
    params,
  );
  for (const r of rows) {
    const i = groupings.length > 1 ? keys.findIndex((k) => r[`is_${k}`] === 0) : 0;
    const key = r[`g${i}`];
    if (key === null && i > 0) continue;
    const sums: Record<string, number> = {};
    for (const m of measures) sums[m] = r[m] ?? 0;
    out.get(groupings[i] as ReportGroupBy)!.set(key ?? '', sums);
  }
  return out;
}
