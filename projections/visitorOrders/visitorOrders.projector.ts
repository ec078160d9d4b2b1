import type pg from 'pg';
import { bookingEvents } from '../../domain/booking/bookingEvents.ts';
import type { RecordedEvent } from '../../domain/eventStore.ts';
import type { Projection } from '../runner/projection.ts';
import { VISITOR_ORDERS_SCHEMA } from './visitorOrders.sql.ts';

const INSERT = `insert into visitor_orders (order_no, openid, scenic_area_id, channel, status, amount,
  ticket_count, ticket_type_name, play_date, slot, ticket_nos, ordered_at, expires_at)
values ($1, $2, $3, $4, 'pending', $5, $6, $7, $8, $9, $10, $11, $12) on conflict (order_no) do nothing`;

/** Which orders a visitor made, and whether each is waiting for payment, paid or expired. */
export const visitorOrdersProjection: Projection = {
  name: 'visitorOrders',
  version: 1,
  tables: ['visitor_orders'],
  schema: VISITOR_ORDERS_SCHEMA,
  filter: { eventTypePrefixes: ['Booking'] },
  async apply(events: RecordedEvent[], tx: pg.PoolClient) {
    for (const recorded of events) {
      const event = bookingEvents.decode(recorded);
      if (!event) continue;
      switch (event.type) {
        case 'BookingSubmitted': {
          const d = event.data;
          const slot = d.slot ? `${hm(d.slot.startPeriod)}-${hm(d.slot.endPeriod)}` : null;
          await tx.query(INSERT, [
            d.orderNo,
            d.openid,
            d.scenicAreaID,
            d.channel,
            d.amount,
            d.tickets.length,
            d.order.lines.map((l) => l.ticketTypeName).join('、'),
            d.playDate,
            slot,
            d.order.ticketNos,
            recorded.metadata.occurredAt ?? recorded.created.toISOString(),
            d.expiresAt,
          ]);
          break;
        }
        case 'BookingPaid':
          await tx.query(`update visitor_orders set status = 'paid', paid_at = $2 where order_no = $1`, [
            event.data.orderNo,
            event.data.paidAt,
          ]);
          break;
        case 'BookingExpired':
          await tx.query(`update visitor_orders set status = 'expired' where order_no = $1`, [
            event.data.orderNo,
          ]);
          break;
        case 'BookingPaymentRefused':
          break;
      }
    }
  },
};

const hm = (hhmm: string) => `${hhmm.slice(0, 2)}:${hhmm.slice(2)}`;
