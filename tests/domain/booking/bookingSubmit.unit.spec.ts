// A visitor's submitted booking (domain/booking/booking.ts decideSubmission): the spec 002 §5 checks
// in their order, each refusing with its code, and what an accepted booking records and holds.
import { describe, expect, it } from 'vitest';
import { decideSubmission, type SubmitBooking } from '../../../domain/booking/booking.ts';
import { DomainError } from '../../../domain/decider.ts';
import { STARTING_TYPE } from '../../../domain/ticketTypes/ticketTypeCodes.ts';
import {
  AREA,
  B_ADULT,
  B_CHILD,
  B_GROUP,
  B_REAL_NAME,
  B_TIMED,
  ID,
  NOW,
  SLOT,
  submit,
} from './bookingFixtures.ts';

/** The code decideSubmission refused with (null: accepted). */
function refusal(c: SubmitBooking): string | null {
  try {
    decideSubmission(c);
    return null;
  } catch (error) {
    if (error instanceof DomainError) return error.code;
    throw error;
  }
}
const withType = (type: typeof B_ADULT) => ({ types: new Map([[type.id, type]]) });

describe('booking submission: the ticket types and the sale window', () => {
  it('refuses a type unknown, disabled or of another scenic area', () => {
    expect(refusal(submit({ lines: [{ ticketTypeID: 77, ticketCount: 1 }] }))).toBe(
      'TICKET_TYPE_NOT_BOOKABLE',
    );
    expect(refusal(submit({}, withType({ ...B_ADULT, isEnable: false })))).toBe('TICKET_TYPE_NOT_BOOKABLE');
    expect(refusal(submit({}, withType({ ...B_ADULT, scenicAreaID: AREA + 1 })))).toBe(
      'TICKET_TYPE_NOT_BOOKABLE',
    );
  });

  it('books today and later, never a past day', () => {
    expect(refusal(submit({ playDate: '2026-11-25' }))).toBeNull();
    expect(refusal(submit({ playDate: '2026-11-24' }))).toBe('OUTSIDE_SALE_WINDOW');
  });

  it("books play dates within the type's sale window, its first and last days included", () => {
    const window = withType({ ...B_ADULT, saleStartTime: '2026-11-27', saleEndTime: '2026-11-28' });
    expect(refusal(submit({ playDate: '2026-11-26' }, window))).toBe('OUTSIDE_SALE_WINDOW');
    expect(refusal(submit({ playDate: '2026-11-27' }, window))).toBeNull();
    expect(refusal(submit({ playDate: '2026-11-28' }, window))).toBeNull();
    expect(refusal(submit({ playDate: '2026-11-29' }, window))).toBe('OUTSIDE_SALE_WINDOW');
  });

  it('refuses a play date after the last day a ticket of the type can be valid', () => {
    const deadline = { ...B_ADULT, startingType: STARTING_TYPE.byDeadline, startingDate: '2026-11-27' };
    expect(refusal(submit({ playDate: '2026-11-27' }, withType(deadline)))).toBeNull();
    expect(refusal(submit({ playDate: '2026-11-28' }, withType(deadline)))).toBe('OUTSIDE_SALE_WINDOW');
  });
});

