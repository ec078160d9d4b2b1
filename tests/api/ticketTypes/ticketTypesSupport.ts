// Shared set-up of the ticket-type API tests: a real server, signed-in callers, a second scenic area
// with its own administrator, and a valid ticket type draft to vary.
import type pg from 'pg';
import { hashPassword } from '../../../api/src/auth/passwords.ts';
import { storedAuthority } from '../../../api/src/permissions/role.repository.ts';
import type { TicketTypeDraft } from '../../../domain/ticketTypes/ticketType.schema.ts';
import { testPool } from '../../support/testDatabase.ts';
import { DEMO_PASSWORD, startTestServer, type TestServer } from '../../support/testServer.ts';

export interface Reply {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: test replies are read field by field
  body: any;
}

export interface Caller {
  get(path: string, query?: Record<string, string | number>): Promise<Reply>;
  post(path: string, body: unknown): Promise<Reply>;
}

export function caller(url: string, token?: string): Caller {
  const headers: Record<string, string> = { 'accept-language': 'en' };
  if (token) headers.authorization = `Bearer ${token}`;
  const read = async (res: Response) => ({ status: res.status, body: await res.json().catch(() => null) });
  return {
    async get(path, query = {}) {
      const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
      return read(await fetch(`${url}/api${path}${qs ? `?${qs}` : ''}`, { headers }));
    },
    async post(path, body) {
      const init = {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      };
      return read(await fetch(`${url}/api${path}`, init));
    },
  };
}

export async function signIn(url: string, account: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account, password, userType: 'CLIENT' }),
  });
  const body = await res.json();
  if (!body.token) throw new Error(`sign-in of ${account} failed: ${JSON.stringify(body)}`);
  return body.token;
}

export interface World {
  server: TestServer;
  db: pg.Pool;
  /** The demo administrator (super administrator), and its Authorization header. */
  admin: Caller;
  adminToken: string;
  /** Demo scenic area and its first zone. */
  areaId: number;
  zoneId: number;
  /** A second scenic area with its zone and an administrator scoped to it (flags ticketType, regionalControl). */
  other: { areaId: number; zoneId: number; admin: Caller };
  anonymous: Caller;
  close(): Promise<void>;
}

export async function startWorld(): Promise<World> {
  const server = await startTestServer();
  const db = testPool(server.db.url, { max: 2 });
  const first = async (sql: string, params: unknown[] = []) => (await db.query(sql, params)).rows[0];
  const area = await first(`select id from scenic_areas where name = '示范景区'`);
  const zone = await first('select id from zones where scenic_area_id = $1 order by id limit 1', [area.id]);
  const otherArea = await first(`insert into scenic_areas (name) values ('别的景区') returning id`);
  const otherZone = await first(
    `insert into zones (scenic_area_id, name) values ($1, '别的景点') returning id`,
    [otherArea.id],
  );
  const role = await first(
    `insert into roles (scenic_area_id, name, type, authority) values ($1, '票务管理员', 1, $2) returning id`,
    [otherArea.id, JSON.stringify(storedAuthority({ ticketType: 1, regionalControl: 1 }))],
  );
  await db.query(
    `insert into users (account, name, password_hash, role_id, scenic_area_id) values ('other', '别的管理员', $1, $2, $3)`,
    [await hashPassword(DEMO_PASSWORD), role.id, otherArea.id],
  );
  const adminToken = await signIn(server.url, 'admin');
  return {
    server,
    db,
    admin: caller(server.url, adminToken),
    adminToken: `Bearer ${adminToken}`,
    areaId: area.id,
    zoneId: zone.id,
    other: {
      areaId: otherArea.id,
      zoneId: otherZone.id,
      admin: caller(server.url, await signIn(server.url, 'other')),
    },
    anonymous: caller(server.url),
    async close() {
      await db.end();
      await server.close();
    },
  };
}

let counter = 0;
/** A valid ticket type (a fresh name each call) with one zone permission; `over` replaces fields. */
export function draft(areaId: number, zoneId: number, over: Partial<TicketTypeDraft> = {}): TicketTypeDraft {
  counter += 1;
  return {
    scenicAreaID: areaId,
    ticketTypeName: `测试票${counter}`,
    ticketDisplayPrice: 12000,
    ticketPrice: 10000,
    ticketMedium: 0,
    ticketFeeMethod: 0,
    ticketCate: 0,
    ticketTypeStartingType: 0,
    salePlatforms: ['publicAccount', 'terminal'],
    zonePermissions: [{ zoneID: zoneId, useTimes: 2, useTimesByDay: 1 }],
    ...over,
  };
}
