// The agency ticket list (GET /api/ticketType/travelAgencyTicket): the enabled ticket types of the
// agency's scenic area with their concession matching rules (`ticketMatch`, `invalid` 1 when a rule
// is disabled), the ordinary type marked.
import type pg from 'pg';
import type { AgencyTicketRow } from '../../../domain/agencies/agency.schema.ts';
import type { AgencyRecord } from './matchCatalog.repository.ts';

export async function agencyTickets(
  db: pg.Pool,
  agency: AgencyRecord,
  q: { invalid: number; pageItems: number; pageNumber: number },
): Promise<[AgencyTicketRow[], number]> {
  const { rows } = await db.query(
    `select t.id, t.name as "ticketTypeName", t.price as "ticketPrice", t.display_price as "ticketDisplayPrice",
       t.fee_method::int as "ticketFeeMethod",
       coalesce((select json_agg(json_build_object('id', r.id, 'name', r.name,
         'invalid', case when r.is_enable then 0 else 1 end) order by r.id)
         from ticket_match_rules r where r.ticket_type_id = t.id and ($2 = 1 or r.is_enable)), '[]') as "ticketMatch"
     from ticket_types t where t.scenic_area_id = $1 and t.is_enable order by t.id`,
    [agency.scenicAreaID, q.invalid],
  );
  const all = rows.map((r) => {
    const concession = r.ticketMatch.some((m: { invalid: number }) => m.invalid === 0);
    return {
      ...r,
      isSettingTicketAuthorization: concession ? 1 : 0,
      isConcession: concession,
      isOrdinary: r.id === agency.ordinaryTicketTypeID,
    };
  });
  const offset = (q.pageNumber - 1) * q.pageItems;
  return [all.slice(offset, offset + q.pageItems), all.length];
}
