// Reconciliation (issue 17): per local day and payment method, the money our orders and refunds
// say went through the payment provider (read model providerPayments) against what the provider
// confirmed (PaymentProvider.statement), matched by reference (providerPayments.query.ts). A match
// counts on our event's day (the provider may confirm a moment before midnight and we record a
// moment after); both sides are read with an hour's margin around the range so such a pair is never
// taken for two differences. A confirmation naming no order of ours belongs to no scenic area: only
// a caller who sees every area, asking for all of them, is shown it. Days are compared first by
// their digests (count, money and a hash sum of the lines, over every area: the provider's statement
// does not know our areas): a day that agrees is answered from our side alone (read with the digests,
// at once); only the days that differ have their lines fetched and matched one by one.
import type pg from 'pg';
import type { Actor } from '../../../domain/auth/actor.ts';
import type { PaymentProvider, StatementDay } from '../../../domain/payments/paymentProvider.ts';
import type {
  ReconciliationDifference,
  RecoveredPayment,
  ReportRow,
} from '../../../domain/reports/reportAnswer.schema.ts';
import type { ReportQuery } from '../../../domain/reports/reportQuery.schema.ts';
import { localTimeToMs, nextDate } from '../../../domain/rules/ruleTime.ts';
import type { PaymentMethod } from '../../../domain/sales/saleCodes.ts';
import {
  agreedDays,
  type MatchedDay,
  matchStatement,
  ourStatementDays,
} from '../../../projections/providerPayments/providerPayments.query.ts';
import { recoveredPayments } from '../../../projections/recoveredPayments/recoveredPayments.projector.ts';
import { daysOf } from './reportRows.ts';
import type { ReportArea } from './reportScope.ts';

const MARGIN_MS = 3_600_000;

export async function reconcile(
  deps: { db: pg.Pool; payments: PaymentProvider },
  actor: Actor,
  areas: readonly ReportArea[],
  query: ReportQuery,
): Promise<{ rows: ReportRow[]; differences: ReconciliationDifference[]; recovered: RecoveredPayment[] }> {
  if (areas.length === 0) return { rows: [], differences: [], recovered: [] };
  const starts = areas.map((a) => localTimeToMs(query.from, 0, a.timeZone));
  const ends = areas.map((a) => localTimeToMs(nextDate(query.to), 0, a.timeZone));
  const from = new Date(Math.min(...starts) - MARGIN_MS);
  const to = new Date(Math.max(...ends) + MARGIN_MS);
  const timeZone = areas[0]!.timeZone;
  // The three reads at once; the days found to differ are then dropped from the third.
  const [theirDays, ourDays, ourAnswer, recovered] = await Promise.all([
    deps.payments.statementDays(from, to, timeZone),
    ourStatementDays(deps.db, from, to),
    agreedDays(
      deps.db,
      { fromDay: query.from, toDay: query.to },
      areas.map((a) => a.id),
      query.paymentMethod,
    ),
    recoveredPayments(
      deps.db,
      areas.map((a) => a.id),
      new Date(Math.min(...starts)),
      new Date(Math.max(...ends)),
    ),
  ]);
  const range = daysOf(query.from, query.to);
  const differing = new Set(disagreeing(theirDays, ourDays).filter((d) => d >= query.from && d <= query.to));
  const matched = await Promise.all(
    runsOf(range.filter((d) => differing.has(d))).map(async ([first, last]) => {
      const window = {
        from: new Date(Math.min(...areas.map((a) => localTimeToMs(first, 0, a.timeZone))) - MARGIN_MS),
        to: new Date(Math.max(...areas.map((a) => localTimeToMs(nextDate(last), 0, a.timeZone))) + MARGIN_MS),
      };
      const lines = await deps.payments.statement(window.from, window.to);
      return matchStatement(deps.db, lines, {
        ...window,
        fromDay: first,
        toDay: last,
        areas: areas.map((a) => a.id),
        withStrangers: actor.areaScope === 'all' && query.scenicAreaID === undefined,
        timeZone,
        paymentMethod: query.paymentMethod,
      });
    }),
  );
  const agreed = ourAnswer.filter((d) => !differing.has(d.day));
  const days: MatchedDay[] = [...agreed, ...matched.flat()];
  const rows: ReportRow[] = days.map(({ differences, ...d }) => ({
    ...d,
    differenceAmount: d.providerAmount - d.orderAmount,
    differenceCount: differences.length,
  }));
  const differences = days
    .flatMap((d) =>
      d.differences.map((x) => ({ day: d.day, paymentMethod: d.paymentMethod as PaymentMethod, ...x })),
    )
    .sort((a, b) => a.day.localeCompare(b.day) || a.reference.localeCompare(b.reference));
  return { rows, differences, recovered };
}

/** The days on which the provider's statement and ours differ in count, money or digest. */
function disagreeing(theirs: readonly StatementDay[], ours: readonly StatementDay[]): string[] {
  const key = (d: StatementDay) => `${d.day}|${d.kind}`;
  const same = (a?: StatementDay, b?: StatementDay) =>
    a !== undefined &&
    b !== undefined &&
    a.count === b.count &&
    a.amountFen === b.amountFen &&
    a.digest === b.digest;
  const theirMap = new Map(theirs.map((d) => [key(d), d]));
  const ourMap = new Map(ours.map((d) => [key(d), d]));
  const days = new Set<string>();
  for (const k of new Set([...theirMap.keys(), ...ourMap.keys()])) {
    if (!same(theirMap.get(k), ourMap.get(k))) days.add(k.split('|')[0] as string);
  }
  return [...days];
}

/** Consecutive days as [first, last] runs. */
function runsOf(days: readonly string[]): [string, string][] {
  const runs: [string, string][] = [];
  for (const day of days) {
    const last = runs.at(-1);
    if (last && nextDate(last[1]) === day) last[1] = day;
    else runs.push([day, day]);
  }
  return runs;
}
