import type pg from 'pg';
import type { SaleNumbers } from '../../../commands/sales/sellTickets.ts';
import { orderNumber, ticketNumber } from '../../../domain/sales/saleNumbers.ts';
import { SerialBlocks } from './serialBlocks.ts';

const KEEP = `insert into sale_number_allocations (request_id, order_no, ticket_nos) values ($1, $2, $3)
  on conflict (request_id) do nothing`;

const KEPT = 'select order_no, ticket_nos from sale_number_allocations where request_id = $1';

/**
 * Order and ticket numbers from two Postgres sequences drawn in blocks (unique across API
 * processes, never reused), kept per request id in `sale_number_allocations`, so a retried submit
 * gets the same ones. One query for a new request (keep); a retried one reads what was kept, and
 * the serials it drew on the way are a gap. `draw` keeps nothing (no query while a block lasts).
 */
export function pgSaleNumbers(pool: pg.Pool): SaleNumbers {
  const orders = new SerialBlocks(pool, 'sale_order_serial');
  const tickets = new SerialBlocks(pool, 'sale_ticket_serial');
  const draw = async (soldOn: string, count: number) => {
    const [[orderSerial], ticketSerials] = await Promise.all([orders.take(1), tickets.take(count)]);
    return {
      orderNo: orderNumber(soldOn, orderSerial!),
      ticketNos: ticketSerials.map((s) => ticketNumber(soldOn, s)),
    };
  };
  return {
    draw,
    async forRequest(requestId, soldOn, count) {
      const { orderNo, ticketNos } = await draw(soldOn, count);
      const kept = await pool.query({
        name: 'sale_numbers_keep',
        text: KEEP,
        values: [requestId, orderNo, ticketNos],
      });
      if (kept.rowCount === 1) return { orderNo, ticketNos, fresh: true };
      // An earlier submit of this request (or one running now) kept its numbers first: answer those.
      const first = (await pool.query(KEPT, [requestId])).rows[0];
      return { orderNo: first.order_no as string, ticketNos: first.ticket_nos as string[], fresh: false };
    },
  };
}
