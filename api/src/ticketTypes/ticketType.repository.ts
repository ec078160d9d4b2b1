// Ticket types with their zone permissions and free-pass rule (plain SQL). Columns are snake_case;
// rows leave in the spec's field names (TicketTypeRow).
import type pg from 'pg';
import type { AdvancedParams } from '../../../domain/ticketTypes/advancedParams.schema.ts';
import { AdvancedParamsFields } from '../../../domain/ticketTypes/advancedParams.schema.ts';
import type { TicketTypeInput, TicketTypeRow } from '../../../domain/ticketTypes/ticketType.schema.ts';
import type { SalePlatform } from '../../../domain/ticketTypes/ticketTypeCodes.ts';
import { VISITOR_PLATFORMS } from '../../../domain/ticketTypes/ticketTypeCodes.ts';
import { PHOTO_PATH, photoIdOf } from '../../../domain/ticketTypes/ticketTypeFields.ts';
import type { TicketTypeFilter } from '../../../domain/ticketTypes/ticketTypeQuery.schema.ts';

type Db = pg.Pool | pg.PoolClient;
type Row = Record<string, unknown>;

const SELECT = `
  select t.*, to_char(t.starting_date, 'YYYY-MM-DD') as starting_date_text, s.name as scenic_area_name,
         f.min_age, f.area_name, f.pass_mode,
         (select count(*)::int from ticket_type_regions r where r.ticket_type_id = t.id and r.is_authorised)
           as authorised_regions
    from ticket_types t
    join scenic_areas s on s.id = t.scenic_area_id
    left join ticket_type_free_pass f on f.ticket_type_id = t.id`;

const flag = (v: unknown): 0 | 1 => (v ? 1 : 0);

function toRow(r: Row, zones: TicketTypeRow['zonePermissions']): TicketTypeRow {
  return {
    id: r.id as number,
    scenicAreaID: r.scenic_area_id as number,
    scenicAreaName: r.scenic_area_name as string,
    ticketTypeName: r.name as string,
    ticketDisplayPrice: r.display_price as number,
    ticketPrice: r.price as number,
    ticketMedium: r.medium as number,
    ticketFeeMethod: r.fee_method as number,
    ticketCate: r.cate as number,
    ticketTypeStartingType: r.starting_type as number,
    ticketTypeStartingDate: (r.starting_date_text as string | null) ?? null,
    ticketUseDays: r.use_days as number,
    refundRuleID: (r.refund_rule_id as number | null) ?? null,
    limitCount: r.limit_count as number,
    patchCard: r.patch_card_fee as number,
    salePlatforms: r.sale_platforms as SalePlatform[],
    headPhoto: r.head_photo_id ? `${PHOTO_PATH}${r.head_photo_id}` : '',
    ticketAudioEnable: flag(r.audio_enable),
    isEnable: flag(r.is_enable),
    zonePermissions: zones,
    // Documents written before a field existed get its default.
    advanced: AdvancedParamsFields.parse(r.advanced ?? {}),
    freePassRule:
      r.min_age === null || r.min_age === undefined
        ? null
        : { minAge: r.min_age as number, areaName: r.area_name as string, passMode: r.pass_mode as number },
    authorisedRegionCount: r.authorised_regions as number,
  };
}

async function zonesOf(db: Db, ids: number[]): Promise<Map<number, TicketTypeRow['zonePermissions']>> {
  const byType = new Map<number, TicketTypeRow['zonePermissions']>();
  if (ids.length === 0) return byType;
  const { rows } = await db.query(
    `select p.*, z.name as zone_name from ticket_zone_permissions p join zones z on z.id = p.zone_id
      where p.ticket_type_id = any($1) order by p.ticket_type_id, p.position`,
    [ids],
  );
  for (const r of rows) {
    const list = byType.get(r.ticket_type_id) ?? [];
    list.push({
      zoneID: r.zone_id,
      zoneName: r.zone_name,
      deviceIDs: r.device_ids,
      useTimesByDay: r.use_times_by_day,
      useTimes: r.use_times,
      ticketValidDays: r.valid_days,
      ticketValidTime: r.valid_time,
      throughGroupID: r.pass_schedule_id,
      billingRuleID: r.billing_rule_id,
      isloadedTicket: flag(r.is_loaded_ticket),
      totalTime: r.total_time,
      totalday: r.total_day,
      pair: flag(r.pair),
      direction: r.direction,
    });
    byType.set(r.ticket_type_id, list);
  }
  return byType;
}

async function withZones(db: Db, rows: Row[]): Promise<TicketTypeRow[]> {
  const zones = await zonesOf(
    db,
    rows.map((r) => r.id as number),
  );
  return rows.map((r) => toRow(r, zones.get(r.id as number) ?? []));
}

