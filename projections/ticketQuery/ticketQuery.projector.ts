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
  source, sold_at, sold_on, refund_check_status)
select r.ticket_no, r.order_no, r.scenic_area_id, r.ticket_type_id, r.ticket_type_name, r.price, r.list_price,
       r.persons, r.status, r.holder_name, r.holder_id_number, r.valid_from, r.valid_to, r.seller_id,
       r.seller_account, r.payment_method, r.source, r.sold_at, r.sold_on, r.refund_check_status
  from jsonb_to_recordset($1::jsonb) as r(ticket_no text, order_no text, scenic_area_id int, ticket_type_id int,
       ticket_type_name text, price int, list_price int, persons int, status smallint, holder_name text,
       holder_id_number text, valid_from date, valid_to date, seller_id int, seller_account text,
       payment_method text, source text, sold_at timestamptz, sold_on date, refund_check_status smallint)
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
    refund_check_status: t.refundCheck ? REFUND_REVIEW.needsReview : null,
  };
}

/** Tickets as the ticket query, scan ticketing and "sell again?" ask for them. */
export const ticketQueryProjection: Projection = {
  name: 'ticketQuery',
  version: 2,
  tables: ['ticket_query'],
  schema: TICKET_QUERY_SCHEMA,
  filter: { eventTypePrefixes: ['TicketIssued', 'OrderPrinted', 'OrderReprinted', ...REFUND_EVENT_TYPES] },
  async apply(events: RecordedEvent[], tx: pg.PoolClient) {
    let issued: ReturnType<typeof ticketRow>[] = [];
    // Written before anything that may touch them, so the batch applies in $all order.
    const flush = async () => {
      if (issued.length === 0) return;
      await tx.query(INSERT_TICKETS, [JSON.stringify(issued)]);
      issued = [];
    };
    for (const recorded of events) {
      const event = saleEvents.decode(recorded);
      if (event?.type === 'TicketIssued') {
        issued.push(ticketRow(event.data, recorded));
      } else if (event?.type === 'OrderPrinted' || event?.type === 'OrderReprinted') {
        await flush();
        await tx.query('update ticket_query set prints = prints + 1 where ticket_no = any($1)', [
          event.data.ticketNos,
        ]);
      } else if (event && isRefundEvent(event)) {
        await flush();
        await applyRefundEvent(event, tx);
      }
    }
    await flush();
  },
};
