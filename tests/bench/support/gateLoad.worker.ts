// The gate benchmark's devices, in a worker thread: gates are other machines, so their signing and
// HTTP clients must not share the server's event loop. The main thread asks for an offered load
// (`{ rate, ms }`) and gets back every latency and the probe passes' send and answer times.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';
import { type DeviceClient, deviceClient, postJsonKeepAlive } from '../../../api/src/gates/deviceClient.ts';

export interface GateLoadData {
  baseUrl: string;
  devices: { deviceNo: string; secret: string }[];
  /** Signed codes of tickets never presented. */
  codes: string[];
}

export interface OfferResult {
  rate: number;
  latencies: number[];
  elapsedMs: number;
  failures: number;
  /** Epoch ms of probe passes that opened (five a second). */
  probes: { sentAt: number; answeredAt: number }[];
}

const data = workerData as GateLoadData;
const gates: DeviceClient[] = data.devices.map((d) => deviceClient(data.baseUrl, d.deviceNo, d.secret));
const fresh = [...data.codes];
const used: string[] = [];
const epochNow = () => performance.timeOrigin + performance.now();
let sent = 0;

/** 80 % a ticket's first entry, 10 % a used ticket again, 10 % a forged code. */
function nextCode(): string {
  const pick = Math.random();
  if (pick < 0.1 && used.length) return used[Math.floor(Math.random() * used.length)] as string;
  if (pick < 0.2) return `${fresh[0]?.slice(0, -3)}zzz`;
  return fresh.pop() as string;
}

async function offer(rate: number, ms: number): Promise<OfferResult> {
  const result: OfferResult = { rate, latencies: [], elapsedMs: 0, failures: 0, probes: [] };
  const inFlight: Promise<void>[] = [];
  const t0 = performance.now();
  const probeEvery = Math.max(1, Math.round(rate / 5));
  for (let n = 0; performance.now() - t0 < ms; n++) {
    const wait = t0 + (n * 1000) / rate - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const code = nextCode();
    const gate = gates[sent++ % gates.length] as DeviceClient;
    const sentAt = epochNow();
    inFlight.push(
      gate
        .pass({
          credential: { type: 'qr', value: code },
          direction: 'in',
          requestId: randomUUID().replaceAll('-', ''),
        })
        .then(
          (res) => {
            const answeredAt = epochNow();
            result.latencies.push(answeredAt - sentAt);
            if (res.status !== 200) result.failures++;
            if (res.body.open) {
              used.push(code);
              if (n % probeEvery === 0) result.probes.push({ sentAt, answeredAt });
            }
          },
          () => {
            result.failures++;
          },
        ),
    );
  }
  await Promise.all(inFlight);
  result.elapsedMs = performance.now() - t0;
  return result;
}

export interface ClosedResult {
  latencies: number[];
  elapsedMs: number;
  failures: number;
}

/**
 * The baseline's load: `clients` loops posting one small body after another for `ms`, through the
 * same HTTP client as the devices (node:http, connections kept alive).
 */
async function closedLoop(url: string, clients: number, ms: number): Promise<ClosedResult> {
  const result: ClosedResult = { latencies: [], elapsedMs: 0, failures: 0 };
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      const agent = new http.Agent({ keepAlive: true });
      while (performance.now() - t0 < ms) {
        const start = performance.now();
        const res = await postJsonKeepAlive(agent, url, JSON.stringify({ requestId: randomUUID() }));
        result.latencies.push(performance.now() - start);
        if (res.status !== 200) result.failures++;
      }
    }),
  );
  result.elapsedMs = performance.now() - t0;
  return result;
}

type Message = { rate: number; ms: number } | { closed: { url: string; clients: number; ms: number } };

parentPort?.on('message', async (message: Message) => {
  if ('closed' in message) {
    const { url, clients, ms } = message.closed;
    parentPort?.postMessage(await closedLoop(url, clients, ms));
  } else {
    parentPort?.postMessage(await offer(message.rate, message.ms));
  }
});
