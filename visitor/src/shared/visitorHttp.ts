// The visitor pages' calls: JSON, the chosen language as Accept-Language (the server translates its
// `{ code, message }` errors) and the visitor token as X-Visitor-Token once the session has one.

import { storedLanguage } from '../i18n/i18n.ts';

const TOKEN_KEY = 'visitorToken';
const TIMEOUT_MS = 180_000;

export class VisitorApiError extends Error {
  constructor(
    /** The server's code, `NETWORK` when no answer came, or `HTTP_<status>`. */
    readonly code: string,
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export function visitorToken(): string | null {
  try {
    return sessionStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function storeVisitorToken(token: string): void {
  try {
    sessionStorage.setItem(TOKEN_KEY, token);
  } catch {
    // private mode: the token lives as long as this page
  }
}

type Query = Record<string, string | number | boolean | null | undefined>;

function withQuery(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

async function call<T>(
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': storedLanguage(),
  };
  const token = visitorToken();
  if (token) headers['X-Visitor-Token'] = token;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new VisitorApiError('NETWORK', String(error), 0);
  }
  const text = await res.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  if (!res.ok) {
    const err = (parsed ?? {}) as { code?: string; message?: string };
    throw new VisitorApiError(err.code ?? `HTTP_${res.status}`, err.message ?? res.statusText, res.status);
  }
  return parsed as T;
}

/** The answer's payload: `{ msg, data }` answers give their data, others themselves. */
export function dataOf<T>(body: unknown): T {
  if (body && typeof body === 'object' && 'data' in body && 'msg' in body) {
    return (body as { data: T }).data;
  }
  return body as T;
}

export function getJson<T>(path: string, query?: Query, signal?: AbortSignal): Promise<T> {
  return call<{ msg: string; data: T } | T>('GET', withQuery(path, query), undefined, signal).then((body) =>
    dataOf<T>(body),
  );
}

export function postJson<T>(path: string, body: unknown): Promise<T> {
  return call<unknown>('POST', path, body).then((answer) => dataOf<T>(answer));
}

/** The `[rows, total]` page answers (`{ msg, data: [rows, total] }`): the rows. */
export async function getRows<T>(path: string, query?: Query, signal?: AbortSignal): Promise<T[]> {
  const data = await getJson<[T[], number] | T[]>(path, query, signal);
  if (Array.isArray(data) && Array.isArray(data[0])) return data[0] as T[];
  return (data as T[]) ?? [];
}

/** An image the server keeps, by its stored path. */
export function imageUrl(path: string): string {
  return `/api/image?url=${encodeURIComponent(path)}`;
}
