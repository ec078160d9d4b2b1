// npm run simulate:gates -- --devices 20 --rate 50 [--url http://127.0.0.1:3000] [--seconds 60]
// Against a running server: DATABASE_URL (the server's database; embedded default: port 54329) and
// DEMO_PASSWORD (else .data/demo-password) must reach what `npm start` printed.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startGateSimulator } from './gateSimulator.ts';

const { values } = parseArgs({
  options: {
    devices: { type: 'string', default: '20' },
    rate: { type: 'string', default: '50' },
    url: { type: 'string', default: 'http://127.0.0.1:3000' },
    seconds: { type: 'string' },
  },
});
const password = process.env.DEMO_PASSWORD ?? readFileSync('.data/demo-password', 'utf8').trim();
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:54329/postgres',
});
const simulation = await startGateSimulator({
  baseUrl: values.url,
  pool,
  password,
  devices: Number(values.devices),
  rate: Number(values.rate),
  durationMs: values.seconds ? Number(values.seconds) * 1000 : undefined,
  log: (line) => console.log(line),
});
process.on('SIGINT', () => void simulation.stop());
await simulation.done;
console.log(`sent: ${[...simulation.counts].map(([k, v]) => `${k} ${v}`).join(', ')}`);
await pool.end();
