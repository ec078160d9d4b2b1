// The agency header refreshes live (issue 15): once the agencyCredit or agencyOrders read model has
// committed a change of an agency, a real socket.io client of the agency user in its scenic area's
// room hears `agency:changed` for that agency, and the header it then asks already shows the change.
import { io as connectClient, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENCY_CHANGED, type AgencyChanged } from '../../../domain/agencies/agencyLive.ts';
import type { ImportPreview } from '../../../domain/agencies/agencyOrder.schema.ts';
import { startTestServer, type TestServer } from '../../support/testServer.ts';
import { type AgencyFixture, agencyFixture, validPreview } from './agencySupport.ts';

let server: TestServer;
let f: AgencyFixture;
let socket: Socket;
let preview: ImportPreview;
const heard: AgencyChanged[] = [];

beforeAll(async () => {
  server = await startTestServer();
  f = await agencyFixture(server);
  preview = await validPreview(f, 3);
  socket = connectClient(server.url, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: { token: f.agencyToken },
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  expect((await socket.timeout(5000).emitWithAck('join', String(f.agency.area))).ok).toBe(true);
  socket.on(AGENCY_CHANGED, (payload: AgencyChanged) => heard.push(payload));
});
afterAll(async () => {
  socket?.disconnect();
  await server?.close();
});

/** Resolves with the header as asked right after each of the next `n` pushes. */
async function headersAfterPushes(n: number) {
  const seen: Awaited<ReturnType<AgencyFixture['credit']>>[] = [];
  await new Promise<void>((resolve) => {
    const onPush = () =>
      void f.credit().then((c) => {
        seen.push(c);
        if (seen.length === n) {
          socket.off(AGENCY_CHANGED, onPush);
          resolve();
        }
      });
    socket.on(AGENCY_CHANGED, onPush);
  });
  return seen;
}

describe('live agency header', () => {
  it('a recharge pushes agency:changed for the agency; the header asked then shows it', async () => {
    const before = await f.credit();
    const after = headersAfterPushes(1);
    expect((await f.recharge(12_345)).status).toBe(200);
    const [shown] = await after;
    expect(shown!.balance).toBe(before.balance + 12_345);
    expect(heard.at(-1)).toEqual({ travelAgencyID: f.agency.id, scenicAreaID: f.agency.area });
  });

  it('a submission on account pushes from both read models: held and awaiting review follow', async () => {
    const before = await f.credit();
    // agencyCredit (the hold) and agencyOrders (the submission) each push once they committed.
    const after = headersAfterPushes(2);
    const created = await f.createOrder(preview, 1);
    expect(created.status).toBe(200);
    const amount = created.body.data.orderAmount;
    const [, last] = await after;
    expect(last!.held).toBe(before.held + amount);
    expect(last!.unhandledOrderAmount).toBe(before.unhandledOrderAmount + amount);
    expect(heard.every((h) => h.travelAgencyID === f.agency.id)).toBe(true);
  });

  it('the payload names the agency only, never an amount', () => {
    expect(heard.length).toBeGreaterThanOrEqual(3);
    for (const payload of heard)
      expect(Object.keys(payload).sort()).toEqual(['scenicAreaID', 'travelAgencyID']);
  });
});
