// The device protocol against a real server: signed passes, idempotency, forged codes, bad
// signatures, feedback giving a use back, and one single-use ticket presented at five gates at once.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signBody } from '../../../api/src/gates/deviceSignature.ts';
import type { PassAnswer } from '../../../domain/gates/gate.schema.ts';
import type { Ok } from '../../../domain/http/replies.ts';
import { ticketStreamId } from '../../../domain/sales/saleNumbers.ts';
import { startTestServer, type TestServer } from '../../support/testServer.ts';
import { waitFor } from '../../support/waitFor.ts';
import { type GateFixture, gateFixture } from './gateSupport.ts';

let server: TestServer;
let f: GateFixture;

const rid = () => randomUUID().replaceAll('-', '');
const enter = (gate: number, code: string, requestId = rid(), lang?: 'en') =>
  f.gates[gate]!.pass({ credential: { type: 'qr', value: code }, direction: 'in', requestId, lang });
const eventsOf = async (streamId: string) =>
  (await server.running.ctx.store.readStream(streamId)).map((e) => e.type);

beforeAll(async () => {
  server = await startTestServer();
  f = await gateFixture(server);
});
afterAll(() => server?.close());

describe('a signed pass', () => {
  it('opens once for a single-use ticket, then explains why not, in the device language', async () => {
    const [ticketNo] = await f.dayTickets(1);
    const first = await enter(0, f.code(ticketNo!));
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ open: true, reason: 'ok', ticketID: ticketNo, persons: 1 });
    expect(first.body.remaining.uses).toBe(0);
    const again = await enter(1, f.code(ticketNo!), rid(), 'en');
    expect(again.body).toMatchObject({
      open: false,
      reason: 'used_up',
      message: 'No entries left on this ticket',
    });
    expect(await eventsOf(ticketStreamId(ticketNo!))).toEqual(['TicketIssued', 'TicketPassed', 'PassDenied']);
    // The detail record replays both, and the ticket's passes per attraction say it is inside, spent.
    const record = await f.call<Ok<{ entries: { type: string }[] }>>('GET', `/ticketRecord?no=${ticketNo}`, {
      token: f.adminToken,
    });
    expect(record.body.data.entries.map((e) => e.type)).toEqual([
      'OrderPlaced',
      'TicketIssued',
      'TicketPassed',
      'PassDenied',
    ]);
    const zones = await f.call<
      Ok<{ zoneID: number; usedTimes: number; remainTimes: number; inside: boolean }[]>
    >('GET', `/ticketZone/selectZoneParams?subTicketID=${ticketNo}`, { token: f.adminToken });
    expect(zones.body.data).toEqual([
      expect.objectContaining({ zoneID: f.gateZone, usedTimes: 1, remainTimes: 0, inside: true }),
    ]);
  });

  it('answers a repeated request id with the first decision and records one pass', async () => {
    const [ticketNo] = await f.dayTickets(1);
    const requestId = rid();
    const answers = await Promise.all([0, 0, 0].map(() => enter(0, f.code(ticketNo!), requestId)));
    for (const a of answers) expect(a.body).toEqual(answers[0]!.body);
    expect(answers[0]!.body.open).toBe(true);
    expect(await eventsOf(ticketStreamId(ticketNo!))).toEqual(['TicketIssued', 'TicketPassed']);
  });

  it('refuses a forged code (one character of the signature or of the number changed) and records it', async () => {
    const [ticketNo] = await f.dayTickets(1);
    const code = f.code(ticketNo!);
    const flip = (s: string, i: number) => s.slice(0, i) + (s[i] === 'A' ? 'B' : 'A') + s.slice(i + 1);
    for (const forged of [flip(code, code.length - 1), `${flip(ticketNo!, 17)}${code.slice(18)}`]) {
      const res = await enter(2, forged);
      expect(res.body).toMatchObject({ open: false, reason: 'forged', ticketID: null });
    }
    const device = f.devices.get('GATE-004')!;
    const recorded = await server.running.ctx.store.readStream(`gatedevice-${device.id}`);
    expect(recorded.filter((e) => e.type === 'GatePassRefused').length).toBeGreaterThanOrEqual(2);
    expect(await eventsOf(ticketStreamId(ticketNo!))).toEqual(['TicketIssued']);
  });
});