describe('booking submission: quantities', () => {
  it("holds a line to the type's purchase limit; a limit of 0 means 999", () => {
    const limited = withType({ ...B_ADULT, limitCount: 2 });
    expect(refusal(submit({}, limited))).toBeNull();
    expect(refusal(submit({ lines: [{ ticketTypeID: B_ADULT.id, ticketCount: 3 }] }, limited))).toBe(
      'OVER_PURCHASE_LIMIT',
    );
    expect(refusal(submit({ lines: [{ ticketTypeID: B_ADULT.id, ticketCount: 99 }] }))).toBeNull();
  });

  it('an individual order has at most 99 tickets of a line', () => {
    expect(refusal(submit({ lines: [{ ticketTypeID: B_ADULT.id, ticketCount: 100 }] }))).toBe(
      'QUANTITY_RANGE',
    );
  });

  it('a timed type is booked one ticket alone', () => {
    expect(refusal(submit({ lines: [{ ticketTypeID: B_TIMED.id, ticketCount: 1 }] }))).toBeNull();
    expect(refusal(submit({ lines: [{ ticketTypeID: B_TIMED.id, ticketCount: 2 }] }))).toBe('ONE_TIMED_ONLY');
    const withAdult = [
      { ticketTypeID: B_TIMED.id, ticketCount: 1 },
      { ticketTypeID: B_ADULT.id, ticketCount: 1 },
    ];
    expect(refusal(submit({ lines: withAdult }))).toBe('ONE_TIMED_ONLY');
  });

  it('a group is one line of a group type, of 5 to 200 people, with its unit, over any purchase limit', () => {
    const group = (count: number, company = '某公司', type = B_GROUP) =>
      submit({ group: true, company, lines: [{ ticketTypeID: type.id, ticketCount: count }] });
    expect(refusal(group(5))).toBeNull();
    expect(refusal(group(200))).toBeNull();
    expect(refusal(group(4))).toBe('GROUP_SIZE_RANGE');
    expect(refusal(group(201))).toBe('GROUP_SIZE_RANGE');
    expect(refusal(group(5, ''))).toBe('UNIT_REQUIRED');
    expect(refusal(group(5, '某公司', B_ADULT))).toBe('ONE_GROUP_ONLY');
    const limited = { ...group(10), types: new Map([[B_GROUP.id, { ...B_GROUP, limitCount: 5 }]]) };
    expect(refusal(limited)).toBeNull();
    const twoLines = submit({
      group: true,
      company: '某公司',
      lines: [
        { ticketTypeID: B_GROUP.id, ticketCount: 5 },
        { ticketTypeID: B_GROUP.id, ticketCount: 5 },
      ],
    });
    expect(refusal(twoLines)).toBe('ONE_GROUP_ONLY');
  });
});

describe('booking submission: ID card and slot', () => {
  const realName = (count: number, id = ID) =>
    submit({ touristIDCardNum: id, lines: [{ ticketTypeID: B_REAL_NAME.id, ticketCount: count }] });

  it('a real-name type needs the ID number, one ticket per ID', () => {
    expect(refusal(realName(1))).toBeNull();
    expect(refusal(realName(1, ''))).toBe('ID_CARD_REQUIRED');
    expect(refusal(realName(2))).toBe('REAL_NAME_ONE_PER_ID');
    expect(refusal(submit())).toBeNull();
  });

  it('a slot-booked type needs a slot where the area has slots', () => {
    expect(refusal(submit({}, { slot: null }))).toBe('SLOT_REQUIRED');
    expect(refusal(submit({}, { slot: null, areaHasSlots: false }))).toBeNull();
    expect(
      refusal(submit({}, { slot: null, ...withType({ ...B_ADULT, isAppointmentEnable: false }) })),
    ).toBeNull();
  });

  it("refuses today's slot once it has ended on the area's clock (10:00 now)", () => {
    const today = (endPeriod: string) =>
      refusal(submit({ playDate: '2026-11-25' }, { slot: { ...SLOT, endPeriod } }));
    expect(today('0959')).toBe('SLOT_PAST');
    expect(today('1000')).toBeNull();
    const tomorrow = refusal(submit({}, { slot: { ...SLOT, endPeriod: '0800' } }));
    expect(tomorrow).toBeNull();
  });

  it('refuses an amount other than the price, naming the price', () => {
    const c = submit();
    const changed = { ...c, input: { ...c.input, orderAmount: c.input.orderAmount - 1 } };
    expect(() => decideSubmission(changed)).toThrow(
      expect.objectContaining({ code: 'ORDER_AMOUNT_CHANGED', details: { amount: 16_000 } }),
    );
  });
});

