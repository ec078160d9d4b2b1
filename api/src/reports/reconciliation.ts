// Reconciliation (issue 17): per local day and payment method, the money our orders and refunds
// say went through the payment provider (read model providerPayments) against what the provider
// confirmed (PaymentProvider.statement), matched by reference. A match counts on our event's day
// (the provider may confirm a moment before midnight and we record a moment after); both sides are
// read with an hour's margin around the range so such a pair is never taken for two differences.
// A confirmation naming no order of ours belongs to no scenic area: only a caller who sees every
// area, asking for all of them, is shown it.
import type pg from 'pg';
import type { Actor } from '../../../domain/auth/actor.ts';
import type { PaymentProvider, StatementLine } from '../../../domain/payments/paymentProvider.ts';
import type { ReconciliationDifference, ReportRow } from '../../../domain/reports/reportAnswer.schema.ts';
import type { ReportQuery } from '../../../domain/reports/reportQuery.schema.ts';
import { localDateOf, localTimeToMs, nextDate } from '../../../domain/rules/ruleTime.ts';
import type { PaymentMethod } from '../../../domain/sales/saleCodes.ts';
import type { ReportArea } from './reportScope.ts';

const MARGIN_MS = 3_600_000;

interface Ours {
  kind: 'charge' | 'refund';
  reference: string;
  scenicAreaID: number;
  day: string;
  paymentMethod: PaymentMethod;
  amount: number;
}

async function oursBetween(db: pg.Pool, from: Date, to: Date): Promise<Ours[]> {
  const { rows } = await db.query(
    `select p.kind, p.reference, p.scenic_area_id as "scenicAreaID", p.payment_method as "paymentMethod",
            p.amount::float8 as amount, to_char((p.at at time zone a.time_zone)::date, 'YYYY-MM-DD') as day
       from provider_payments p join scenic_areas a on a.id = p.scenic_area_id
      where p.at >= $1 and p.at < $2`,
    [from, to],
  );
  return rows;
}

interface DayTotals {
  orderCount: number;
  orderAmount: number;
  providerCount: number;
  providerAmount: number;
  differenceCount: number;
}

const signed = (kind: 'charge' | 'refund', amount: number) => (kind === 'refund' ? -amount : amount);

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
  const [ours, theirs] = await Promise.all([
    oursBetween(deps.db, from, to),
    deps.payments.statement(from, to),
  ]);
  const asked = new Set(areas.map((a) => a.id));
  const providerOnlyShown = actor.areaScope === 'all' && query.scenicAreaID === undefined;
  const zone = areas[0]!.timeZone;

  const pairs = new Map<string, { ours?: Ours; theirs?: StatementLine }>();
  for (const o of ours) pairs.set(`${o.kind}:${o.reference}`, { ours: o });
  for (const t of theirs) {
    const key = `${t.kind}:${t.reference}`;
    pairs.set(key, { ...pairs.get(key), theirs: t });
  }

  const days = new Map<string, DayTotals>();
  const differences: ReconciliationDifference[] = [];
  for (const { ours: o, theirs: t } of pairs.values()) {
    if (o ? !asked.has(o.scenicAreaID) : !providerOnlyShown) continue;
    const day = o?.day ?? localDateOf(new Date(t!.confirmedAt).getTime(), zone);
    const paymentMethod: PaymentMethod = o?.paymentMethod ?? 'paymentCode';
    if (day < query.from || day > query.to) continue;
    if (query.paymentMethod !== undefined && paymentMethod !== query.paymentMethod) continue;
    const kind = (o?.kind ?? t?.kind) as 'charge' | 'refund';
    const key = `${day}|${paymentMethod}`;
    const totals = days.get(key) ?? {
      orderCount: 0,
      orderAmount: 0,
      providerCount: 0,
      providerAmount: 0,
      differenceCount: 0,
    };
    if (o) {
      totals.orderCount += 1;
      totals.orderAmount += signed(kind, o.amount);
    }
    if (t) {
      totals.providerCount += 1;
      totals.providerAmount += signed(kind, Number(t.amountFen));
    }
    if (o?.amount !== (t ? Number(t.amountFen) : undefined)) {
      totals.differenceCount += 1;
      differences.push({
        day,
        paymentMethod,
        reference: o?.reference ?? t!.reference,
        kind,
        orderAmount: o ? o.amount : null,
        providerAmount: t ? Number(t.amountFen) : null,
      });
    }
    days.set(key, totals);
  }
  const rows = [...days.entries()].map(([key, t]) => {
    const [day, paymentMethod] = key.split('|');
    return { day, paymentMethod, ...t, differenceAmount: t.providerAmount - t.orderAmount } as ReportRow;
  });
  differences.sort((a, b) => a.day.localeCompare(b.day) || a.reference.localeCompare(b.reference));
  return { rows, differences };
}
