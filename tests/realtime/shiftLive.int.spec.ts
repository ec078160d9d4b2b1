// The seller's home refreshes live (issue 12): once the shiftTotals read model has committed a sale
// or a refund, a real socket.io client in the scenic area's room hears `shift:changed` for that
// seller, and the dutyRecord it then asks already holds the sale.
import { io as connectClient, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ok } from '../../domain/http/replies.ts';
import type { DutyRecord } from '../../domain/shifts/shift.schema.ts';
import { type SalesFixture, salesFixture } from '../api/sales/salesSupport.ts';
import { refundStream, userId } from '../api/shifts/shiftSupport.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

let server: TestServer;
let f: SalesFixture;
let socket: Socket;
let sellerId: number;

beforeAll(async () => {
  server = await startTestServer();
  f = await salesFixture(server);
  sellerId = await userId(server.running.ctx.pool, 'seller');
  socket = connectClient(server.url, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: { token: f.token },
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  expect((await socket.timeout(5000).emitWithAck('join', String(f.areaId))).ok).toBe(true);
});
afterAll(async () => {
  socket?.disconnect();
  await server?.close();
});

type Changed = { sellerID: number; scenicAreaID: number };
const nextChange = () =>
  new Promise<Changed>((resolve) => socket.once('shift:changed', (payload: Changed) => resolve(payload)));

const dutyAmount = async (orderStatus: 1 | 3) => {
  const res = await f.call<Ok<DutyRecord>>('POST', '/sell/dutyRecord', {
    token: f.token,
    body: { operate: 3, scenicAreaID: f.areaId },
  });
  return res.body.data.list.find((r) => r.orderStatus === orderStatus)?.amount;
};

describe('live refresh of the shift summary', () => {
  it('a sale pushes shift:changed for the seller after the read model committed it', async () => {
    const heard = nextChange();
    const sale = await f.sell();
    expect(sale.status).toBe(200);
    expect(await heard).toEqual({ sellerID: sellerId, scenicAreaID: f.areaId });
    // Pushed after the commit: the summary asked on hearing it already holds the sale.
    expect(await dutyAmount(1)).toBe(sale.body.data.amount);
  });

  it('a refund pushes too', async () => {
    const sold = nextChange();
    const sale = await f.sell({ lines: [{ ticketTypeID: f.types.儿童票 as number, count: 1 }] });
    await sold;
    const heard = nextChange();
    const refund = refundStream(
      { orderNo: sale.body.data.orderNo, ticketNos: sale.body.data.ticketNos, areaId: f.areaId },
      { id: sellerId, account: 'seller' },
      sale.body.data.amount,
    );
    await server.running.ctx.store.appendToStreams([
      { streamId: refund.streamId, events: refund.events, expectedRevision: 'no_stream' },
    ]);
    expect(await heard).toEqual({ sellerID: sellerId, scenicAreaID: f.areaId });
    expect(await dutyAmount(3)).toBe(sale.body.data.amount);
  });

  it('a client of another area hears nothing: the room is refused', async () => {
    const stranger = connectClient(server.url, {
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      auth: { token: f.token },
    });
    await new Promise<void>((resolve) => stranger.once('connect', resolve));
    const ack = await stranger.timeout(5000).emitWithAck('join', String(f.areaId + 1000));
    expect(ack).toEqual({ ok: false, error: 'forbidden' });
    stranger.disconnect();
  });
});
