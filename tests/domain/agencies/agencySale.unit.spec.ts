// The sale an approved agency order becomes (domain/agencies/agencySale.ts): one order with a line
// per ticket type, a ticket per tourist at the price the agency order recorded, valid from the
// first play date, paid on account (credit) or in cash.
import { describe, expect, it } from 'vitest';
import { AGENCY_PAY_TYPES } from '../../../domain/agencies/agencyCodes.ts';
import type { AgencyOrderContent } from '../../../domain/agencies/agencyEvents.ts';
import type { OrderTourist } from '../../../domain/agencies/agencyOrder.schema.ts';
import { type AgencySaleCommand, decideAgencySale } from '../../../domain/agencies/agencySale.ts';
import { ADULT, AREA, CHILD } from '../sales/saleFixtures.ts';

const tourist = (name: string, IDCard: string, type: { id: number; ticketTypeName: string }, price: number) =>
  ({
    name,
    IDCard,
    certificateType: 2,
    mobile: '13800000000',
    supportingMaterials: '0',
    sex: 0,
    region: '',
    height: null,
    remark: '',
    ticketTypeID: type.id,
    ticketTypeName: type.ticketTypeName,
    isConcession: false,
    ticketPrice: price,
    age: null,
    supportingMaterialsText: '',
    matchingDetails: '[]',
  }) satisfies OrderTourist;

const TOURISTS = [
  tourist('甲', 'P1', ADULT, 7000),
  tourist('乙', 'P2', CHILD, 3000),
  tourist('丙', 'P3', ADULT, 6500),
];

function command(payType: number, rest: Partial<AgencySaleCommand> = {}): AgencySaleCommand {
  const content: AgencyOrderContent = {
    playStartTime: '2026-12-01',
    playEndTime: '2026-12-03',
    payType,
    guideName: '王导',
    guideMobile: '13800000000',
    guideIDCard: '',
    baseInfo: { specialPeople: '', region: '', teamType: '', remark: '' },
    priorityTicketTypeID: null,
    tourists: TOURISTS,
    amount: 16_500,
  };
  return {
    agencyOrderNo: 'TA1',
    travelAgencyID: 7,
    scenicAreaID: AREA,
    content,
    types: new Map([ADULT, { ...CHILD, useDays: 3 }].map((t) => [t.id, t])),
    saleOrderNo: 'DD1',
    ticketNos: ['T1', 'T2', 'T3'],
    soldOn: '2026-11-25',
    reviewerID: 4,
    reviewerAccount: 'reviewer',
    ...rest,
  };
}

describe('agency sale', () => {
  it('an order on account is paid by credit, for the amount the agency order recorded', () => {
    const { order } = decideAgencySale(command(AGENCY_PAY_TYPES.onAccount));
    expect(order).toEqual({
      type: 'OrderPlaced',
      data: {
        orderNo: 'DD1',
        scenicAreaID: AREA,
        source: 'travelAgency',
        sellerID: 4,
        sellerAccount: 'reviewer',
        soldOn: '2026-11-25',
        lines: [
          {
            ticketTypeID: ADULT.id,
            ticketTypeName: ADULT.ticketTypeName,
            unitPrice: 7000,
            count: 2,
            subtotal: 13_500,
            discount: 0,
            payable: 13_500,
          },
          {
            ticketTypeID: CHILD.id,
            ticketTypeName: CHILD.ticketTypeName,
            unitPrice: 3000,
            count: 1,
            subtotal: 3000,
            discount: 0,
            payable: 3000,
          },
        ],
        subtotal: 16_500,
        discount: 0,
        amount: 16_500,
        discountRule: null,
        payment: {
          method: 'credit',
          receivedFen: null,
          changeFen: null,
          reference: 'TA1',
          travelAgencyID: 7,
        },
        ticketNos: ['T1', 'T2', 'T3'],
        oneTicketForMany: false,
      },
    });
  });

  it('a cash order records the amount received and no change', () => {
    const { order, tickets } = decideAgencySale(command(AGENCY_PAY_TYPES.cash));
    expect(order.data.payment).toEqual({
      method: 'cash',
      receivedFen: 16_500,
      changeFen: 0,
      reference: 'TA1',
    });
    expect(tickets.map((t) => t.data.paymentMethod)).toEqual(['cash', 'cash', 'cash']);
  });

  it('issues a ticket per tourist, in order, to the tourist, at the recorded price, from the play date', () => {
    const { tickets } = decideAgencySale(command(AGENCY_PAY_TYPES.onAccount));
    expect(tickets[1]).toEqual({
      type: 'TicketIssued',
      data: {
        ticketNo: 'T2',
        orderNo: 'DD1',
        scenicAreaID: AREA,
        ticketTypeID: CHILD.id,
        ticketTypeName: CHILD.ticketTypeName,
        touristType: CHILD.touristType,
        ticketCate: CHILD.ticketCate,
        feeMethod: CHILD.ticketFeeMethod,
        listPrice: CHILD.ticketPrice,
        zones: CHILD.zones,
        enterMode: CHILD.enterMode,
        mustCollect: CHILD.mustCollect,
        refundCheck: CHILD.refundCheck,
        price: 3000,
        persons: 1,
        holder: { name: '乙', idNumber: 'P2', mobile: '13800000000', photoId: null },
        soldOn: '2026-11-25',
        validFrom: '2026-12-01',
        validTo: '2026-12-03',
        source: 'travelAgency',
        sellerID: 4,
        paymentMethod: 'credit',
      },
    });
    expect(tickets.map((t) => [t.data.ticketNo, t.data.holder?.name, t.data.price])).toEqual([
      ['T1', '甲', 7000],
      ['T2', '乙', 3000],
      ['T3', '丙', 6500],
    ]);
  });

  it('a ticket type deleted since the order was priced stops the sale', () => {
    const types = new Map([[ADULT.id, ADULT]]);
    expect(() => decideAgencySale(command(AGENCY_PAY_TYPES.onAccount, { types }))).toThrow(
      `ticket type ${CHILD.id} of TA1 is gone`,
    );
  });
});
