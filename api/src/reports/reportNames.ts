// The names a report's rows show for the ids they are grouped by (issue 17): read from master data
// when the answer is built, so a renamed type shows its new name. An id with no row left shows as
// `#<id>`; 0 names nothing (no seller: a visitor's or agency's sale; no device: the window).
import type pg from 'pg';
import type { ReportGroupBy } from '../../../domain/reports/reportQuery.schema.ts';
import type { NameOf } from './reportRows.ts';

const NAME_SQL: Partial<Record<ReportGroupBy, string>> = {
  ticketType: 'select id, name from ticket_types where id = any($1)',
  seller: 'select id, account as name from users where id = any($1)',
  zone: 'select id, name from zones where id = any($1)',
  device: 'select id, name from devices where id = any($1)',
  scenicArea: 'select id, name from scenic_areas where id = any($1)',
};

export async function namesOf(db: pg.Pool, groupBy: ReportGroupBy, keys: Iterable<string>): Promise<NameOf> {
  const sql = NAME_SQL[groupBy];
  const ids = [...keys].map(Number).filter((id) => Number.isSafeInteger(id) && id > 0);
  if (!sql || ids.length === 0) return () => null;
  const { rows } = await db.query(sql, [ids]);
  const names = new Map<number, string>(rows.map((r) => [r.id, r.name]));
  return (id) => (id > 0 ? (names.get(id) ?? `#${id}`) : null);
}
