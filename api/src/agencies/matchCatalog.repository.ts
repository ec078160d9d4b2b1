// What matching reads of master data, once per request: the agency (scenic area, ordinary type),
// the concession types of its scenic area with their enabled rules, free-pass rule and regional
// control, and the ordinary type. Five small queries; every tourist is then matched in memory.
import type pg from 'pg';
import type {
  ConcessionRule,
  MatchCatalog,
  MatchTicketType,
} from '../../../domain/agencies/ticketMatcher.ts';
import { AppError } from '../http/appError.ts';

export interface AgencyRecord {
  id: number;
  name: string;
  scenicAreaID: number;
  isEnable: boolean;
  ordinaryTicketTypeID: number | null;
}

export async function findAgency(db: pg.Pool, id: number): Promise<AgencyRecord | undefined> {
  const { rows } = await db.query(
    `select id, name, scenic_area_id as "scenicAreaID", is_enable as "isEnable",
       ordinary_ticket_type_id as "ordinaryTicketTypeID" from travel_agencies where id = $1`,
    [id],
  );
  return rows[0];
}

export async function loadMatchCatalog(db: pg.Pool, agency: AgencyRecord): Promise<MatchCatalog> {
  const area = agency.scenicAreaID;
  const [rules, types] = await Promise.all([
    db.query(
      `select r.id, r.ticket_type_id as "ticketTypeID", r.name, r.min_age as "minAge", r.max_age as "maxAge",
         r.min_height as "minHeight", r.max_height as "maxHeight",
         r.needs_supporting_materials as "needsSupportingMaterials", r.region_codes as "regionCodes"
       from ticket_match_rules r join ticket_types t on t.id = r.ticket_type_id
       where r.scenic_area_id = $1 and r.is_enable and t.is_enable order by r.id`,
      [area],
    ),
    db.query(
      `select t.id, t.name as "ticketTypeName", t.price as "ticketPrice",
         fp.min_age as "minAge", fp.area_name as "areaName", fp.pass_mode as "passMode",
         coalesce((select json_agg(json_build_object('regionCode', g.region_code,
           'isAuthorised', case when g.is_authorised then 1 else 0 end))
           from ticket_type_regions g where g.ticket_type_id = t.id), '[]') as regions
       from ticket_types t left join ticket_type_free_pass fp on fp.ticket_type_id = t.id
       where t.scenic_area_id = $1 and t.is_enable
         and (t.id = $2 or t.id in (select ticket_type_id from ticket_match_rules where scenic_area_id = $1 and is_enable))`,
      [area, agency.ordinaryTicketTypeID ?? 0],
    ),
  ]);
  const rulesOf = new Map<number, ConcessionRule[]>();
  for (const r of rules.rows) rulesOf.set(r.ticketTypeID, [...(rulesOf.get(r.ticketTypeID) ?? []), r]);
  const typeOf = (t: Record<string, unknown>): MatchTicketType => ({
    id: t.id as number,
    ticketTypeName: t.ticketTypeName as string,
    ticketPrice: t.ticketPrice as number,
    rules: rulesOf.get(t.id as number) ?? [],
    freePassRule:
      t.minAge === null
        ? null
        : { minAge: t.minAge as number, areaName: t.areaName as string, passMode: t.passMode as number },
    regions: (t.regions as MatchTicketType['regions']).map((g) => ({
      ...g,
      regionCode: g.regionCode.trim(),
    })),
  });
  const all = types.rows.map(typeOf);
  return {
    concessions: all.filter((t) => t.rules.length > 0),
    ordinary: all.find((t) => t.id === agency.ordinaryTicketTypeID) ?? null,
  };
}

/** The agency, enabled (404 / 409 otherwise). */
export async function enabledAgency(db: pg.Pool, id: number): Promise<AgencyRecord> {
  const agency = await findAgency(db, id);
  if (!agency) throw new AppError(404, 'AGENCY_NOT_FOUND');
  if (!agency.isEnable) throw new AppError(409, 'AGENCY_DISABLED');
  return agency;
}
