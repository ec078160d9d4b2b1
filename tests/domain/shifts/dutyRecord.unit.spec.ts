// The dutyRecord answer (spec 001 §7) from a shift's totals: counts with operate 1, amounts with 3,
// arrival buckets in the scenic area's time zone, empty flow and province lists when nothing was sold.
import { describe, expect, it } from 'vitest';
import { dutyRecordOf } from '../../../domain/shifts/dutyRecord.ts';
import { type ShiftActivity, sumActivities } from '../../../domain/shifts/shiftActivity.ts';
import { emptyTotals } from '../../../domain/shifts/shiftTotals.ts';

const base = { position: { commit: '1', prepare: '1' }, sellerID: 1, scenicAreaID: 1 };
const at = (utc: string) => ({ ...base, occurredAt: utc });
const facts: ShiftActivity[] = [
  { ...at('2026-11-25T00:30:00Z'), kind: 'order', amount: 15000, discount: 1000, method: 'cash' },
  {
    ...at('2026-11-25T00:30:00Z'),
    kind: 'ticket',
    price: 7500,
    listPrice: 8000,
    card: 'ordinary',
    persons: 1,
    province: '110000',
  },
  {
    ...at('2026-11-25T00:30:00Z'),
    kind: 'ticket',
    price: 7500,
    listPrice: 8000,
    card: 'group',
    persons: 3,
    province: null,
  },
  { ...at('2026-11-25T11:00:00Z'), kind: 'order', amount: 4000, discount: 0, method: 'wechat' },
  {
    ...at('2026-11-25T11:00:00Z'),
    kind: 'ticket',
    price: 4000,
    listPrice: 4000,
    card: 'ordinary',
    persons: 1,
    province: '440000',
  },
  { ...at('2026-11-25T12:00:00Z'), kind: 'refund', amount: 4000, method: 'wechat', cards: ['ordinary'] },
];

describe('dutyRecord', () => {
  const totals = sumActivities(facts);
  it('operate 3: amounts by card and payment method, per order status', () => {
    const { list } = dutyRecordOf(totals, 3, 'Asia/Shanghai');
    expect(list).toEqual([
      {
        orderStatus: 1,
        GroupCard: 7500,
        MembershipCard: 0,
        OrdinaryCard: 11500,
        StoreCard: 0,
        ticketCount: 3,
        amount: 19000,
        preferentialAmount: 1000,
        Cash: 15000,
        Alipay: 0,
        WeChat: 4000,
        UnionPay: 0,
      },
      {
        orderStatus: 3,
        GroupCard: 0,
        MembershipCard: 0,
        OrdinaryCard: 4000,
        StoreCard: 0,
        ticketCount: 1,
        amount: 4000,
        preferentialAmount: 0,
        Cash: 0,
        Alipay: 0,
        WeChat: 4000,
        UnionPay: 0,
      },
    ]);
  });
  it('operate 1: counts', () => {
    const [sale] = dutyRecordOf(totals, 1, 'Asia/Shanghai').list;
    expect(sale).toMatchObject({ GroupCard: 1, OrdinaryCard: 2, Cash: 1, WeChat: 1, amount: 19000 });
  });
  it('passenger flow in the area time zone (00:30Z is 8:30 in Shanghai, 19:00 there is 11:00Z)', () => {
    expect(dutyRecordOf(totals, 3, 'Asia/Shanghai').passengerFlowList).toEqual([
      { name: '6-9', value: 4 },
      { name: '9-12', value: 0 },
      { name: '12-18', value: 0 },
      { name: '18-22', value: 1 },
    ]);
    expect(dutyRecordOf(totals, 3, 'UTC').passengerFlowList.map((b) => b.value)).toEqual([0, 1, 0, 0]);
  });
  it('provinces by name; both lists empty when nothing was sold', () => {
    expect(dutyRecordOf(totals, 3, 'Asia/Shanghai').provinceList).toEqual([
      { name: '北京市', value: 1 },
      { name: '广东省', value: 1 },
    ]);
    const empty = dutyRecordOf(emptyTotals(), 1, 'Asia/Shanghai');
    expect(empty.passengerFlowList).toEqual([]);
    expect(empty.provinceList).toEqual([]);
  });
});