describe('credentials and request ids', () => {
  it('opens for no bare ticket number: a ticket passes by its signed code, ic names a card', async () => {
    const [ticketNo] = await f.dayTickets(1);
    const res = await f.gates[0]!.pass({
      credential: { type: 'ic', value: ticketNo! },
      direction: 'in',
      requestId: rid(),
    });
    expect(res.body).toMatchObject({ open: false, reason: 'unknown', ticketID: null });
    expect(await eventsOf(ticketStreamId(ticketNo!))).toEqual(['TicketIssued']);
  });

  it('decides the same request id from another gate as a new request (no replay of an open)', async () => {
    const [ticketNo] = await f.dayTickets(1);
    const requestId = rid();
    expect((await enter(0, f.code(ticketNo!), requestId)).body.open).toBe(true);
    const elsewhere = await enter(1, f.code(ticketNo!), requestId);
    expect(elsewhere.body).toMatchObject({ open: false, reason: 'used_up' });
    // The first gate retrying still gets its first answer; the other gate's refusal stays its own.
    expect((await enter(0, f.code(ticketNo!), requestId)).body.open).toBe(true);
    expect((await enter(1, f.code(ticketNo!), requestId)).body.reason).toBe('used_up');
    expect(await eventsOf(ticketStreamId(ticketNo!))).toEqual(['TicketIssued', 'TicketPassed', 'PassDenied']);
    // Feedback from the other gate gives nothing back: its pass was no open.
    expect((await f.gates[1]!.feedback(requestId, false)).status).not.toBe(200);
    expect((await f.gates[0]!.feedback(requestId, false)).body.returned).toBe(true);
  });
});

describe('device signatures', () => {
  const send = async (deviceNo: string, body: object, signature?: string) => {
    const text = JSON.stringify({ deviceNo, ...body });
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (signature !== undefined) headers['x-device-signature'] = signature;
    const res = await fetch(`${server.url}/api/gate/pass`, { method: 'POST', headers, body: text });
    return { status: res.status, body: (await res.json()) as PassAnswer, text };
  };

  it('refuses a missing or wrong signature (401, recorded) and an unknown device (404), opening nothing', async () => {
    const [ticketNo] = await f.dayTickets(1);
    const body = { credential: { type: 'qr', value: f.code(ticketNo!) }, direction: 'in', requestId: rid() };
    const missing = await send('GATE-004', body);
    expect(missing.status).toBe(401);
    expect(missing.body.reason).toBe('bad_signature');
    const wrongKey = await send(
      'GATE-004',
      body,
      signBody('not-the-secret', JSON.stringify({ deviceNo: 'GATE-004', ...body })),
    );
    expect(wrongKey.status).toBe(401);
    // Signed by GATE-005's secret but sent as GATE-004.
    const other = f.devices.get('GATE-005')!.secret;
    const stolen = await send(
      'GATE-004',
      body,
      signBody(other, JSON.stringify({ deviceNo: 'GATE-004', ...body })),
    );
    expect(stolen.status).toBe(401);
    const unknown = await send('NO-SUCH-GATE', body, 'ab'.repeat(32));
    expect(unknown.status).toBe(404);
    expect(unknown.body.reason).toBe('device_unknown');
    expect(await eventsOf(ticketStreamId(ticketNo!))).toEqual(['TicketIssued']);
    const device = f.devices.get('GATE-004')!;
    const refused = (await server.running.ctx.store.readStream(`gatedevice-${device.id}`)).filter(
      (e) => e.type === 'GatePassRefused' && (e.data as { reason: string }).reason === 'bad_signature',
    );
    expect(refused).toHaveLength(3);
  });
});

