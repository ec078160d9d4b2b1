import type pg from 'pg';
import type { RecordedEvent } from '../../domain/eventStore.ts';
import { refundOrderEvents } from '../../domain/refunds/refundEvents.ts';
import type { Projection } from '../runner/projection.ts';
import { REFUND_ORDER_LIST_SCHEMA } from './refundOrderList.sql.ts';

const INSERT = `insert into refund_order_list (refund_no, order_no, scenic_area_id, ticket_nos, amount,
  payment_method, seller_id, seller_account, reviewed, refunded_at)
values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) on conflict (refund_no) do nothing`;

/** Which refund orders were made: by whom, for which order and tickets, how much, paid back how. */
export const refundOrderListProjection: Projection = {
  name: 'refundOrderList',
  version: 1,
  tables: ['refund_order_list'],
  schema: REFUND_ORDER_LIST_SCHEMA,
  filter: { eventTypePrefixes: ['RefundOrderPlaced'] },
  async apply(events: RecordedEvent[], tx: pg.PoolClient) {
    for (const recorded of events) {
      const event = refundOrderEvents.decode(recorded);
      if (event?.type !== 'RefundOrderPlaced') continue;
      const d = event.data;
      await tx.query(INSERT, [
        d.refundNo,
        d.orderNo,
        d.scenicAreaID,
        d.ticketNos,
        d.amount,
        d.paymentMethod,
        d.sellerID,
        d.sellerAccount,
        d.reviewed,
        recorded.metadata.occurredAt ?? recorded.created.toISOString(),
      ]);
    }
  },
};
