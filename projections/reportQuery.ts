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

/** A source's part of the union, its parameters numbered after `params`. */
function partOf(source: FactSource, query: FactQuery, measures: string[], params: unknown[]): string {
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
    w.add(`t.${source.dims[dim as FactDim]}::text = ?`, String(value));
  }
  let fixed = source.where ?? '';
  if (fixed.includes('$now')) {
    w.values.push(query.now.toISOString());
    fixed = fixed.replaceAll('$now', `$${w.values.length}::timestamptz`);
  }
  const dim = GROUP_DIM[query.groupBy];
  const group =
    query.groupBy === 'day'
      ? `to_char(${localDay}, 'YYYY-MM-DD')`
      : query.groupBy === 'month'
        ? `to_char(${localDay}, 'YYYY-MM')`
        : `t.${source.dims[dim as FactDim]}::text`;
  const selects = measures.map((m) => `${source.sums[m] ?? '0'} as "${m}"`);
  params.splice(0, params.length, ...w.values);
  const clause = fixed ? `${w.sql()} and (${fixed})` : w.sql();
  return `select ${group} as g, ${selects.join(', ')}
    from ${source.table} t ${byArea ? 'join scenic_areas a on a.id = t.scenic_area_id' : ''}
    ${clause} group by 1`;
}

/** The sums of `sources` for `query`, per group; sources that cannot answer it add nothing. */
export async function sumFacts(
  db: pg.Pool,
  sources: readonly FactSource[],
  query: FactQuery,
): Promise<FactSums> {
  const usable = sources.filter((s) => answers(s, query));
  const measures = [...new Set(sources.flatMap((s) => Object.keys(s.sums)))];
  const out: FactSums = new Map();
  if (usable.length === 0 || query.areas.length === 0) return out;
  const params: unknown[] = [];
  const parts = usable.map((s) => partOf(s, query, measures, params));
  const { rows } = await db.query(
    `select g, ${measures.map((m) => `sum("${m}")::float8 as "${m}"`).join(', ')}
       from (${parts.join(' union all ')}) u group by g`,
    params,
  );
  for (const r of rows) {
    const sums: Record<string, number> = {};
    for (const m of measures) sums[m] = r[m] ?? 0;
    out.set(r.g ?? '', sums);
  }
  return out;
}
