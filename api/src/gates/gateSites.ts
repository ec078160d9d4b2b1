// What a pass decision reads of master data (issue 13): the device by its number with its secret,
// zone and area, the area's calendar (time zone, holidays, pass schedules), verification categories
// and billing rules. Kept in a MasterDataCache: devices, schedules, holidays, categories, billing
// rules and secrets bump `master_data_version` (migration 060), so an edit reaches the very next pass.
import type pg from 'pg';
import type { GateDevice } from '../../../domain/gates/passContext.ts';
import type { StoredPeriods } from '../../../domain/masterData/passSchedule.schema.ts';
import { BillingRule } from '../../../domain/rules/billingRule.schema.ts';
import { billingRules } from '../rules/rules.repository.ts';
import { MasterDataCache } from '../sales/masterDataCache.ts';

export interface GateSite {
  device: GateDevice;
  /** The device's signing secret; null until one is issued on the device screen. */
  secret: string | null;
  timeZone: string;
  zone: { limitEnable: boolean; limitCount: number };
  /** The area's calendar, read under the same master-data version. */
  calendar: AreaCalendar;
}

export interface AreaCalendar {
  holidays: { startDate: string; endDate: string }[];
  schedules: ReadonlyMap<number, StoredPeriods>;
  /** Enabled verification modes by ticket type. */
  verificationModes: ReadonlyMap<number, 0 | 1 | 2 | 3>;
  /** Enabled billing rules by id (a stored-value card's timed stay, domain/cards/cardStay.ts). */
  billingRules: ReadonlyMap<number, BillingRule>;
}

export interface GateSites {
  /**
   * The device of this number with its area's calendar, or null when none is registered; `fresh`
   * reads the master-data version now instead of trusting the one read in the last
   * GATE_VERSION_TRUST_MS.
   */
  site(deviceNo: string, fresh?: boolean): Promise<GateSite | null>;
}

const SITE = `
select d.id, d.device_no, d.name, d.scenic_area_id, d.zone_id, z.name as zone_name, d.direction,
       d.door_mode, d.module_type, s.secret, a.time_zone, z.limit_enable,
       z.limit_count
  from devices d
  join zones z on z.id = d.zone_id
  join scenic_areas a on a.id = d.scenic_area_id
  left join device_secrets s on s.device_id = d.id
 where d.device_no = $1`;

/**
 * How long a gate trusts the master-data version it last read. A gate has no session lookup to fold
 * the version check into (the sale's way), and at hundreds of passes a second one more round trip
 * each is most of the work: so an edit of a schedule or a device reaches the gates within this
 * time. A secret just issued or a device just added is seen at once: the signature check asks
 * again, fresh, before refusing (api/src/gates/gateDevice.routes.ts).
 */
export const GATE_VERSION_TRUST_MS = 500;

export function gateSites(pool: pg.Pool, defaultTimeZone: string): GateSites {
  const cache = new MasterDataCache(pool);
  let version: { value: string; readAt: number } | undefined;
  async function view(fresh: boolean) {
    const now = performance.now();
    if (fresh || !version || now - version.readAt > GATE_VERSION_TRUST_MS) {
      version = { value: await cache.currentVersion(), readAt: now };
    }
    return cache.at(version.value);
  }
  return {
    async site(deviceNo, fresh = false) {
      const kept = await view(fresh);
      const found = await kept.one(`gate-site:${deviceNo}`, () => readSite(pool, deviceNo, defaultTimeZone));
      if (!found) return null;
      const area = found.device.scenicAreaId;
      return { ...found, calendar: await kept.one(`gate-calendar:${area}`, () => readCalendar(pool, area)) };
    },
  };
}

async function readSite(pool: pg.Pool, deviceNo: string, defaultTimeZone: string) {
  const { rows } = await pool.query({ name: 'gate_site', text: SITE, values: [deviceNo] });
  const r = rows[0];
  if (!r) return null;
  return {
    device: {
      id: r.id,
      deviceNo: r.device_no,
      name: r.name,
      scenicAreaId: r.scenic_area_id,
      zoneId: r.zone_id,
      zoneName: r.zone_name,
      lane: r.direction === 1 ? 1 : 0,
      doorMode: r.door_mode,
      moduleType: r.module_type,
    },
    secret: r.secret,
    timeZone: r.time_zone ?? defaultTimeZone,
    zone: { limitEnable: r.limit_enable, limitCount: r.limit_count },
  } satisfies Omit<GateSite, 'calendar'>;
}

async function readCalendar(pool: pg.Pool, scenicAreaId: number): Promise<AreaCalendar> {
  const [holidays, schedules, modes, billing] = await Promise.all([
    pool.query(
      `select to_char(start_date, 'YYYY-MM-DD') as "startDate", to_char(end_date, 'YYYY-MM-DD') as "endDate"
         from holidays where scenic_area_id = $1`,
      [scenicAreaId],
    ),
    pool.query('select id, periods from pass_schedules where scenic_area_id = $1', [scenicAreaId]),
    pool.query(
      `select ticket_type_id, verification_mode from verification_categories
        where scenic_area_id = $1 and is_enable and ticket_type_id is not null order by id`,
      [scenicAreaId],
    ),
    billingRules.all(pool, { scope: [scenicAreaId], where: [['t.is_enable = ?', true]] }),
  ]);
  return {
    holidays: holidays.rows,
    schedules: new Map(schedules.rows.map((r) => [r.id as number, r.periods as StoredPeriods])),
    verificationModes: new Map(modes.rows.map((r) => [r.ticket_type_id as number, r.verification_mode])),
    billingRules: new Map(billing.map((r) => [r.id, BillingRule.parse(r)])),
  };
}
