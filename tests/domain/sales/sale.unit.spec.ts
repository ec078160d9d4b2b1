// The sale's rules (spec 001 §5, §8), given/when/then over decideSale: what is sold, and every refusal.
import { describe, expect, it } from 'vitest';
import { isDomainError } from '../../../domain/decider.ts';
import type { StoredDiscountRule } from '../../../domain/rules/discountRule.schema.ts';
import { decideSale } from '../../../domain/sales/sale.ts';
import { ADULT, ANNUAL, AREA, CHILD, GROUP, HOLDER, SENIOR, STUDENT, sellCommand } from './saleFixtures.ts';

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (isDomainError(error)) return { code: error.code, details: error.details };
    throw error;
  }
  throw new Error('decideSale sold where it should have refused');
};

const discount: StoredDiscountRule = {
  id: 1,
  scenicAreaID: AREA,
  discountName: '满100减10',
  discountCategory: 'ticketPurchase',
  discountType: 'fullAmountOff',
  tiers: [{ threshold: 10_000, value: 1_000 }],
  isEnable: true,
};

describe('decideSale: what a sale records', () => {
  it('one OrderPlaced and one TicketIssued per ticket, with the snapshot of the type and the sale day', () => {
    const { order, tickets } = decideSale(sellCommand());
    expect(order.type).toBe('OrderPlaced');
    expect(order.data).toMatchObject({
      amount: 16_000,
      discount: 0,
      soldOn: '2026-11-25',
      ticketNos: tickets.map((t) => t.data.ticketNo),
    });
    expect(order.data.payment).toEqual({
      method: 'cash',
      receivedFen: 100_000,
      changeFen: 84_000,
      reference: null,
    });
    expect(tickets).toHaveLength(2);
    expect(tickets[0]?.data).toMatchObject({
      ticketTypeName: '成人票',
      listPrice: 8000,
      price: 8000,
      validFrom: '2026-11-25',
      validTo: '2026-11-25',
      persons: 1,
    });
  });

  it('cart mode with a discount: the discount is shared over the lines and split over the tickets to the fen', () => {
    const { order, tickets } = decideSale(
      sellCommand(
        {
          lines: [
            { ticketTypeID: ADULT.id, count: 1, tourists: [] },
            { ticketTypeID: CHILD.id, count: 3, tourists: [] },
          ],
        },
        { discountRules: [discount] },
      ),
    );
    expect(order.data.subtotal).toBe(20_000);
    expect(order.data.discount).toBe(1_000);
    expect(order.data.amount).toBe(19_000);
    expect(order.data.discountRule).toEqual({ ruleId: 1, name: '满100减10' });
    expect(tickets.reduce((sum, t) => sum + t.data.price, 0)).toBe(19_000);
  });

  it('one ticket for many people: one ticket admitting everyone counted', () => {
    const { tickets } = decideSale(
      sellCommand({ oneTicketForMany: true, lines: [{ ticketTypeID: GROUP.id, count: 5, tourists: [] }] }),
    );
    expect(tickets).toHaveLength(1);
    expect(tickets[0]?.data.persons).toBe(5);
    expect(tickets[0]?.data.price).toBe(25_000);
  });

  it('a payment code approved by the provider records its transaction', () => {
    const { order } = decideSale(
      sellCommand(
        { payment: { method: 'paymentCode', paymentCode: '134567890123456789' } },
        { payment: { method: 'paymentCode', outcome: { status: 'approved', transactionId: 'SBX1' } } },
      ),
    );
    expect(order.data.payment).toEqual({
      method: 'paymentCode',
      receivedFen: null,
      changeFen: null,
      reference: 'SBX1',
    });
  });

  it('a real-name ticket carries its holder', () => {
    const { tickets } = decideSale(
      sellCommand({ lines: [{ ticketTypeID: ANNUAL.id, count: 1, tourists: [HOLDER] }] }),
    );
    expect(tickets[0]?.data.holder).toEqual(HOLDER);
    expect(tickets[0]?.data.validTo).toBe('2027-11-24');
  });
});