function where(filter: TicketTypeFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const clauses: string[] = [];
  const add = (clause: string, value: unknown) => {
    params.push(value);
    clauses.push(clause.replace('?', `$${params.length}`));
  };
  if (filter.areaIds !== 'all') add('t.scenic_area_id = any(?)', filter.areaIds);
  if (filter.ticketCates?.length) add('t.cate = any(?)', filter.ticketCates);
  if (filter.ticketFeeMethod !== undefined) add('t.fee_method = ?', filter.ticketFeeMethod);
  if (filter.visitorPlatformsOnly) add('t.sale_platforms && ?', VISITOR_PLATFORMS);
  if (filter.isEnable !== undefined) add('t.is_enable = ?', filter.isEnable === 1);
  if (filter.ticketTypeName) add(`t.name ilike '%' || ? || '%'`, filter.ticketTypeName);
  return { sql: clauses.length ? `where ${clauses.join(' and ')}` : '', params };
}

export async function listTicketTypes(db: Db, filter: TicketTypeFilter): Promise<[TicketTypeRow[], number]> {
  const { sql, params } = where(filter);
  const total = await db.query(`select count(*)::int as n from ticket_types t ${sql}`, params);
  const page = await db.query(
    `${SELECT} ${sql} order by t.id limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, filter.limit, filter.offset],
  );
  return [await withZones(db, page.rows), total.rows[0].n];
}

export async function findTicketType(db: Db, id: number): Promise<TicketTypeRow | null> {
  const { rows } = await db.query(`${SELECT} where t.id = $1`, [id]);
  return rows.length ? (await withZones(db, rows))[0]! : null;
}

/** The ticket types of `ids` that exist (two queries however many: a sale's lines). */
export async function findTicketTypes(db: Db, ids: number[]): Promise<TicketTypeRow[]> {
  const { rows } = await db.query(`${SELECT} where t.id = any($1::int[])`, [ids]);
  return rows.length ? withZones(db, rows) : [];
}

function columns(t: TicketTypeInput): unknown[] {
  return [
    t.scenicAreaID,
    t.ticketTypeName,
    t.ticketDisplayPrice,
    t.ticketPrice,
    t.ticketMedium,
    t.ticketFeeMethod,
    t.ticketCate,
    t.ticketTypeStartingType,
    t.ticketTypeStartingDate,
    t.ticketUseDays,
    t.refundRuleID,
    t.limitCount,
    t.patchCard,
    t.salePlatforms,
    photoIdOf(t.headPhoto),
    t.ticketAudioEnable === 1,
    t.isEnable === 1,
    JSON.stringify(t.advanced satisfies AdvancedParams),
  ];
}

const COLUMNS = `scenic_area_id, name, display_price, price, medium, fee_method, cate, starting_type,
  starting_date, use_days, refund_rule_id, limit_count, patch_card_fee, sale_platforms, head_photo_id,
  audio_enable, is_enable, advanced`;

async function writeParts(tx: pg.PoolClient, id: number, t: TicketTypeInput): Promise<void> {
  await tx.query('delete from ticket_zone_permissions where ticket_type_id = $1', [id]);
  for (const [i, z] of t.zonePermissions.entries()) {
    await tx.query(
      `insert into ticket_zone_permissions (ticket_type_id, zone_id, position, device_ids, use_times_by_day,
         use_times, valid_days, valid_time, pass_schedule_id, billing_rule_id, is_loaded_ticket,
         total_time, total_day, pair, direction)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
      [
        id,
        z.zoneID,
        i,
        z.deviceIDs,
        z.useTimesByDay,
        z.useTimes,
        z.ticketValidDays,
        z.ticketValidTime,
        z.throughGroupID,
        z.billingRuleID,
        z.isloadedTicket === 1,
        z.totalTime,
        z.totalday,
        z.pair === 1,
        z.direction,
      ],
    );
  }
  await tx.query('delete from ticket_type_free_pass where ticket_type_id = $1', [id]);
  if (t.freePassRule) {
    const f = t.freePassRule;
    await tx.query(
      'insert into ticket_type_free_pass (ticket_type_id, min_age, area_name, pass_mode) values ($1, $2, $3, $4)',
      [id, f.minAge, f.areaName, f.passMode],
    );
  }
}

export async function insertTicketType(tx: pg.PoolClient, t: TicketTypeInput): Promise<number> {
  const values = columns(t);
  const { rows } = await tx.query(
    `insert into ticket_types (${COLUMNS}) values (${values.map((_, i) => `$${i + 1}`).join(', ')}) returning id`,
    values,
  );
  await writeParts(tx, rows[0].id, t);
  return rows[0].id;
}

export async function updateTicketType(tx: pg.PoolClient, id: number, t: TicketTypeInput): Promise<void> {
  const values = columns(t);
  const sets = COLUMNS.split(',').map((c, i) => `${c.trim()} = $${i + 2}`);
  await tx.query(`update ticket_types set ${sets.join(', ')}, updated_at = now() where id = $1`, [
    id,
    ...values,
  ]);
  await writeParts(tx, id, t);
}

export async function setTicketTypeEnabled(tx: pg.PoolClient, id: number, isEnable: 0 | 1): Promise<void> {
  await tx.query('update ticket_types set is_enable = $2, updated_at = now() where id = $1', [
    id,
    isEnable === 1,
  ]);
}

export async function deleteTicketType(tx: pg.PoolClient, id: number): Promise<void> {
  await tx.query('delete from ticket_types where id = $1', [id]);
}
