import type pg from 'pg';
import { type BookingSubmitted, bookingEvents } from '../../domain/booking/bookingEvents.ts';
import type { RecordedEvent } from '../../domain/eventStore.ts';
import type { Projection } from '../runner/projection.ts';
import { VISITOR_ORDERS_SCHEMA } from './visitorOrders.sql.ts';

/** The orders submitted in a batch, in their state at its end: one statement. */
const INSERT = `insert into visitor_orders (order_no, openid, scenic_area_id, channel, status, amount,
  ticket_count, ticket_type_name, play_date, slot, ticket_nos, ordered_at, expires_at, paid_at)
select r.order_no, r.openid, r.scenic_area_id, r.channel, r.status, r.amount, r.ticket_count,
       r.ticket_type_name, r.play_date, r.slot, r.ticket_nos, r.ordered_at, r.expires_at, r.paid_at
  from jsonb_to_recordset($1::jsonb) as r(order_no text, openid text, scenic_area_id int, channel text,
       status text, amount int, ticket_count int, ticket_type_name text, play_date date, slot text,
       ticket_nos text[], ordered_at timestamptz, expires_at timestamptz, paid_at timestamptz)
on conflict (order_no) do nothing`;

/** The later state of orders submitted before the batch: one statement. */
const UPDATE = `update visitor_orders v set status = r.status, paid_at = coalesce(r.paid_at, v.paid_at)
  from jsonb_to_recordset($1::jsonb) as r(order_no text, status text, paid_at timestamptz)
 where v.order_no = r.order_no`;

type Status = { status: 'pending' | 'paid' | 'expired'; paid_at: string | null };

function submittedRow(d: BookingSubmitted['data'], recorded: RecordedEvent) {
  return {
    order_no: d.orderNo,
    openid: d.openid,
    scenic_area_id: d.scenicAreaID,
    channel: d.channel,
    amount: d.amount,
    ticket_count: d.tickets.length,
    ticket_type_name: d.order.lines.map((l) => l.ticketTypeName).join('、'),
    play_date: d.playDate,
    slot: d.slot ? `${hm(d.slot.startPeriod)}-${hm(d.slot.endPeriod)}` : null,
    ticket_nos: d.order.ticketNos,
    ordered_at: recorded.metadata.occurredAt ?? recorded.created.toISOString(),
    expires_at: d.expiresAt,
  };
}

/**
 * Which orders a visitor made, and whether each is waiting for payment, paid or expired. A batch is
 * folded first (an order submitted and paid in one batch is inserted paid), then written in at most
 * two statements.
 */
export const visitorOrdersProjection: Projection = {
  name: 'visitorOrders',
  version: 1,
  tables: ['visitor_orders'],
  schema: VISITOR_ORDERS_SCHEMA,
  filter: { eventTypePrefixes: ['Booking'] },
  async apply(events: RecordedEvent[], tx: pg.PoolClient) {
    const submitted = new Map<string, ReturnType<typeof submittedRow> & Status>();
    const changed = new Map<string, Status & { order_no: string }>();
    const change = (orderNo: string, next: Partial<Status> & Pick<Status, 'status'>) => {
      const row = submitted.get(orderNo) ?? changed.get(orderNo);
      if (row) Object.assign(row, next);
      else changed.set(orderNo, { order_no: orderNo, paid_at: null, ...next });
    };
    for (const recorded of events) {
      const event = bookingEvents.decode(recorded);
      if (!event) continue;
      switch (event.type) {
        case 'BookingSubmitted':
          if (!submitted.has(event.data.orderNo)) {
            const row = { ...submittedRow(event.data, recorded), status: 'pending' as const, paid_at: null };
            submitted.set(event.data.orderNo, row);
          }
          break;
        case 'BookingPaid':
          change(event.data.orderNo, { status: 'paid', paid_at: event.data.paidAt });
          break;
        case 'BookingExpired':
          change(event.data.orderNo, { status: 'expired' });
          break;
        case 'BookingPaymentRefused':
          break;
      }
    }
    if (submitted.size) await tx.query(INSERT, [JSON.stringify([...submitted.values()])]);
    if (changed.size) await tx.query(UPDATE, [JSON.stringify([...changed.values()])]);
  },
};

const hm = (hhmm: string) => `${hhmm.slice(0, 2)}:${hhmm.slice(2)}`;
