// What a ticket type points at: zones of its scenic area (always checked), and devices, pass
// schedules and billing rules, which belong to other features. Their tables may not exist yet, and
// their columns are theirs to name, so they are read whole as JSON (`to_jsonb`) when present and
// matched on `id`, `scenic_area_id` and `zone_id`.
import type pg from 'pg';
import type { ErrorCode } from '../../../domain/i18n/errorMessages.ts';
import type { TicketTypeInput } from '../../../domain/ticketTypes/ticketType.schema.ts';
import { photoIdOf } from '../../../domain/ticketTypes/ticketTypeFields.ts';
import { columnExists } from '../crud/auditedWrites.ts';
import { AppError } from '../http/appError.ts';

export interface Option {
  id: number;
  name: string;
  zoneID?: number | null;
}

const OPTIONAL_TABLES = {
  devices: 'devices',
  passSchedules: 'pass_schedules',
  billingRules: 'billing_rules',
} as const;
type OptionalKind = keyof typeof OPTIONAL_TABLES;

const NAME_KEYS = ['name', 'device_name', 'calc_rule_name', 'schedule_name', 'device_no'];

/** Rows of another feature's table as options, or null while that table does not exist. */
export async function optionalOptions(
  db: pg.Pool,
  kind: OptionalKind,
  scenicAreaId: number,
): Promise<Option[] | null> {
  const table = OPTIONAL_TABLES[kind];
  const exists = await db.query('select to_regclass($1) is not null as ok', [`public.${table}`]);
  if (!exists.rows[0].ok) return null;
  const { rows } = await db.query(`select to_jsonb(t) as j from ${table} t order by 1 limit 5000`);
  return rows
    .map((r) => r.j as Record<string, unknown>)
    .filter((j) => j.scenic_area_id === undefined || Number(j.scenic_area_id) === scenicAreaId)
    .map((j) => ({
      id: Number(j.id),
      name: String(NAME_KEYS.map((k) => j[k]).find((v) => typeof v === 'string' && v !== '') ?? j.id),
      zoneID: j.zone_id === undefined || j.zone_id === null ? null : Number(j.zone_id),
    }));
}

export async function zoneOptions(db: pg.Pool, scenicAreaId: number): Promise<Option[]> {
  const { rows } = await db.query('select id, name from zones where scenic_area_id = $1 order by id', [
    scenicAreaId,
  ]);
  return rows;
}

function refuse(code: ErrorCode, ids: number[]): never {
  throw new AppError(400, code, { ids: ids.join(', ') });
}

/** 400 when a zone, device, pass schedule, billing rule or photo is not the ticket type's to use. */
export async function checkReferences(db: pg.Pool, t: TicketTypeInput): Promise<void> {
  const zones = new Set((await zoneOptions(db, t.scenicAreaID)).map((z) => z.id));
  const strangers = t.zonePermissions.map((z) => z.zoneID).filter((id) => !zones.has(id));
  if (strangers.length) refuse('ZONE_NOT_IN_AREA', strangers);

  const devices = await optionalOptions(db, 'devices', t.scenicAreaID);
  if (devices) {
    const zoneOf = new Map(devices.map((d) => [d.id, d.zoneID]));
    const wrong = t.zonePermissions.flatMap((z) =>
      z.deviceIDs.filter((id) => !zoneOf.has(id) || (zoneOf.get(id) != null && zoneOf.get(id) !== z.zoneID)),
    );
    if (wrong.length) refuse('DEVICE_NOT_IN_ZONE', wrong);
  }
  for (const [kind, key] of [
    ['passSchedules', 'throughGroupID'],
    ['billingRules', 'billingRuleID'],
  ] as const) {
    const wanted = t.zonePermissions.map((z) => z[key]).filter((id): id is number => id !== null);
    const options = wanted.length ? await optionalOptions(db, kind, t.scenicAreaID) : null;
    if (!options) continue;
    const known = new Set(options.map((o) => o.id));
    const missing = wanted.filter((id) => !known.has(id));
    if (missing.length)
      refuse(kind === 'passSchedules' ? 'PASS_SCHEDULE_UNKNOWN' : 'BILLING_RULE_UNKNOWN', missing);
  }
  const photo = photoIdOf(t.headPhoto);
  if (photo !== null) {
    const { rowCount } = await db.query('select 1 from ticket_type_photos where id = $1', [photo]);
    if (!rowCount) refuse('PHOTO_UNKNOWN', [photo]);
  }
}

/** Where sold tickets and cards of a type show: the window's read models (a `tickets` table is a test's stand-in). */
const SOLD_IN = ['ticket_query', 'card_list', 'tickets'] as const;

/** Whether tickets or cards of this type were sold (the read models that list them; any that exists). */
export async function hasSoldTickets(db: pg.Pool | pg.PoolClient, ticketTypeId: number): Promise<boolean> {
  for (const table of SOLD_IN) {
    if (await soldIn(db, table, ticketTypeId)) return true;
  }
  return false;
}

async function soldIn(db: pg.Pool | pg.PoolClient, table: string, ticketTypeId: number): Promise<boolean> {
  if (!(await columnExists(db, table, 'ticket_type_id'))) return false;
  const sold = await db.query(`select 1 from ${table} where ticket_type_id = $1 limit 1`, [ticketTypeId]);
  return (sold.rowCount ?? 0) > 0;
}

/** Master data of other features that names a ticket type (their tables may not exist yet). */
const NAMED_BY = [
  ['price_difference_rules', 'ticket_type_id'],
  ['verification_categories', 'ticket_type_id'],
] as const;

/** Whether another feature's record still names the ticket type (deleting it is then refused). */
export async function namedElsewhere(db: pg.Pool | pg.PoolClient, ticketTypeId: number): Promise<boolean> {
  for (const [table, column] of NAMED_BY) {
    const { rows } = await db.query(
      `select 1 from information_schema.columns
        where table_schema = 'public' and table_name = $1 and column_name = $2`,
      [table, column],
    );
    if (!rows.length) continue;
    const used = await db.query(`select 1 from ${table} where ${column} = $1 limit 1`, [ticketTypeId]);
    if (used.rowCount) return true;
  }
  return false;
}
