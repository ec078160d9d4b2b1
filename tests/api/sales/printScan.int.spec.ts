// Print, reprint (If-Match / ETag), scan ticketing with signed QR codes, and the ticket detail record.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ok } from '../../../domain/http/replies.ts';
import type { PrintJob, ScannedTicket } from '../../../domain/sales/printJob.schema.ts';
import type { TicketRecord } from '../../../domain/sales/ticketRecord.schema.ts';
import { startTestServer, type TestServer } from '../../support/testServer.ts';
import { type SalesFixture, salesFixture } from './salesSupport.ts';

let server: TestServer;
let f: SalesFixture;
let orderNo: string;
let ticketNos: string[];
let job: PrintJob;

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  f.call('POST', path, { token: f.token, body, headers });
const scan = (code: string) =>
  f.call<Ok<ScannedTicket> & { code?: string }>('GET', `/sell/scan?code=${encodeURIComponent(code)}`, {
    token: f.token,
  });

beforeAll(async () => {
  server = await startTestServer();
  f = await salesFixture(server);
  const sale = await f.sell();
  ({ orderNo, ticketNos } = sale.body.data);
});
afterAll(() => server?.close());

describe('print and reprint', () => {
  it('prints with the area template: each ticket with its signed code; the ETag is the order revision', async () => {
    const res = await post('/sell/print', { orderNo });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    job = (res.body as Ok<PrintJob>).data;
    expect(job.tickets.map((t) => t.ticketNo)).toEqual(ticketNos);
    expect(job.tickets[0]?.code).toMatch(/^\d{18}\.[\w-]{22}$/);
    expect(job.version).toBe(1);
    expect(res.headers.get('etag')).toBe('"1"');
  });

  it('a second print is refused (reprint instead); a reprint from a stale screen answers 412', async () => {
    const again = await post('/sell/print', { orderNo });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('ORDER_ALREADY_PRINTED');
    const stale = await post('/sell/reprint', { orderNo }, { 'if-match': '"0"' });
    expect(stale.status).toBe(412);
    expect(stale.body.code).toBe('STALE_VERSION');
    const fresh = await post('/sell/reprint', { orderNo }, { 'if-match': '"1"' });
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get('etag')).toBe('"2"');
  });

  it('an order of two ticket types is not printed, and the sale stands', async () => {
    const cart = await f.sell({
      lines: [
        { ticketTypeID: f.types.成人票 as number, count: 1 },
        { ticketTypeID: f.types.儿童票 as number, count: 1 },
      ],
    });
    const res = await f.call('POST', '/sell/print', {
      token: f.token,
      body: { orderNo: cart.body.data.orderNo },
      lang: 'en',
    });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('PRINT_MULTIPLE_TYPES');
    expect(res.body.message).toContain('the purchase stands');
    expect(await server.running.ctx.store.readStream(`order-${cart.body.data.orderNo}`)).toHaveLength(1);
  });
});

describe('scan ticketing', () => {
  it('a printed code finds its ticket, its state and what the window may do', async () => {
    const res = await scan(job.tickets[0]?.code as string);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      ticketNo: ticketNos[0],
      orderNo,
      statusName: 'notVerified',
      signed: true,
      orderVersion: 2,
    });
    expect(res.body.data.actions).toEqual(['reprint', 'pickup', 'record']);
  });

  it('a ticket number typed at the window finds it too', async () => {
    const res = await scan(ticketNos[1] as string);
    expect(res.body.data).toMatchObject({ ticketNo: ticketNos[1], signed: false });
  });

  it('a forged code is refused: one character of the signature or of the ticket number changed', async () => {
    const code = job.tickets[0]?.code as string;
    const [no, signature] = code.split('.') as [string, string];
    const flip = (c: string) => (c === 'A' ? 'B' : 'A');
    const badSignature = `${no}.${flip(signature[0] as string)}${signature.slice(1)}`;
    const otherTicket = `${no.slice(0, -1)}${no.endsWith('9') ? '8' : '9'}.${signature}`;
    for (const forged of [badSignature, otherTicket, `${no}.`, `${no}.${signature}.x`]) {
      const res = await scan(forged);
      expect(res.status, forged).toBe(400);
      expect(res.body.code).toBe('TICKET_CODE_INVALID');
    }
  });

  it('an unknown ticket number answers 404', async () => {
    const res = await scan('261125999999999999');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('TICKET_NOT_FOUND');
  });
});

describe('pickup', () => {
  it('records the handover on the ticket; a second pickup or a stale screen is refused', async () => {
    const ticketNo = ticketNos[0] as string;
    const stale = await post('/sell/pickup', { ticketNo }, { 'if-match': '"5"' });
    expect(stale.status).toBe(412);
    const res = await post('/sell/pickup', { ticketNo }, { 'if-match': '"0"' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.headers.get('etag')).toBe('"1"');
    const again = await post('/sell/pickup', { ticketNo });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('TICKET_ALREADY_COLLECTED');
    const scanned = await scan(ticketNo);
    expect(scanned.body.data).toMatchObject({
      collected: true,
      ticketVersion: 1,
      actions: ['reprint', 'record'],
    });
  });
});

describe('ticket detail record', () => {
  it("replays the order's history: placed, its tickets issued, printed, reprinted, with who and when", async () => {
    const res = await f.call<Ok<TicketRecord>>('GET', `/ticketRecord?no=${orderNo}`, { token: f.token });
    expect(res.status).toBe(200);
    const { entries, kind, timeZone } = res.body.data;
    expect(kind).toBe('order');
    expect(timeZone).toBe('Asia/Shanghai');
    expect(entries.map((e) => e.type)).toEqual([
      'OrderPlaced',
      'TicketIssued',
      'TicketIssued',
      'OrderPrinted',
      'OrderReprinted',
      'TicketCollected',
    ]);
    expect(entries[0]?.actor.account).toBe('seller');
    expect(entries[0]?.localTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(entries[3]?.changes).toEqual([{ field: 'prints', before: 0, after: 1 }]);
    expect(entries[4]?.stateAfter).toMatchObject({ orderNo, prints: 2 });
  });

  it("a ticket's record holds its order's events and its own, not its sibling's", async () => {
    const res = await f.call<Ok<TicketRecord>>('GET', `/ticketRecord?no=${ticketNos[0]}`, { token: f.token });
    const streams = new Set(res.body.data.entries.map((e) => e.streamId));
    expect(streams).toEqual(new Set([`order-${orderNo}`, `ticket-${ticketNos[0]}`]));
    const pickup = res.body.data.entries.find((e) => e.type === 'TicketCollected');
    expect(pickup?.changes).toEqual([{ field: 'collected', before: false, after: true }]);
  });
});

describe('no print template', () => {
  it('refuses to print, saying the purchase succeeded', async () => {
    await server.running.ctx.pool.query('delete from print_templates');
    const sale = await f.sell();
    const res = await post('/sell/print', { orderNo: sale.body.data.orderNo });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('PRINT_TEMPLATE_MISSING');
    expect(res.body.message).toContain('购票成功');
  });
});
