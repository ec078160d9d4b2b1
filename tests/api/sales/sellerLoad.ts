// Load for the sales concurrency and crash tests and the sales benchmark: extra sellers (copies of the
// demo seller, each signed in), a random valid window sale of the demo types, and a seller's loop
// that records every attempt (answered, refused, or lost with the connection).
import { randomInt, randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { Ok } from '../../../domain/http/replies.ts';
import type { SaleAnswer, SellTicketsDraft } from '../../../domain/sales/sale.schema.ts';
import { DEMO_PASSWORD } from '../../support/testServer.ts';

export interface Seller {
  account: string;
  token: string;
}

export interface DemoCatalog {
  areaId: number;
  adult: number;
  child: number;
  /** Real-name: one holder per ticket. */
  annual: number;
}

export type SaleBody = SellTicketsDraft & { requestId: string };

export interface Attempt {
  requestId: string;
  seller: string;
  body: SaleBody;
  /** HTTP status, or 'lost' when the connection failed before an answer (a killed server). */
  status: number | 'lost';
  answer?: SaleAnswer;
  code?: string;
  ms: number;
}

export async function demoCatalog(pool: pg.Pool): Promise<DemoCatalog> {
  const { rows } = await pool.query(
    `select t.id, t.name, t.scenic_area_id from ticket_types t
       join scenic_areas s on s.id = t.scenic_area_id where s.name = '示范景区'`,
  );
  const id = (name: string) => rows.find((r) => r.name === name)?.id as number;
  return { areaId: rows[0].scenic_area_id, adult: id('成人票'), child: id('儿童票'), annual: id('年卡') };
}

export async function postJson<T>(
  url: string,
  path: string,
  body: unknown,
  token?: string,
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${url}/api${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as T };
}

/** `n` sellers `<prefix>01…` with the demo seller's role and password, signed in at `url`. */
export async function createSellers(
  pool: pg.Pool,
  url: string,
  n: number,
  prefix = 'load',
): Promise<Seller[]> {
  const { rows } = await pool.query<{ account: string }>(
    `insert into users (account, name, password_hash, role_id, scenic_area_id, zone_id, use_type)
     select $1 || lpad(g::text, 2, '0'), '售票员' || g, password_hash, role_id, scenic_area_id, zone_id, 0
       from users, generate_series(1, $2::int) g where account = 'seller'
     returning account`,
    [prefix, n],
  );
  return Promise.all(
    rows.map(async ({ account }) => {
      const res = await postJson<{ token: string }>(url, '/login', {
        account,
        password: DEMO_PASSWORD,
        userType: 'CLIENT',
      });
      if (res.status !== 200) throw new Error(`login ${account}: ${res.status} ${JSON.stringify(res.body)}`);
      return { account, token: res.body.token };
    }),
  );
}

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];

/** A random resident ID number with a right check character (born 1950–1998). */
export function randomIdNumber(): string {
  const birth = `19${randomInt(50, 99)}0${randomInt(1, 10)}${randomInt(10, 29)}`;
  const body = `110105${birth}${String(randomInt(1000)).padStart(3, '0')}`;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(body[i]) * (WEIGHTS[i] as number);
  return body + ('10X98765432'[sum % 11] as string);
}

const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');

/**
 * A sale as a window sends it: 1–3 lines of distinct demo types, 1–3 tickets each (the annual card
 * with its holders), paid in cash (half), by payment code (a third; one in twenty is declined) or
 * recorded as paid by WeChat/Alipay. `declines: false` approves every payment code.
 */
export function randomSale(catalog: DemoCatalog, { declines = true } = {}): SaleBody {
  const types = [catalog.adult, catalog.child, catalog.annual].sort(() => Math.random() - 0.5);
  const lines = types.slice(0, randomInt(1, 4)).map((ticketTypeID) => {
    const count = randomInt(1, 4);
    const tourists =
      ticketTypeID === catalog.annual
        ? Array.from({ length: count }, (_, i) => ({ name: `游客${i + 1}`, idNumber: randomIdNumber() }))
        : [];
    return { ticketTypeID, count, tourists };
  });
  const roll = randomInt(20);
  const payment: SaleBody['payment'] =
    roll < 10
      ? { method: 'cash', receivedFen: 100_000 + randomInt(100) * 100 }
      : roll < 16
        ? { method: 'paymentCode', paymentCode: `13${digits(14)}${randomInt(1, 10)}` }
        : roll < 17
          ? { method: 'paymentCode', paymentCode: `13${digits(12)}${declines ? '0000' : '1111'}` }
          : { method: roll < 19 ? 'wechat' : 'alipay', reference: digits(8) };
  return { requestId: randomUUID(), scenicAreaID: catalog.areaId, lines, payment, sellAgain: true };
}

type SaleReply = Ok<SaleAnswer> & { code?: string };

/** One POST /api/sell/order; a failed connection answers status 'lost' instead of throwing. */
export async function sellOnce(url: string, seller: Seller, body: SaleBody): Promise<Attempt> {
  const started = performance.now();
  const attempt: Attempt = { requestId: body.requestId, seller: seller.account, body, status: 'lost', ms: 0 };
  try {
    const res = await postJson<SaleReply>(url, '/sell/order', body, seller.token);
    attempt.status = res.status;
    if (res.status === 200) attempt.answer = res.body.data;
    else attempt.code = res.body.code;
  } catch {
    // the server went away mid-request: the outcome is unknown until the request id is retried
  }
  attempt.ms = performance.now() - started;
  return attempt;
}

/**
 * Sells random sales one after another as `seller` until `keepGoing()` says stop or the connection
 * is lost; every attempt goes to `record`.
 */
export async function sellWhile(
  url: () => string,
  seller: Seller,
  catalog: DemoCatalog,
  keepGoing: () => boolean,
  record: (attempt: Attempt) => void,
): Promise<void> {
  while (keepGoing()) {
    const attempt = await sellOnce(url(), seller, randomSale(catalog));
    record(attempt);
    if (attempt.status === 'lost') return;
  }
}
