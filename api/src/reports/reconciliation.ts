// Reconciliation (issue 17): per local day and payment method, the money our orders and refunds
// say went through the payment provider (read model providerPayments) against what the provider
// confirmed (PaymentProvider.statement), matched by reference (providerPayments.query.ts). A match
// counts on our event's day (the provider may confirm a moment before midnight and we record a
// moment after); both sides are read with an hour's margin around the range so such a pair is never
// taken for two differences. A confirmation naming no order of ours belongs to no scenic area: only
// a caller who sees every area, asking for all of them, is shown it.
import type pg from 'pg';
import type { Actor } from '../../../domain/auth/actor.ts';
import type { PaymentProvider } from '../../../domain/payments/paymentProvider.ts';
import type { ReconciliationDifference, ReportRow } from '../../../domain/reports/reportAnswer.schema.ts';
import type { ReportQuery } from '../../../domain/reports/reportQuery.schema.ts';
import { localTimeToMs, nextDate } from '../../../domain/rules/ruleTime.ts';
import type { PaymentMethod } from '../../../domain/sales/saleCodes.ts';
import { matchStatement } from '../../../projections/providerPayments/providerPayments.query.ts';
import type { ReportArea } from './reportScope.ts';

const MARGIN_MS = 3_600_000;

export async function reconcile(
  deps: { db: pg.Pool; payments: PaymentProvider },
  actor: Actor,
  areas: readonly ReportArea[],
  query: ReportQuery,
): Promise<{ rows: ReportRow[]; differences: ReconciliationDifference[] }> {
  if (areas.length === 0) return { rows: [], differences: [] };
  const starts = areas.map((a) => localTimeToMs(query.from, 0, a.timeZone));
  const ends = areas.map((a) => localTimeToMs(nextDate(query.to), 0, a.timeZone));
  const from = new Date(Math.min(...starts) - MARGIN_MS);
  const to = new Date(Math.max(...ends) + MARGIN_MS);
  const lines = await deps.payments.statement(from, to);
  const days = await matchStatement(deps.db, lines, {
    from,
    to,
    fromDay: query.from,
    toDay: query.to,
    areas: areas.map((a) => a.id),
    withStrangers: actor.areaScope === 'all' && query.scenicAreaID === undefined,
    timeZone: areas[0]!.timeZone,
    paymentMethod: query.paymentMethod,
  });
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
  return { rows, differences };
}
