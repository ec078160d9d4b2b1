// The "try it" calls answer what the engines compute: the worked examples of docs/fees.md through
// POST /api/billingRule/preview, /api/priceDifference/preview and /api/discount/preview, compared
// with computeTimedFee, computePriceDifference and applyDiscounts called directly.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredDiscountRule } from '../../../domain/rules/discountRule.schema.ts';
import { applyDiscounts } from '../../../domain/rules/discounts.ts';
import { computePriceDifference } from '../../../domain/rules/priceDifference.ts';
import { computeTimedFee } from '../../../domain/rules/timedFee.ts';
import {
  areaDiscounts,
  boatOvertime,
  cartOf,
  lakeBoats,
  SHANGHAI,
  sh,
} from '../../domain/rules/feeExamples.ts';
import { messageOf, type Row, type RulesSetup, refusal, rulesSetup } from './rulesSupport.ts';

let t: RulesSetup;
beforeAll(async () => {
  t = await rulesSetup();
  await t.add('holiday', {
    scenicAreaID: t.areaA,
    name: '端午节',
    startDate: '2024-06-10',
    endDate: '2024-06-10',
  });
});
afterAll(() => t?.close());

type Preview = { data: Record<string, unknown> & { amount: number } };
const preview = (entity: string, body: object, token = t.superToken) =>
  t.post<Preview>(entity, 'preview', body, token, 'en');

describe('POST /api/billingRule/preview', () => {
  const examples: [string, string, string, number, object?][] = [
    ['1', '2024-05-15 10:00', '2024-05-15 10:12', 0],
    ['2', '2024-05-15 10:00', '2024-05-15 12:40', 2600],
    ['3', '2024-05-15 10:00', '2024-05-15 12:34', 2200],
    ['4', '2024-05-15 16:00', '2024-05-15 19:30', 2400],
    ['5', '2024-05-15 08:00', '2024-05-15 22:00', 6000],
    ['6', '2024-05-17 20:00', '2024-05-20 12:00', 15000],
    ['7', '2024-10-02 09:00', '2024-10-02 11:00', 2200],
    ['8', '2024-06-10 09:00', '2024-06-10 11:00', 2200],
    ['9', '2024-05-15 20:00', '2024-05-16 21:00', 6400, { dayType: 'rolling24h' }],
    ['9 (calendar day)', '2024-05-15 20:00', '2024-05-16 21:00', 7400],
  ];

  it.each(examples)(
    'example %s: the fee and its items are the engine’s',
    async (_n, entry, exit, amount, change) => {
      const rule = { ...lakeBoats, scenicAreaID: t.areaA, ...change };
      const res = await preview('billingRule', { rule, entry: sh(entry), exit: sh(exit) });
      expect(res.status).toBe(200);
      const calendar = { ...SHANGHAI, holidays: res.body.data.holidays as string[] };
      const engine = computeTimedFee(rule, sh(entry), sh(exit), calendar);
      expect(res.body.data).toMatchObject({ ...engine, timeZone: 'Asia/Shanghai' });
      expect(res.body.data.amount).toBe(amount);
    },
  );

  it('takes the holidays from the calendar, and reads local times in the area’s time zone', async () => {
    const rule = { ...lakeBoats, scenicAreaID: t.areaA };
    const res = await preview('billingRule', { rule, entry: '2024-06-10 09:00', exit: '2024-06-10T11:00' });
    expect(res.body.data).toMatchObject({
      amount: 2200,
      holidays: ['2024-06-10'],
      entry: '2024-06-10T01:00:00.000Z',
      exit: '2024-06-10T03:00:00.000Z',
    });
    expect((res.body.data.items as { dayKind: string }[])[1]?.dayKind).toBe('holiday');
  });

  it('refuses an exit before the entry, an invalid rule and another area', async () => {
    const rule = { ...lakeBoats, scenicAreaID: t.areaA };
    const back = await preview('billingRule', {
      rule,
      entry: sh('2024-05-15 10:00'),
      exit: sh('2024-05-15 09:00'),
    });
    expect([...refusal(back), back.body.message]).toEqual([
      400,
      'PREVIEW_EXIT_BEFORE_ENTRY',
      'The exit must be after the entry',
    ]);
    const long = await preview('billingRule', {
      rule,
      entry: sh('2024-01-01 10:00'),
      exit: sh('2025-06-01 10:00'),
    });
    expect(refusal(long)).toEqual([400, 'PREVIEW_STAY_TOO_LONG']);
    const overlapping = {
      ...rule,
      periods: [...rule.periods, { start: '17:00', end: '19:00', unitPrice: 1 }],
    };
    const bad = await preview('billingRule', {
      rule: overlapping,
      entry: sh('2024-05-15 10:00'),
      exit: sh('2024-05-15 11:00'),
    });
    expect(messageOf(bad)).toContain('rule.periods[2].start Periods cannot overlap');
    const other = await preview(
      'billingRule',
      { rule, entry: sh('2024-05-15 10:00'), exit: sh('2024-05-15 11:00') },
      t.tokenB,
    );
    expect(refusal(other)).toEqual([403, 'OUT_OF_SCOPE']);
  });
});

