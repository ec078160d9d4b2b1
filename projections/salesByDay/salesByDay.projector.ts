// Sales per local day (issue 17): a batch is folded in memory into the day and quarter-hour counters
// and written with one statement per table. Money a seller took (orders, refunds, price differences,
// card money: the facts a shift counts, SHIFT_SOURCE_TYPES) is also kept as a shift fact, with its place in `$all`, until the seller's handover
// claims it (the facts up to its `countedTo`, as the shift itself counts them) and the
// administrator's settlement adds it to `settled` of the rows it counted in.
import type pg from 'pg';
import { cardEvents } from '../../domain/cards/cardEvents.ts';
import type { RecordedEvent } from '../../domain/eventStore.ts';
import { saleEvents } from '../../domain/sales/saleEvents.ts';
import { SHIFT_SOURCE_TYPES } from '../../domain/shifts/shiftActivity.ts';
import { shiftEvents } from '../../domain/shifts/shiftEvents.ts';
import { occurredAt, quarterOf, SummedRows } from '../reportSums.ts';
import type { Projection } from '../runner/projection.ts';
import { SALES_BY_DAY_SCHEMA } from './salesByDay.sql.ts';

const ORDER_KEYS = {
  scenic_area_id: 'int',
  day: 'date',
  seller_id: 'int',
  source: 'text',
  payment_method: 'text',
} as const;
const MOVE_KEYS = {
  scenic_area_id: 'int',
  quarter: 'timestamptz',
  kind: 'text',
  ticket_type_id: 'int',
  seller_id: 'int',
  source: 'text',
  payment_method: 'text',
} as const;

const ADD_TICKETS = `insert into sales_tickets (ticket_no, ticket_type_id, source, price)
select * from unnest($1::text[], $2::int[], $3::text[], $4::bigint[]) on conflict do nothing`;

const ADD_FACTS = `insert into sales_shift_facts (seller_id, commit_pos, prepare_pos, seq, scenic_area_id, day, quarter,
  kind, ticket_type_id, source, payment_method, fen)
select r.seller_id, r.commit_pos, r.prepare_pos, r.seq, r.scenic_area_id, r.day, r.quarter, r.kind, r.ticket_type_id,
       r.source, r.payment_method, r.fen
  from jsonb_to_recordset($1::jsonb) as r(seller_id int, commit_pos numeric, prepare_pos numeric, seq int,
       scenic_area_id int, day date, quarter timestamptz, kind text, ticket_type_id int, source text,
       payment_method text, fen bigint)
on conflict do nothing`;

/** A handover claims the seller's unclaimed facts up to its `countedTo`. */
const HAND_OVER = `update sales_shift_facts set shift_no = $2
 where seller_id = $1 and shift_no is null and (commit_pos, prepare_pos) <= ($3::numeric, $4::numeric)`;

/** A settlement adds its shift's facts to `settled` of the rows they counted in, and forgets them. */
const SETTLE = `
with gone as (
  delete from sales_shift_facts where seller_id = $1 and shift_no = $2 returning *
), orders as (
  insert into sales_orders_by_day (scenic_area_id, day, seller_id, source, payment_method,
    orders, tickets, persons, amount, discount, actual, settled)
  select scenic_area_id, day, seller_id, source, payment_method, 0, 0, 0, 0, 0, 0, sum(fen)
    from gone where day is not null group by 1, 2, 3, 4, 5
  on conflict (scenic_area_id, day, seller_id, source, payment_method)
  do update set settled = sales_orders_by_day.settled + excluded.settled
  returning 1
)
insert into sales_moves_by_quarter (scenic_area_id, quarter, kind, ticket_type_id, seller_id, source,
  payment_method, orders, tickets, fen, settled)
select scenic_area_id, quarter, kind, ticket_type_id, seller_id, source, payment_method, 0, 0, 0, sum(fen)
  from gone where quarter is not null group by 1, 2, 3, 4, 5, 6, 7
on conflict (scenic_area_id, quarter, kind, ticket_type_id, seller_id, source, payment_method)
do update set settled = sales_moves_by_quarter.settled + excluded.settled`;

interface TicketLine {
  ticket_type_id: number;
  source: string;
  price: number;
}

type MoveKey = Record<keyof typeof MOVE_KEYS, string | number>;