describe('booking submission: what is recorded and held', () => {
  it('an order of two lines: a ticket each, the order, the holder, the expiry, the places held', () => {
    const lines = [
      { ticketTypeID: B_ADULT.id, ticketCount: 2 },
      { ticketTypeID: B_CHILD.id, ticketCount: 1 },
    ];
    const { event, hold } = decideSubmission(submit({ lines }));
    expect(hold).toEqual({ streamId: `quota-${SLOT.id}-2026-11-26`, places: 3, idNumbers: [], capacity: 50 });
    const { order, tickets, ...booking } = event.data;
    expect(booking).toEqual({
      orderNo: 'WX1',
      scenicAreaID: AREA,
      openid: 'o1',
      channel: 'wx',
      playDate: '2026-11-26',
      slot: { id: SLOT.id, name: SLOT.name, startPeriod: '0900', endPeriod: '1200' },
      quotaStreamId: `quota-${SLOT.id}-2026-11-26`,
      group: false,
      holder: { name: '张三', mobile: '13800138000', idNumber: '', residence: '北京', company: '' },
      amount: 20_000,
      expiresAt: new Date(NOW.getTime() + 15 * 60_000).toISOString(),
    });
    expect(order).toMatchObject({
      orderNo: 'WX1',
      source: 'officialAccount',
      sellerID: 0,
      sellerAccount: 'officialAccount',
      soldOn: '2026-11-25',
      subtotal: 20_000,
      discount: 0,
      amount: 20_000,
      discountRule: null,
      payment: { method: 'officialAccount', receivedFen: null, changeFen: null, reference: null },
      ticketNos: ['T1', 'T2', 'T3'],
      oneTicketForMany: false,
    });
    expect(tickets.map((t) => [t.ticketNo, t.ticketTypeID, t.price, t.persons, t.holder])).toEqual([
      ['T1', B_ADULT.id, 8000, 1, null],
      ['T2', B_ADULT.id, 8000, 1, null],
      ['T3', B_CHILD.id, 4000, 1, null],
    ]);
    expect(tickets[0]).toMatchObject({
      orderNo: 'WX1',
      soldOn: '2026-11-25',
      validFrom: '2026-11-26',
      validTo: '2026-11-26',
      source: 'officialAccount',
      sellerID: 0,
      paymentMethod: 'officialAccount',
    });
  });

  it('a group is one ticket for all its people, held by its contact; the mini-program is its own source', () => {
    const c = submit(
      { group: true, company: '某公司', lines: [{ ticketTypeID: B_GROUP.id, ticketCount: 6 }] },
      { channel: 'mn' },
    );
    const { event, hold } = decideSubmission(c);
    expect(event.data.order).toMatchObject({ source: 'miniProgram', oneTicketForMany: true, amount: 30_000 });
    expect(event.data.order.payment.method).toBe('miniProgram');
    expect(event.data.tickets).toHaveLength(1);
    expect(event.data.tickets[0]).toMatchObject({
      ticketNo: 'T1',
      price: 30_000,
      persons: 6,
      source: 'miniProgram',
      paymentMethod: 'miniProgram',
      holder: { name: '张三', idNumber: '', mobile: '13800138000', photoId: null },
    });
    expect(hold?.places).toBe(6);
  });

  it("a real-name ticket carries its holder and holds the holder's ID number", () => {
    const c = submit({ touristIDCardNum: ID, lines: [{ ticketTypeID: B_REAL_NAME.id, ticketCount: 1 }] });
    const { event, hold } = decideSubmission(c);
    expect(event.data.tickets[0]?.holder).toEqual({
      name: '张三',
      idNumber: ID,
      mobile: '13800138000',
      photoId: null,
    });
    expect(hold?.idNumbers).toEqual([ID]);
  });

  it('an unlimited slot holds places with no capacity; no slot holds nothing', () => {
    expect(decideSubmission(submit({}, { slot: { ...SLOT, limitCount: 0 } })).hold?.capacity).toBeNull();
    const unslotted = decideSubmission(submit({}, { slot: null, areaHasSlots: false }));
    expect(unslotted.hold).toBeNull();
    expect(unslotted.event.data).toMatchObject({ slot: null, quotaStreamId: null });
  });

  it('refuses to run with fewer ticket numbers than tickets', () => {
    expect(() => decideSubmission(submit({}, { ticketNos: ['T1'] }))).toThrow(
      'booking WX1: 1 numbers for 2 tickets',
    );
  });
});
