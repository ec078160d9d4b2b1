// POST /api/login (spec 000 §7) and what its answer means for the login screen (spec 000 §8).

import type { LoginInput as LoginBody, LoginResponse } from '../../../domain/users/login.schema.ts';
import { HttpError, http, NetworkError, serverMessage } from '../api/http.ts';
import type { SessionUser } from '../auth/session.ts';

/** What the login form asks for; the call adds the fixed `userType`. */
export type LoginInput = Pick<LoginBody, 'account' | 'password'>;

/** The sign-in answer (domain/users/login.schema.ts); read loosely, as a refusal may carry only `msg`. */
export type LoginAnswer = Partial<Omit<LoginResponse, 'msg'>> & { msg?: string };

export type LoginOutcome =
  | { kind: 'success'; token: string; user: SessionUser }
  /** The server's own message (non-empty `msg`), shown as an error. */
  | { kind: 'rejected'; message: string }
  /** No answer: "login failed, service not connected" plus the error. */
  | { kind: 'notConnected'; detail: string }
  /** An answer without a message (e.g. HTTP 500 with no body). */
  | { kind: 'serverError'; status: number };

export function outcomeOfResponse(response: LoginAnswer | undefined): LoginOutcome {
  const msg = serverMessage(response);
  if (msg) return { kind: 'rejected', message: msg };
  if (response?.token && response.user)
    return { kind: 'success', token: response.token, user: response.user };
  return { kind: 'serverError', status: 200 };
}

export function outcomeOfError(error: unknown): LoginOutcome {
  if (error instanceof HttpError) {
    const msg = serverMessage(error.body);
    return msg ? { kind: 'rejected', message: msg } : { kind: 'serverError', status: error.status };
  }
  if (error instanceof NetworkError) return { kind: 'notConnected', detail: error.message };
  return { kind: 'notConnected', detail: error instanceof Error ? error.message : String(error) };
}

export async function login(input: LoginInput): Promise<LoginOutcome> {
  try {
    const response = await http.post<LoginAnswer>(
      '/api/login',
      { account: input.account, password: input.password, userType: 'CLIENT' },
      { auth: false, redirectOn401: false },
    );
    return outcomeOfResponse(response);
  } catch (error) {
    return outcomeOfError(error);
  }
}

export async function logout(): Promise<void> {
  try {
    await http.post('/api/logout', {}, { redirectOn401: false, timeoutMs: 10_000 });
  } catch {
    // the session is cleared on this side whatever the server says
  }
}
