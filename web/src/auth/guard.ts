// The navigation guard (spec 000 §2) as a pure function: where to send a visitor, or null to stay.

import { HOME_PATH } from '../../../domain/auth/menu.ts';

export const LOGIN_PATH = '/login';

/** Paths open without a token: the visitor pages (wx_) and the spec's `lis` pages. */
export function isOpenPath(pathname: string): boolean {
  return pathname.startsWith('/wx_') || pathname.startsWith('/lis');
}

export function guardRedirect(pathname: string, signedIn: boolean): string | null {
  if (isOpenPath(pathname)) return null;
  if (pathname === LOGIN_PATH) return signedIn ? HOME_PATH : null;
  if (!signedIn) return LOGIN_PATH;
  if (pathname === '/' || pathname === '') return HOME_PATH;
  return null;
}
