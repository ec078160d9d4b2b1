import type pg from 'pg';
import { perTurn } from '../../../commands/handling/perTurn.ts';
import type { SaleNumbers } from '../../../commands/sales/sellTickets.ts';
import { orderNumber, ticketNumber } from '../../../domain/sales/saleNumbers.ts';
import { SerialBlocks } from './serialBlocks.ts';

interface Keep {
  requestId: string;
  orderNo: string;
  ticketNos: string[];
}

/** Keeps numbers (one request's or a turn's) in one insert; returns the order numbers it stored. */
const KEEP = `insert into sale_number_allocations (request_id, order_no, ticket_nos)
  select r.request_id, r.order_no, r.ticket_nos
    from jsonb_to_recordset($1::jsonb) as r(request_id uuid, order_no text, ticket_nos text[])
  on conflict (request_id) do nothing
  returning order_no`;

const KEPT = 'select order_no, ticket_nos from sale_number_allocations where request_id = $1';

/**
 * Order and ticket numbers from two Postgres sequences drawn in blocks (unique across API
 * processes, never reused), kept per request id in `sale_number_allocations`, so a retried submit
 * gets the same ones. The new requests of one event-loop turn are kept by one insert (a burst of
 * submits is one commit, not one each); a retried request reads what was kept, and the serials it
 * drew on the way are a gap. `draw` keeps nothing (no query while a block lasts).
 */
export function pgSaleNumbers(pool: pg.Pool): SaleNumbers {
  const orders = new SerialBlocks(pool, 'sale_order_serial');
  const tickets = new SerialBlocks(pool, 'sale_ticket_serial');
  const keeps = perTurn<Keep, boolean>((batch) => keepAll(pool, batch), 200);
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
      if (await keeps.load({ requestId, orderNo, ticketNos })) return { orderNo, ticketNos, fresh: true };
      // An earlier submit of this request (or one running now) kept its numbers first: answer those.
      const first = (await pool.query(KEPT, [requestId])).rows[0];
      return { orderNo: first.order_no as string, ticketNos: first.ticket_nos as string[], fresh: false };
    },
  };
}

/** Whether each keep was the first for its request id (its own order number was stored). */
async function keepAll(pool: pg.Pool, batch: readonly Keep[]): Promise<(boolean | Error)[]> {
  try {
    return await stored(pool, batch);
  } catch (error) {
    if (batch.length === 1) return [error as Error];
    // One bad keep (say, a request id that is no uuid) fails the statement: each alone, answered as alone.
    return Promise.all(
      batch.map((k) =>
        stored(pool, [k]).then(
          ([one]) => one as boolean,
          (e: Error) => e,
        ),
      ),
    );
  }
}

async function stored(pool: pg.Pool, batch: readonly Keep[]): Promise<boolean[]> {
  const { rows } = await pool.query<{ order_no: string }>({
    name: 'sale_numbers_keep',
    text: KEEP,
    values: [
      JSON.stringify(
        batch.map((k) => ({ request_id: k.requestId, order_no: k.orderNo, ticket_nos: k.ticketNos })),
      ),
    ],
  });
  const kept = new Set(rows.map((row) => row.order_no));
  return batch.map((k) => kept.has(k.orderNo));
}
