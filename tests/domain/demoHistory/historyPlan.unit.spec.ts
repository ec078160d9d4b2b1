import { describe, expect, it } from 'vitest';
import {
  AGENCY_PLAYS_DAYS_AGO,
  CLOSES,
  type DayPlan,
  OPENS,
  planHistory,
  REVIEWED_REFUND_DAYS_AGO,
} from '../../../domain/demoHistory/historyPlan.ts';
import { seededRandom } from '../../../domain/demoHistory/seededRandom.ts';
import { weekdayOf } from '../../../domain/rules/ruleTime.ts';

const input = { seed: 17, today: '2026-06-12', nowMinute: 11 * 60, pastDays: 30 };
const plan = planHistory(input);
const orders = (days: DayPlan[]) => days.flatMap((d) => d.windowOrders);
const mean = (days: DayPlan[]) => orders(days).length / days.length;

describe('the seeded generator', () => {
  it('gives the same numbers for the same seed, others for another', () => {
    const draw = (seed: number) => Array.from({ length: 5 }, seededRandom(seed).next);
    expect(draw(1)).toEqual(draw(1));
    expect(draw(1)).not.toEqual(draw(2));
  });

  it('makes request ids shaped like UUIDs', () => {
    expect(seededRandom(3).uuid()).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});

describe('the demo history plan', () => {
  it('is the same for the same seed and dates, and another for another seed', () => {
    expect(planHistory(input)).toEqual(plan);
    expect(planHistory({ ...input, seed: 18 })).not.toEqual(plan);
  });

  it('plans a day the same whatever month it is planned in', () => {
    const shorter = planHistory({ ...input, pastDays: 3 });
    const day = (days: DayPlan[], date: string) => days.find((d) => d.date === date);
    expect(day(shorter, '2026-06-10')).toEqual(day(plan, '2026-06-10'));
  });

  it('covers the past days and today, oldest first', () => {
    expect(plan.map((d) => d.date)).toHaveLength(31);
    expect(plan[0]!.date).toBe('2026-05-13');
    expect(plan.at(-1)!.date).toBe('2026-06-12');
  });

  it('sells 20 to 60 orders on a past day, more at weekends and on holidays', () => {
    const past = plan.slice(0, -1);
    for (const day of past) expect(day.windowOrders.length).toBeGreaterThanOrEqual(20);
    for (const day of past) expect(day.windowOrders.length).toBeLessThanOrEqual(61);
    const weekend = past.filter((d) => [0, 6].includes(weekdayOf(d.date)));
    const weekdays = past.filter((d) => ![0, 6].includes(weekdayOf(d.date)));
    expect(mean(weekend)).toBeGreaterThan(mean(weekdays) + 10);
    const holiday = planHistory({ ...input, busyDates: new Set(['2026-06-10']) }).at(-3)!;
    expect(weekdayOf(holiday.date)).toBe(3);
    expect(holiday.windowOrders.length).toBeGreaterThanOrEqual(40);
  });

  it('sells in business hours and lets visitors in after they paid, out after they came in', () => {
    for (const order of orders(plan)) {
      expect(order.minute).toBeGreaterThanOrEqual(OPENS);
      expect(order.minute).toBeLessThanOrEqual(CLOSES);
      if (order.visit) expect(order.visit.enter).toBeGreaterThan(order.refund?.minute ?? order.minute);
      if (order.visit?.leave) expect(order.visit.leave).toBeGreaterThan(order.visit.enter);
    }
    for (const booking of plan.flatMap((d) => d.bookings)) {
      expect(booking.paidMinute).toBeGreaterThan(booking.minute);
      if (booking.visit) expect(booking.visit.enter).toBeGreaterThan(booking.paidMinute);
    }
  });

  it('mixes payments, refunds a few, and sends one group refund through review', () => {
    const payments = new Set(orders(plan).map((o) => o.payment));
    expect([...payments].sort()).toEqual(['alipay', 'cash', 'paymentCode', 'unionpay', 'wechat']);
    for (const o of orders(plan).filter((o) => o.payment === 'paymentCode'))
      expect(o.paymentCode).toMatch(/^\d{16,24}$/);
    const refunded = orders(plan).filter((o) => o.refund);
    expect(refunded.length).toBeGreaterThan(5);
    expect(refunded.length).toBeLessThan(orders(plan).length / 8);
    const reviewed = refunded.filter((o) => o.refund?.approve);
    expect(reviewed.map((o) => o.lines[0]!.kind)).toEqual(['group']);
    expect(plan.at(-1 - REVIEWED_REFUND_DAYS_AGO)!.windowOrders).toContain(reviewed[0]);
  });

  it('has one agency order, submitted and approved before its group plays', () => {
    const submitted = plan.filter((d) => d.agencyOrder);
    expect(submitted).toHaveLength(1);
    const order = submitted[0]!.agencyOrder!;
    expect(order.approve.minute).toBeGreaterThan(order.minute);
    expect(order.playDate).toBe(plan.at(-1 - AGENCY_PLAYS_DAYS_AGO)!.date);
    expect(order.playDate > submitted[0]!.date).toBe(true);
    expect(plan.filter((d) => d.agencyVisit).map((d) => d.date)).toEqual([order.playDate]);
  });

  it('hands over every past day, settles the day before, and plans nothing after now today', () => {
    const today = plan.at(-1)!;
    expect(plan.slice(0, -1).every((d) => d.handover !== null)).toBe(true);
    expect(today.handover).toBeNull();
    expect(plan[0]!.settlePrevious).toBeNull();
    expect(today.settlePrevious).not.toBeNull();
    const times = [
      ...today.windowOrders.flatMap((o) => [o.minute, o.refund?.minute, o.visit?.enter, o.visit?.leave]),
      ...today.bookings.flatMap((b) => [b.paidMinute, b.visit?.enter, b.visit?.leave]),
    ].filter((t): t is number => typeof t === 'number');
    expect(times.length).toBeGreaterThan(0);
    expect(Math.max(...times)).toBeLessThanOrEqual(input.nowMinute);
    expect(today.windowOrders.some((o) => o.visit && o.visit.leave === null)).toBe(true);
    const early = planHistory({ ...input, nowMinute: 8 * 60 }).at(-1)!;
    expect([early.windowOrders, early.bookings, early.settlePrevious]).toEqual([[], [], null]);
  });
});
