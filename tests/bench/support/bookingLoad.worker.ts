// The booking benchmark's visitors, in a worker thread (see tsWorker.ts): `concurrency` phones at
// once work through the bookings (submit, then pay on the sandbox page when places were held), or
// post the same number of bodies to the bare baseline route. Both on kept-alive node:http connections
// (postJsonKeepAlive, as the gate devices): the client shares the machine's two cores with the server,
// and with fetch (undici's web streams) the same server code took 380–440 bookings/s, with these 500–535.
import http from 'node:http';
import { parentPort } from 'node:worker_threads';
import { postJsonKeepAlive } from '../../../api/src/gates/deviceClient.ts';

export interface Booking {
  token: string;
  body: { orderAmount: number } & Record<string, unknown>;
}

export type BookingLoadMessage =
  | { kind: 'bookings'; url: string; bookings: Booking[]; concurrency: number }
  | { kind: 'raw'; url: string; bodies: object[]; concurrency: number };

export interface BookingLoadResult {
  elapsedMs: number;
  /** Submit plus payment of each booking that was paid; submit alone of a refused one; raw: the call. */
  latencies: number[];
  submitLatencies: number[];
  payLatencies: number[];
  paid: number;
  /** Answers by status and code (200 for held). */
  answers: Record<string, number>;
}

const agent = new http.Agent({ keepAlive: true });

const post = (url: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  postJsonKeepAlive<Record<string, unknown>>(agent, `${url}/api${path}`, JSON.stringify(body), headers);

async function pool<T>(items: T[], concurrency: number, run: (item: T) => Promise<void>): Promise<number> {
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) await run(items[next++] as T);
    }),
  );
  return performance.now() - started;
}

async function bookings(m: Extract<BookingLoadMessage, { kind: 'bookings' }>): Promise<BookingLoadResult> {
  const r: BookingLoadResult = {
    elapsedMs: 0,
    latencies: [],
    submitLatencies: [],
    payLatencies: [],
    paid: 0,
    answers: {},
  };
  r.elapsedMs = await pool(m.bookings, m.concurrency, async (booking) => {
    const t0 = performance.now();
    const submitted = await post(m.url, '/sell/wxSubmitOrder', booking.body, {
      'x-visitor-token': booking.token,
    });
    const t1 = performance.now();
    r.submitLatencies.push(t1 - t0);
    const key = `${submitted.status} ${(submitted.body.code as string | undefined) ?? ''}`.trim();
    r.answers[key] = (r.answers[key] ?? 0) + 1;
    if (submitted.status !== 200) {
      r.latencies.push(t1 - t0);
      return;
    }
    const orderNo = (submitted.body.data as { orderID: string }).orderID;
    const paid = await post(
      m.url,
      `/sandboxPay/${orderNo}/complete`,
      { approve: true },
      { 'x-visitor-token': booking.token },
    );
    const t2 = performance.now();
    r.payLatencies.push(t2 - t1);
    r.latencies.push(t2 - t0);
    if (paid.status === 200 && (paid.body as { accepted?: boolean }).accepted) r.paid++;
  });
  return r;
}

async function raw(m: Extract<BookingLoadMessage, { kind: 'raw' }>): Promise<BookingLoadResult> {
  const r: BookingLoadResult = {
    elapsedMs: 0,
    latencies: [],
    submitLatencies: [],
    payLatencies: [],
    paid: 0,
    answers: {},
  };
  r.elapsedMs = await pool(m.bodies, m.concurrency, async (body) => {
    const t0 = performance.now();
    const res = await post(m.url, '/raw', body);
    r.latencies.push(performance.now() - t0);
    r.answers[String(res.status)] = (r.answers[String(res.status)] ?? 0) + 1;
  });
  return r;
}

parentPort?.on('message', async (m: BookingLoadMessage) => {
  parentPort?.postMessage(m.kind === 'bookings' ? await bookings(m) : await raw(m));
});
