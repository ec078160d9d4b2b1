// The answer of POST /api/sell/dutyRecord (spec 001 §7) from a shift's pre-aggregated totals: one
// row per order status (1 sale, 3 refund); with operate 1 the card and payment columns are counts,
// with operate 3 amounts (fen). Pure; the time zone says which arrival bucket an hour falls in.
import { findRegion } from '../regions/regions.ts';
import type { DutyRecord, DutyRecordRow } from './shift.schema.ts';
import type { Pair, ShiftTotals, StatusTotals } from './shiftTotals.ts';

/** Arrival time buckets (spec 001 §2): [from, to) in local hours. */
export const ARRIVAL_BUCKETS = [
  [6, 9],
  [9, 12],
  [12, 18],
  [18, 22],
] as const;

function row(orderStatus: 1 | 3, t: StatusTotals, operate: 1 | 3): DutyRecordRow {
  const v = (p: Pair) => (operate === 1 ? p.count : p.fen);
  return {
    orderStatus,
    GroupCard: v(t.cards.group),
    MembershipCard: v(t.cards.membership),
    OrdinaryCard: v(t.cards.ordinary),
    StoreCard: v(t.cards.stored),
    ticketCount: t.tickets.count,
    amount: t.orders.fen,
    preferentialAmount: t.preferentialFen,
    Cash: v(t.methods.cash),
    Alipay: v(t.methods.alipay),
    WeChat: v(t.methods.wechat),
    UnionPay: v(t.methods.unionpay),
  };
}

const hourFormats = new Map<string, Intl.DateTimeFormat>();

/** The local hour (0–23) of a UTC hour key `YYYY-MM-DDTHH` in a time zone. */
export function localHour(key: string, timeZone: string): number {
  let format = hourFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone, hour: 'numeric', hourCycle: 'h23' });
    hourFormats.set(timeZone, format);
  }
  return Number(format.format(new Date(`${key}:00:00Z`)));
}

export function dutyRecordOf(totals: ShiftTotals, operate: 1 | 3, timeZone: string): DutyRecord {
  const flowEntries = Object.entries(totals.flow);
  const passengerFlowList =
    flowEntries.length === 0
      ? []
      : ARRIVAL_BUCKETS.map(([from, to]) => ({
          name: `${from}-${to}`,
          value: flowEntries
            .filter(([key]) => {
              const h = localHour(key, timeZone);
              return h >= from && h < to;
            })
            .reduce((n, [, persons]) => n + persons, 0),
        }));
  const provinceList = Object.entries(totals.provinces)
    .map(([code, value]) => ({ name: findRegion(code)?.name ?? code, value }))
    .sort((a, b) => b.value - a.value || a.name.localeCompare(b.name));
  return {
    list: [row(1, totals.sale, operate), row(3, totals.refund, operate)],
    passengerFlowList,
    provinceList,
  };
}
