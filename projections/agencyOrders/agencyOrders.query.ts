import type pg from 'pg';
import type {
  AgencyOrderDetail,
  AgencyOrderQuery,
  AgencyOrderRow,
} from '../../domain/agencies/agencyOrder.schema.ts';
import { statisticsOf } from '../../domain/agencies/priceTourists.ts';

const SELECT = `select o.order_no as "orderNo", o.travel_agency_id as "travelAgencyID",
  o.travel_agency_name as "travelAgencyName", o.scenic_area_id as "scenicAreaID", o.status::int as "orderStatus",
  o.pay_type::int as "payType", o.amount as "orderAmount", o.people_count as "peopleCount",
  to_char(o.play_start, 'YYYY-MM-DD') as "playStartTime", to_char(o.play_end, 'YYYY-MM-DD') as "playEndTime",
  o.guide_name as "guideName", o.guide_mobile as "guideMobile", o.created_by as "createdBy",
  o.updated_at as "updatedAt", o.submitted_at as "submittedAt", o.reviewed_at as "reviewedAt",
  o.reviewer, o.review_note as "reviewNote", o.sale_order_no as "saleOrderNo"`;

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());
const rowOf = (r: Record<string, unknown>) =>
  ({
    ...r,
    updatedAt: iso(r.updatedAt as Date),
    submittedAt: iso(r.submittedAt as Date | null),
    reviewedAt: iso(r.reviewedAt as Date | null),
  }) as AgencyOrderRow;

/** Who may see which orders: an agency its own, staff the orders of their scenic areas. */
export interface OrderScope {
  agencyId: number | null;
  areas: number[] | 'all';
}

export async function queryAgencyOrders(
  db: pg.Pool,
  filter: AgencyOrderQuery,
  scope: OrderScope,
): Promise<[AgencyOrderRow[], number]> {
  const params: unknown[] = [];
  const clauses: string[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    clauses.push(sql.replaceAll('?', `$${params.length}`));
  };
  if (scope.agencyId !== null) add('o.travel_agency_id = ?', scope.agencyId);
  if (scope.areas !== 'all') add('o.scenic_area_id = any(?)', scope.areas);
  if (filter.travelAgencyID) add('o.travel_agency_id = ?', filter.travelAgencyID);
  if (filter.status !== undefined) add('o.status = ?', filter.status);
  if (filter.orderNo) add('o.order_no = ?', filter.orderNo);
  if (filter.guideName) add(`o.guide_name ilike ? || '%'`, filter.guideName);
  if (filter.from) add('o.play_start >= ?', filter.from);
  if (filter.to) add('o.play_start <= ?', filter.to);
  const where = clauses.length ? `where ${clauses.join(' and ')}` : '';
  const offset = (filter.pageNumber - 1) * filter.pageItems;
  const [rows, total] = await Promise.all([
    db.query(
      `${SELECT} from agency_orders o ${where} order by o.updated_at desc, o.order_no limit ${filter.pageItems} offset ${offset}`,
      params,
    ),
    db.query(`select count(*)::int as n from agency_orders o ${where}`, params),
  ]);
  return [rows.rows.map(rowOf), total.rows[0].n];
}

/** One order with its tourists, when the scope may see it. */
export async function findAgencyOrder(
  db: pg.Pool,
  orderNo: string,
  scope: OrderScope,
): Promise<AgencyOrderDetail | undefined> {
  const { rows } = await db.query(
    `${SELECT}, o.guide_id_card as "guideIDCard", o.base_info as "baseInfo",
       o.priority_ticket_type_id as "priorityTicketTypeID", o.tourists as "touristList"
     from agency_orders o where o.order_no = $1`,
    [orderNo],
  );
  const row = rows[0];
  if (!row) return undefined;
  if (scope.agencyId !== null && row.travelAgencyID !== scope.agencyId) return undefined;
  if (scope.areas !== 'all' && !scope.areas.includes(row.scenicAreaID)) return undefined;
  return {
    ...rowOf(row),
    ...row,
    ...rowOf(row),
    statistics: statisticsOf(row.touristList),
  } as AgencyOrderDetail;
}

/** Amounts of the agency's submitted orders awaiting review and of its drafts (fen). */
export async function pendingAmounts(
  db: pg.Pool,
  agencyId: number,
): Promise<{ submitted: number; drafts: number }> {
  const { rows } = await db.query(
    `select coalesce(sum(amount) filter (where status = 1), 0)::int as submitted,
            coalesce(sum(amount) filter (where status = 0), 0)::int as drafts
     from agency_orders where travel_agency_id = $1`,
    [agencyId],
  );
  return rows[0];
}
