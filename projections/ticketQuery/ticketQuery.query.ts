import type pg from 'pg';
import { maskIdNumber } from '../../domain/sales/idNumber.ts';
import type { TicketQueryFilter, TicketRow } from '../../domain/sales/ticketQuery.schema.ts';
import { pageOf, saleConditions } from './saleFilter.ts';

/** A stored status, with an unused ticket past its last day (in its area's time zone) expired. */
const STATUS = `case when t.status = 2 and t.valid_to < (now() at time zone coalesce(sa.time_zone, 'Asia/Shanghai'))::date
  then 8 else t.status end`;

const SELECT = `select t.ticket_no as "ticketNo", t.order_no as "orderNo", t.scenic_area_id as "scenicAreaID",
  t.ticket_type_id as "ticketTypeID", t.ticket_type_name as "ticketTypeName", t.price, t.list_price as "listPrice",
  t.persons, ${STATUS}::int as status, t.holder_name as "holderName", t.holder_id_number as "holderIdNumber",
  to_char(t.valid_from, 'YYYY-MM-DD') as "validFrom", to_char(t.valid_to, 'YYYY-MM-DD') as "validTo",
  t.seller_id as "sellerID", t.seller_account as "sellerAccount", t.payment_method as "paymentMethod",
  t.source, t.sold_at as "soldAt", t.prints, t.written_off as "writtenOff", t.entries,
  t.price_difference_paid as "priceDifferencePaid", t.refund_check_status::int as "refundCheckStatus",
  t.refund_no as "refundNo"
  from ticket_query t left join scenic_areas sa on sa.id = t.scenic_area_id`;

export async function queryTickets(
  db: pg.Pool,
  filter: TicketQueryFilter,
  scope: number[] | 'all',
): Promise<[TicketRow[], number]> {
  const { where, params } = saleConditions(filter, scope, (add) => {
    if (filter.ticketNo) add('t.ticket_no = ?', filter.ticketNo);
    if (filter.ticketTypeID) add('t.ticket_type_id = ?', filter.ticketTypeID);
    if (filter.status !== undefined) add(`${STATUS} = ?`, filter.status);
  });
  const { limit, offset } = pageOf(filter);
  const [rows, total] = await Promise.all([
    db.query(
      `${SELECT} ${where} order by t.sold_at desc, t.ticket_no limit ${limit} offset ${offset}`,
      params,
    ),
    db.query(
      `select count(*)::int as n from ticket_query t left join scenic_areas sa on sa.id = t.scenic_area_id ${where}`,
      params,
    ),
  ]);
  return [rows.rows.map(toRow), total.rows[0].n];
}

/** One ticket by number (scan ticketing), or undefined. */
export async function findTicket(db: pg.Pool, ticketNo: string): Promise<TicketRow | undefined> {
  const { rows } = await db.query(`${SELECT} where t.ticket_no = $1`, [ticketNo]);
  return rows[0] ? toRow(rows[0]) : undefined;
}

/** ID numbers among `idNumbers` already holding an unused ticket of these types valid on `day`. */
export async function holdersWithTicket(
  db: pg.Pool,
  scenicAreaId: number,
  ticketTypeIds: number[],
  idNumbers: string[],
  day: string,
): Promise<string[]> {
  const { rows } = await db.query(
    `select distinct holder_id_number as id from ticket_query
     where scenic_area_id = $1 and ticket_type_id = any($2) and holder_id_number = any($3)
       and status = 2 and valid_from <= $4 and valid_to >= $4`,
    [scenicAreaId, ticketTypeIds, idNumbers, day],
  );
  return rows.map((r) => r.id as string);
}

function toRow(row: TicketRow & { soldAt: Date | string }): TicketRow {
  return {
    ...row,
    holderIdNumber: row.holderIdNumber ? maskIdNumber(row.holderIdNumber) : null,
    soldAt: new Date(row.soldAt).toISOString(),
  };
}
