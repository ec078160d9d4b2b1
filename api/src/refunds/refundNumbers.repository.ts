import type pg from 'pg';
import type { RefundNumbers } from '../../../commands/refunds/refundStreams.ts';
import { refundNumber } from '../../../domain/refunds/refundCodes.ts';

const KEEP = `insert into refund_number_allocations (request_id, order_key, refund_no) values ($1, $2, $3)
  on conflict (request_id, order_key) do nothing`;
const KEPT = 'select refund_no from refund_number_allocations where request_id = $1 and order_key = $2';

/**
 * Refund numbers (TD + yyMMdd + 10 digits) from the `refund_serial` sequence, kept per request id and
 * refunded order in `refund_number_allocations`, so a retried submit names the same refund order.
 */
export function pgRefundNumbers(pool: pg.Pool): RefundNumbers {
  return {
    async forRequest(requestId, orderKey, day) {
      const kept = await pool.query(KEPT, [requestId, orderKey]);
      if (kept.rows[0]) return kept.rows[0].refund_no as string;
      const { rows } = await pool.query("select nextval('refund_serial') as serial");
      await pool.query(KEEP, [requestId, orderKey, refundNumber(day, BigInt(rows[0].serial))]);
      // Two submits of one request at once: the first insert wins and both answer its number.
      return (await pool.query(KEPT, [requestId, orderKey])).rows[0].refund_no as string;
    },
    async keptFor(requestId) {
      const { rows } = await pool.query(
        'select refund_no from refund_number_allocations where request_id = $1 order by created_at, refund_no',
        [requestId],
      );
      return rows.map((r) => r.refund_no as string);
    },
  };
}
