// The reconciliation's match (issue 17): the provider's statement lines, sent as one JSON parameter,
// joined with our provider payments by kind and reference, in SQL, so a year's lines are matched
// without reading our side into the process. Answers per local day and payment method the counts
// and money of both sides, and each pair whose money differs (or that one side lacks).
import type pg from 'pg';
import type { StatementDay, StatementLine } from '../../domain/payments/paymentProvider.ts';
import { sqlTimeZone } from '../queryFilters.ts';

export interface MatchOptions {
  /** Both sides are read between these instants (the range with a margin). */
  from: Date;
  to: Date;
  /** The local days kept (our event's day; a line of ours alone: its day in `timeZone`). */
  fromDay: string;
  toDay: string;
  areas: readonly number[];
  /** Show the lines naming no order of ours, counted on their day in `timeZone`. */
  withStrangers: boolean;
  timeZone: string;
  paymentMethod?: string;
}

export interface MatchedDay {
  day: string;
  paymentMethod: string;
  orderCount: number;
  orderAmount: number;
  providerCount: number;
  providerAmount: number;
  differences: {
    reference: string;
    kind: 'charge' | 'refund';
    orderAmount: number | null;
    providerAmount: number | null;
  }[];
}

const MATCH = (zone: string) => `
with theirs as (
  select * from jsonb_to_recordset($1::jsonb) as r(kind text, reference text, amount bigint, at timestamptz)
), ours as (
  select p.kind, p.reference, p.scenic_area_id, p.payment_method, p.amount,
         (p.at at time zone a.time_zone)::date as day
    from provider_payments p join scenic_areas a on a.id = p.scenic_area_id
   where p.at >= $2 and p.at < $3
), pairs as (
  select coalesce(o.kind, t.kind) as kind, coalesce(o.reference, t.reference) as reference, o.scenic_area_id,
         coalesce(o.payment_method, 'paymentCode') as payment_method,
         coalesce(o.day, (t.at at time zone '${zone}')::date) as day,
         o.amount as ours, t.amount as theirs,
         case when coalesce(o.kind, t.kind) = 'refund' then -1 else 1 end as sign
    from ours o full join theirs t on t.kind = o.kind and t.reference = o.reference
)
select to_char(day, 'YYYY-MM-DD') as day, payment_method as "paymentMethod",
       count(ours)::int as "orderCount", coalesce(sum(sign * ours), 0)::float8 as "orderAmount",
       count(theirs)::int as "providerCount", coalesce(sum(sign * theirs), 0)::float8 as "providerAmount",
       coalesce(jsonb_agg(jsonb_build_object('reference', reference, 'kind', kind,
         'orderAmount', ours, 'providerAmount', theirs) order by reference)
         filter (where ours is distinct from theirs), '[]') as differences
  from pairs
 where (scenic_area_id = any($4) or (scenic_area_id is null and $5))
   and day between $6 and $7 and ($8::text is null or payment_method = $8)
 group by day, payment_method`;

export async function matchStatement(
  db: pg.Pool,
  lines: readonly StatementLine[],
  o: MatchOptions,
): Promise<MatchedDay[]> {
  const theirs = lines.map((l) => ({
    kind: l.kind,
    reference: l.reference,
    amount: Number(l.amountFen),
    at: new Date(l.confirmedAt).toISOString(),
  }));
  const { rows } = await db.query(MATCH(sqlTimeZone(o.timeZone)), [
    JSON.stringify(theirs),
    o.from,
    o.to,
    o.areas,
    o.withStrangers,
    o.fromDay,
    o.toDay,
    o.paymentMethod ?? null,
  ]);
  return rows;
}

/**
 * Our side of the statement's days: every area's provider payments between two instants, per
 * local day (in each area's zone) and kind, with the digest the provider's days carry.
 */
export async function ourStatementDays(db: pg.Pool, from: Date, to: Date): Promise<StatementDay[]> {
  const { rows } = await db.query(
    `select to_char((p.at at time zone a.time_zone)::date, 'YYYY-MM-DD') as day, p.kind,
            count(*)::int as count, sum(p.amount)::float8 as "amountFen",
            sum(p.digest)::float8 as digest
       from provider_payments p join scenic_areas a on a.id = p.scenic_area_id
      where p.at >= $1 and p.at < $2 group by 1, 2`,
    [from, to],
  );
  return rows;
}

/**
 * Our payments from `fromDay` to `toDay` (local days of each area), per day and method, for `areas`,
 * as the provider's too: the answer for the days the provider agrees with.
 */
export async function agreedDays(
  db: pg.Pool,
  range: { fromDay: string; toDay: string },
  areas: readonly number[],
  paymentMethod?: string,
): Promise<MatchedDay[]> {
  const { rows } = await db.query(
    `select to_char(d.day, 'YYYY-MM-DD') as day, p.payment_method as "paymentMethod",
            count(*)::int as "orderCount",
            sum(case when p.kind = 'refund' then -p.amount else p.amount end)::float8 as "orderAmount"
       from provider_payments p join scenic_areas a on a.id = p.scenic_area_id,
            lateral (select (p.at at time zone a.time_zone)::date as day) d
      where p.scenic_area_id = any($1)
        and p.at >= ($2::date)::timestamp at time zone a.time_zone
        and p.at < ($3::date + 1)::timestamp at time zone a.time_zone
        and ($4::text is null or p.payment_method = $4)
      group by 1, 2`,
    [areas, range.fromDay, range.toDay, paymentMethod ?? null],
  );
  return rows.map((r) => ({
    ...r,
    providerCount: r.orderCount,
    providerAmount: r.orderAmount,
    differences: [],
  }));
}
