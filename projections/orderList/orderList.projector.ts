import type pg from 'pg';
import type { RecordedEvent } from '../../domain/eventStore.ts';
import { ORDER_STATUS } from '../../domain/sales/saleCodes.ts';
import { type OrderPlaced, saleEvents } from '../../domain/sales/saleEvents.ts';
import type { Projection } from '../runner/projection.ts';
import { ORDER_LIST_SCHEMA } from './orderList.sql.ts';

/** Every order placed since the last flush in one statement. */
const INSERT_ORDERS = `
insert into order_list (order_no, scenic_area_id, ticket_num, ticket_nos, ticket_type_ids, ticket_type_names,
  amount, preferential_amount, status, payment_method, source, seller_id, seller_account, sold_at, sold_on)
select r.order_no, r.scenic_area_id, r.ticket_num, r.ticket_nos, r.ticket_type_ids, r.ticket_type_names,
       r.amount, r.preferential_amount, r.status, r.payment_method, r.source, r.seller_id, r.seller_account,
       r.sold_at, r.sold_on
  from jsonb_to_recordset($1::jsonb) as r(order_no text, scenic_area_id int, ticket_num int, ticket_nos text[],
       ticket_type_ids int[], ticket_type_names text[], amount int, preferential_amount int, status smallint,
       payment_method text, source text, seller_id int, seller_account text, sold_at timestamptz, sold_on date)
on conflict (order_no) do nothing`;

function orderRow(o: OrderPlaced['data'], recorded: RecordedEvent) {
  return {
    order_no: o.orderNo,
    scenic_area_id: o.scenicAreaID,
    ticket_num: o.ticketNos.length,
    ticket_nos: o.ticketNos,
    ticket_type_ids: o.lines.map((l) => l.ticketTypeID),
    ticket_type_names: o.lines.map((l) => l.ticketTypeName),
    amount: o.amount,
    preferential_amount: o.discount,
    status: ORDER_STATUS.paid,
    payment_method: o.payment.method,
    source: o.source,
    seller_id: o.sellerID,
    seller_account: o.sellerAccount,
    sold_at: recorded.metadata.occurredAt ?? recorded.created.toISOString(),
    sold_on: o.soldOn,
  };
}

/** Orders as the order list asks for them. */
export const orderListProjection: Projection = {
  name: 'orderList',
  version: 1,
  tables: ['order_list'],
  schema: ORDER_LIST_SCHEMA,
  filter: { eventTypePrefixes: ['OrderPlaced', 'OrderPrinted', 'OrderReprinted'] },
  async apply(events: RecordedEvent[], tx: pg.PoolClient) {
    let placed: ReturnType<typeof orderRow>[] = [];
    // Written before anything that may touch them, so the batch applies in $all order.
    const flush = async () => {
      if (placed.length === 0) return;
      await tx.query(INSERT_ORDERS, [JSON.stringify(placed)]);
      placed = [];
    };
    for (const recorded of events) {
      const event = saleEvents.decode(recorded);
      if (event?.type === 'OrderPlaced') {
        placed.push(orderRow(event.data, recorded));
      } else if (event?.type === 'OrderPrinted' || event?.type === 'OrderReprinted') {
        await flush();
        await tx.query('update order_list set prints = prints + 1 where order_no = $1', [event.data.orderNo]);
      }
    }
    await flush();
  },
};