describe('one single-use ticket at five gates at once', () => {
  it('admits it exactly once out of 50 simultaneous passes', async () => {
    const [ticketNo] = await f.dayTickets(1);
    const code = f.code(ticketNo!);
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => enter(i % 5, code)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(answers.filter((a) => a.body.open)).toHaveLength(1);
    expect(new Set(answers.filter((a) => !a.body.open).map((a) => a.body.reason))).toEqual(
      new Set(['used_up']),
    );
    const events = await eventsOf(ticketStreamId(ticketNo!));
    expect(events.filter((t) => t === 'TicketPassed')).toHaveLength(1);
  });
});

describe('feedback and the passenger flow', () => {
  it('gives the use back when nobody walked through, so the ticket passes again', async () => {
    const [ticketNo] = await f.dayTickets(1);
    const requestId = rid();
    expect((await enter(0, f.code(ticketNo!), requestId)).body.open).toBe(true);
    const back = await f.gates[0]!.feedback(requestId, false);
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body.returned).toBe(true);
    // The same report again is the same request: the first answer, nothing more given back.
    expect((await f.gates[0]!.feedback(requestId, false)).body.returned).toBe(true);
    expect((await enter(1, f.code(ticketNo!))).body.open).toBe(true);
    expect(await eventsOf(ticketStreamId(ticketNo!))).toEqual([
      'TicketIssued',
      'TicketPassed',
      'PassReturned',
      'TicketPassed',
    ]);
  });

  it('shows entries on the home as the event log counts them, and in the access records', async () => {
    const [ticketNo] = await f.dayTickets(1);
    expect((await enter(2, f.code(ticketNo!))).body.open).toBe(true);
    // Entries in the log: admitted passes in, less those given back (every pass of this file is today's).
    const { rows } = await server.running.ctx.pool.query(
      `select count(*) filter (where type = 'TicketPassed' and data->>'direction' = 'in')
            - count(*) filter (where type = 'PassReturned') as n from es_events`,
    );
    const logged = Number(rows[0].n);
    expect(logged).toBeGreaterThan(0);
    await waitFor(async () => {
      const home = await f.call<Ok<{ todayEnterCount: number }>>('GET', '/homePage', { token: f.adminToken });
      return home.body.data.todayEnterCount === logged;
    }, 'the home to count every entry of the log');
    const records = await f.call<Ok<[{ ticketNo: string; reason: string; openNumber: number }[], number]>>(
      'GET',
      `/gate/accessRecords?ticketNo=${ticketNo}`,
      { token: f.adminToken },
    );
    expect(records.body.data[0]).toEqual([
      expect.objectContaining({ ticketNo, reason: 'ok', openNumber: 1 }),
    ]);
  });
});

describe('heartbeats and door commands', () => {
  it('shows a device online and carries an open-door command to it and its answer back', async () => {
    const gate = f.devices.get('GATE-001')!;
    const beat = await gate.client.heartbeat();
    expect(beat.status).toBe(200);
    const sent = await f.call<Ok<{ commandId: string }>>('POST', '/device/command', {
      token: f.adminToken,
      body: { id: gate.id, command: 'open_door' },
    });
    expect(sent.status).toBe(200);
    const { commandId } = sent.body.data;
    let carried = false;
    await waitFor(async () => {
      carried = (await gate.client.heartbeat()).body.commands.some((c) => c.commandId === commandId);
      return carried;
    }, 'the command in a heartbeat answer');
    await gate.client.heartbeat([{ commandId, ok: true, message: 'opened' }]);
    await waitFor(async () => {
      const status = await f.call<
        Ok<{ id: number; isOnline: boolean; lastCommand: { ok: boolean | null } | null }[]>
      >('GET', '/device/status', { token: f.adminToken });
      const row = status.body.data.find((d) => d.id === gate.id);
      return row?.isOnline === true && row.lastCommand?.ok === true;
    }, 'the device online and its answer');
    expect((await gate.client.heartbeat()).body.commands.map((c) => c.commandId)).not.toContain(commandId);
  });
});