describe('POST /api/priceDifference/preview', () => {
  const ticket = { entryAt: sh('2024-05-15 12:00'), allowedMinutes: 120 };
  const examples: [string, number, number][] = [
    ['13:50', 0, 0],
    ['14:15', 0, 0],
    ['14:16', 0, 1000],
    ['15:30', 0, 2000],
    ['15:30', 1000, 1000],
    ['20:00', 0, 8000],
  ];

  it.each(examples)(
    'at %s (already paid %d fen) the visitor owes %d fen, as the engine says',
    async (now, alreadyPaid, owed) => {
      const rule = { ...boatOvertime, scenicAreaID: t.areaA, ticketTypeID: 1 };
      const res = await preview('priceDifference', {
        rule,
        ticket: { ...ticket, alreadyPaid },
        now: `2024-05-15 ${now}`,
      });
      expect(res.status).toBe(200);
      const engine = computePriceDifference(rule, { ...ticket, alreadyPaid }, sh(`2024-05-15 ${now}`));
      expect(res.body.data).toMatchObject(engine);
      expect(res.body.data.amount).toBe(owed);
    },
  );

  it('needs the paid time, and refuses a negative stage amount', async () => {
    const rule = { ...boatOvertime, scenicAreaID: t.areaA, ticketTypeID: 1 };
    const none = await preview('priceDifference', {
      rule,
      ticket: { allowedMinutes: 60 },
      now: '2024-05-15 12:00',
    });
    expect(messageOf(none)).toContain(
      'ticket.paidUntil Give the end of the paid time, or the entry time and the allowed minutes',
    );
    const stages = [{ overtimeMinutes: 15, amount: -1 }, ...boatOvertime.stages.slice(1)];
    const negative = await preview('priceDifference', {
      rule: { ...rule, stages },
      ticket,
      now: '2024-05-15 15:00',
    });
    expect(messageOf(negative)).toContain('rule.stages[0].amount cannot be less than 0');
  });
});

describe('POST /api/discount/preview', () => {
  let stored: StoredDiscountRule[];
  beforeAll(async () => {
    stored = [];
    for (const { id: _id, ...rule } of areaDiscounts) {
      const row = (await t.add('discount', { ...rule, scenicAreaID: t.areaB }, t.tokenB)) as Row &
        StoredDiscountRule;
      const { scenicAreaName: _name, ...saved } = row;
      stored.push(saved as StoredDiscountRule);
    }
  });

  const cartB = (...lines: [number, number][]) => ({ ...cartOf(...lines), scenicAreaID: t.areaB });
  const carts: [string, [number, number][], number, string | null][] = [
    ['A', [[2, 6000]], 11000, '满100减10，满300减50'],
    ['B', [[6, 6000]], 31000, '满100减10，满300减50'],
    ['C', [[10, 6000]], 52800, '满500打8.8折'],
    [
      'D',
      [
        [8, 5999],
        [4, 2999],
      ],
      52789,
      '满500打8.8折',
    ],
    ['tiny', [[1, 9999]], 9999, null],
  ];

  it.each(carts)(
    'cart %s: the best single discount of the stored rules, as the engine picks it',
    async (_n, lines, payable, name) => {
      const cart = cartB(...lines);
      const res = await preview('discount', { cart }, t.tokenB);
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual(applyDiscounts(stored, cart));
      expect(res.body.data).toMatchObject({ payable, chosen: name === null ? null : { discountName: name } });
    },
  );

  it('cart D shares the discount over the lines in whole fen', async () => {
    const res = await preview('discount', { cart: cartB([8, 5999], [4, 2999]) }, t.tokenB);
    expect((res.body.data.lines as { discount: number }[]).map((l) => l.discount)).toEqual([5759, 1440]);
  });

  it('recharges earn the bonus of the best tier reached', async () => {
    const recharge = (amount: number) => ({ category: 'recharge', scenicAreaID: t.areaB, amount });
    const res = await preview('discount', { cart: recharge(60000) }, t.tokenB);
    expect(res.body.data).toMatchObject({ bonus: 8000, credited: 68000 });
    expect((await preview('discount', { cart: recharge(9999) }, t.tokenB)).body.data).toMatchObject({
      bonus: 0,
    });
  });

  it('tries the form’s rule alone, or in place of its stored self', async () => {
    const { id: _id, ...d3 } = areaDiscounts[2]!;
    const alone = await preview(
      'discount',
      { cart: cartB([10, 6000]), rule: { ...d3, scenicAreaID: t.areaB }, withStored: false },
      t.tokenB,
    );
    expect(alone.body.data).toMatchObject({ discount: 6000, chosen: { discountName: '10张起9折' } });
    const d2 = stored[1]!;
    const weaker = { ...d2, tiers: [{ threshold: 50000, value: 95 }] };
    const replaced = await preview('discount', { cart: cartB([10, 6000]), rule: weaker }, t.tokenB);
    expect(replaced.body.data).toMatchObject({ discount: 6000, chosen: { discountName: '10张起9折' } });
    const wrong = await preview(
      'discount',
      { cart: cartB([1, 100]), rule: { ...weaker, tiers: [{ threshold: 1, value: 100 }] } },
      t.tokenB,
    );
    expect(messageOf(wrong)).toContain('rule.tiers[0].value The percentage must be 1 to 99');
    expect(refusal(await preview('discount', { cart: cartOf([1, 100]) }, t.tokenB))).toEqual([
      403,
      'OUT_OF_SCOPE',
    ]);
  });
});
