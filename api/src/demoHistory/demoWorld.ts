// What the demo history acts on, read from the demo seed's master data: the demo scenic area and its
// time zone and holidays, its ticket types, appointment slots and gates, the travel agency, and the
// demo users as the actors their sessions would make (the seller sells, the administrator approves,
// the agency user orders). Null when the demo area or what window sales need is missing.
import type pg from 'pg';
import { type Actor, areaScopeOf } from '../../../domain/auth/actor.ts';
import type { TicketKind } from '../../../domain/demoHistory/historyPlan.ts';
import { type AgencyRecord, findAgency } from '../agencies/matchCatalog.repository.ts';
import { categoryOf, findUserByAccount, flagsOf } from '../auth/userRecord.ts';

/** The demo ticket types by the kinds the plan speaks of (api/src/ticketTypes/ticketTypes.seed.ts). */
const TYPE_NAMES: Record<TicketKind | 'timed', string> = {
  adult: '成人票',
  child: '儿童票',
  group: '团体票',
  timed: '分时预约票',
};

export interface DemoType {
  id: number;
  price: number;
}

export interface DemoSlot {
  id: number;
  /** "HHMM" */
  start: string;
  end: string;
}

export interface DemoWorld {
  areaId: number;
  timeZone: string;
  busyDates: Set<string>;
  types: Record<TicketKind, DemoType> & { timed: DemoType | null };
  /** The morning and afternoon appointment slots (masterData seed), when both exist. */
  slots: Record<'morning' | 'afternoon', DemoSlot> | null;
  /** The entry and exit gates' device numbers (masterData seed), when both exist. */
  gates: { entry: string; exit: string } | null;
  seller: Actor;
  admin: Actor;
  agency: { record: AgencyRecord; user: Actor } | null;
}

async function actorOf(pool: pg.Pool, account: string, areaId: number): Promise<Actor | null> {
  const user = await findUserByAccount(pool, account);
  if (!user?.isEnable || user.scenicAreaId !== areaId) return null;
  const category = categoryOf(user);
  return {
    userId: user.id,
    account: user.account,
    category,
    areaScope: areaScopeOf(category, user.scenicAreaId),
    flags: flagsOf(user),
  };
}

async function agencyOf(pool: pg.Pool, areaId: number): Promise<DemoWorld['agency']> {
  const [user, found] = await Promise.all([
    actorOf(pool, 'agency', areaId),
    findUserByAccount(pool, 'agency'),
  ]);
  const record = found?.travelAgencyId ? await findAgency(pool, found.travelAgencyId) : undefined;
  return user && record?.isEnable && record.ordinaryTicketTypeID !== null ? { record, user } : null;
}

async function busyDatesOf(pool: pg.Pool, areaId: number): Promise<Set<string>> {
  const { rows } = await pool.query<{ day: string }>(
    `select to_char(d, 'YYYY-MM-DD') as day
       from holidays h, generate_series(h.start_date, h.end_date, interval '1 day') d
      where h.scenic_area_id = $1`,
    [areaId],
  );
  return new Set(rows.map((r) => r.day));
}

export async function demoWorldOf(pool: pg.Pool, areaName: string): Promise<DemoWorld | null> {
  const area = await pool.query<{ id: number; time_zone: string }>(
    'select id, time_zone from scenic_areas where name = $1 order by id limit 1',
    [areaName],
  );
  const found = area.rows[0];
  if (!found) return null;
  const areaId = found.id;
  const [types, slots, gates, seller, admin, agency, busyDates] = await Promise.all([
    pool.query<{ id: number; name: string; price: number }>(
      'select id, name, price from ticket_types where scenic_area_id = $1 and is_enable and name = any($2) order by id',
      [areaId, Object.values(TYPE_NAMES)],
    ),
    pool.query<DemoSlot & { name: string }>(
      `select id, name, start_period as start, end_period as end
         from appointment_configs where scenic_area_id = $1 and name in ('上午场', '下午场')`,
      [areaId],
    ),
    pool.query<{ device_no: string; direction: number }>(
      `select device_no, direction from devices
        where scenic_area_id = $1 and device_no in ('GATE-001', 'GATE-002')`,
      [areaId],
    ),
    actorOf(pool, 'seller', areaId),
    actorOf(pool, 'admin', areaId),
    agencyOf(pool, areaId),
    busyDatesOf(pool, areaId),
  ]);
  const type = (kind: keyof typeof TYPE_NAMES) => types.rows.find((t) => t.name === TYPE_NAMES[kind]) ?? null;
  const [adult, child, group] = [type('adult'), type('child'), type('group')];
  if (!adult || !child || !group || !seller || !admin) return null;
  const slot = (name: string) => slots.rows.find((s) => s.name === name);
  const [morning, afternoon] = [slot('上午场'), slot('下午场')];
  const gate = (direction: number) => gates.rows.find((g) => g.direction === direction)?.device_no;
  const [entry, exit] = [gate(0), gate(1)];
  return {
    areaId,
    timeZone: found.time_zone,
    busyDates,
    types: { adult, child, group, timed: type('timed') },
    slots: morning && afternoon ? { morning, afternoon } : null,
    gates: entry && exit ? { entry, exit } : null,
    seller,
    admin,
    agency,
  };
}
