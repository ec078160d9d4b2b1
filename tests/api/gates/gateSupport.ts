// Shared set-up of the gate API tests: the demo area with five entry gates in its first zone (the
// demo's GATE-001 plus four added), each with a secret, signed device clients, and signed QR codes.

import { type DeviceClient, deviceClient } from '../../../api/src/gates/deviceClient.ts';
import { ticketCodesOf } from '../../../api/src/sales/ticketCode.ts';
import type { Ok } from '../../../domain/http/replies.ts';
import type { TestServer } from '../../support/testServer.ts';
import { type SalesFixture, salesFixture } from '../sales/salesSupport.ts';
import { apiClient } from '../support/apiClient.ts';

export interface GateFixture extends SalesFixture {
  adminToken: string;
  /** Devices by number, with their ids. */
  devices: Map<string, { id: number; client: DeviceClient; secret: string }>;
  gates: DeviceClient[];
  gateZone: number;
  code(ticketNo: string): string;
  /** Sells `count` day tickets (one use each) for cash and answers their numbers. */
  dayTickets(count: number): Promise<string[]>;
}

export async function gateFixture(server: TestServer): Promise<GateFixture> {
  const sales = await salesFixture(server);
  const adminToken = await apiClient(server).login('admin');
  const pool = server.running.ctx.pool;
  const { rows } = await pool.query(`select d.zone_id from devices d where d.device_no = 'GATE-001'`);
  const gateZone: number = rows[0].zone_id;
  for (const n of [3, 4, 5, 6]) {
    const res = await sales.call('POST', '/device/add', {
      token: adminToken,
      body: {
        deviceNo: `GATE-00${n}`,
        name: `闸机${n}`,
        scenicAreaID: sales.areaId,
        zoneID: gateZone,
        moduleType: 0,
        deviceIP: `192.168.1.10${n}`,
        ucOpenDoorType: 1,
        ucCommuTyp: 0,
        uc485Id: n,
        printTicketCount: 0,
      },
    });
    if (res.status !== 200) throw new Error(`device add: ${JSON.stringify(res.body)}`);
  }
  const devices = new Map<string, { id: number; client: DeviceClient; secret: string }>();
  // GATE-002 is the demo's exit lane: the five entry gates are the others.
  const all = await pool.query(
    "select id, device_no from devices where device_no like 'GATE-%' and direction = 0 order by device_no",
  );
  for (const d of all.rows) {
    const res = await sales.call<Ok<{ secret: string }>>('POST', '/device/secret', {
      token: adminToken,
      body: { id: d.id },
    });
    if (res.status !== 200) throw new Error(`secret: ${JSON.stringify(res.body)}`);
    const secret = res.body.data.secret;
    devices.set(d.device_no, { id: d.id, secret, client: deviceClient(server.url, d.device_no, secret) });
  }
  const codes = await ticketCodesOf(server.running.ctx);
  return {
    ...sales,
    adminToken,
    devices,
    gates: [...devices.values()].map((d) => d.client),
    gateZone,
    code: (ticketNo) => codes.sign(ticketNo),
    async dayTickets(count) {
      const sale = await sales.sell({
        lines: [{ ticketTypeID: sales.types.成人票 as number, count }],
        payment: { method: 'cash', receivedFen: 100_000 },
      });
      if (sale.status !== 200) throw new Error(`sale: ${JSON.stringify(sale.body)}`);
      return sale.body.data.ticketNos;
    },
  };
}
