// A small fetch wrapper for the back office (spec 000 §7): JSON in and out, `Authorization: Bearer`
// with the session token, `Accept-Language` with the chosen language, a 180000 ms timeout. A 401
// clears the session and goes to /login.

import { clearSession, getToken } from '../auth/session.ts';
import { storedLanguage } from '../i18n/i18n.ts';

export const REQUEST_TIMEOUT_MS = 180_000;

/** The server answered with a status other than 2xx. `body` is its parsed JSON, if any. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(serverMessage(body) ?? `HTTP ${status}`);
    this.name = 'HttpError';
  }
}

/** No answer: the service is not reachable, or the request timed out. */
export class NetworkError extends Error {
  constructor(
    message: string,
    readonly timedOut: boolean,
  ) {
    super(message);
    this.name = 'NetworkError';
  }
}

/** The message in a server answer: `{ msg }` (spec calls) or `{ message }` (DESIGN §7 errors). */
export function serverMessage(body: unknown): string | undefined {
  if (body === null || typeof body !== 'object') return undefined;
  const { msg, message } = body as { msg?: unknown; message?: unknown };
  if (typeof msg === 'string' && msg !== '') return msg;
  if (typeof message === 'string' && message !== '') return message;
  return undefined;
}

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  /** Send the token (default true). */
  auth?: boolean;
  /** On 401 clear the session and go to /login (default true; sign-in itself turns it off). */
  redirectOn401?: boolean;
  timeoutMs?: number;
  /** Extra request headers (e.g. `If-Match` with a stream version). */
  headers?: Record<string, string>;
}

let onUnauthorized = (): void => {
  clearSession();
  if (window.location.pathname !== '/login') window.location.assign('/login');
};

/** Replaces what a 401 does (the router installs a navigate-based handler). */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

export function buildUrl(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

export async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = {
    ...options.headers,
    Accept: 'application/json',
    'Accept-Language': storedLanguage(),
  };
  const token = options.auth === false ? null : getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout.signal]) : timeout.signal;
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal,
    });
  } catch (err) {
    if (options.signal?.aborted) throw err;
    const timedOut = timeout.signal.aborted;
    throw new NetworkError(timedOut ? 'timeout' : err instanceof Error ? err.message : String(err), timedOut);
  } finally {
    clearTimeout(timer);
  }

  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: keep the text
  }
  if (response.status === 401 && options.redirectOn401 !== false) onUnauthorized();
  if (!response.ok) throw new HttpError(response.status, body);
  return body as T;
}

export const http = {
  get: <T>(path: string, query?: Query, options?: RequestOptions) =>
    request<T>('GET', path, { ...options, query }),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PUT', path, { ...options, body }),
  delete: <T>(path: string, query?: Query, options?: RequestOptions) =>
    request<T>('DELETE', path, { ...options, query }),
};
