import type pg from 'pg';
import type { RechargeQuery, RechargeRecord } from '../../domain/agencies/agency.schema.ts';
import type { OrderScope } from '../agencyOrders/agencyOrders.query.ts';

/** The agency's balance and held amount (0 before any recharge). */
export async function creditOf(db: pg.Pool, agencyId: number): Promise<{ balance: number; held: number }> {
  const { rows } = await db.query(
    'select balance::int as balance, held::int as held from agency_credit where travel_agency_id = $1',
    [agencyId],
  );
  return rows[0] ?? { balance: 0, held: 0 };
}

/** The enabled agencies of a scenic area that have a credit account (a sale on credit names one). */
export async function creditAgencies(
  db: pg.Pool,
  scenicAreaId: number,
): Promise<{ id: number; name: string }[]> {
  const { rows } = await db.query(
    `select a.id, a.name from travel_agencies a join agency_credit c on c.travel_agency_id = a.id
      where a.scenic_area_id = $1 and a.is_enable order by a.name, a.id`,
    [scenicAreaId],
  );
  return rows;
}

export async function queryRecharges(
  db: pg.Pool,
  filter: RechargeQuery,
  scope: OrderScope,
): Promise<[RechargeRecord[], number]> {
  const params: unknown[] = [];
  const clauses: string[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    clauses.push(sql.replaceAll('?', `$${params.length}`));
  };
  if (scope.agencyId !== null) add('r.travel_agency_id = ?', scope.agencyId);
  if (scope.areas !== 'all') add('r.scenic_area_id = any(?)', scope.areas);
  if (filter.travelAgencyID) add('r.travel_agency_id = ?', filter.travelAgencyID);
  if (filter.from) add('r.recharged_at >= ?::date', filter.from);
  if (filter.to) add(`r.recharged_at < ?::date + 1`, filter.to);
  const where = clauses.length ? `where ${clauses.join(' and ')}` : '';
  const offset = (filter.pageNumber - 1) * filter.pageItems;
  const from = 'from agency_recharges r left join travel_agencies a on a.id = r.travel_agency_id';
  const [rows, total] = await Promise.all([
    db.query(
      `select r.recharge_no as "rechargeNo", r.travel_agency_id as "travelAgencyID",
         coalesce(a.name, '') as "travelAgencyName", r.amount, r.balance_after::int as "balanceAfter",
         r.operator, r.remark, r.recharged_at as "rechargedAt"
       ${from} ${where} order by r.recharged_at desc, r.recharge_no limit ${filter.pageItems} offset ${offset}`,
      params,
    ),
    db.query(`select count(*)::int as n ${from} ${where}`, params),
  ]);
  return [
    rows.rows.map((r) => ({ ...r, rechargedAt: new Date(r.rechargedAt).toISOString() })),
    total.rows[0].n,
  ];
}
