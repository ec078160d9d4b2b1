// One file sent as multipart (`file`) with the token and the language, as every call carries them
// (photo uploads). Answers the server's JSON; a refusal is an HttpError with what the server said.

import { getToken } from '../auth/session.ts';
import { storedLanguage } from '../i18n/i18n.ts';
import { buildUrl, HttpError, NetworkError, type Query } from './http.ts';

export async function postFile<T>(path: string, file: Blob, fileName: string, query?: Query): Promise<T> {
  const body = new FormData();
  body.append('file', file, fileName);
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': storedLanguage() };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method: 'POST',
      body,
      headers,
      credentials: 'same-origin',
    });
  } catch (err) {
    throw new NetworkError(err instanceof Error ? err.message : String(err), false);
  }
  const json = (await response.json().catch(() => undefined)) as T | undefined;
  if (!response.ok || !json) throw new HttpError(response.status, json);
  return json;
}
