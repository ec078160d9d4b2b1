import { describe, expect, it } from 'vitest';
import {
  qrUnusable,
  type RefundTicket,
  refundAmount,
  refundable,
  refundWay,
  selectable,
  TICKET_STATUS,
  toggle,
} from './refundSelection.ts';

const ticket = (over: Partial<RefundTicket> = {}): RefundTicket => ({
  ticketID: 'T1',
  ticketStatus: TICKET_STATUS.notVerified,
  isRefund: 0,
  isRefundCheck: 0,
  refundCheckStatus: null,
  transPrice: 5000,
  ...over,
});

describe('refund selection (spec 002 §4)', () => {
  it('lets only tickets not yet verified be ticked', () => {
    expect(refundable(ticket())).toBe(true);
    for (const status of [0, 1, 3, 4, 5, 6, 7, 8]) {
      expect(refundable(ticket({ ticketStatus: status })), `status ${status}`).toBe(false);
    }
  });

  it('lets a ticket with isRefund set be ticked only in review states -1, 2 and 3', () => {
    for (const [state, ok] of [
      [-1, true],
      [0, false],
      [1, false],
      [2, true],
      [3, true],
    ] as const) {
      expect(refundable(ticket({ isRefund: 1, refundCheckStatus: state })), `state ${state}`).toBe(ok);
    }
  });

  it('does not resubmit a review-type ticket under review or reviewed', () => {
    expect(refundable(ticket({ isRefundCheck: 1, refundCheckStatus: null }))).toBe(true);
    expect(refundable(ticket({ isRefundCheck: 1, refundCheckStatus: 0 }))).toBe(false);
    expect(refundable(ticket({ isRefundCheck: 1, refundCheckStatus: 1 }))).toBe(false);
    expect(refundable(ticket({ isRefundCheck: 1, refundCheckStatus: 2 }))).toBe(true);
  });

  it('keeps a selection to one refund way and sums its amount', () => {
    const direct = ticket({ ticketID: 'A', transPrice: 3000 });
    const direct2 = ticket({ ticketID: 'B', transPrice: 2000 });
    const review = ticket({ ticketID: 'C', isRefundCheck: 1 });
    let selected = toggle([], direct, true);
    selected = toggle(selected, direct2, true);
    expect(selectable(review, selected)).toBe(false);
    expect(toggle(selected, review, true).map((t) => t.ticketID)).toEqual(['A', 'B']);
    expect(refundAmount(selected)).toBe(5000);
    expect(refundWay(selected[0]!)).toBe('direct');
    selected = toggle(toggle(selected, direct, false), direct2, false);
    expect(selected).toEqual([]);
    expect(refundWay(toggle(selected, review, true)[0]!)).toBe('review');
  });

  it('never ticks a ticket that may not be refunded', () => {
    expect(toggle([], ticket({ ticketStatus: TICKET_STATUS.verified }), true)).toEqual([]);
  });
});

describe('QR usability', () => {
  it('is unusable once every ticket is verified, refunded or expired', () => {
    expect(qrUnusable([{ ticketStatus: 3 }, { ticketStatus: 4 }, { ticketStatus: 8 }])).toBe(true);
    expect(qrUnusable([{ ticketStatus: 3 }, { ticketStatus: 2 }])).toBe(false);
    expect(qrUnusable([])).toBe(false);
  });
});
