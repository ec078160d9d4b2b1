// One planned window order, group order or visitor booking of the demo history (historyPlan.ts):
// what is bought, how it is paid, whether part of it is refunded, and when its visitors pass the
// gates. Times are local minutes after midnight.
import { adultOf, type Person } from './demoPeople.ts';
import type { SeededRandom } from './seededRandom.ts';

export type TicketKind = 'adult' | 'child' | 'group';
export type WindowPayment = 'cash' | 'paymentCode' | 'wechat' | 'alipay' | 'unionpay';

/** Everyone of an order enters together at `enter` and leaves at `leave` (null: still inside). */
export interface Visit {
  enter: number;
  leave: number | null;
}

export interface RefundPlan {
  requestId: string;
  minute: number;
  /** How many tickets, counted from the order's last, are given back. */
  count: number;
  /** For types that need review: submitted at `minute`, approved by an administrator then. */
  approve: { requestId: string; minute: number } | null;
}

export interface WindowOrderPlan {
  requestId: string;
  minute: number;
  lines: { kind: TicketKind; count: number }[];
  payment: WindowPayment;
  /** A code the sandbox approves (16–24 digits, not ending in 0000) when paid by payment code. */
  paymentCode: string | null;
  refund: RefundPlan | null;
  /** The order's tickets not refunded pass the gates together. */
  visit: Visit | null;
}

export interface BookingPlan {
  requestId: string;
  minute: number;
  paidMinute: number;
  /** A time-slot ticket (real name, one per person) or adult tickets without a slot. */
  kind: 'timed' | 'adult';
  count: number;
  slot: 'morning' | 'afternoon' | null;
  /** Names the visitor's (sandbox) identity. */
  visitorKey: string;
  visitor: Person;
  visit: Visit | null;
}

/** Sales by hour of the day, busiest mid-morning (from 08:30 to 17:30). */
const HOURS: [number, number][] = [
  [8, 2],
  [9, 5],
  [10, 6],
  [11, 5],
  [12, 3],
  [13, 4],
  [14, 4],
  [15, 3],
  [16, 2],
  [17, 1],
];
const PAYMENTS: [WindowPayment, number][] = [
  ['cash', 40],
  ['paymentCode', 28],
  ['wechat', 15],
  ['alipay', 11],
  ['unionpay', 6],
];
const LAST_ENTRY = 17 * 60 + 50;
const LAST_EXIT = 17 * 60 + 59;

function saleMinute(random: SeededRandom): number {
  const hour = random.weighted(HOURS);
  return hour * 60 + (hour === 8 ? random.int(30, 59) : hour === 17 ? random.int(0, 30) : random.int(0, 59));
}

/** Visitors who come through the gates from `after` and stay one to five hours. */
export function visitFrom(random: SeededRandom, after: number): Visit {
  const enter = Math.min(after + random.int(3, 45), LAST_ENTRY);
  return { enter, leave: Math.min(enter + random.int(60, 300), LAST_EXIT) };
}

function paymentOf(random: SeededRandom): Pick<WindowOrderPlan, 'payment' | 'paymentCode'> {
  const payment = random.weighted(PAYMENTS);
  const code = `${random.pick(['28', '13'])}${random.digits(15)}${random.int(1, 9)}`;
  return { payment, paymentCode: payment === 'paymentCode' ? code : null };
}

/** A family or a few friends at the window; now and then one ticket is given back before entering. */
export function windowOrderOf(random: SeededRandom, refundsAllowed: boolean): WindowOrderPlan {
  const minute = saleMinute(random);
  const shape = random.weighted([
    ['adults', 6],
    ['family', 3],
    ['children', 1],
  ] as const);
  const lines: WindowOrderPlan['lines'] = [];
  if (shape !== 'children') lines.push({ kind: 'adult', count: random.int(1, 2) });
  if (shape !== 'adults') lines.push({ kind: 'child', count: random.chance(0.3) ? 2 : 1 });
  const payment = paymentOf(random);
  // A payment code goes back online, which a seller without the openOnlineRefund option may not do.
  const refund =
    refundsAllowed && payment.payment !== 'paymentCode' && random.chance(0.08)
      ? { requestId: random.uuid(), minute: minute + random.int(5, 40), count: 1, approve: null }
      : null;
  const tickets = lines.reduce((n, l) => n + l.count, 0);
  const comes = (refund?.count ?? 0) < tickets && random.chance(0.94);
  return {
    requestId: random.uuid(),
    minute,
    lines,
    ...payment,
    refund,
    visit: comes ? visitFrom(random, (refund?.minute ?? minute) + 1) : null,
  };
}

/** A tour group buying group tickets at the window; `reviewed`: two of them go back through review. */
export function groupOrderOf(random: SeededRandom, reviewed: boolean): WindowOrderPlan {
  const minute = random.int(9 * 60, 14 * 60);
  const refund = reviewed
    ? {
        requestId: random.uuid(),
        minute: minute + random.int(10, 30),
        count: 2,
        approve: { requestId: random.uuid(), minute: minute + random.int(60, 120) },
      }
    : null;
  return {
    requestId: random.uuid(),
    minute,
    lines: [{ kind: 'group', count: random.int(10, 16) }],
    payment: random.pick(['unionpay', 'wechat', 'cash'] as const),
    paymentCode: null,
    refund,
    visit: visitFrom(random, (refund?.approve?.minute ?? minute) + 1),
  };
}

/** A visitor booking on the phone: a time-slot ticket for today's slot, or adult tickets. */
export function bookingOf(random: SeededRandom, visitorKey: string): BookingPlan {
  const minute = saleMinute(random);
  const paidMinute = minute + random.int(1, 4);
  const timed = random.chance(0.8);
  return {
    requestId: random.uuid(),
    minute,
    paidMinute,
    kind: timed ? 'timed' : 'adult',
    count: timed ? 1 : random.int(1, 3),
    slot: timed ? (minute < 11 * 60 + 30 ? 'morning' : 'afternoon') : null,
    visitorKey,
    visitor: adultOf(random),
    visit: random.chance(0.95) ? visitFrom(random, paidMinute + 5) : null,
  };
}
