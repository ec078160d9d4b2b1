import type pg from 'pg';
import type { RecordedEvent } from '../../domain/eventStore.ts';
import { REFUND_REVIEW } from '../../domain/refunds/refundCodes.ts';
import { TICKET_STATUS } from '../../domain/sales/saleCodes.ts';
import { saleEvents, type TicketIssued } from '../../domain/sales/saleEvents.ts';
import type { Projection } from '../runner/projection.ts';
import { applyRefundEvent, isRefundEvent, REFUND_EVENT_TYPES } from './refundColumns.ts';
import { TICKET_QUERY_SCHEMA } from './ticketQuery.sql.ts';

/** Every ticket issued since the last flush in one statement (a sale's tickets, a whole replay batch). */
const INSERT_TICKETS = `
insert into ticket_query (ticket_no, order_no, scenic_area_id, ticket_type_id, ticket_type_name, price, list_price,
  persons, status, holder_name, holder_id_number, valid_from, valid_to, seller_id, seller_account, payment_method,
  source, sold_at, sold_on, passes_left, refund_check_status)
select r.ticket_no, r.order_no, r.scenic_area_id, r.ticket_type_id, r.ticket_type_name, r.price, r.list_price,
       r.persons, r.status, r.holder_name, r.holder_id_number, r.valid_from, r.valid_to, r.seller_id,
       r.seller_account, r.payment_method, r.source, r.sold_at, r.sold_on, r.passes_left, r.refund_check_status
  from jsonb_to_recordset($1::jsonb) as r(ticket_no text, order_no text, scenic_area_id int, ticket_type_id int,
       ticket_type_name text, price int, list_price int, persons int, status smallint, holder_name text,
       holder_id_number text, valid_from date, valid_to date, seller_id int, seller_account text,
       payment_method text, source text, sold_at timestamptz, sold_on date, passes_left int, refund_check_status smallint)
on conflict (ticket_no) do nothing`;

function ticketRow(t: TicketIssued['data'], recorded: RecordedEvent) {
  return {
    ticket_no: t.ticketNo,
    order_no: t.orderNo,
    scenic_area_id: t.scenicAreaID,
    ticket_type_id: t.ticketTypeID,
    ticket_type_name: t.ticketTypeName,
    price: t.price,
    list_price: t.listPrice,
    persons: t.persons,
    status: TICKET_STATUS.notVerified,
    holder_name: t.holder?.name ?? null,
    holder_id_number: t.holder?.idNumber ?? null,
    valid_from: t.validFrom,
    valid_to: t.validTo,
    seller_id: t.sellerID,
    seller_account: String(recorded.metadata.account ?? ''),
    payment_method: t.paymentMethod,
    source: t.source,
    sold_at: recorded.metadata.occurredAt ?? recorded.created.toISOString(),
    sold_on: t.soldOn,
    // Passes in all when every zone is limited (then spending them all makes the ticket verified,
    // as the ticket decider's usedUp says); null when any zone is unlimited.
    passes_left:
      t.zones.length > 0 && t.zones.every((z) => z.useTimes > 0)
        ? t.zones.reduce((n, z) => n + z.useTimes, 0)
        : null,
    refund_check_status: t.refundCheck ? REFUND_REVIEW.needsReview : null,
  };
}

/** Write-offs, gate entries and price differences (issue 12): counts on the ticket's row. */
const USE_UPDATES: Record<string, string> = {
  TicketWrittenOff: `update ticket_query set written_off = written_off + $2, passes_left = passes_left - $2,
    status = case when status = 2 and ($3 or passes_left - $2 <= 0) then 3 else status end where ticket_no = $1`,
  PriceDifferencePaid:
    'update ticket_query set price_difference_paid = price_difference_paid + $2 where ticket_no = $1',
};
function paramsOfUse(event: NonNullable<ReturnType<typeof saleEvents.decode>>): unknown[] {
  switch (event.type) {
    case 'TicketWrittenOff':
      return [
        event.data.ticketNo,
        event.data.scope === 'zone'
          ? event.data.count
          : (event.data.zones ?? []).reduce((n, z) => n + z.count, 0),
        event.data.scope === 'global',
      ];
    case 'PriceDifferencePaid':
      return [event.data.ticketNo, event.data.amount];
    default:
      return [];
  }
}

/**
 * Gate entries of a batch, netted per ticket (an entry +1, an entry given back −1) and written in
 * one statement: a gate admits hundreds a second. A ticket whose last pass was given back is usable
 * again, as the ticket decider says.
 */
const GATE_ENTRIES = `
update ticket_query t set entries = t.entries + u.n, passes_left = t.passes_left - u.n,
  status = case when t.status = 2 and t.passes_left - u.n <= 0 then 3
                when t.status = 3 and u.n < 0 and t.passes_left = 0 then 2
                else t.status end
  from jsonb_to_recordset($1::jsonb) as u(ticket_no text, n int)
 where t.ticket_no = u.ticket_no and u.n <> 0`;

/** Tickets as the ticket query, scan ticketing and "sell again?" ask for them. */
export const ticketQueryProjection: Projection = {
  name: 'ticketQuery',
  version: 4,
  tables: ['ticket_query'],
  schema: TICKET_QUERY_SCHEMA,
  filter: {
    eventTypePrefixes: [
      'TicketIssued',
      'OrderPrinted',
      'OrderReprinted',
      'TicketWrittenOff',
      'TicketPassed',
      'PassReturned',
      'PriceDifferencePaid',
      ...REFUND_EVENT_TYPES,
    ],
  },
  async apply(events: RecordedEvent[], tx: pg.PoolClient) {
    let issued: ReturnType<typeof ticketRow>[] = [];
    const entries = new Map<string, number>();
    // Written before anything that may touch them, so the batch applies in $all order.
    const flush = async () => {
      if (issued.length > 0) await tx.query(INSERT_TICKETS, [JSON.stringify(issued)]);
      issued = [];
      if (entries.size > 0) {
        const rows = [...entries].map(([ticket_no, n]) => ({ ticket_no, n }));
        await tx.query(GATE_ENTRIES, [JSON.stringify(rows)]);
      }
      entries.clear();
    };
    const enter = (ticketNo: string, n: number) => entries.set(ticketNo, (entries.get(ticketNo) ?? 0) + n);
    for (const recorded of events) {
      const event = saleEvents.decode(recorded);
      if (event?.type === 'TicketIssued') {
        if (entries.size > 0) await flush();
        issued.push(ticketRow(event.data, recorded));
      } else if (event?.type === 'TicketPassed') {
        if (event.data.direction === 'in') enter(event.data.ticketNo, 1);
      } else if (event?.type === 'PassReturned') {
        if (event.data.direction === 'in') enter(event.data.ticketNo, -1);
      } else if (event?.type === 'OrderPrinted' || event?.type === 'OrderReprinted') {
        await flush();
        await tx.query('update ticket_query set prints = prints + 1 where ticket_no = any($1)', [
          event.data.ticketNos,
        ]);
      } else if (event && USE_UPDATES[event.type]) {
        await flush();
        await tx.query(USE_UPDATES[event.type] as string, paramsOfUse(event));
      } else if (event && isRefundEvent(event)) {
        await flush();
        await applyRefundEvent(event, tx);
      }
    }
    await flush();
  },
};
