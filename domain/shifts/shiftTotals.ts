// What a shift took in (spec 001 §2 "block one", §4 "status 1 is sale and 3 is refund"): counts and
// amounts by card type and by payment method, for sales and for refunds, plus price differences and
// the day's passenger flow and visitors' provinces. Pure: the handover decider sums a shift's events
// with it, and the shiftTotals projection adds the same events one by one, so both agree by
// construction. Totals form a group under `addTotals` / `subtractTotals` (the projector relies on it).
import { TICKET_CATE } from '../ticketTypes/ticketTypeCodes.ts';

/** The four card types of the shift summary. Cards (issue 16) do not exist yet: most sales are ordinary. */
export const CARD_TYPES = ['ordinary', 'stored', 'membership', 'group'] as const;
export type CardType = (typeof CARD_TYPES)[number];

/** The summary's payment columns; every other method (credit, city card, …) is `other`. */
export const PAY_COLUMNS = ['cash', 'alipay', 'wechat', 'unionpay', 'other'] as const;
export type PayColumn = (typeof PAY_COLUMNS)[number];

const MEMBERSHIP_CATES = new Set<number>([
  TICKET_CATE.privilege,
  TICKET_CATE.freeIdCard,
  TICKET_CATE.annual,
  TICKET_CATE.halfYear,
  TICKET_CATE.quarterly,
  TICKET_CATE.monthly,
  TICKET_CATE.customDay,
  TICKET_CATE.customMonth,
  TICKET_CATE.customYear,
]);

/**
 * The card type of a sold ticket, from what TicketIssued records: a group ticket type or one ticket
 * for many people is `group`, a stored-value type `stored`, the period and privilege cards
 * `membership`, everything else `ordinary`. The one place this is decided.
 */
export function cardTypeOf(ticket: { ticketCate: number; persons: number }): CardType {
  if (ticket.ticketCate === TICKET_CATE.group || ticket.persons > 1) return 'group';
  if (ticket.ticketCate === TICKET_CATE.storedValue) return 'stored';
  if (MEMBERSHIP_CATES.has(ticket.ticketCate)) return 'membership';
  return 'ordinary';
}

/** The summary column of a sale's payment method (domain/sales/saleCodes.ts PAYMENT_METHODS). */
export function payColumnOf(method: string): PayColumn {
  switch (method) {
    case 'cash':
      return 'cash';
    case 'alipay':
      return 'alipay';
    case 'wechat':
      return 'wechat';
    case 'unionpay':
      return 'unionpay';
    default:
      return 'other';
  }
}

export interface Pair {
  count: number;
  fen: number;
}

/** One order status's totals (1 sale, 3 refund). `orders.fen` is the money of the status. */
export interface StatusTotals {
  orders: Pair;
  tickets: Pair;
  preferentialFen: number;
  cards: Record<CardType, Pair>;
  methods: Record<PayColumn, Pair>;
}

export interface ShiftTotals {
  sale: StatusTotals;
  refund: StatusTotals;
  /** Price differences paid at the window (their money is also in `sale.orders` and `sale.methods`). */
  priceDifferences: Pair;
  /** Persons admitted by the tickets sold, by the UTC hour of the sale (`YYYY-MM-DDTHH`). */
  flow: Record<string, number>;
  /** Tickets sold to real-name holders, by province code (first two digits of the ID number). */
  provinces: Record<string, number>;
}

const pair = (count = 0, fen = 0): Pair => ({ count, fen });
const byKey = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, pair()])) as Record<K, Pair>;

export const emptyStatus = (): StatusTotals => ({
  orders: pair(),
  tickets: pair(),
  preferentialFen: 0,
  cards: byKey(CARD_TYPES),
  methods: byKey(PAY_COLUMNS),
});

export const emptyTotals = (): ShiftTotals => ({
  sale: emptyStatus(),
  refund: emptyStatus(),
  priceDifferences: pair(),
  flow: {},
  provinces: {},
});

type Sign = 1 | -1;

function accumulatePair(target: Pair, b: Pair, s: Sign): void {
  target.count += s * b.count;
  target.fen += s * b.fen;
}

/** A key whose sum comes back to 0 is dropped, so totals that cancel out equal empty ones. */
function accumulateRecord(target: Record<string, number>, b: Record<string, number>, s: Sign): void {
  for (const [k, v] of Object.entries(b)) {
    const next = (target[k] ?? 0) + s * v;
    if (next === 0) delete target[k];
    else target[k] = next;
  }
}

function accumulateStatus(target: StatusTotals, b: StatusTotals, s: Sign): void {
  accumulatePair(target.orders, b.orders, s);
  accumulatePair(target.tickets, b.tickets, s);
  target.preferentialFen += s * b.preferentialFen;
  for (const k of CARD_TYPES) accumulatePair(target.cards[k], b.cards[k], s);
  for (const k of PAY_COLUMNS) accumulatePair(target.methods[k], b.methods[k], s);
}

/** Adds `b` into `target` (`s` = -1 takes it away), changing `target`: the one place totals are summed. */
function accumulate(target: ShiftTotals, b: ShiftTotals, s: Sign): ShiftTotals {
  accumulateStatus(target.sale, b.sale, s);
  accumulateStatus(target.refund, b.refund, s);
  accumulatePair(target.priceDifferences, b.priceDifferences, s);
  accumulateRecord(target.flow, b.flow, s);
  accumulateRecord(target.provinces, b.provinces, s);
  return target;
}

/** A copy that shares nothing with `t` (every pair and record its own). */
const copyOf = (t: ShiftTotals): ShiftTotals => accumulate(emptyTotals(), t, 1);

export const addTotals = (a: ShiftTotals, b: ShiftTotals) => accumulate(copyOf(a), b, 1);
export const subtractTotals = (a: ShiftTotals, b: ShiftTotals) => accumulate(copyOf(a), b, -1);
/**
 * `addTotals` that changes `target` instead of answering new totals, for a sum nobody else holds (a
 * fold from `emptyTotals()`, a row the projector read for itself): no copy per fact.
 */
export const addTotalsInto = (target: ShiftTotals, b: ShiftTotals) => accumulate(target, b, 1);

/** What the seller should hand over: the cash taken in less the cash paid back. */
export const expectedCashFen = (t: ShiftTotals): number =>
  t.sale.methods.cash.fen - t.refund.methods.cash.fen;

/** `n` shares of `fen` that add up to it exactly (the first ones carry the remainder). */
export function sharesOf(fen: number, n: number): number[] {
  if (n <= 0) return [];
  const base = Math.trunc(fen / n);
  const rest = fen - base * n;
  return Array.from({ length: n }, (_, i) => base + (i < Math.abs(rest) ? Math.sign(rest) : 0));
}

/** The UTC hour key of an instant (`YYYY-MM-DDTHH`). */
export const hourKey = (iso: string): string => new Date(iso).toISOString().slice(0, 13);
