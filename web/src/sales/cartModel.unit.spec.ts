import { describe, expect, it } from 'vitest';
import { type SellableTicketType, SellTickets } from '../../../domain/sales/sale.schema.ts';
import {
  addType,
  type CartLine,
  canOneTicketForMany,
  changeFen,
  holdersNeeded,
  keepOffered,
  paymentOf,
  quoteBody,
  sellBody,
  setCount,
  ticketCount,
  yuanToFen,
} from './cartModel.ts';

const type = (id: number, extra: Partial<SellableTicketType> = {}): SellableTicketType => ({
  id,
  ticketTypeName: `T${id}`,
  ticketPrice: 8000,
  touristType: 0,
  isRealName: false,
  needsPhoto: false,
  manyPeopleOneTicket: false,
  ...extra,
});
const types = new Map([
  [1, type(1, { manyPeopleOneTicket: true })],
  [2, type(2)],
  [3, type(3, { isRealName: true, needsPhoto: true })],
]);
const REQUEST = '7a0a3b5e-4f7c-4d2a-9b9e-1c2d3e4f5a6b';

describe('cart lines', () => {
  it('cart mode adds types and counts a chosen one again', () => {
    let lines: CartLine[] = [];
    lines = addType(lines, 1, 'cart');
    lines = addType(lines, 2, 'cart');
    lines = addType(lines, 1, 'cart');
    expect(lines).toEqual([
      { ticketTypeID: 1, count: 2 },
      { ticketTypeID: 2, count: 1 },
    ]);
    expect(ticketCount(lines)).toBe(3);
  });

  it('the plain sell screen holds one type at a time', () => {
    let lines = addType([], 1, 'single');
    lines = setCount(lines, 1, 4);
    expect(addType(lines, 1, 'single')).toEqual([{ ticketTypeID: 1, count: 4 }]);
    expect(addType(lines, 2, 'single')).toEqual([{ ticketTypeID: 2, count: 1 }]);
  });

  it('counts stay within the order limit; zero removes the line', () => {
    const lines = [
      { ticketTypeID: 1, count: 60 },
      { ticketTypeID: 2, count: 1 },
    ];
    expect(setCount(lines, 2, 70)).toEqual([
      { ticketTypeID: 1, count: 60 },
      { ticketTypeID: 2, count: 40 },
    ]);
    expect(setCount(lines, 2, 0)).toEqual([{ ticketTypeID: 1, count: 60 }]);
    expect(setCount(lines, 1, 2.7)[0]).toEqual({ ticketTypeID: 1, count: 2 });
    expect(addType([{ ticketTypeID: 1, count: 100 }], 2, 'cart')).toEqual([{ ticketTypeID: 1, count: 100 }]);
  });

  it('drops lines of types no longer offered', () => {
    expect(
      keepOffered(
        [
          { ticketTypeID: 9, count: 1 },
          { ticketTypeID: 2, count: 3 },
        ],
        types,
      ),
    ).toEqual([{ ticketTypeID: 2, count: 3 }]);
  });

  it('allows one ticket for many people only for one line of a type that allows it', () => {
    expect(canOneTicketForMany([{ ticketTypeID: 1, count: 5 }], types)).toBe(true);
    expect(canOneTicketForMany([{ ticketTypeID: 2, count: 5 }], types)).toBe(false);
    expect(
      canOneTicketForMany(
        [
          { ticketTypeID: 1, count: 5 },
          { ticketTypeID: 2, count: 1 },
        ],
        types,
      ),
    ).toBe(false);
    expect(canOneTicketForMany([], types)).toBe(false);
  });

  it('asks one holder per real-name ticket, one for a ticket for many', () => {
    const line = { ticketTypeID: 3, count: 3 };
    expect(holdersNeeded(line, types.get(3), false)).toBe(3);
    expect(holdersNeeded(line, types.get(3), true)).toBe(1);
    expect(holdersNeeded({ ticketTypeID: 2, count: 3 }, types.get(2), false)).toBe(0);
  });

  it('builds the quote request', () => {
    expect(quoteBody(7, [])).toBeNull();
    expect(quoteBody(7, [{ ticketTypeID: 1, count: 2 }])).toEqual({
      scenicAreaID: 7,
      lines: [{ ticketTypeID: 1, count: 2 }],
    });
  });
});

describe('payment', () => {
  it('turns yuan into fen and computes the change', () => {
    expect(yuanToFen(12.34)).toBe(1234);
    expect(yuanToFen(0.1 + 0.2)).toBe(30);
    expect(yuanToFen(null)).toBeUndefined();
    expect(changeFen(200, 11000)).toBe(9000);
    expect(changeFen(100, 11000)).toBeNull();
    expect(changeFen(undefined, 11000)).toBeNull();
  });

  it('sends only what the chosen method takes', () => {
    expect(paymentOf({ method: 'cash', receivedYuan: 50, paymentCode: '1' })).toEqual({
      method: 'cash',
      receivedFen: 5000,
    });
    expect(paymentOf({ method: 'paymentCode', paymentCode: ' 134567890123456789 ' })).toEqual({
      method: 'paymentCode',
      paymentCode: '134567890123456789',
    });
    expect(paymentOf({ method: 'unionpay', reference: ' R1 ' })).toEqual({
      method: 'unionpay',
      reference: 'R1',
    });
  });
});

describe('the SellTickets body', () => {
  const holder = { name: ' 张三 ', idNumber: '11010119900307002x', mobile: '', photoId: 'a'.repeat(64) };

  it('carries the holders of real-name lines only, and passes the schema', () => {
    const draft = sellBody({
      requestId: REQUEST,
      scenicAreaID: 7,
      lines: [
        { ticketTypeID: 2, count: 2 },
        { ticketTypeID: 3, count: 1 },
      ],
      types,
      oneTicketForMany: false,
      values: {
        method: 'cash',
        receivedYuan: 300,
        holders: { t2: [holder], t3: [holder, holder] },
      },
    });
    expect(draft.lines[0]!.tourists).toEqual([]);
    expect(draft.lines[1]!.tourists).toHaveLength(1);
    const parsed = SellTickets.parse(draft);
    expect(parsed.lines[1]!.tourists[0]).toMatchObject({ name: '张三', idNumber: '11010119900307002X' });
    expect(parsed).toMatchObject({ requestId: REQUEST, sellAgain: false, oneTicketForMany: false });
  });

  it('drops "one ticket for many" when the cart no longer allows it, and marks a repeated sale', () => {
    const base = { requestId: REQUEST, scenicAreaID: 7, types, values: { method: 'cash' as const } };
    const one = sellBody({ ...base, lines: [{ ticketTypeID: 1, count: 4 }], oneTicketForMany: true });
    expect(one.oneTicketForMany).toBe(true);
    const two = sellBody({
      ...base,
      lines: [
        { ticketTypeID: 1, count: 4 },
        { ticketTypeID: 2, count: 1 },
      ],
      oneTicketForMany: true,
      sellAgain: true,
    });
    expect(two).toMatchObject({ oneTicketForMany: false, sellAgain: true });
  });

  it('an empty photo is sent as none (the schema then asks for it)', () => {
    const draft = sellBody({
      requestId: REQUEST,
      scenicAreaID: 7,
      lines: [{ ticketTypeID: 3, count: 1 }],
      types,
      oneTicketForMany: false,
      values: { method: 'alipay', holders: { t3: [{ ...holder, photoId: '' }] } },
    });
    expect(draft.lines[0]!.tourists?.[0]?.photoId).toBeNull();
  });
});
