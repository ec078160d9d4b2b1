// The event log of sales as the truth the sales tests judge by: read every order-* and ticket-*
// event from $all, check that orders and tickets name each other, and fold the log into the rows
// the order list and the ticket query should hold, to compare with what the projections wrote.
import type pg from 'pg';
import type { EventStore, RecordedEvent } from '../../../domain/eventStore.ts';
import { ORDER_STATUS, TICKET_STATUS } from '../../../domain/sales/saleCodes.ts';
import { type OrderPlaced, saleEvents, type TicketIssued } from '../../../domain/sales/saleEvents.ts';
import { waitFor } from '../../support/waitFor.ts';

export interface LoggedOrder {
  data: OrderPlaced['data'];
  requestId: string;
  occurredAt: string;
  account: string;
  prints: number;
}

export interface LoggedTicket {
  data: TicketIssued['data'];
  occurredAt: string;
  account: string;
  prints: number;
}

export interface Ledger {
  orders: Map<string, LoggedOrder>;
  tickets: Map<string, LoggedTicket>;
  /** Numbers placed or issued more than once (there must be none). */
  duplicateOrderNos: string[];
  duplicateTicketNos: string[];
  /** Broken links (there must be none), one sentence each. */
  orderWithoutTickets: string[];
  ticketWithoutOrder: string[];
}

/**
 * Every event of the order-* and ticket-* streams committed before the call, in $all order. $all
 * shows a transaction only once every older one has ended (a transaction open anywhere on the
 * Postgres server holds readers back), so first wait until every transaction begun before now ended.
 */
export async function readSaleLog(store: EventStore, db: pg.Pool): Promise<RecordedEvent[]> {
  const { rows } = await db.query('select pg_snapshot_xmax(pg_current_snapshot())::text as xmax');
  await waitFor(async () => {
    const now = await db.query('select pg_snapshot_xmin(pg_current_snapshot()) >= $1::xid8 as settled', [
      rows[0].xmax,
    ]);
    return now.rows[0].settled as boolean;
  }, 'the transactions open before reading the log to end');
  const all: RecordedEvent[] = [];
  for (;;) {
    const last = all.at(-1);
    const page = await store.readAll({
      fromPosition: last ? last.position : 'start',
      maxCount: 4096,
      filter: { streamNamePrefixes: ['order-', 'ticket-'] },
    });
    all.push(...page);
    if (page.length < 4096) return all;
  }
}

export function ledgerOf(events: RecordedEvent[]): Ledger {
  const ledger: Ledger = {
    orders: new Map(),
    tickets: new Map(),
    duplicateOrderNos: [],
    duplicateTicketNos: [],
    orderWithoutTickets: [],
    ticketWithoutOrder: [],
  };
  const printed: string[][] = [];
  for (const recorded of events) {
    const event = saleEvents.decode(recorded);
    const meta = recorded.metadata;
    const stamp = { occurredAt: String(meta.occurredAt), account: String(meta.account), prints: 0 };
    if (event?.type === 'OrderPlaced') {
      const no = event.data.orderNo;
      if (ledger.orders.has(no) || recorded.streamId !== `order-${no}`) ledger.duplicateOrderNos.push(no);
      ledger.orders.set(no, { data: event.data, requestId: String(meta.requestId), ...stamp });
    } else if (event?.type === 'TicketIssued') {
      const no = event.data.ticketNo;
      if (ledger.tickets.has(no) || recorded.streamId !== `ticket-${no}`) ledger.duplicateTicketNos.push(no);
      ledger.tickets.set(no, { data: event.data, ...stamp });
    } else if (event?.type === 'OrderPrinted' || event?.type === 'OrderReprinted') {
      printed.push(event.data.ticketNos);
      const order = ledger.orders.get(event.data.orderNo);
      if (order) order.prints += 1;
    }
  }
  for (const ticketNos of printed) {
    for (const no of ticketNos) {
      const ticket = ledger.tickets.get(no);
      if (ticket) ticket.prints += 1;
    }
  }
  for (const [no, order] of ledger.orders) {
    const missing = order.data.ticketNos.filter((t) => ledger.tickets.get(t)?.data.orderNo !== no);
    if (missing.length) ledger.orderWithoutTickets.push(`order ${no} lacks tickets ${missing.join(', ')}`);
  }
  for (const [no, ticket] of ledger.tickets) {
    const order = ledger.orders.get(ticket.data.orderNo);
    if (!order?.data.ticketNos.includes(no))
      ledger.ticketWithoutOrder.push(`ticket ${no} names order ${ticket.data.orderNo}, not found there`);
  }
  return ledger;
}

