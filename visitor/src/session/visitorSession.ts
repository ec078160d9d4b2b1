// Who the visitor is: on load the app asks GET /api/wechat/visitorSession for the openid and visitor
// token (with the OAuth `code` when the messaging app sent one back). When the server names an
// authorize URL and the link has no code, the browser goes there first. The openid and token stay in
// sessionStorage (keys `openid` and `visitorToken`, spec 002 §3) for the rest of the visit.

import type { VisitorSession } from '../../../domain/booking/visitorApi.schema.ts';
import { fetchScenicArea, scenicAreaId } from '../api/publicApi.ts';
import { setAreaTimeZone } from '../shared/format.ts';
import { getJson, storeVisitorToken, visitorToken } from '../shared/visitorHttp.ts';

export interface VisitorIdentity {
  openid: string;
  token: string;
  sandbox: boolean;
  scenicAreaID: number;
}

const OPENID_KEY = 'openid';
const SANDBOX_KEY = 'visitorSandbox';
const TIME_ZONE_KEY = 'areaTimeZone';

function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    sessionStorage.setItem(key, value);
  } catch {
    // private mode
  }
}

function stored(scenicAreaID: number): VisitorIdentity | null {
  const openid = read(OPENID_KEY);
  const token = visitorToken();
  const timeZone = read(TIME_ZONE_KEY);
  if (!openid || !token || !timeZone) return null;
  setAreaTimeZone(timeZone);
  return { openid, token, sandbox: read(SANDBOX_KEY) === '1', scenicAreaID };
}

/** The scenic area of this visit: the link's, the session's, or the installation's first. */
export async function currentScenicAreaId(): Promise<number> {
  const known = scenicAreaId();
  if (known && Number(known) > 0) return Number(known);
  const area = await fetchScenicArea();
  write('scenicAreaID', String(area.id));
  return area.id;
}

async function open(): Promise<VisitorIdentity | null> {
  const scenicAreaID = await currentScenicAreaId();
  const code = new URLSearchParams(window.location.search).get('code') ?? undefined;
  const remembered = stored(scenicAreaID);
  if (remembered && !code) return remembered;
  const session = await getJson<VisitorSession>('/api/wechat/visitorSession', { scenicAreaID, code });
  if (session.authorizeUrl && !code) {
    window.location.assign(session.authorizeUrl);
    return new Promise<never>(() => undefined); // the page is leaving
  }
  if (!session.openid || !session.token) return null;
  write(OPENID_KEY, session.openid);
  write(SANDBOX_KEY, session.sandbox ? '1' : '0');
  write(TIME_ZONE_KEY, session.timeZone);
  setAreaTimeZone(session.timeZone);
  storeVisitorToken(session.token);
  return { openid: session.openid, token: session.token, sandbox: session.sandbox, scenicAreaID };
}

let opening: Promise<VisitorIdentity | null> | null = null;

/** The visitor's identity, asked once per page load; null when it could not be had. */
export function visitorIdentity(): Promise<VisitorIdentity | null> {
  opening ??= open().catch(() => null);
  return opening;
}

/** Forgets a failed attempt so that the next call asks again. */
export function retryVisitorIdentity(): Promise<VisitorIdentity | null> {
  opening = null;
  return visitorIdentity();
}
