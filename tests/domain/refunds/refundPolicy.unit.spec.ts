// Which tickets may be refunded and for how much (domain/refunds/refundPolicy.ts), each refusal on
// its own: no ticket, refunded (by number or by status), not unused today, used in part, under review.
import { describe, expect, it } from 'vitest';
import { REFUND_REVIEW } from '../../../domain/refunds/refundCodes.ts';
import { needsReview, refundAmountOf, refundBlock } from '../../../domain/refunds/refundPolicy.ts';
import { TICKET_STATUS } from '../../../domain/sales/saleCodes.ts';
import { initialTicketState } from '../../../domain/sales/ticket.ts';
import { fold, issued, plainSale, reviewSale, TODAY } from './refundFixtures.ts';

const unused = fold([issued(plainSale)]);
const withRefund = (refund: Partial<typeof unused.refund>) => ({
  ...unused,
  refund: { ...unused.refund, ...refund },
});

describe('refund policy', () => {
  it('an unused ticket inside its validity may be refunded, for what its buyer paid', () => {
    expect(refundBlock(unused, TODAY)).toBeNull();
    expect(refundAmountOf(unused)).toBe(issued(plainSale).data.price);
    expect(refundAmountOf(initialTicketState())).toBe(0);
  });

  it('no ticket is not found', () => {
    expect(refundBlock(initialTicketState(), TODAY)).toEqual({ code: 'TICKET_NOT_FOUND' });
  });

  it('a refund number or the refunded status each mean refunded already', () => {
    expect(refundBlock(withRefund({ refundNo: 'TD1' }), TODAY)).toEqual({ code: 'TICKET_ALREADY_REFUNDED' });
    expect(refundBlock({ ...unused, status: TICKET_STATUS.refunded }, TODAY)).toEqual({
      code: 'TICKET_ALREADY_REFUNDED',
    });
  });

  it('a ticket no longer valid is not refundable, naming its status', () => {
    expect(refundBlock(unused, '2026-11-27')).toEqual({
      code: 'TICKET_NOT_REFUNDABLE',
      status: TICKET_STATUS.expired,
    });
  });

  it('a ticket under review waits for the review; one that needs review or was rejected is not blocked here', () => {
    expect(refundBlock(withRefund({ reviewStatus: REFUND_REVIEW.underReview }), TODAY)).toEqual({
      code: 'REFUND_UNDER_REVIEW',
    });
    expect(refundBlock(withRefund({ reviewStatus: REFUND_REVIEW.needsReview }), TODAY)).toBeNull();
    expect(refundBlock(withRefund({ reviewStatus: REFUND_REVIEW.rejected }), TODAY)).toBeNull();
  });

  it('a ticket with a zone whose passes are untouched is not used', () => {
    const zone = { zoneId: 1, limit: 2, perDay: null, spent: 0, spentOn: {} };
    expect(refundBlock({ ...unused, uses: [zone] }, TODAY)).toBeNull();
  });

  it('only a ticket of a type with refund check needs review', () => {
    expect(needsReview(fold([issued(reviewSale)]))).toBe(true);
    expect(needsReview(unused)).toBe(false);
  });
});
