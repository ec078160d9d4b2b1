// The ticket query's refund columns (issue 12): a refunded ticket's status and refund order, and the
// refund review status (refundCheckStatus) of a ticket whose type needs review.
import type pg from 'pg';
import { REFUND_REVIEW } from '../../domain/refunds/refundCodes.ts';
import type { TicketRefundEvent } from '../../domain/refunds/refundEvents.ts';
import { TICKET_STATUS } from '../../domain/sales/saleCodes.ts';

export const REFUND_EVENT_TYPES = ['TicketRefunded', 'RefundReview'];

export const isRefundEvent = (event: { type: string }): event is TicketRefundEvent =>
  event.type === 'TicketRefunded' || event.type.startsWith('RefundReview');

const REVIEW_STATUS: Record<Exclude<TicketRefundEvent['type'], 'TicketRefunded'>, number> = {
  RefundReviewSubmitted: REFUND_REVIEW.underReview,
  RefundReviewApproved: REFUND_REVIEW.reviewed,
  RefundReviewRejected: REFUND_REVIEW.rejected,
  RefundReviewFailed: REFUND_REVIEW.failed,
};

export async function applyRefundEvent(event: TicketRefundEvent, tx: pg.PoolClient): Promise<void> {
  if (event.type === 'TicketRefunded') {
    await tx.query('update ticket_query set status = $2, refund_no = $3 where ticket_no = $1', [
      event.data.ticketNo,
      TICKET_STATUS.refunded,
      event.data.refundNo,
    ]);
    return;
  }
  await tx.query('update ticket_query set refund_check_status = $2 where ticket_no = $1', [
    event.data.ticketNo,
    REVIEW_STATUS[event.type],
  ]);
}