describe('decideSale: refusals (each changes nothing: no events)', () => {
  it('a type of another area, disabled or unknown', () => {
    const other = new Map([[ADULT.id, { ...ADULT, scenicAreaID: AREA + 1 }]]);
    expect(refusal(() => decideSale(sellCommand({}, { types: other })))).toMatchObject({
      code: 'TICKET_TYPE_NOT_SELLABLE',
      details: { id: ADULT.id },
    });
    const disabled = new Map([[ADULT.id, { ...ADULT, isEnable: false }]]);
    expect(refusal(() => decideSale(sellCommand({}, { types: disabled }))).code).toBe(
      'TICKET_TYPE_NOT_SELLABLE',
    );
    expect(refusal(() => decideSale(sellCommand({}, { types: new Map() }))).code).toBe(
      'TICKET_TYPE_NOT_SELLABLE',
    );
  });

  it('the same type twice in one cart', () => {
    const lines = [
      { ticketTypeID: ADULT.id, count: 1, tourists: [] },
      { ticketTypeID: ADULT.id, count: 1, tourists: [] },
    ];
    expect(refusal(() => decideSale(sellCommand({ lines }))).code).toBe('SALE_DUPLICATE_TYPE');
  });

  it('one ticket for many people allows one type, and only a type sold that way', () => {
    const lines = [
      { ticketTypeID: GROUP.id, count: 2, tourists: [] },
      { ticketTypeID: ADULT.id, count: 1, tourists: [] },
    ];
    expect(refusal(() => decideSale(sellCommand({ oneTicketForMany: true, lines }))).code).toBe(
      'ONE_TICKET_ONE_TYPE',
    );
    const adults = [{ ticketTypeID: ADULT.id, count: 3, tourists: [] }];
    expect(refusal(() => decideSale(sellCommand({ oneTicketForMany: true, lines: adults }))).code).toBe(
      'MANY_PEOPLE_NOT_ALLOWED',
    );
  });

  it('special tourist types: one kind per order (adults and children mix freely)', () => {
    const lines = [
      { ticketTypeID: STUDENT.id, count: 1, tourists: [] },
      { ticketTypeID: SENIOR.id, count: 1, tourists: [] },
    ];
    expect(refusal(() => decideSale(sellCommand({ lines }))).code).toBe('SPECIAL_TOURIST_ONE_KIND');
    const family = [
      { ticketTypeID: ADULT.id, count: 2, tourists: [] },
      { ticketTypeID: CHILD.id, count: 1, tourists: [] },
      { ticketTypeID: STUDENT.id, count: 1, tourists: [] },
    ];
    expect(decideSale(sellCommand({ lines: family })).tickets).toHaveLength(4);
  });

  it('a real-name type without a holder per ticket, or without the photo it needs', () => {
    const none = [{ ticketTypeID: ANNUAL.id, count: 2, tourists: [HOLDER] }];
    expect(refusal(() => decideSale(sellCommand({ lines: none })))).toMatchObject({
      code: 'TOURISTS_REQUIRED',
      details: { count: 2 },
    });
    const noPhoto = [{ ticketTypeID: ANNUAL.id, count: 1, tourists: [{ ...HOLDER, photoId: null }] }];
    expect(refusal(() => decideSale(sellCommand({ lines: noPhoto }))).code).toBe('HOLDER_PHOTO_REQUIRED');
  });

  it('a type past its deadline', () => {
    const expired = new Map([[ADULT.id, { ...ADULT, startingType: 3, startingDate: '2026-11-24' }]]);
    expect(refusal(() => decideSale(sellCommand({}, { types: expired }))).code).toBe('TICKET_TYPE_EXPIRED');
  });

  it('not enough cash, with the amount due in yuan', () => {
    expect(
      refusal(() => decideSale(sellCommand({ payment: { method: 'cash', receivedFen: 15_999 } }))),
    ).toEqual({ code: 'CASH_NOT_ENOUGH', details: { payable: '160.00' } });
  });

  it('a declined payment code issues nothing', () => {
    const declined = sellCommand(
      { payment: { method: 'paymentCode', paymentCode: '134567890123450000' } },
      { payment: { method: 'paymentCode', outcome: { status: 'declined', reason: 'no money' } } },
    );
    expect(refusal(() => decideSale(declined))).toEqual({
      code: 'PAYMENT_DECLINED',
      details: { reason: 'no money' },
    });
  });

  it('"ticket already exists, sell again?": refused until the seller confirms', () => {
    const lines = [{ ticketTypeID: ANNUAL.id, count: 1, tourists: [HOLDER] }];
    const held = { alreadyHeld: [HOLDER.idNumber] };
    expect(refusal(() => decideSale(sellCommand({ lines }, held))).code).toBe('TICKET_ALREADY_EXISTS');
    expect(decideSale(sellCommand({ lines, sellAgain: true }, held)).tickets).toHaveLength(1);
  });
});