/** One batch: its counters, the tickets it sold, the shift facts it added. */
class SalesBatch {
  orders = new SummedRows('sales_orders_by_day', ORDER_KEYS, [
    'orders',
    'tickets',
    'persons',
    'amount',
    'discount',
    'actual',
    'settled',
  ] as const);
  tickets = new SummedRows('sales_tickets_by_day', { ...ORDER_KEYS, ticket_type_id: 'int' }, [
    'tickets',
    'persons',
    'amount',
    'actual',
  ] as const);
  moves = new SummedRows('sales_moves_by_quarter', MOVE_KEYS, [
    'orders',
    'tickets',
    'fen',
    'settled',
  ] as const);
  sold = new Map<string, TicketLine>();
  facts: Record<string, unknown>[] = [];

  constructor(readonly known: Map<string, TicketLine>) {}

  ticket(no: string): TicketLine {
    return this.sold.get(no) ?? this.known.get(no) ?? { ticket_type_id: 0, source: 'window', price: 0 };
  }

  /** Money a seller took or gave back (a refund's, positive): kept until their shift is settled (sales of no seller never are). */
  fact(recorded: RecordedEvent, seq: number, target: Record<string, unknown>, fen: number): void {
    if (target.seller_id === 0 || fen === 0) return;
    const { commit, prepare } = recorded.position;
    this.facts.push({
      day: null,
      quarter: null,
      kind: 'order',
      ticket_type_id: 0,
      ...target,
      commit_pos: String(commit),
      prepare_pos: String(prepare),
      seq,
      fen,
    });
  }

  move(recorded: RecordedEvent, seq: number, key: MoveKey, orders: number, tickets: number, fen: number) {
    this.moves.add(key, { orders, tickets, fen });
    this.fact(recorded, seq, key, fen);
  }

  async writeFacts(tx: pg.PoolClient): Promise<void> {
    if (this.facts.length === 0) return;
    await tx.query(ADD_FACTS, [JSON.stringify(this.facts)]);
    this.facts = [];
  }

  async write(tx: pg.PoolClient): Promise<void> {
    await this.writeFacts(tx);
    await Promise.all([this.orders.write(tx), this.tickets.write(tx), this.moves.write(tx)]);
    if (this.sold.size === 0) return;
    const lines = [...this.sold.entries()];
    await tx.query(ADD_TICKETS, [
      lines.map(([no]) => no),
      lines.map(([, t]) => t.ticket_type_id),
      lines.map(([, t]) => t.source),
      lines.map(([, t]) => t.price),
    ]);
  }
}

/** The sold tickets a batch's refunds and price differences name, read once. */
async function knownTickets(events: RecordedEvent[], tx: pg.PoolClient): Promise<Map<string, TicketLine>> {
  const wanted: string[] = [];
  for (const recorded of events) {
    const d = recorded.data as { ticketNos?: unknown; ticketNo?: unknown };
    if (recorded.type === 'RefundOrderPlaced' && Array.isArray(d.ticketNos)) wanted.push(...d.ticketNos);
    if (recorded.type === 'PriceDifferencePaid' && typeof d.ticketNo === 'string') wanted.push(d.ticketNo);
  }
  if (wanted.length === 0) return new Map();
  const { rows } = await tx.query(
    'select ticket_no, ticket_type_id, source, price::int from sales_tickets where ticket_no = any($1)',
    [wanted],
  );
  return new Map(rows.map((r) => [r.ticket_no, r]));
}

