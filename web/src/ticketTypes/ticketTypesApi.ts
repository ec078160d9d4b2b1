// Calls of the ticket-type screens: list, add, edit, delete, enable, form options, photo upload,
// regional control and the region lookup for the cascader. The list and the writes go to the menu
// entry's path: `ticketType`, or a card entry's (`membershipCard`, `storedValueCard`).

import type { Ok, Page } from '../../../domain/http/replies.ts';
import type { RegionalControlRow, RegionNode } from '../../../domain/regions/regionalControl.schema.ts';
import type { TicketTypeDraft, TicketTypeRow } from '../../../domain/ticketTypes/ticketType.schema.ts';
import type {
  TicketTypeFormOptions,
  UploadedPhoto,
} from '../../../domain/ticketTypes/ticketTypeOptions.schema.ts';
import { HttpError, http, type Query, serverMessage } from '../api/http.ts';
import { postFile } from '../api/upload.ts';

export async function listTicketTypes(
  query: Query,
  entity = 'ticketType',
): Promise<[TicketTypeRow[], number]> {
  return (await http.get<Page<TicketTypeRow>>(`/api/${entity}`, query)).data;
}

export async function saveTicketType(
  draft: TicketTypeDraft,
  id?: number,
  entity = 'ticketType',
): Promise<TicketTypeRow> {
  const reply = id
    ? await http.post<Ok<TicketTypeRow>>(`/api/${entity}/edit`, { ...draft, id })
    : await http.post<Ok<TicketTypeRow>>(`/api/${entity}/add`, draft);
  return reply.data;
}

export async function deleteTicketType(id: number, entity = 'ticketType'): Promise<void> {
  await http.post(`/api/${entity}/delete`, { id });
}

export async function enableTicketType(id: number, isEnable: 0 | 1, entity = 'ticketType'): Promise<void> {
  await http.post(`/api/${entity}/enable`, { id, isEnable });
}

export async function formOptions(scenicAreaID?: number | null): Promise<TicketTypeFormOptions> {
  const query = scenicAreaID ? { scenicAreaID } : undefined;
  return (await http.get<Ok<TicketTypeFormOptions>>('/api/ticketType/options', query)).data;
}

/** Uploads one photo (multipart); answers its URL for `headPhoto`. */
export async function uploadPhoto(file: Blob, fileName: string): Promise<string> {
  return (await postFile<Ok<UploadedPhoto>>('/api/ticketType/photo', file, fileName)).data.url;
}

export async function listRegionalControl(ticketTypeID?: number): Promise<[RegionalControlRow[], number]> {
  const query = { pageItems: 9999, pageNumber: 1, ticketTypeID };
  return (await http.get<Page<RegionalControlRow>>('/api/regionalControl', query)).data;
}

export async function addRegions(ticketTypeID: number, regionCodes: string[]): Promise<void> {
  await http.post('/api/regionalControl/add', { ticketTypeID, regionCodes });
}

export async function authoriseRegion(id: number, isAuthorised: 0 | 1): Promise<void> {
  await http.post('/api/regionalControl/authorise', { id, isAuthorised });
}

export async function deleteRegion(id: number): Promise<void> {
  await http.post('/api/regionalControl/delete', { id });
}

export async function regionChildren(parent?: string): Promise<RegionNode[]> {
  return (await http.get<Page<RegionNode>>('/api/regions', { parent })).data[0];
}

/** The message to show for a failed call: the server's, else the generic one. */
export function failure(err: unknown, fallback: string): string {
  return (err instanceof HttpError && serverMessage(err.body)) || fallback;
}
