// The shift handover (issue 12), given/when/then over the shift decider: the handover's totals are
// the sum of the seller's facts after the last handover, computed here independently from the raw
// event payloads; settlement happens once per handover.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideSale } from '../../../domain/sales/sale.ts';
import type { ShiftCommand } from '../../../domain/shifts/shift.ts';
import { decideShift, initialShiftState, shiftDecider } from '../../../domain/shifts/shift.ts';
import {
  activityOf,
  addActivity,
  type ShiftActivity,
  sumActivities,
} from '../../../domain/shifts/shiftActivity.ts';
import type { ShiftEvent, ShiftHandedOver } from '../../../domain/shifts/shiftEvents.ts';
import { addTotals, cardTypeOf, emptyTotals, subtractTotals } from '../../../domain/shifts/shiftTotals.ts';
import { DeciderSpecification } from '../../../domain/testing/deciderSpec.ts';
import { GROUP, sellCommand } from '../sales/saleFixtures.ts';

const SELLER = { id: 9, account: 'seller', name: '售票员' };
const NOW = new Date('2026-11-25T10:00:00Z');
let seq = 0;
const at = (n: number) => ({ commit: String(n), prepare: String(n) });

/** A recorded event as the store would hand it over (position, occurredAt). */
function recorded(type: string, data: unknown, minute: number) {
  seq += 1;
  return {
    type,
    data,
    metadata: { occurredAt: new Date(Date.UTC(2026, 10, 25, 2, minute)).toISOString(), scenicAreaId: '7' },
    position: { commit: BigInt(seq), prepare: BigInt(seq) },
    created: new Date(),
  };
}

/** The events of a sale of the fixtures' seller 9 (or another). */
function saleEvents(sellerID: number, minute: number, input = {}, rest = {}) {
  const { order, tickets } = decideSale(sellCommand(input, { sellerID, ...rest }));
  return [recorded(order.type, order.data, minute), ...tickets.map((t) => recorded(t.type, t.data, minute))];
}

const refund = (sellerID: number, amount: number, ticketNos: string[], minute: number) =>
  recorded(
    'RefundOrderPlaced',
    {
      refundNo: 'TD2611250000000001',
      orderNo: 'DD2611250000000001',
      ticketNos,
      scenicAreaID: 7,
      amount,
      paymentMethod: 'cash',
      sellerID,
      sellerAccount: 'x',
      reviewed: false,
    },
    minute,
  );
const priceDifference = (sellerID: number, amount: number, minute: number) =>
  recorded(
    'PriceDifferencePaid',
    {
      ticketNo: '261125000000000001',
      amount,
      paymentMethod: 'wechat',
      minutesOver: 30,
      sellerID,
      sellerAccount: 'x',
      receivedFen: null,
      changeFen: null,
      reference: null,
    },
    minute,
  );

const asActivity = (events: ReturnType<typeof recorded>[]) =>
  events.map((e) => activityOf(e, () => 'ordinary')).filter((a): a is ShiftActivity => a !== null);

function handOver(activity: ShiftActivity[], receivedFen: number, readTo = at(seq)): ShiftCommand {
  return {
    type: 'HandOverShift',
    data: { now: NOW, seller: SELLER, scenicAreaID: 7, receivedFen, activity, readTo },
  };
}

const spec = DeciderSpecification.for(shiftDecider);

describe('shift handover: totals are the sum of the shift facts', () => {
  it("sums the seller's sales, refunds and price differences and ignores other sellers", () => {
    const raw = [
      ...saleEvents(9, 5), // two adults, cash
      ...saleEvents(
        9,
        10,
        { payment: { method: 'alipay', reference: '' } },
        { payment: { method: 'alipay', reference: '' } },
      ),
      ...saleEvents(12, 11), // another seller
      refund(9, 8000, ['261125000000000001'], 20),
      refund(12, 8000, ['261125000000000002'], 21),
      priceDifference(9, 500, 30),
    ];
    const [event] = decideShift(handOver(asActivity(raw), 9000), initialShiftState()) as [ShiftHandedOver];
    const mine = raw.filter((e) => (e.data as { sellerID: number }).sellerID === 9);
    const sum = (type: string, pick: (d: Record<string, number>) => number | undefined) =>
      mine
        .filter((e) => e.type === type)
        .reduce((n, e) => n + (pick(e.data as Record<string, number>) ?? 0), 0);
    const orderAmount = sum('OrderPlaced', (d) => d.amount);
    const cashSales = mine
      .filter(
        (e) =>
          e.type === 'OrderPlaced' && (e.data as { payment: { method: string } }).payment.method === 'cash',
      )
      .reduce((n, e) => n + (e.data as { amount: number }).amount, 0);
    const refunds = sum('RefundOrderPlaced', (d) => d.amount);
    const differences = sum('PriceDifferencePaid', (d) => d.amount);

    const e = event.data;
    expect(e.shiftNo).toBe(1);
    expect(e.expected.sale.orders).toEqual({ count: 2, fen: orderAmount + differences });
    expect(e.expected.sale.tickets.count).toBe(mine.filter((x) => x.type === 'TicketIssued').length);
    expect(e.expected.sale.cards.ordinary.count).toBe(4);
    expect(e.expected.sale.methods.cash.fen).toBe(cashSales);
    expect(e.expected.sale.methods.alipay.fen).toBe(orderAmount - cashSales);
    expect(e.expected.sale.methods.wechat).toEqual({ count: 1, fen: differences });
    expect(e.expected.refund.orders).toEqual({ count: 1, fen: refunds });
    expect(e.expected.refund.methods.cash.fen).toBe(refunds);
    expect(e.expected.priceDifferences).toEqual({ count: 1, fen: differences });
    expect(e.expectedFen).toBe(cashSales - refunds);
    expect(e.receivedFen).toBe(9000);
    expect(e.differenceFen).toBe(9000 - (cashSales - refunds));
    expect(e.startedAt).toBe('2026-11-25T02:05:00.000Z');
    expect(e.endedAt).toBe(NOW.toISOString());
    expect(e.expected.flow).toEqual({ '2026-11-25T02': 4 });
  });

  it('counts only the facts after the last handover, each once', () => {
    const first = saleEvents(9, 5);
    const firstHandover = decideShift(handOver(asActivity(first), 16000), initialShiftState());
    const second = saleEvents(9, 40, { lines: [{ ticketTypeID: 1, count: 1, tourists: [] }] });
    // The second handover reads from before the first's position (a retry): the old sale stays out.
    const [event] = shiftDecider.decide(
      handOver(asActivity([...first, ...second]), 8000),
      firstHandover.reduce(shiftDecider.evolve, initialShiftState()),
    ) as [ShiftHandedOver];
    expect(event.data.shiftNo).toBe(2);
    expect(event.data.expected.sale.orders).toEqual({ count: 1, fen: 8000 });
    expect(event.data.differenceFen).toBe(0);
    expect(event.data.countedTo).toEqual(at(seq));
  });

  it('an empty shift starts and ends at the handover', () => {
    const [event] = decideShift(handOver([], 0, at(0)), initialShiftState()) as [ShiftHandedOver];
    expect(event.data.expected).toEqual(emptyTotals());
    expect(event.data.startedAt).toBe(event.data.endedAt);
  });

  it('refuses a negative received amount', () => {
    spec.given([]).when(handOver([], -1)).thenThrows('SHIFT_RECEIVED_INVALID');
  });
});

