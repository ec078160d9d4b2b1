// The signed-in session: token and user in local storage (the server also sets a cookie), flags
// derived from the user with the same rules the server uses (domain/auth/permissionFlags.ts).

import { useSyncExternalStore } from 'react';
import { flagsForUser, type PermissionFlags } from '../../../domain/auth/permissionFlags.ts';
import type { LoginUser } from '../../../domain/users/login.schema.ts';

export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';

/** A reference to a scenic area, zone or agency: the server may send an object or an id. */
export type Ref = { id?: number | string; name?: string; travelAgencyName?: string } | number | string | null;

/** The signed-in user as the server answers it at sign-in and on `GET /api/user/current`. */
export type SessionUser = LoginUser;

export interface Session {
  token: string;
  user: SessionUser;
  flags: PermissionFlags;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let current: Session | null = load();

function load(): Session | null {
  try {
    const token = localStorage.getItem(TOKEN_KEY);
    const raw = localStorage.getItem(USER_KEY);
    if (!token || !raw) return null;
    const user = JSON.parse(raw) as SessionUser;
    return { token, user, flags: flagsForUser(user) };
  } catch {
    return null;
  }
}

function emit(): void {
  for (const l of listeners) l();
}

export function getSession(): Session | null {
  return current;
}

export function getToken(): string | null {
  return current?.token ?? null;
}

export function setSession(token: string, user: SessionUser): Session {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  current = { token, user, flags: flagsForUser(user) };
  emit();
  return current;
}

export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
  current = null;
  emit();
}

export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, getSession, getSession);
}

/** Role display name key by category (spec: 0 super administrator, 1 administrator, 2 general user). */
export function roleNameKey(user: SessionUser): 'roles.superAdmin' | 'roles.admin' | 'roles.user' {
  const category = Number(user.role?.category ?? 0);
  if (category === 2) return 'roles.user';
  return category === 1 ? 'roles.admin' : 'roles.superAdmin';
}

/** The name of a reference, or its id. */
export function refName(ref: Ref | undefined): string {
  if (ref === null || ref === undefined) return '';
  if (typeof ref !== 'object') return String(ref);
  return ref.name ?? ref.travelAgencyName ?? (ref.id === undefined ? '' : String(ref.id));
}
