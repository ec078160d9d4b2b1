import type pg from 'pg';
import type { SaleNumbers } from '../../../commands/sales/sellTickets.ts';
import { orderNumber, ticketNumber } from '../../../domain/sales/saleNumbers.ts';

/**
 * The numbers kept for the request, or (when there are none) fresh serials. The serials are drawn
 * only when nothing is kept: a one-time filter, so a retried submit wastes none.
 */
const KEPT_OR_DRAWN = `
with kept as (select order_no, ticket_nos from sale_number_allocations where request_id = $1)
select order_no, ticket_nos, null::bigint as order_serial, null::bigint[] as ticket_serials from kept
union all
select null, null, nextval('sale_order_serial'),
       array(select nextval('sale_ticket_serial') from generate_series(1, $2::int))
 where not exists (select 1 from kept)`;

const KEEP = `insert into sale_number_allocations (request_id, order_no, ticket_nos) values ($1, $2, $3)
  on conflict (request_id) do nothing returning order_no`;

const KEPT = 'select order_no, ticket_nos from sale_number_allocations where request_id = $1';

/**
 * Order and ticket numbers from two Postgres sequences (unique across API processes, never
 * reused), kept per request id in `sale_number_allocations`, so a retried submit gets the same ones.
 * Two queries for a new request (draw, keep), one for a retried one.
 */
export function pgSaleNumbers(pool: pg.Pool): SaleNumbers {
  return {
    async forRequest(requestId, soldOn, tickets) {
      const { rows } = await pool.query({
        name: 'sale_numbers_kept_or_drawn',
        text: KEPT_OR_DRAWN,
        values: [requestId, tickets],
      });
      const row = rows[0];
      if (row.order_no !== null) {
        return { orderNo: row.order_no as string, ticketNos: row.ticket_nos as string[], fresh: false };
      }
      const orderNo = orderNumber(soldOn, BigInt(row.order_serial));
      const ticketNos = (row.ticket_serials as string[]).map((s) => ticketNumber(soldOn, BigInt(s)));
      const kept = await pool.query({
        name: 'sale_numbers_keep',
        text: KEEP,
        values: [requestId, orderNo, ticketNos],
      });
      if (kept.rowCount === 1) return { orderNo, ticketNos, fresh: true };
      // Two submits of one request at once: the first insert wins and both answer its numbers.
      const first = (await pool.query(KEPT, [requestId])).rows[0];
      return { orderNo: first.order_no as string, ticketNos: first.ticket_nos as string[], fresh: false };
    },
  };
}