describe('shift settlement', () => {
  const handed = decideShift(handOver([], 0, at(0)), initialShiftState()) as ShiftEvent[];
  const settle = (shiftNo: number): ShiftCommand => ({
    type: 'SettleShift',
    data: { shiftNo, settledFen: 100, operator: { id: 1, account: 'admin' } },
  });
  it('settles a handed-over shift with the operator', () => {
    spec
      .given(handed)
      .when(settle(1))
      .then([
        {
          type: 'ShiftSettled',
          data: { shiftNo: 1, settledFen: 100, operatorID: 1, operatorAccount: 'admin' },
        },
      ]);
  });
  it('refuses to settle twice', () => {
    spec
      .given([
        ...handed,
        {
          type: 'ShiftSettled',
          data: { shiftNo: 1, settledFen: 100, operatorID: 1, operatorAccount: 'admin' },
        },
      ])
      .when(settle(1))
      .thenThrows('SHIFT_ALREADY_SETTLED');
  });
  it('refuses a shift never handed over, and shift 0', () => {
    spec.given(handed).when(settle(2)).thenThrows('SHIFT_NOT_FOUND');
    spec.given(handed).when(settle(0)).thenThrows('SHIFT_NOT_FOUND');
  });
  it('settles an amount of 0, never a negative one', () => {
    const amount = (settledFen: number): ShiftCommand => ({
      type: 'SettleShift',
      data: { shiftNo: 1, settledFen, operator: { id: 1, account: 'admin' } },
    });
    spec.given(handed).when(amount(-1)).thenThrows('SHIFT_RECEIVED_INVALID');
    spec
      .given(handed)
      .when(amount(0))
      .then([
        {
          type: 'ShiftSettled',
          data: { shiftNo: 1, settledFen: 0, operatorID: 1, operatorAccount: 'admin' },
        },
      ]);
  });
});

describe('card types and totals', () => {
  it('classifies from what the sale records', () => {
    expect(cardTypeOf({ ticketCate: 0, persons: 1 })).toBe('ordinary');
    expect(cardTypeOf({ ticketCate: 0, persons: 3 })).toBe('group');
    expect(cardTypeOf({ ticketCate: 1, persons: 1 })).toBe('group');
    expect(cardTypeOf({ ticketCate: 12, persons: 1 })).toBe('stored');
    expect(cardTypeOf({ ticketCate: 5, persons: 1 })).toBe('membership');
    const { tickets } = decideSale(
      sellCommand({ lines: [{ ticketTypeID: GROUP.id, count: 5, tourists: [] }], oneTicketForMany: true }),
    );
    expect(
      asActivity(tickets.map((t) => recorded(t.type, t.data, 1))).map((a) => 'card' in a && a.card),
    ).toEqual(['group']);
  });

  it('a refund splits its amount over its tickets to the fen', () => {
    const [a] = asActivity([refund(9, 1001, ['a', 'b', 'c'], 1)]);
    const t = sumActivities([a as ShiftActivity]);
    expect(t.refund.cards.ordinary).toEqual({ count: 3, fen: 1001 });
  });

  it('totals add and subtract like numbers (the projector carries the difference)', () => {
    const pool = asActivity([
      ...saleEvents(9, 1),
      refund(9, 300, ['x'], 2),
      priceDifference(9, 50, 3),
      ...saleEvents(9, 4),
    ]);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: pool.length }), (cut) => {
        const whole = sumActivities(pool);
        const [a, b] = [sumActivities(pool.slice(0, cut)), sumActivities(pool.slice(cut))];
        const before = structuredClone({ a, b, whole });
        expect(addTotals(a, b)).toEqual(whole);
        expect(subtractTotals(whole, b)).toEqual(a);
        // Both answer new totals: what they were given is left as it was.
        expect({ a, b, whole }).toEqual(before);
        // The in-place sum of the fold gives what adding one fact at a time gives.
        expect(pool.reduce(addActivity, emptyTotals())).toEqual(whole);
      }),
    );
  });
});
