// A refund of an order's tickets (spec 001 §2, §5, §8): the refund order and each ticket's events.
import { describe, expect, it } from 'vitest';
import { decideRefund } from '../../../domain/refunds/refund.ts';
import type { TicketEvent } from '../../../domain/sales/saleEvents.ts';
import { fold, issued, plainSale, reviewer, reviewSale, seller, TODAY } from './refundFixtures.ts';

const order = plainSale.order.data;
const tickets = plainSale.tickets.map((t) => ({ ticketNo: t.data.ticketNo, state: fold([t]) }));
const base = {
  kind: 'refund',
  today: TODAY,
  order,
  refundNo: 'TD2611250000000009',
  seller,
  onlineRefundOpen: false,
} as const;

describe('decideRefund', () => {
  it('one refund order for the ticked tickets, amount the sum of what each ticket was paid', () => {
    const decision = decideRefund({ ...base, tickets });
    const paid = plainSale.tickets.reduce((sum, t) => sum + t.data.price, 0);
    expect(decision.refundOrder?.data).toEqual({
      refundNo: 'TD2611250000000009',
      orderNo: order.orderNo,
      ticketNos: tickets.map((t) => t.ticketNo),
      scenicAreaID: order.scenicAreaID,
      amount: paid,
      paymentMethod: 'cash',
      sellerID: 9,
      sellerAccount: 'seller',
      reviewed: false,
    });
    expect(decision.tickets.map((t) => t.events.map((e) => e.type))).toEqual([
      ['TicketRefunded'],
      ['TicketRefunded'],
    ]);
  });
  it('the amount is after the discount', () => {
    const discounted = {
      ...tickets[0]!,
      state: fold([{ ...issued(plainSale), data: { ...issued(plainSale).data, price: 6400 } }]),
    };
    expect(decideRefund({ ...base, tickets: [discounted] }).refundOrder?.data.amount).toBe(6400);
  });
  it('nothing ticked: "select tickets to refund"', () => {
    expect(() => decideRefund({ ...base, tickets: [] })).toThrow('REFUND_SELECT_TICKETS');
  });
  it('a ticket of another order, or ticked twice, is refused', () => {
    const other = { ticketNo: issued(reviewSale).data.ticketNo, state: fold([issued(reviewSale)]) };
    expect(() => decideRefund({ ...base, tickets: [other] })).toThrow('TICKET_NOT_IN_ORDER');
    expect(() => decideRefund({ ...base, tickets: [tickets[0]!, tickets[0]!] })).toThrow(
      'TICKET_NOT_IN_ORDER',
    );
  });
  it('an order paid online needs the login option openOnlineRefund', () => {
    const online = { ...order, payment: { ...order.payment, method: 'paymentCode' as const } };
    expect(() => decideRefund({ ...base, order: online, tickets })).toThrow('ONLINE_REFUND_CLOSED');
    expect(
      decideRefund({ ...base, order: online, tickets, onlineRefundOpen: true }).refundOrder?.data
        .paymentMethod,
    ).toBe('paymentCode');
  });
  it('one refundable and one refunded ticket: the whole refund is refused', () => {
    const gone: TicketEvent = {
      type: 'TicketRefunded',
      data: { ticketNo: tickets[1]!.ticketNo, refundNo: 'X', amount: 1 },
    };
    const mixed = [tickets[0]!, { ...tickets[1]!, state: fold([plainSale.tickets[1]!, gone]) }];
    expect(() => decideRefund({ ...base, tickets: mixed })).toThrow('TICKET_ALREADY_REFUNDED');
  });
  it("an approval is executed in the submitting seller's name, reviewed", () => {
    const r = reviewSale.tickets[0]!;
    const submitted: TicketEvent = {
      type: 'RefundReviewSubmitted',
      data: {
        ticketNo: r.data.ticketNo,
        orderNo: r.data.orderNo,
        scenicAreaID: r.data.scenicAreaID,
        ticketTypeName: '审核票',
        amount: r.data.price,
        sellerID: 42,
        sellerAccount: 'window2',
      },
    };
    const decision = decideRefund({
      kind: 'approve',
      today: TODAY,
      order: reviewSale.order.data,
      tickets: [{ ticketNo: r.data.ticketNo, state: fold([r, submitted]) }],
      refundNo: 'TD2611250000000010',
      reviewer,
    });
    expect(decision.refundOrder?.data).toMatchObject({
      sellerID: 42,
      sellerAccount: 'window2',
      reviewed: true,
      amount: r.data.price,
    });
  });
});
