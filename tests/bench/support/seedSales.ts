// Many sales written straight into the event store for benchmarks: each one decided by the real sale
// decider (domain/sales/sale.ts) from the demo catalogue and appended, order and ticket streams born
// together, in large multi-stream appends. Much faster than selling through the API, and the events
// are the ones a sale records, so every projection reads them as it reads real sales.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { pgSaleCatalog } from '../../../api/src/sales/saleCatalog.ts';
import { deterministicEventId } from '../../../commands/handling/deterministicEventId.ts';
import type { Actor } from '../../../domain/auth/actor.ts';
import { envelopeMetadata } from '../../../domain/commandEnvelope.ts';
import type { EventStore } from '../../../domain/eventStore.ts';
import { localDateOf } from '../../../domain/rules/ruleTime.ts';
import { SellTickets } from '../../../domain/sales/sale.schema.ts';
import { decideSale } from '../../../domain/sales/sale.ts';
import { saleEvents } from '../../../domain/sales/saleEvents.ts';
import {
  orderNumber,
  orderStreamId,
  ticketNumber,
  ticketStreamId,
} from '../../../domain/sales/saleNumbers.ts';

export interface SeededSale {
  orderNo: string;
  ticketNos: string[];
}

/** Serials far above what the sequences hand out in a benchmark, so seeded numbers never clash. */
const SERIAL_BASE = 5_000_000_000n;
const SALES_PER_APPEND = 200;

/**
 * `count` cash sales of one ticket of `ticketTypeId`, sold by `sellers` in turn (sale i by seller
 * i % n), now. Answers each seller's sales, in order.
 */
export async function seedSales(
  pool: pg.Pool,
  store: EventStore,
  options: { areaId: number; ticketTypeId: number; sellers: string[]; count: number },
): Promise<SeededSale[][]> {
  const { areaId, ticketTypeId, sellers, count } = options;
  const { rows } = await pool.query<{ id: number; account: string }>(
    'select id, account from users where account = any($1)',
    [sellers],
  );
  const ids = new Map(rows.map((r) => [r.account, r.id]));
  const master = await pgSaleCatalog(pool).asOf().masterData(areaId, [ticketTypeId]);
  const now = new Date();
  const today = localDateOf(now.getTime(), master.timeZone);
  const bySeller: SeededSale[][] = sellers.map(() => []);
  for (let first = 0; first < count; first += SALES_PER_APPEND) {
    const streams = [];
    for (let i = first; i < Math.min(count, first + SALES_PER_APPEND); i++) {
      const account = sellers[i % sellers.length]!;
      const requestId = randomUUID();
      const orderNo = orderNumber(today, SERIAL_BASE + BigInt(i));
      const ticketNos = [ticketNumber(today, SERIAL_BASE + BigInt(i))];
      const payment = { method: 'cash' as const, receivedFen: 1_000_000 };
      const input = SellTickets.parse({
        requestId,
        scenicAreaID: areaId,
        lines: [{ ticketTypeID: ticketTypeId, count: 1 }],
        payment,
      });
      const { order, tickets } = decideSale({
        now,
        timeZone: master.timeZone,
        sellerID: ids.get(account)!,
        sellerAccount: account,
        orderNo,
        ticketNos,
        input,
        types: master.types,
        discountRules: master.discountRules,
        payment,
        alreadyHeld: [],
      });
      const actor = { userId: ids.get(account)!, account } as Actor;
      const metadata = envelopeMetadata({ now, actor, scenicAreaId: areaId, requestId });
      const encode = (event: Parameters<typeof saleEvents.encode>[0], k: number) =>
        saleEvents.encode(event, metadata, deterministicEventId(requestId, k));
      streams.push({
        streamId: orderStreamId(orderNo),
        events: [encode(order, 0)],
        expectedRevision: 'no_stream' as const,
      });
      for (const [k, ticket] of tickets.entries()) {
        streams.push({
          streamId: ticketStreamId(ticket.data.ticketNo),
          events: [encode(ticket, k + 1)],
          expectedRevision: 'no_stream' as const,
        });
      }
      bySeller[i % sellers.length]!.push({ orderNo, ticketNos });
    }
    await store.appendToStreams(streams);
  }
  return bySeller;
}
