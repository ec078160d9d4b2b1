// Shared material of the shift tests: a second seller, refunds and price differences seeded as the
// refund and handling features will append them (issue 12 contract), and the open shift's totals
// computed independently from es_events (no code of the feature involved).
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { type GivenStream, givenEvents } from '../../support/givenEvents.ts';
import type { TestServer } from '../../support/testServer.ts';

export async function userId(pool: pg.Pool, account: string): Promise<number> {
  return (await pool.query('select id from users where account = $1', [account])).rows[0].id;
}

let refundSerial = 0;

/** A refund order of `ticketNos` by `sellerID`, as engineer "refund" appends it. */
export function refundStream(
  order: { orderNo: string; ticketNos: string[]; areaId: number },
  seller: { id: number; account: string },
  amount: number,
  paymentMethod = 'cash',
): GivenStream {
  refundSerial += 1;
  const refundNo = `TD261125${String(Date.now() % 1e6).padStart(6, '0')}${String(refundSerial).padStart(4, '0')}`;
  return {
    streamId: `refund-${refundNo}`,
    events: [
      {
        id: randomUUID(),
        type: 'RefundOrderPlaced',
        data: {
          refundNo,
          orderNo: order.orderNo,
          ticketNos: order.ticketNos,
          scenicAreaID: order.areaId,
          amount,
          paymentMethod,
          sellerID: seller.id,
          sellerAccount: seller.account,
          reviewed: false,
        },
        metadata: { occurredAt: new Date().toISOString(), scenicAreaId: String(order.areaId) },
      },
    ],
  };
}

/** A price difference paid on a ticket, on a stream of its own (the ticket streams exist already). */
export function priceDifferenceStream(
  ticketNo: string,
  areaId: number,
  seller: { id: number; account: string },
  amount: number,
  paymentMethod = 'wechat',
): GivenStream {
  return {
    streamId: `test-pricediff-${randomUUID()}`,
    events: [
      {
        id: randomUUID(),
        type: 'PriceDifferencePaid',
        data: {
          ticketNo,
          amount,
          paymentMethod,
          minutesOver: 30,
          sellerID: seller.id,
          sellerAccount: seller.account,
          receivedFen: null,
          changeFen: null,
          reference: null,
        },
        metadata: { occurredAt: new Date().toISOString(), scenicAreaId: String(areaId) },
      },
    ],
  };
}

export const seed = (server: TestServer, streams: GivenStream[]) => givenEvents(server, streams);

type Row = { type: string; data: Record<string, unknown> };
const sum = (rows: Row[], pick: (d: Record<string, unknown>) => number) =>
  rows.reduce((n, r) => n + pick(r.data), 0);

/** A place in `$all` as the Postgres store orders it: (transaction id, global position). */
export interface LogPosition {
  commit: string;
  prepare: string;
}

/**
 * The dutyRecord amounts (operate 3) of a seller's facts in (`after`, `upTo`] of `$all`, straight
 * from es_events. `$all` is ordered by (transaction id, global position), not by the position alone:
 * two appends running at once can take their positions in the other order. All demo types are
 * ordinary tickets sold one per person.
 */
export async function dutyFromLog(
  pool: pg.Pool,
  sellerId: number,
  after: LogPosition | null = null,
  upTo: LogPosition | null = null,
) {
  const { rows } = await pool.query<Row>(
    `select type, data from es_events
      where type in ('OrderPlaced', 'TicketIssued', 'RefundOrderPlaced', 'PriceDifferencePaid')
        and (data->>'sellerID')::int = $1
        and ($2::xid8 is null or (transaction_id, global_position) > ($2::xid8, $3::bigint))
        and ($4::xid8 is null or (transaction_id, global_position) <= ($4::xid8, $5::bigint))
      order by transaction_id, global_position`,
    [sellerId, after?.commit ?? null, after?.prepare ?? null, upTo?.commit ?? null, upTo?.prepare ?? null],
  );
  const of = (type: string) => rows.filter((r) => r.type === type);
  const orders = of('OrderPlaced');
  const method = (r: Row) => (r.data.payment as { method: string }).method;
  const diffs = of('PriceDifferencePaid');
  const refunds = of('RefundOrderPlaced');
  const byMethod = (list: Row[], m: string, get: (r: Row) => string) =>
    sum(
      list.filter((r) => get(r) === m),
      (d) => d.amount as number,
    );
  const saleBy = (m: string) =>
    byMethod(orders, m, method) + byMethod(diffs, m, (r) => r.data.paymentMethod as string);
  const refundBy = (m: string) => byMethod(refunds, m, (r) => r.data.paymentMethod as string);
  return {
    sale: {
      orderStatus: 1,
      GroupCard: 0,
      MembershipCard: 0,
      OrdinaryCard: sum(of('TicketIssued'), (d) => d.price as number),
      StoreCard: 0,
      ticketCount: of('TicketIssued').length,
      amount: sum(orders, (d) => d.amount as number) + sum(diffs, (d) => d.amount as number),
      preferentialAmount: sum(orders, (d) => d.discount as number),
      Cash: saleBy('cash'),
      Alipay: saleBy('alipay'),
      WeChat: saleBy('wechat'),
      UnionPay: saleBy('unionpay'),
    },
    refund: {
      orderStatus: 3,
      GroupCard: 0,
      MembershipCard: 0,
      OrdinaryCard: sum(refunds, (d) => d.amount as number),
      StoreCard: 0,
      ticketCount: sum(refunds, (d) => (d.ticketNos as string[]).length),
      amount: sum(refunds, (d) => d.amount as number),
      preferentialAmount: 0,
      Cash: refundBy('cash'),
      Alipay: refundBy('alipay'),
      WeChat: refundBy('wechat'),
      UnionPay: refundBy('unionpay'),
    },
  };
}

/** The newest place in `$all`. */
export async function endOfLog(pool: pg.Pool): Promise<LogPosition> {
  const { rows } = await pool.query<LogPosition>(
    `select transaction_id::text as commit, global_position::text as prepare from es_events
      order by transaction_id desc, global_position desc limit 1`,
  );
  return rows[0]!;
}
