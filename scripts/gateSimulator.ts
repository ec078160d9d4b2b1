// The gate simulator (issue 13): N signed devices in the demo area sending passes at a steady rate,
// a mix of valid entries, used-up and wrong-zone tickets and forged codes, plus heartbeats, so the
// administrators' home moves on a fresh machine. Devices SIM-001… are added to the area's first
// zone (one in its second zone, for wrong-zone passes) with secrets written straight into master
// data; tickets are sold and printed through the API as the demo seller.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { type DeviceClient, deviceClient } from '../api/src/gates/deviceClient.ts';
import { newDeviceSecret } from '../api/src/gates/deviceSignature.ts';

export interface SimulatorOptions {
  baseUrl: string;
  pool: pg.Pool;
  /** Password of the demo seller account. */
  password: string;
  devices: number;
  /** Passes per second over all devices. */
  rate: number;
  /** Stop after this long (default: until `stop`). */
  durationMs?: number;
  log?: (line: string) => void;
}

export interface Simulation {
  stop(): Promise<void>;
  /** Passes sent so far, by answer reason. */
  counts: Map<string, number>;
  done: Promise<void>;
}

const MIX = [
  ['valid', 0.7],
  ['usedUp', 0.12],
  ['wrongZone', 0.1],
  ['forged', 0.08],
] as const;

/** The kind of pass a random number in [0, 1) falls on, by the shares of MIX. */
function pickKind(pick: number): (typeof MIX)[number][0] {
  let below = 0;
  for (const [kind, share] of MIX) {
    below += share;
    if (pick < below) return kind;
  }
  return 'valid';
}

async function call(baseUrl: string, path: string, token: string | null, body: unknown) {
  const res = await fetch(`${baseUrl}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { data?: unknown; token?: string; message?: string };
  if (!res.ok) throw new Error(`${path}: ${res.status} ${json.message ?? ''}`);
  return json;
}

/** Adds the simulated devices (or finds them) and answers their clients: gates, and one in another zone. */
async function simulatedDevices(options: SimulatorOptions) {
  const { pool, devices, baseUrl } = options;
  const zones = await pool.query(
    `select z.id, z.scenic_area_id from zones z join scenic_areas a on a.id = z.scenic_area_id
      where a.name = '示范景区' order by z.id limit 2`,
  );
  if (zones.rows.length < 2) throw new Error('the demo area needs two zones');
  const [gateZone, otherZone] = zones.rows;
  const clients: DeviceClient[] = [];
  for (let i = 0; i <= devices; i++) {
    const deviceNo = i === devices ? 'SIM-OTHER' : `SIM-${String(i + 1).padStart(3, '0')}`;
    const zone = i === devices ? otherZone : gateZone;
    const { rows } = await pool.query(
      `insert into devices (scenic_area_id, zone_id, device_no, name, module_type, device_ip, uc_open_door_type,
         uc_commu_typ, uc485_id, print_ticket_count)
       values ($1, $2, $3, $4, 0, '10.0.0.1', 1, 0, 0, 0)
       on conflict (device_no) do update set zone_id = excluded.zone_id returning id`,
      [zone.scenic_area_id, zone.id, deviceNo, `模拟${deviceNo.slice(4)}`],
    );
    const secret = newDeviceSecret();
    await pool.query(
      `insert into device_secrets (device_id, secret) values ($1, $2)
       on conflict (device_id) do update set secret = excluded.secret, issued_at = now()`,
      [rows[0].id, secret],
    );
    clients.push(deviceClient(baseUrl, deviceNo, secret));
  }
  return {
    gates: clients.slice(0, devices),
    other: clients[devices] as DeviceClient,
    areaId: gateZone.scenic_area_id,
  };
}

export async function startGateSimulator(options: SimulatorOptions): Promise<Simulation> {
  const { baseUrl, rate, log } = options;
  const { gates, other, areaId } = await simulatedDevices(options);
  const login = (await call(baseUrl, '/login', null, {
    account: 'seller',
    password: options.password,
    userType: 'CLIENT',
  })) as {
    token: string;
  };
  const { rows } = await options.pool.query(
    "select id from ticket_types where scenic_area_id = $1 and name = '成人票' limit 1",
    [areaId],
  );
  const typeId = rows[0]?.id;
  const fresh: string[] = [];
  const used: string[] = [];
  async function restock() {
    const sale = (await call(baseUrl, '/sell/order', login.token, {
      requestId: randomUUID(),
      scenicAreaID: areaId,
      lines: [{ ticketTypeID: typeId, count: 20 }],
      payment: { method: 'cash', receivedFen: 1_000_000 },
    })) as { data: { orderNo: string } };
    const printed = (await call(baseUrl, '/sell/print', login.token, { orderNo: sale.data.orderNo })) as {
      data: { tickets: { code: string }[] };
    };
    fresh.push(...printed.data.tickets.map((t) => t.code));
  }
  const counts = new Map<string, number>();
  let stopped = false;
  let sent = 0;
  async function onePass() {
    const kind = pickKind(Math.random());
    if (fresh.length < 5) await restock();
    const gate = gates[sent++ % gates.length] as DeviceClient;
    const code =
      kind === 'usedUp' && used.length
        ? (used[Math.floor(Math.random() * used.length)] as string)
        : kind === 'forged'
          ? `${fresh[0]?.slice(0, -2)}xx`
          : (fresh.pop() as string);
    const device = kind === 'wrongZone' ? other : gate;
    const answer = await device.pass({
      credential: { type: 'qr', value: code },
      direction: 'in',
      requestId: randomUUID().replaceAll('-', ''),
      deviceTime: new Date().toISOString(),
    });
    if (answer.body.open) used.push(code);
    else if (kind === 'wrongZone') fresh.push(code);
    counts.set(answer.body.reason, (counts.get(answer.body.reason) ?? 0) + 1);
  }
  await restock();
  const started = Date.now();
  const done = (async () => {
    let beat = 0;
    while (!stopped && (options.durationMs === undefined || Date.now() - started < options.durationMs)) {
      const tick = Date.now();
      if (tick - beat > 5000) {
        beat = tick;
        await Promise.all([...gates, other].map((g) => g.heartbeat().catch(() => undefined)));
        log?.(`gates: ${[...counts].map(([k, v]) => `${k} ${v}`).join(', ')}`);
      }
      await onePass().catch((error: Error) => log?.(`pass failed: ${error.message}`));
      const wait = 1000 / rate - (Date.now() - tick);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
  })();
  return {
    counts,
    done,
    async stop() {
      stopped = true;
      await done;
    },
  };
}
