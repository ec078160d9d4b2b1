import type pg from 'pg';
import type { RecordedEvent } from '../../domain/eventStore.ts';
import { REFUND_REVIEW } from '../../domain/refunds/refundCodes.ts';
import { refundEvents } from '../../domain/refunds/refundEvents.ts';
import type { Projection } from '../runner/projection.ts';
import { REFUND_REVIEW_QUEUE_SCHEMA } from './refundReviewQueue.sql.ts';

// A resubmission (after a rejection or a failed review) replaces the row: the queue shows each
// ticket's latest review. Replaying the same events in order gives the same rows.
const SUBMITTED = `
insert into refund_review_queue (ticket_no, order_no, scenic_area_id, ticket_type_name, amount, status,
  submitter_id, submitter_account, submitted_at)
values ($1, $2, $3, $4, $5, ${REFUND_REVIEW.underReview}, $6, $7, $8)
on conflict (ticket_no) do update set status = excluded.status, amount = excluded.amount,
  submitter_id = excluded.submitter_id, submitter_account = excluded.submitter_account,
  submitted_at = excluded.submitted_at,
  reviewer_account = null, reviewed_at = null, note = null, refund_no = null`;

const REVIEWED = `update refund_review_queue set status = $2, reviewer_account = $3, reviewed_at = $4,
  note = $5, refund_no = $6 where ticket_no = $1`;

const at = (recorded: RecordedEvent) =>
  String(recorded.metadata.occurredAt ?? recorded.created.toISOString());

/** What the administrators' review queue asks: which tickets wait for review, and how each ended. */
export const refundReviewQueueProjection: Projection = {
  name: 'refundReviewQueue',
  version: 1,
  tables: ['refund_review_queue'],
  schema: REFUND_REVIEW_QUEUE_SCHEMA,
  filter: { eventTypePrefixes: ['RefundReview'] },
  async apply(events: RecordedEvent[], tx: pg.PoolClient) {
    for (const recorded of events) {
      const event = refundEvents.decode(recorded);
      if (!event) continue;
      switch (event.type) {
        case 'RefundReviewSubmitted': {
          const d = event.data;
          await tx.query(SUBMITTED, [
            d.ticketNo,
            d.orderNo,
            d.scenicAreaID,
            d.ticketTypeName,
            d.amount,
            d.sellerID,
            d.sellerAccount,
            at(recorded),
          ]);
          break;
        }
        case 'RefundReviewApproved': {
          const d = event.data;
          await tx.query(REVIEWED, [
            d.ticketNo,
            REFUND_REVIEW.reviewed,
            d.reviewerAccount,
            at(recorded),
            null,
            d.refundNo,
          ]);
          break;
        }
        case 'RefundReviewRejected': {
          const d = event.data;
          await tx.query(REVIEWED, [
            d.ticketNo,
            REFUND_REVIEW.rejected,
            d.reviewerAccount,
            at(recorded),
            d.note,
            null,
          ]);
          break;
        }
        case 'RefundReviewFailed': {
          const d = event.data;
          await tx.query(REVIEWED, [
            d.ticketNo,
            REFUND_REVIEW.failed,
            d.reviewerAccount,
            at(recorded),
            d.reason,
            null,
          ]);
          break;
        }
        default:
          break;
      }
    }
  },
};
