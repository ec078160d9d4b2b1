// Regional control rows (ticket_type_regions) with the ticket type's name and scenic area.
import type pg from 'pg';
import type { RegionalControlRow } from '../../../domain/regions/regionalControl.schema.ts';
import { regionFullName } from '../../../domain/regions/regions.ts';

type Db = pg.Pool | pg.PoolClient;

const SELECT = `
  select r.id, r.ticket_type_id, r.region_code, r.is_authorised, t.name, t.scenic_area_id
    from ticket_type_regions r join ticket_types t on t.id = r.ticket_type_id`;

function toRow(r: Record<string, unknown>): RegionalControlRow {
  const code = String(r.region_code);
  return {
    id: r.id as number,
    ticketTypeID: r.ticket_type_id as number,
    ticketTypeName: r.name as string,
    scenicAreaID: r.scenic_area_id as number,
    regionCode: code,
    regionName: regionFullName(code) || code,
    isAuthorised: r.is_authorised ? 1 : 0,
  };
}

export async function listRegionalControl(
  db: Db,
  filter: { areaIds: number[] | 'all'; ticketTypeId?: number; limit: number; offset: number },
): Promise<[RegionalControlRow[], number]> {
  const params: unknown[] = [];
  const clauses: string[] = [];
  if (filter.areaIds !== 'all') clauses.push(`t.scenic_area_id = any($${params.push(filter.areaIds)})`);
  if (filter.ticketTypeId) clauses.push(`r.ticket_type_id = $${params.push(filter.ticketTypeId)}`);
  const where = clauses.length ? `where ${clauses.join(' and ')}` : '';
  const total = await db.query(
    `select count(*)::int as n from ticket_type_regions r join ticket_types t on t.id = r.ticket_type_id ${where}`,
    params,
  );
  const { rows } = await db.query(
    `${SELECT} ${where} order by r.ticket_type_id, r.region_code
      limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, filter.limit, filter.offset],
  );
  return [rows.map(toRow), total.rows[0].n];
}

export async function findRegionalControl(db: Db, id: number): Promise<RegionalControlRow | null> {
  const { rows } = await db.query(`${SELECT} where r.id = $1`, [id]);
  return rows.length ? toRow(rows[0]) : null;
}

/** Codes of `codes` the ticket type already has. */
export async function existingRegionCodes(db: Db, ticketTypeId: number, codes: string[]): Promise<string[]> {
  const { rows } = await db.query(
    'select region_code from ticket_type_regions where ticket_type_id = $1 and region_code = any($2)',
    [ticketTypeId, codes],
  );
  return rows.map((r) => String(r.region_code));
}

export async function insertRegions(
  tx: pg.PoolClient,
  ticketTypeId: number,
  codes: string[],
): Promise<number[]> {
  const { rows } = await tx.query(
    `insert into ticket_type_regions (ticket_type_id, region_code)
     select $1, code from unnest($2::text[]) as code returning id`,
    [ticketTypeId, codes],
  );
  return rows.map((r) => r.id as number);
}

export async function setRegionAuthorised(tx: pg.PoolClient, id: number, isAuthorised: 0 | 1): Promise<void> {
  await tx.query('update ticket_type_regions set is_authorised = $2 where id = $1', [id, isAuthorised === 1]);
}

/** Deletes an unticked region; false when it is (or meanwhile became) ticked. */
export async function deleteUntickedRegion(tx: pg.PoolClient, id: number): Promise<boolean> {
  const { rowCount } = await tx.query('delete from ticket_type_regions where id = $1 and not is_authorised', [
    id,
  ]);
  return (rowCount ?? 0) > 0;
}
