// What the demo history does, day by day (issue 17: "a first look that shows something"): window
// sales, refunds, gate entries and exits, visitor bookings, one agency order and the seller's
// handovers over the past month, as local dates and minutes of the scenic area's day. Pure and
// deterministic: each day's plan comes from a generator seeded by the seed and the date, so the same
// seed and dates give the same plan. Nothing is planned after `nowMinute` of `today`.
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { weekdayOf } from '../rules/ruleTime.ts';
import { adultOf, childOf, type Person } from './demoPeople.ts';
import {
  type BookingPlan,
  bookingOf,
  groupOrderOf,
  type Visit,
  visitFrom,
  type WindowOrderPlan,
  windowOrderOf,
} from './historyOrders.ts';
import { hashOf, seededRandom } from './seededRandom.ts';

dayjs.extend(utc);

export type {
  BookingPlan,
  RefundPlan,
  TicketKind,
  Visit,
  WindowOrderPlan,
  WindowPayment,
} from './historyOrders.ts';

/** Business hours (local minutes after midnight): 08:30–17:30; the seller hands over at 17:45. */
export const OPENS = 8 * 60 + 30;
export const CLOSES = 17 * 60 + 30;
export const HANDOVER_AT = 17 * 60 + 45;
/** The administrator settles yesterday's shift at 08:40. */
export const SETTLE_AT = 8 * 60 + 40;

/** How many days before today the agency order is submitted, and when its group plays. */
export const AGENCY_SUBMITTED_DAYS_AGO = 12;
export const AGENCY_PLAYS_DAYS_AGO = 10;
/** The day a group's refund goes through review. */
export const REVIEWED_REFUND_DAYS_AGO = 5;

export interface Step {
  requestId: string;
  minute: number;
}

export interface AgencyOrderPlan extends Step {
  approve: Step;
  playDate: string;
  guide: Person;
  tourists: (Person & { child: boolean })[];
}

export interface DayPlan {
  date: string;
  windowOrders: WindowOrderPlan[];
  bookings: BookingPlan[];
  /** Submitted and approved this day (played on a later one). */
  agencyOrder: AgencyOrderPlan | null;
  /** When the agency's group, playing this day, enters and leaves. */
  agencyVisit: Visit | null;
  /** The seller hands over the day's shift (not today: it is still open). */
  handover: Step | null;
  /** An administrator settles the shift handed over the day before. */
  settlePrevious: Step | null;
}

export interface HistoryPlanInput {
  seed: number;
  /** The scenic area's local date now. */
  today: string;
  /** Local minutes after midnight now. */
  nowMinute: number;
  /** Days of history before today (today is planned too, up to now). */
  pastDays: number;
  /** Dates as busy as a weekend (public holidays). */
  busyDates?: ReadonlySet<string>;
}

const dateBefore = (date: string, days: number) => dayjs.utc(date).subtract(days, 'day').format('YYYY-MM-DD');

export function planHistory(input: HistoryPlanInput): DayPlan[] {
  const dates = Array.from({ length: input.pastDays + 1 }, (_, i) =>
    dateBefore(input.today, input.pastDays - i),
  );
  return dates.map((date, index) => planDay(input, date, index));
}

function planDay(input: HistoryPlanInput, date: string, index: number): DayPlan {
  const random = seededRandom(hashOf(`${input.seed}:${date}`));
  const isToday = date === input.today;
  const until = isToday ? input.nowMinute : Number.POSITIVE_INFINITY;
  const weekday = weekdayOf(date);
  const busy = weekday === 0 || weekday === 6 || (input.busyDates?.has(date) ?? false);
  const count = busy ? random.int(38, 55) : random.int(20, 28);
  const orders = Array.from({ length: count }, () => windowOrderOf(random, !isToday));
  const reviewedHere = date === dateBefore(input.today, REVIEWED_REFUND_DAYS_AGO);
  if (reviewedHere || random.chance(busy ? 0.3 : 0.1)) orders.push(groupOrderOf(random, reviewedHere));
  const bookings = Array.from({ length: busy ? random.int(6, 12) : random.int(3, 6) }, (_, i) =>
    bookingOf(random, `${date.replaceAll('-', '')}-${i}`),
  );
  const agencyOrder =
    date === dateBefore(input.today, AGENCY_SUBMITTED_DAYS_AGO) ? agencyOrderOf(random, input.today) : null;
  const agencyVisit =
    date === dateBefore(input.today, AGENCY_PLAYS_DAYS_AGO) ? visitFrom(random, 9 * 60 + 30) : null;
  const step = (minute: number): Step | null =>
    minute <= until ? { requestId: random.uuid(), minute } : null;
  return {
    date,
    windowOrders: orders
      .filter((o) => o.minute <= until)
      .map((o) => ({ ...o, visit: upTo(o.visit, until) }))
      .sort((a, b) => a.minute - b.minute),
    bookings: bookings
      .filter((b) => b.paidMinute <= until)
      .map((b) => ({ ...b, visit: upTo(b.visit, until) })),
    agencyOrder,
    agencyVisit,
    handover: isToday ? null : step(HANDOVER_AT),
    settlePrevious: index === 0 ? null : step(SETTLE_AT),
  };
}

/** A visit as far as it has gone by `until`: not yet begun, or still inside. */
function upTo(visit: Visit | null, until: number): Visit | null {
  if (!visit || visit.enter > until) return null;
  return visit.leave !== null && visit.leave > until ? { ...visit, leave: null } : visit;
}

function agencyOrderOf(random: ReturnType<typeof seededRandom>, today: string): AgencyOrderPlan {
  const minute = 10 * 60;
  return {
    requestId: random.uuid(),
    minute,
    approve: { requestId: random.uuid(), minute: minute + 50 },
    playDate: dateBefore(today, AGENCY_PLAYS_DAYS_AGO),
    guide: adultOf(random),
    tourists: Array.from({ length: 16 }, (_, i) =>
      i % 4 === 3 ? { ...childOf(random), child: true } : { ...adultOf(random), child: false },
    ),
  };
}
