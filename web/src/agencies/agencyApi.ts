// Calls of the travel-agency screens (spec 002 §7; issue 15), typed with the schemas of
// domain/agencies. Agency calls answer `{ res_code: 'success', res_msg, data }`; refusals are the
// usual `{ code, message }` with a 4xx status (HttpError, its message translated).

import type {
  AgencyCredit,
  AgencyTicketRow,
  RechargeCredit,
} from '../../../domain/agencies/agency.schema.ts';
import { TEMPLATE_FILE_NAME } from '../../../domain/agencies/agencyCodes.ts';
import type {
  AgencyOrderDetail,
  ApproveAgencyOrder,
  ImportCreateOrderDraft,
  ImportCreateOrderResult,
  ImportPreview,
  RejectAgencyOrder,
  ReviewResult,
} from '../../../domain/agencies/agencyOrder.schema.ts';
import type { AgencyOk } from '../../../domain/agencies/agencyReply.ts';
import type { MatchResult, MatchTicketTypeDraft } from '../../../domain/agencies/ticketMatch.schema.ts';
import type { TouristRow } from '../../../domain/agencies/touristRow.schema.ts';
import type { Ok, Page } from '../../../domain/http/replies.ts';
import { http } from '../api/http.ts';
import { postFile } from '../api/upload.ts';
import { getSession } from '../auth/session.ts';
import { download } from '../masterData/masterDataApi.ts';

/** The signed-in agency user's agency, account and scenic area (the agency's; null for staff). */
export function ownAgency(): { travelAgencyID: number; accountID: number; scenicAreaID: number } | null {
  const user = getSession()?.user;
  const agency = user?.options.travelAgency;
  const area = user?.scenicArea?.id;
  return user && agency && area !== undefined
    ? { travelAgencyID: agency.id, accountID: user.id, scenicAreaID: area }
    : null;
}

export async function agencyCredit(travelAgencyID: number, signal?: AbortSignal): Promise<AgencyCredit> {
  return (
    await http.post<AgencyOk<AgencyCredit>>(
      '/api/travelAgency/unhandledOrderAmount',
      { travelAgencyID },
      { signal },
    )
  ).data;
}

export async function agencyTickets(travelAgencyID: number): Promise<AgencyTicketRow[]> {
  const query = { travelAgencyID, invalid: 0, pageNumber: 1, pageItems: 9999 };
  return (await http.get<Page<AgencyTicketRow>>('/api/ticketType/travelAgencyTicket', query)).data[0];
}

export const downloadTemplate = (ticketTypeID: number | null) =>
  download('/api/travelAgency/importTemplate', { ticketTypeID }, TEMPLATE_FILE_NAME);

export async function importPreview(
  file: File,
  travelAgencyID: number,
  ticketTypeID: number | null,
): Promise<ImportPreview> {
  const query = ticketTypeID === null ? { travelAgencyID } : { travelAgencyID, ticketTypeID };
  return (await postFile<AgencyOk<ImportPreview>>('/api/travelAgency/importPreview', file, file.name, query))
    .data;
}

export async function matchTicketType(body: MatchTicketTypeDraft): Promise<MatchResult> {
  return (await http.post<AgencyOk<MatchResult>>('/api/ticketMatch/travelAgencyMatchTicketType', body)).data;
}

export async function importCreateOrder(body: ImportCreateOrderDraft): Promise<ImportCreateOrderResult> {
  return (await http.post<AgencyOk<ImportCreateOrderResult>>('/api/travelAgency/importCreateOrder', body))
    .data;
}

/** Matches a checked tourist for the agency, preferring the chosen concession type, at the first play date. */
export function matchTourist(
  row: TouristRow,
  at: { travelAgencyID: number; ticketTypeID: number | null; playDate?: string },
): Promise<MatchResult> {
  return matchTicketType({
    ...at,
    idCardNum: row.IDCard,
    certificateType: row.certificateType,
    height: row.height,
    supportingMaterials: row.supportingMaterials,
  });
}

export async function agencyOrder(orderNo: string): Promise<AgencyOrderDetail> {
  return (await http.get<Ok<AgencyOrderDetail>>(`/api/travelAgency/orders/${encodeURIComponent(orderNo)}`))
    .data;
}

export async function approveOrder(body: ApproveAgencyOrder): Promise<ReviewResult> {
  return (await http.post<Ok<ReviewResult>>('/api/travelAgency/review/approve', body)).data;
}

export async function rejectOrder(body: RejectAgencyOrder): Promise<ReviewResult> {
  return (await http.post<Ok<ReviewResult>>('/api/travelAgency/review/reject', body)).data;
}

export async function rechargeCredit(body: RechargeCredit): Promise<void> {
  await http.post('/api/travelAgency/recharge', body);
}
