// Load blocks for tests/bench/sales.bench.ts: N clients, each posting one request after another for a
// fixed time, against the real sale route or the bare baseline route (a Fastify route doing one
// INSERT through a pg pool into a one-table database).
import Fastify from 'fastify';
import pg from 'pg';
import { postJson } from '../../api/sales/sellerLoad.ts';

export interface BlockResult {
  requests: number;
  elapsedMs: number;
  /** Latency of every request (ms). */
  latencies: number[];
  /** Answers other than 200, by status (there should be none). */
  failures: Map<number, number>;
}

export interface Client {
  url: string;
  path: string;
  token?: string;
}

export const rateOf = (b: BlockResult) => (b.requests * 1000) / b.elapsedMs;

/** `clients` loops posting `body()` to their target until `ms` have passed. */
export async function runBlock(
  clients: Client[],
  ms: number,
  body: (client: number) => object,
): Promise<BlockResult> {
  const result: BlockResult = { requests: 0, elapsedMs: 0, latencies: [], failures: new Map() };
  const started = performance.now();
  const deadline = started + ms;
  await Promise.all(
    clients.map(async (client, i) => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        const res = await postJson(client.url, client.path, body(i), client.token);
        result.latencies.push(performance.now() - t0);
        result.requests += 1;
        if (res.status !== 200) result.failures.set(res.status, (result.failures.get(res.status) ?? 0) + 1);
      }
    }),
  );
  result.elapsedMs = performance.now() - started;
  return result;
}

/**
 * Like runBlock, but each client starts a request every `intervalMs` (or as soon as its previous one
 * answers, when that is later): an offered load, for latency at a rate below the ceiling.
 */
export async function runPaced(
  clients: Client[],
  ms: number,
  intervalMs: number,
  body: () => object,
): Promise<BlockResult> {
  const result: BlockResult = { requests: 0, elapsedMs: 0, latencies: [], failures: new Map() };
  const started = performance.now();
  await Promise.all(
    clients.map(async (client, i) => {
      let next = started + (intervalMs * i) / clients.length; // spread the clients' starts
      while (next < started + ms) {
        const wait = next - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        const t0 = performance.now();
        const res = await postJson(client.url, client.path, body(), client.token);
        result.latencies.push(performance.now() - t0);
        result.requests += 1;
        if (res.status !== 200) result.failures.set(res.status, (result.failures.get(res.status) ?? 0) + 1);
        next = Math.max(next + intervalMs, performance.now());
      }
    }),
  );
  result.elapsedMs = performance.now() - started;
  return result;
}

const RAW_SCHEMA = `create table if not exists sale_raw (
  id bigserial primary key,
  request_id uuid not null,
  body jsonb not null,
  created_at timestamptz not null default now()
)`;

/** The baseline: POST /api/raw inserts the body as one row and answers `{ msg: '' }`. */
export async function startBaseline(databaseUrl: string, poolSize: number) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  pool.on('error', () => {});
  await pool.query(RAW_SCHEMA);
  const app = Fastify({ logger: false });
  app.post('/api/raw', async (request) => {
    const body = request.body as { requestId: string };
    await pool.query('insert into sale_raw (request_id, body) values ($1, $2)', [body.requestId, body]);
    return { msg: '' };
  });
  const url = (await app.listen({ port: 0, host: '127.0.0.1' })).replace('0.0.0.0', '127.0.0.1');
  return {
    url,
    async rows(): Promise<number> {
      return (await pool.query('select count(*)::int as n from sale_raw')).rows[0].n;
    },
    async close() {
      await app.close();
      await pool.end();
    },
  };
}
