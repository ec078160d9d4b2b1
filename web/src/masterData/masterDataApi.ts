// Calls of the master-data screens in the spec's style: GET /api/<entity> (pageItems, pageNumber,
// filters) → { msg, data: [rows, total] }; POST /api/<entity>/{add,edit,delete,enable}; and the
// device spreadsheets (upload and downloads carry the token and the language like every call).

import type { Ok, Page } from '../../../domain/http/replies.ts';
import type { DeviceImportResult, ImportRowProblem } from '../../../domain/masterData/device.schema.ts';
import { HttpError, http, NetworkError, type Query } from '../api/http.ts';
import { getToken } from '../auth/session.ts';
import { storedLanguage } from '../i18n/i18n.ts';

export interface Identified {
  id: number;
}

export async function listRows<Row>(entity: string, query: Query): Promise<[Row[], number]> {
  return (await http.get<Page<Row>>(`/api/${entity}`, query)).data;
}

/** Every row of a list (for pickers), up to 1000. */
export async function allRows<Row>(entity: string, query: Query = {}): Promise<Row[]> {
  return (await listRows<Row>(entity, { ...query, pageItems: 1000, pageNumber: 1 }))[0];
}

export async function saveRow<Row>(entity: string, body: object, id?: number): Promise<Row> {
  const path = id === undefined ? `/api/${entity}/add` : `/api/${entity}/edit`;
  return (await http.post<Ok<Row>>(path, id === undefined ? body : { ...body, id })).data;
}

export async function deleteRow(entity: string, id: number): Promise<void> {
  await http.post(`/api/${entity}/delete`, { id });
}

export async function enableRow(entity: string, id: number, isEnable: boolean): Promise<void> {
  await http.post(`/api/${entity}/enable`, { id, isEnable });
}

function authHeaders(): Record<string, string> {
  const headers: Record<string, string> = { 'Accept-Language': storedLanguage() };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

async function answerOf(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}

/** Saves what a GET answers as a file (export, import template). */
export async function download(path: string, query: Query, fileName: string): Promise<void> {
  const url = `${path}?${new URLSearchParams(
    Object.entries(query).flatMap(([k, v]) => (v === undefined || v === null ? [] : [[k, String(v)]])),
  )}`;
  const response = await fetch(url, { headers: authHeaders() }).catch((err: Error) => {
    throw new NetworkError(err.message, false);
  });
  if (!response.ok) throw new HttpError(response.status, await answerOf(response));
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await response.blob());
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}

/** POST /api/device/import with one .xlsx file; a refusal's `details` lists the bad rows. */
export async function importDevices(file: Blob, fileName: string): Promise<DeviceImportResult> {
  const form = new FormData();
  form.append('file', file, fileName);
  const response = await fetch('/api/device/import', {
    method: 'POST',
    headers: authHeaders(),
    body: form,
  }).catch((err: Error) => {
    throw new NetworkError(err.message, false);
  });
  const body = await answerOf(response);
  if (!response.ok) throw new HttpError(response.status, body);
  return (body as Ok<DeviceImportResult>).data;
}

/** The bad rows of a refused import, if the answer lists them. */
export function importProblems(error: unknown): ImportRowProblem[] {
  if (!(error instanceof HttpError)) return [];
  const details = (error.body as { details?: unknown } | undefined)?.details;
  return Array.isArray(details) ? (details as ImportRowProblem[]) : [];
}

/** What to tell a person about a failed call. */
export function failureText(error: unknown, fallback: string): string {
  if (error instanceof HttpError || error instanceof NetworkError) return error.message || fallback;
  return fallback;
}
