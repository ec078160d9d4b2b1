import type { RecordedEvent } from '../../domain/eventStore.ts';
import { saleEvents } from '../../domain/sales/saleEvents.ts';
import type { Projection } from '../runner/projection.ts';
import { TICKET_QUERY_SCHEMA } from './ticketQuery.sql.ts';

/** Tickets as the ticket query, scan ticketing and "sell again?" ask for them. */
export const ticketQueryProjection: Projection = {
  name: 'ticketQuery',
  version: 1,
  tables: ['ticket_query'],
  schema: TICKET_QUERY_SCHEMA,
  filter: { eventTypePrefixes: ['TicketIssued', 'OrderPrinted', 'OrderReprinted'] },
  async apply(events: RecordedEvent[], tx) {
    for (const recorded of events) {
      const event = saleEvents.decode(recorded);
      if (event?.type === 'TicketIssued') {
        const t = event.data;
        await tx.query(
          `insert into ticket_query (ticket_no, order_no, scenic_area_id, ticket_type_id, ticket_type_name,
             price, list_price, persons, status, holder_name, holder_id_number, valid_from, valid_to,
             seller_id, seller_account, payment_method, source, sold_at, sold_on)
           values ($1, $2, $3, $4, $5, $6, $7, $8, 2, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)
           on conflict (ticket_no) do nothing`,
          [
            t.ticketNo,
            t.orderNo,
            t.scenicAreaID,
            t.ticketTypeID,
            t.ticketTypeName,
            t.price,
            t.listPrice,
            t.persons,
            t.holder?.name ?? null,
            t.holder?.idNumber ?? null,
            t.validFrom,
            t.validTo,
            t.sellerID,
            String(recorded.metadata.account ?? ''),
            t.paymentMethod,
            t.source,
            recorded.metadata.occurredAt ?? recorded.created.toISOString(),
            t.soldOn,
          ],
        );
      } else if (event?.type === 'OrderPrinted' || event?.type === 'OrderReprinted') {
        await tx.query('update ticket_query set prints = prints + 1 where ticket_no = any($1)', [
          event.data.ticketNos,
        ]);
      }
    }
  },
};
