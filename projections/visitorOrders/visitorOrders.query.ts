import type pg from 'pg';
import type { OrderStatus, VisitorOrderRow } from '../../domain/booking/visitorApi.schema.ts';

/**
 * A visitor's orders, newest first. Refunds and uses come from the ticket query (one row per ticket):
 * an order whose tickets are all refunded reads `refunded`, some of them `partlyRefunded`.
 */
export async function visitorOrders(db: pg.Pool, openid: string): Promise<VisitorOrderRow[]> {
  const { rows } = await db.query(
    `select v.order_no, v.ordered_at, v.ticket_count, v.amount, v.ticket_type_name, v.play_date::text as play_date,
            v.slot, v.status, v.expires_at, a.time_zone,
            count(t.ticket_no) filter (where t.status = 4)::int as refunded,
            sum(t.passes_left)::int as passes_left, bool_or(t.passes_left is null and t.ticket_no is not null) as unlimited
       from visitor_orders v
       join scenic_areas a on a.id = v.scenic_area_id
       left join ticket_query t on t.order_no = v.order_no
      where v.openid = $1
      group by v.order_no, a.time_zone
      order by v.ordered_at desc
      limit 200`,
    [openid],
  );
  return rows.map((r) => ({
    orderID: r.order_no,
    orderTime: new Date(r.ordered_at).toISOString(),
    timeZone: r.time_zone,
    ticketNum: r.ticket_count,
    orderAmount: r.amount,
    ticketTypeName: r.ticket_type_name,
    playDate: r.play_date,
    slot: r.slot,
    status: statusOf(r.status, r.refunded, r.ticket_count),
    remainTimes: r.unlimited || r.passes_left === null ? null : r.passes_left,
    remainMinutes: null,
    expiresAt: r.status === 'pending' ? new Date(r.expires_at).toISOString() : null,
  }));
}

function statusOf(status: string, refunded: number, tickets: number): OrderStatus {
  if (status !== 'paid' || refunded === 0) return status as OrderStatus;
  return refunded >= tickets ? 'refunded' : 'partlyRefunded';
}

/** Unpaid bookings past their time (the sweep that catches expiry jobs lost in a crash). */
export async function overdueBookings(db: pg.Pool, now: Date, limit = 500): Promise<string[]> {
  const { rows } = await db.query(
    `select order_no from visitor_orders where status = 'pending' and expires_at <= $1 order by expires_at limit $2`,
    [now, limit],
  );
  return rows.map((r) => r.order_no as string);
}
