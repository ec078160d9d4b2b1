// The report queries' view of the sales read model (projections/reportQuery.ts).
import type { FactSource } from '../reportQuery.ts';

const SALE_DIMS = {
  scenicArea: 'scenic_area_id',
  seller: 'seller_id',
  source: 'source',
  paymentMethod: 'payment_method',
} as const;

/** Orders on their sale day. */
export const ORDER_FACTS: FactSource = {
  table: 'sales_orders_by_day',
  time: { column: 'day', kind: 'day' },
  dims: SALE_DIMS,
  sums: {
    orderCount: 'sum(t.orders)',
    ticketCount: 'sum(t.tickets)',
    persons: 'sum(t.persons)',
    amount: 'sum(t.amount)',
    discount: 'sum(t.discount)',
    actualAmount: 'sum(t.actual)',
    settledSales: 'sum(t.settled)',
  },
};

/** Tickets on their sale day (amount: list price × persons; actualAmount: what each was sold for). */
export const TICKET_FACTS: FactSource = {
  table: 'sales_tickets_by_day',
  time: { column: 'day', kind: 'day' },
  dims: { ...SALE_DIMS, ticketType: 'ticket_type_id' },
  sums: {
    ticketCount: 'sum(t.tickets)',
    persons: 'sum(t.persons)',
    amount: 'sum(t.amount)',
    actualAmount: 'sum(t.actual)',
  },
};

const MOVE_DIMS = { ...SALE_DIMS, ticketType: 'ticket_type_id' } as const;

/** Refunds on the refund's local day, under the refunded tickets' type and source. */
export const REFUND_FACTS: FactSource = {
  table: 'sales_moves_by_quarter',
  time: { column: 'quarter', kind: 'quarter' },
  dims: MOVE_DIMS,
  where: `t.kind = 'refund'`,
  sums: {
    refundOrders: 'sum(t.orders)',
    refundCount: 'sum(t.tickets)',
    refundAmount: 'sum(t.fen)',
  },
};

/** All money moved besides sales (refunds, price differences, card money) and what of it is settled. */
export const MOVE_FACTS: FactSource = {
  table: 'sales_moves_by_quarter',
  time: { column: 'quarter', kind: 'quarter' },
  dims: MOVE_DIMS,
  sums: {
    refundAmount: `sum(t.fen) filter (where t.kind = 'refund')`,
    priceDifferenceAmount: `sum(t.fen) filter (where t.kind = 'priceDifference')`,
    cardAmount: `sum(t.fen) filter (where t.kind = 'card')`,
    settledMoves: `sum(case when t.kind = 'refund' then -t.settled else t.settled end)`,
  },
};
