import type { TicketQueryFilter } from '../../domain/sales/ticketQuery.schema.ts';

/** The `where` of the ticket query and the order list: the filters both share, over alias `t`. */
export function saleConditions(
  filter: TicketQueryFilter,
  scope: number[] | 'all',
  own: (add: (sql: string, value: unknown) => void) => void,
): { where: string; params: unknown[] } {
  const params: unknown[] = [];
  const clauses: string[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    clauses.push(sql.replaceAll('?', `$${params.length}`));
  };
  if (scope !== 'all') add('t.scenic_area_id = any(?)', scope);
  if (filter.scenicAreaID) add('t.scenic_area_id = ?', filter.scenicAreaID);
  if (filter.orderNo) add(`t.order_no like ? || '%'`, filter.orderNo);
  if (filter.from) add('t.sold_on >= ?', filter.from);
  if (filter.to) add('t.sold_on <= ?', filter.to);
  if (filter.sellerID) add('t.seller_id = ?', filter.sellerID);
  if (filter.paymentMethod) add('t.payment_method = ?', filter.paymentMethod);
  if (filter.source) add('t.source = ?', filter.source);
  own(add);
  return { where: clauses.length ? `where ${clauses.join(' and ')}` : '', params };
}

export const pageOf = (filter: TicketQueryFilter) => ({
  limit: filter.pageItems,
  offset: (filter.pageNumber - 1) * filter.pageItems,
});
