// The CRUD tables of travel-agency master data: agencies (menu travelAgencyMenu4) and the
// concession matching rules (menu ticketMatch), with their in-use and reference checks.
import type { AgencyRow } from '../../../domain/agencies/agency.schema.ts';
import type { ConcessionRuleRow } from '../../../domain/agencies/ticketMatch.schema.ts';
import type { ErrorCode } from '../../../domain/i18n/errorMessages.ts';
import { exists } from '../crud/auditedWrites.ts';
import { type Db, defineTable } from '../crud/crudTable.ts';
import { AppError } from '../http/appError.ts';

export const agencies = defineTable<AgencyRow>({
  entity: 'travelAgency',
  table: 'travel_agencies',
  areaColumn: 'scenic_area_id',
  areaOf: (row) => row.scenicAreaID,
  columns: [
    { field: 'id', column: 'id' },
    { field: 'scenicAreaID', column: 'scenic_area_id' },
    { field: 'name', column: 'name' },
    { field: 'travelAgencyName', select: 't.name' },
    { field: 'contactName', column: 'contact_name' },
    { field: 'contactPhone', column: 'contact_phone' },
    { field: 'ordinaryTicketTypeID', column: 'ordinary_ticket_type_id' },
    {
      field: 'ordinaryTicketTypeName',
      select: '(select name from ticket_types where id = t.ordinary_ticket_type_id)',
    },
    { field: 'isEnable', column: 'is_enable' },
    { field: 'remark', column: 'remark' },
  ],
  orderBy: 't.id',
});

export const concessionRules = defineTable<ConcessionRuleRow>({
  entity: 'ticketMatchRule',
  table: 'ticket_match_rules',
  areaColumn: 'scenic_area_id',
  areaOf: (row) => row.scenicAreaID,
  columns: [
    { field: 'id', column: 'id' },
    { field: 'scenicAreaID', column: 'scenic_area_id' },
    { field: 'ticketTypeID', column: 'ticket_type_id' },
    { field: 'ticketTypeName', select: '(select name from ticket_types where id = t.ticket_type_id)' },
    { field: 'name', column: 'name' },
    { field: 'minAge', column: 'min_age' },
    { field: 'maxAge', column: 'max_age' },
    { field: 'minHeight', column: 'min_height' },
    { field: 'maxHeight', column: 'max_height' },
    { field: 'needsSupportingMaterials', column: 'needs_supporting_materials' },
    { field: 'regionCodes', column: 'region_codes' },
    { field: 'isEnable', column: 'is_enable' },
    { field: 'remark', column: 'remark' },
  ],
  orderBy: 't.id',
});

/** A ticket type named by an agency or a rule belongs to the same scenic area (400 otherwise). */
export async function checkTicketTypeInArea(
  db: Db,
  ticketTypeId: number | null,
  areaId: number,
): Promise<void> {
  if (ticketTypeId === null) return;
  const { rowCount } = await db.query('select 1 from ticket_types where id = $1 and scenic_area_id = $2', [
    ticketTypeId,
    areaId,
  ]);
  if (!rowCount) throw new AppError(400, 'AGENCY_TICKET_TYPE_UNAVAILABLE', { ticketTypeID: ticketTypeId });
}

/** An agency with users, orders or recharges is not deleted (disable it instead). */
export async function agencyInUse(db: Db, agency: AgencyRow): Promise<ErrorCode | undefined> {
  if (await exists(db, 'select 1 from users where travel_agency_id = $1', agency.id))
    return 'AGENCY_HAS_USERS';
  const streams = `select 1 from agency_credit where travel_agency_id = $1
                   union all select 1 from agency_orders where travel_agency_id = $1`;
  return (await exists(db, streams, agency.id)) ? 'AGENCY_HAS_ORDERS' : undefined;
}
