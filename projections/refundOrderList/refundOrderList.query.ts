import type pg from 'pg';
import type { RefundOrderFilter, RefundOrderRow } from '../../domain/refunds/refund.schema.ts';

const SELECT = `select r.refund_no as "refundNo", r.order_no as "orderNo", r.scenic_area_id as "scenicAreaID",
  r.ticket_nos as "ticketNos", r.amount, r.payment_method as "paymentMethod", r.seller_id as "sellerID",
  r.seller_account as "sellerAccount", r.reviewed, r.refunded_at as "refundedAt" from refund_order_list r`;

export async function queryRefundOrders(
  db: pg.Pool,
  filter: RefundOrderFilter,
  scope: number[] | 'all',
): Promise<[RefundOrderRow[], number]> {
  const params: unknown[] = [];
  const clauses: string[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    clauses.push(sql.replaceAll('?', `$${params.length}`));
  };
  if (scope !== 'all') add('r.scenic_area_id = any(?)', scope);
  if (filter.scenicAreaID) add('r.scenic_area_id = ?', filter.scenicAreaID);
  if (filter.orderNo) add('r.order_no = ?', filter.orderNo);
  if (filter.sellerID) add('r.seller_id = ?', filter.sellerID);
  const where = clauses.length ? `where ${clauses.join(' and ')}` : '';
  const offset = (filter.pageNumber - 1) * filter.pageItems;
  const [rows, total] = await Promise.all([
    db.query(
      `${SELECT} ${where} order by r.refunded_at desc, r.refund_no limit ${filter.pageItems} offset ${offset}`,
      params,
    ),
    db.query(`select count(*)::int as n from refund_order_list r ${where}`, params),
  ]);
  return [
    rows.rows.map((r) => ({ ...r, refundedAt: new Date(r.refundedAt).toISOString() })),
    total.rows[0].n,
  ];
}