/** An order_list row as compared (timestamps as ISO strings, days as YYYY-MM-DD). */
export interface OrderListRow {
  order_no: string;
  scenic_area_id: number;
  ticket_num: number;
  ticket_nos: string[];
  ticket_type_ids: number[];
  ticket_type_names: string[];
  amount: number;
  preferential_amount: number;
  status: number;
  payment_method: string;
  source: string;
  seller_id: number;
  seller_account: string;
  sold_at: string;
  sold_on: string;
  prints: number;
}

export interface TicketQueryRow {
  ticket_no: string;
  order_no: string;
  scenic_area_id: number;
  ticket_type_id: number;
  ticket_type_name: string;
  price: number;
  list_price: number;
  persons: number;
  status: number;
  holder_name: string | null;
  holder_id_number: string | null;
  valid_from: string;
  valid_to: string;
  seller_id: number;
  seller_account: string;
  payment_method: string;
  source: string;
  sold_at: string;
  sold_on: string;
  prints: number;
}

/** Byte order, as `collate "C"` sorts in the database. */
const byKey =
  <T>(key: keyof T) =>
  (a: T, b: T) =>
    String(a[key]) < String(b[key]) ? -1 : String(a[key]) > String(b[key]) ? 1 : 0;

/** What the order list and the ticket query must hold for this log, sorted by number. */
export function expectedReadModels(ledger: Ledger): { orders: OrderListRow[]; tickets: TicketQueryRow[] } {
  const orders = [...ledger.orders.values()].map(({ data: o, occurredAt, prints }) => ({
    order_no: o.orderNo,
    scenic_area_id: o.scenicAreaID,
    ticket_num: o.ticketNos.length,
    ticket_nos: o.ticketNos,
    ticket_type_ids: o.lines.map((l) => l.ticketTypeID),
    ticket_type_names: o.lines.map((l) => l.ticketTypeName),
    amount: o.amount,
    preferential_amount: o.discount,
    status: ORDER_STATUS.paid,
    payment_method: o.payment.method,
    source: o.source,
    seller_id: o.sellerID,
    seller_account: o.sellerAccount,
    sold_at: occurredAt,
    sold_on: o.soldOn,
    prints,
  }));
  const tickets = [...ledger.tickets.values()].map(({ data: t, occurredAt, account, prints }) => ({
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
    seller_account: account,
    payment_method: t.paymentMethod,
    source: t.source,
    sold_at: occurredAt,
    sold_on: t.soldOn,
    prints,
  }));
  return { orders: orders.sort(byKey('order_no')), tickets: tickets.sort(byKey('ticket_no')) };
}

const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** What the order list and the ticket query hold, shaped and sorted like `expectedReadModels`. */
export async function readModels(
  db: pg.Pool | pg.PoolClient,
): Promise<{ orders: OrderListRow[]; tickets: TicketQueryRow[] }> {
  const orders = await db.query<OrderListRow>(
    `select order_no, scenic_area_id, ticket_num, ticket_nos, ticket_type_ids, ticket_type_names, amount,
            preferential_amount, status, payment_method, source, seller_id, seller_account,
            ${iso('sold_at')} as sold_at, sold_on::text as sold_on, prints
       from order_list order by order_no collate "C"`,
  );
  const tickets = await db.query<TicketQueryRow>(
    `select ticket_no, order_no, scenic_area_id, ticket_type_id, ticket_type_name, price, list_price, persons,
            status, holder_name, holder_id_number, valid_from::text as valid_from, valid_to::text as valid_to,
            seller_id, seller_account, payment_method, source, ${iso('sold_at')} as sold_at,
            sold_on::text as sold_on, prints
       from ticket_query order by ticket_no collate "C"`,
  );
  return { orders: orders.rows, tickets: tickets.rows };
}

/** Order and ticket rows the read models hold now (to wait for the projections to catch up). */
export async function readModelCounts(db: pg.Pool): Promise<{ orders: number; tickets: number }> {
  const { rows } = await db.query(
    `select (select count(*)::int from order_list) as orders, (select count(*)::int from ticket_query) as tickets`,
  );
  return rows[0];
}
