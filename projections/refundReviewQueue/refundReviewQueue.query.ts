import type pg from 'pg';
import type { ReviewQueueFilter, ReviewQueueRow } from '../../domain/refunds/refund.schema.ts';

const SELECT = `select q.ticket_no as "ticketNo", q.order_no as "orderNo", q.scenic_area_id as "scenicAreaID",
  q.ticket_type_name as "ticketTypeName", q.amount, q.status::int as status,
  q.submitter_account as "submitterAccount", q.submitted_at as "submittedAt",
  q.reviewer_account as "reviewerAccount", q.reviewed_at as "reviewedAt", q.note, q.refund_no as "refundNo"
  from refund_review_queue q left join scenic_areas sa on sa.id = q.scenic_area_id`;
/** The submission's local day in its area's time zone. */
const DAY = `(q.submitted_at at time zone coalesce(sa.time_zone, 'Asia/Shanghai'))::date`;

export async function queryReviewQueue(
  db: pg.Pool,
  filter: ReviewQueueFilter,
  scope: number[] | 'all',
): Promise<[ReviewQueueRow[], number]> {
  const params: unknown[] = [];
  const clauses: string[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    clauses.push(sql.replaceAll('?', `$${params.length}`));
  };
  if (scope !== 'all') add('q.scenic_area_id = any(?)', scope);
  if (filter.scenicAreaID) add('q.scenic_area_id = ?', filter.scenicAreaID);
  if (filter.status !== undefined) add('q.status = ?', filter.status);
  if (filter.submitter) add(`q.submitter_account ilike ? || '%'`, filter.submitter);
  if (filter.ticketNo) add('q.ticket_no = ?', filter.ticketNo);
  if (filter.from) add(`${DAY} >= ?`, filter.from);
  if (filter.to) add(`${DAY} <= ?`, filter.to);
  const where = clauses.length ? `where ${clauses.join(' and ')}` : '';
  const limit = filter.pageItems;
  const offset = (filter.pageNumber - 1) * filter.pageItems;
  const [rows, total] = await Promise.all([
    db.query(
      `${SELECT} ${where} order by q.submitted_at desc, q.ticket_no limit ${limit} offset ${offset}`,
      params,
    ),
    db.query(
      `select count(*)::int as n from refund_review_queue q left join scenic_areas sa on sa.id = q.scenic_area_id ${where}`,
      params,
    ),
  ]);
  const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());
  return [
    rows.rows.map((r) => ({
      ...r,
      submittedAt: iso(r.submittedAt) as string,
      reviewedAt: iso(r.reviewedAt),
    })),
    total.rows[0].n,
  ];
}
