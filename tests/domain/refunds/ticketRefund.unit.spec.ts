// Refund and refund review on one ticket (spec 001 §4, spec 002 §4), given/when/then.
import { describe, expect, it } from 'vitest';
import { REFUND_REVIEW } from '../../../domain/refunds/refundCodes.ts';
import { refundBlock } from '../../../domain/refunds/refundPolicy.ts';
import { ticketRefundDecider } from '../../../domain/refunds/ticketRefund.ts';
import type { TicketEvent } from '../../../domain/sales/saleEvents.ts';
import { DeciderSpecification } from '../../../domain/testing/deciderSpec.ts';
import { fold, issued, plainSale, reviewer, reviewSale, seller, TODAY } from './refundFixtures.ts';

const spec = DeciderSpecification.for(ticketRefundDecider);
const plain = issued(plainSale);
const checked = issued(reviewSale);
const no = plain.data.ticketNo;
const cno = checked.data.ticketNo;

const refund = { type: 'RefundTicket', data: { today: TODAY, refundNo: 'TD2611250000000001' } } as const;
const submit = { type: 'SubmitRefundReview', data: { today: TODAY, ...seller } } as const;
const approve = {
  type: 'ApproveRefundReview',
  data: { today: TODAY, refundNo: 'TD2611250000000002', ...reviewer },
} as const;
const reject = { type: 'RejectRefundReview', data: { note: '已入园', ...reviewer } } as const;

const refunded = (ticketNo: string, amount: number, refundNo = 'TD2611250000000001'): TicketEvent => ({
  type: 'TicketRefunded',
  data: { ticketNo, refundNo, amount },
});
const submitted: TicketEvent = {
  type: 'RefundReviewSubmitted',
  data: {
    ticketNo: cno,
    orderNo: checked.data.orderNo,
    scenicAreaID: checked.data.scenicAreaID,
    ticketTypeName: '审核票',
    amount: checked.data.price,
    ...seller,
  },
};
const rejected: TicketEvent = {
  type: 'RefundReviewRejected',
  data: { ticketNo: cno, note: '已入园', ...reviewer },
};
const failed: TicketEvent = {
  type: 'RefundReviewFailed',
  data: { ticketNo: cno, reason: 'TICKET_NOT_REFUNDABLE', ...reviewer },
};

describe('refund at the window', () => {
  it('refunds an unused ticket for what the buyer paid for it', () => {
    spec
      .given([plain])
      .when(refund)
      .then([refunded(no, plain.data.price)]);
  });
  it('refuses a verified ticket', () => {
    const verified = fold([plain]);
    expect(refundBlock({ ...verified, status: 3 }, TODAY)).toEqual({
      code: 'TICKET_NOT_REFUNDABLE',
      status: 3,
    });
    // Through the decider: a ticket whose state says verified (what a gate pass or write-off records).
    expect(() => ticketRefundDecider.decide(refund, { ...verified, status: 3 })).toThrow(
      'TICKET_NOT_REFUNDABLE',
    );
  });
  it('refuses a ticket used in part: a pass written off or spent at a gate', () => {
    const zone = { zoneId: 1, limit: null, perDay: null, spent: 1, spentOn: { [TODAY]: 1 } };
    const partly = { ...fold([plain]), uses: [zone] };
    expect(refundBlock(partly, TODAY)).toEqual({ code: 'TICKET_PARTLY_USED' });
    expect(() => ticketRefundDecider.decide(refund, partly)).toThrow('TICKET_PARTLY_USED');
    const entered = { ...fold([plain]), stay: { zoneId: 1, enteredAt: `${TODAY}T02:00:00.000Z`, paid: 0 } };
    expect(refundBlock(entered, TODAY)?.code).toBe('TICKET_PARTLY_USED');
  });
  it('refuses a ticket refunded already (never twice)', () => {
    spec
      .given([plain, refunded(no, plain.data.price)])
      .when(refund)
      .thenThrows('TICKET_ALREADY_REFUNDED');
  });
  it('refuses an expired ticket', () => {
    spec
      .given([plain])
      .when({ type: 'RefundTicket', data: { today: '2026-11-27', refundNo: 'TD2611270000000001' } })
      .thenThrows('TICKET_NOT_REFUNDABLE');
  });
  it('refuses voided, disabled and lost tickets', () => {
    for (const status of [5, 6, 7] as const) {
      expect(refundBlock({ ...fold([plain]), status }, TODAY)?.code).toBe('TICKET_NOT_REFUNDABLE');
    }
  });
  it('sends a ticket of a type with refund check to review instead', () => {
    spec.given([checked]).when(refund).thenThrows('REFUND_NEEDS_REVIEW');
  });
  it('a sold ticket of such a type starts at −1 needs review', () => {
    expect(fold([checked]).refund.reviewStatus).toBe(REFUND_REVIEW.needsReview);
    expect(fold([plain]).refund.reviewStatus).toBeNull();
  });
});

describe('refund review', () => {
  it('submits from −1 needs review', () => {
    spec.given([checked]).when(submit).then([submitted]);
  });
  it('never twice while under review (0)', () => {
    spec.given([checked, submitted]).when(submit).thenThrows('REFUND_UNDER_REVIEW');
  });
  it('resubmits from 2 rejected and from 3 review failed', () => {
    spec.given([checked, submitted, rejected]).when(submit).then([submitted]);
    spec.given([checked, submitted, failed]).when(submit).then([submitted]);
  });
  it('not from 1 reviewed (the ticket is refunded)', () => {
    const approved: TicketEvent = {
      type: 'RefundReviewApproved',
      data: { ticketNo: cno, refundNo: 'TD2611250000000002', ...reviewer },
    };
    spec
      .given([checked, submitted, approved, refunded(cno, checked.data.price, 'TD2611250000000002')])
      .when(submit)
      .thenThrows('TICKET_ALREADY_REFUNDED');
  });
  it('a type without refund check needs no review', () => {
    spec.given([plain]).when(submit).thenThrows('REFUND_REVIEW_NOT_NEEDED');
  });
  it('approving refunds the ticket (1 reviewed)', () => {
    spec
      .given([checked, submitted])
      .when(approve)
      .then([
        {
          type: 'RefundReviewApproved',
          data: { ticketNo: cno, refundNo: 'TD2611250000000002', ...reviewer },
        },
        refunded(cno, checked.data.price, 'TD2611250000000002'),
      ]);
    const state = fold([
      checked,
      submitted,
      ...ticketRefundDecider.decide(approve, fold([checked, submitted])),
    ]);
    expect(state.refund.reviewStatus).toBe(REFUND_REVIEW.reviewed);
    expect(state.status).toBe(4);
  });
  it('approving a ticket that expired while under review fails the review (3)', () => {
    spec
      .given([checked, submitted])
      .when({ ...approve, data: { ...approve.data, today: '2026-12-01' } })
      .then([failed]);
  });
  it('approving or rejecting what is not under review is refused', () => {
    spec.given([checked]).when(approve).thenThrows('REFUND_NOT_UNDER_REVIEW');
    spec.given([checked, submitted, rejected]).when(reject).thenThrows('REFUND_NOT_UNDER_REVIEW');
  });
  it('rejects with a note (2 rejected), and a note is required', () => {
    spec.given([checked, submitted]).when(reject).then([rejected]);
    spec
      .given([checked, submitted])
      .when({ ...reject, data: { ...reject.data, note: ' ' } })
      .thenThrows('REFUND_NOTE_REQUIRED');
    expect(fold([checked, submitted, rejected]).refund).toMatchObject({
      reviewStatus: 2,
      reviewNote: '已入园',
    });
  });
});
