// Shared set-up of the visitor booking API tests: a server with the demo data, a visitor identity
// (the sandbox's), an appointment slot of a chosen size, and a submit that builds a valid order.
import { randomUUID } from 'node:crypto';
import { sharedSecret } from '../../../api/src/config/secrets.ts';
import {
  SANDBOX_SIGNATURE_HEADER,
  SANDBOX_TIMESTAMP_HEADER,
  signSandboxNotification,
} from '../../../api/src/payments/sandboxOnlinePayments.ts';
import type { SubmitAnswer, WxSubmitOrderDraft } from '../../../domain/booking/visitorApi.schema.ts';
import type { Ok } from '../../../domain/http/replies.ts';
import type { TestServer } from '../../support/testServer.ts';
import { apiClient, type CallOptions } from '../support/apiClient.ts';

export interface Visitor {
  openid: string;
  token: string;
}

export type Answer<T> = { status: number; body: Ok<T> & { code?: string; message?: string } };

export interface BookingFixture {
  areaId: number;
  types: Record<string, number>;
  call<T>(method: string, path: string, visitor: Visitor | null, options?: CallOptions): Promise<Answer<T>>;
  visitor(): Promise<Visitor>;
  /** A new appointment slot of the demo area, 08:00–23:59, with `places` places. */
  slot(places: number): Promise<number>;
  /** Tomorrow in the area's time zone (a date every slot is still open on). */
  playDate: string;
  submit(visitor: Visitor, overrides?: Partial<WxSubmitOrderDraft>): Promise<Answer<SubmitAnswer>>;
}

export async function bookingFixture(server: TestServer): Promise<BookingFixture> {
  const { call: raw } = apiClient(server);
  const pool = server.running.ctx.pool;
  const { rows } = await pool.query(
    `select t.id, t.name, t.scenic_area_id from ticket_types t join scenic_areas s on s.id = t.scenic_area_id where s.name = '示范景区'`,
  );
  const types = Object.fromEntries(rows.map((r) => [r.name as string, r.id as number]));
  const areaId = rows[0].scenic_area_id as number;
  const tomorrow = new Date(Date.now() + 86_400_000).toLocaleDateString('sv-SE', {
    timeZone: 'Asia/Shanghai',
  });
  let slots = 0;
  const call = <T>(method: string, path: string, visitor: Visitor | null, options: CallOptions = {}) =>
    raw<Ok<T> & { code?: string; message?: string }>(method, path, {
      ...options,
      headers: { ...options.headers, ...(visitor ? { 'x-visitor-token': visitor.token } : {}) },
    });
  return {
    areaId,
    types,
    call,
    playDate: tomorrow,
    async visitor() {
      const res = await call<{ openid: string; token: string }>(
        'GET',
        `/wechat/visitorSession?scenicAreaID=${areaId}`,
        null,
      );
      if (res.status !== 200) throw new Error(`visitor session: ${JSON.stringify(res.body)}`);
      return { openid: res.body.data.openid, token: res.body.data.token };
    },
    async slot(places) {
      slots++;
      const { rows: added } = await pool.query(
        `insert into appointment_configs (scenic_area_id, name, start_period, end_period, limit_count)
         values ($1, $2, '0800', '2359', $3) returning id`,
        [areaId, `测试场${slots}`, places],
      );
      return added[0].id as number;
    },
    submit(visitor, overrides = {}) {
      const body: WxSubmitOrderDraft = {
        scenicAreaID: areaId,
        openid: visitor.openid,
        requestId: randomUUID(),
        payWay: 10,
        orderAmount: 8000,
        ticketTypeID: types.成人票 as number,
        appointmentID: null,
        ticketParams: {
          touristInfo: { touristName: '张三', touristMobile: '13800138000' },
          ticketArray: [{ ticketTypeID: types.成人票 as number, ticketCount: 1 }],
          appointmentStartTime: `${tomorrow} 08:00:00`,
          appointmentEndTime: `${tomorrow} 23:59:00`,
        },
        ...overrides,
      };
      return call<SubmitAnswer>('POST', '/sell/wxSubmitOrder', visitor, { body });
    },
  };
}

/** Posts a sandbox payment notification signed with the server's key (or `key`), as the provider would. */
export async function sandboxNotify(server: TestServer, body: object, key?: string): Promise<Response> {
  const raw = JSON.stringify(body);
  const timestamp = Math.floor(Date.now() / 1000);
  const hmac = key ?? (await sharedSecret(server.running.ctx.pool, 'sandbox_pay_key'));
  return fetch(`${server.url}/api/payNotify/sandbox`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [SANDBOX_TIMESTAMP_HEADER]: String(timestamp),
      [SANDBOX_SIGNATURE_HEADER]: signSandboxNotification(hmac, timestamp, raw),
    },
    body: raw,
  });
}