function applySale(batch: SalesBatch, recorded: RecordedEvent): void {
  const event = saleEvents.decode(recorded);
  const at = quarterOf(occurredAt(recorded));
  switch (event?.type) {
    case 'OrderPlaced': {
      const d = event.data;
      const key = {
        scenic_area_id: d.scenicAreaID,
        day: d.soldOn,
        seller_id: d.sellerID,
        source: d.source,
        payment_method: d.payment.method,
      };
      const persons = d.lines.reduce((n, l) => n + l.count, 0);
      batch.orders.add(key, {
        orders: 1,
        tickets: d.ticketNos.length,
        persons,
        amount: d.subtotal,
        discount: d.discount,
        actual: d.amount,
      });
      batch.fact(recorded, 0, key, d.amount);
      return;
    }
    case 'TicketIssued': {
      const d = event.data;
      batch.tickets.add(
        {
          scenic_area_id: d.scenicAreaID,
          day: d.soldOn,
          ticket_type_id: d.ticketTypeID,
          seller_id: d.sellerID,
          source: d.source,
          payment_method: d.paymentMethod,
        },
        { tickets: 1, persons: d.persons, amount: d.listPrice * d.persons, actual: d.price },
      );
      batch.sold.set(d.ticketNo, { ticket_type_id: d.ticketTypeID, source: d.source, price: d.price });
      return;
    }
    case 'RefundOrderPlaced': {
      const d = event.data;
      // Each ticket returns what it was sold for; what the refund order says differs only by
      // rounding, which goes to its first ticket, so the rows add up to the refund order exactly.
      const lines = d.ticketNos.map((no) => batch.ticket(no));
      const rest = d.amount - lines.reduce((n, t) => n + t.price, 0);
      lines.forEach((t, i) => {
        const key = {
          scenic_area_id: d.scenicAreaID,
          quarter: at,
          kind: 'refund',
          ticket_type_id: t.ticket_type_id,
          seller_id: d.sellerID,
          source: t.source,
          payment_method: d.paymentMethod,
        };
        batch.move(recorded, i, key, i === 0 ? 1 : 0, 1, t.price + (i === 0 ? rest : 0));
      });
      return;
    }
    case 'PriceDifferencePaid': {
      const d = event.data;
      const t = batch.ticket(d.ticketNo);
      const key = {
        scenic_area_id: Number(recorded.metadata.scenicAreaId ?? 0),
        quarter: at,
        kind: 'priceDifference',
        ticket_type_id: t.ticket_type_id,
        seller_id: d.sellerID,
        source: t.source,
        payment_method: d.paymentMethod,
      };
      batch.move(recorded, 0, key, 1, 1, d.amount);
      return;
    }
    default:
  }
}

/** Card money taken at the window: a card sold, recharged, renewed, replaced (an import takes none). */
function applyCard(batch: SalesBatch, recorded: RecordedEvent): void {
  const event = cardEvents.decode(recorded);
  if (!event) return;
  const money = (() => {
    switch (event.type) {
      case 'CardSold':
        return { d: event.data, type: event.data.type.ticketTypeID, fen: event.data.price };
      case 'CardRecharged':
        return { d: event.data, type: 0, fen: event.data.amount };
      case 'CardRenewed':
        return { d: event.data, type: 0, fen: event.data.amount };
      case 'CardReplaced':
        return { d: event.data, type: 0, fen: event.data.fee };
      default:
        return null;
    }
  })();
  if (!money?.d.payment || money.fen <= 0) return;
  const key = {
    scenic_area_id: money.d.scenicAreaID,
    quarter: quarterOf(occurredAt(recorded)),
    kind: 'card',
    ticket_type_id: money.type,
    seller_id: money.d.sellerID,
    source: 'window',
    payment_method: money.d.payment.method,
  };
  batch.move(recorded, 0, key, 1, 0, money.fen);
}

async function applyShift(batch: SalesBatch, recorded: RecordedEvent, tx: pg.PoolClient): Promise<void> {
  const event = shiftEvents.decode(recorded);
  if (!event) return;
  await batch.writeFacts(tx);
  if (event.type === 'ShiftHandedOver') {
    const { sellerID, shiftNo, countedTo } = event.data;
    if (countedTo) await tx.query(HAND_OVER, [sellerID, shiftNo, countedTo.commit, countedTo.prepare]);
  } else {
    const sellerId = Number(recorded.streamId.slice('shift-'.length));
    await tx.query(SETTLE, [sellerId, event.data.shiftNo]);
  }
}

export const salesByDayProjection: Projection = {
  name: 'salesByDay',
  version: 1,
  tables: [
    'sales_orders_by_day',
    'sales_tickets_by_day',
    'sales_moves_by_quarter',
    'sales_tickets',
    'sales_shift_facts',
  ],
  schema: SALES_BY_DAY_SCHEMA,
  filter: { eventTypePrefixes: [...SHIFT_SOURCE_TYPES, 'ShiftHandedOver', 'ShiftSettled'] },
  async apply(events, tx) {
    const batch = new SalesBatch(await knownTickets(events, tx));
    for (const recorded of events) {
      if (recorded.type.startsWith('Shift')) await applyShift(batch, recorded, tx);
      else if (recorded.type.startsWith('Card')) applyCard(batch, recorded);
      else applySale(batch, recorded);
    }
    await batch.write(tx);
  },
};
