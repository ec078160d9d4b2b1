import type { RecordedEvent } from '../../domain/eventStore.ts';
import { ORDER_STATUS } from '../../domain/sales/saleCodes.ts';
import { saleEvents } from '../../domain/sales/saleEvents.ts';
import type { Projection } from '../runner/projection.ts';
import { ORDER_LIST_SCHEMA } from './orderList.sql.ts';

/** Orders as the order list asks for them. */
export const orderListProjection: Projection = {
  name: 'orderList',
  version: 1,
  tables: ['order_list'],
  schema: ORDER_LIST_SCHEMA,
  filter: { eventTypePrefixes: ['OrderPlaced', 'OrderPrinted', 'OrderReprinted'] },
  async apply(events: RecordedEvent[], tx) {
    for (const recorded of events) {
      const event = saleEvents.decode(recorded);
      if (event?.type === 'OrderPlaced') {
        const o = event.data;
        await tx.query(
          `insert into order_list (order_no, scenic_area_id, ticket_num, ticket_nos, ticket_type_ids,
             ticket_type_names, amount, preferential_amount, status, payment_method, source, seller_id,
             seller_account, sold_at, sold_on)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
           on conflict (order_no) do nothing`,
          [
            o.orderNo,
            o.scenicAreaID,
            o.ticketNos.length,
            o.ticketNos,
            o.lines.map((l) => l.ticketTypeID),
            o.lines.map((l) => l.ticketTypeName),
            o.amount,
            o.discount,
            ORDER_STATUS.paid,
            o.payment.method,
            o.source,
            o.sellerID,
            o.sellerAccount,
            recorded.metadata.occurredAt ?? recorded.created.toISOString(),
            o.soldOn,
          ],
        );
      } else if (event?.type === 'OrderPrinted' || event?.type === 'OrderReprinted') {
        await tx.query('update order_list set prints = prints + 1 where order_no = $1', [event.data.orderNo]);
      }
    }
  },
};
