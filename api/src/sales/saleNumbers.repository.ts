import type pg from 'pg';
import type { SaleNumbers } from '../../../commands/sales/sellTickets.ts';
import { orderNumber, ticketNumber } from '../../../domain/sales/saleNumbers.ts';

/**
 * Order and ticket numbers from two Postgres sequences (unique across API processes, never
 * reused), kept per request id in `sale_number_allocations`, so a retried submit gets the same ones.
 */
export function pgSaleNumbers(pool: pg.Pool): SaleNumbers {
  const known = async (requestId: string) => {
    const { rows } = await pool.query(
      'select order_no, ticket_nos from sale_number_allocations where request_id = $1',
      [requestId],
    );
    return rows[0]
      ? { orderNo: rows[0].order_no as string, ticketNos: rows[0].ticket_nos as string[] }
      : undefined;
  };
  return {
    async forRequest(requestId, soldOn, tickets) {
      const earlier = await known(requestId);
      if (earlier) return earlier;
      const { rows } = await pool.query(
        `select nextval('sale_order_serial') as order_serial,
           array(select nextval('sale_ticket_serial') from generate_series(1, $1::int)) as ticket_serials`,
        [tickets],
      );
      const orderNo = orderNumber(soldOn, BigInt(rows[0].order_serial));
      const ticketNos = (rows[0].ticket_serials as string[]).map((s) => ticketNumber(soldOn, BigInt(s)));
      await pool.query(
        `insert into sale_number_allocations (request_id, order_no, ticket_nos) values ($1, $2, $3)
         on conflict (request_id) do nothing`,
        [requestId, orderNo, ticketNos],
      );
      // Two submits of one request at once: the first insert wins and both answer its numbers.
      return (await known(requestId)) as { orderNo: string; ticketNos: string[] };
    },
  };
}
