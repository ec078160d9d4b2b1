import type pg from 'pg';
import type { OrderRow, TicketQueryFilter } from '../../domain/sales/ticketQuery.schema.ts';
import { pageOf, saleConditions } from '../ticketQuery/saleFilter.ts';

const SELECT = `select t.order_no as "orderNo", t.scenic_area_id as "scenicAreaID", t.ticket_num as "ticketNum",
  t.ticket_type_names as "ticketTypeNames", t.amount, t.preferential_amount as "preferentialAmount", t.status,
  t.payment_method as "paymentMethod", t.source, t.seller_id as "sellerID", t.seller_account as "sellerAccount",
  t.sold_at as "soldAt", t.prints from order_list t`;

export async function queryOrders(
  db: pg.Pool,
  filter: TicketQueryFilter,
  scope: number[] | 'all',
): Promise<[OrderRow[], number]> {
  const { where, params } = saleConditions(filter, scope, (add) => {
    if (filter.ticketNo) add('? = any(t.ticket_nos)', filter.ticketNo);
    if (filter.ticketTypeID) add('? = any(t.ticket_type_ids)', filter.ticketTypeID);
    if (filter.status !== undefined) add('t.status = ?', filter.status);
  });
  const { limit, offset } = pageOf(filter);
  const [rows, total] = await Promise.all([
    db.query(
      `${SELECT} ${where} order by t.sold_at desc, t.order_no limit ${limit} offset ${offset}`,
      params,
    ),
    db.query(`select count(*)::int as n from order_list t ${where}`, params),
  ]);
  return [rows.rows.map((r) => ({ ...r, soldAt: new Date(r.soldAt).toISOString() })), total.rows[0].n];
}
