// SCRATCH (to delete): decompose the adapter/raw gap.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { createPgEventStore } from '../../../commands/eventStore/pgEventStore.ts';
import * as sql from '../../../commands/eventStore/pgEventStore.sql.ts';
import { createTestDatabase } from '../../support/testDatabase.ts';
import { RAW_SCHEMA, ticketSold } from '../support/storeAppend.ts';
import { median, msSince, percentile } from '../support/storeStats.ts';

const db = await createTestDatabase('bench_scratch');
const store = await createPgEventStore({ connectionString: db.url });
const pool = new pg.Pool({ connectionString: db.url, max: 10 });
await pool.query(RAW_SCHEMA);
await pool.query(`create table bench_raw_t (like es_events including all);
create trigger raw_notify after insert on bench_raw_t for each statement execute function es_notify();`);
const notifyClient = new pg.Client({ connectionString: db.url });
await notifyClient.connect();
// coalesced out-of-transaction notify: at most one in flight, one pending
let inFlight: Promise<void> | undefined;
let pending = false;
function kick(): void {
  if (inFlight) {
    pending = true;
    return;
  }
  inFlight = notifyClient.query(`select pg_notify('es_events', '')`).then(() => {
    inFlight = undefined;
    if (pending) {
      pending = false;
      kick();
    }
  });
}

let tagN = 0;
type Fn = (w: number, j: number, tag: string) => Promise<void>;
const stream = (tag: string, w: number, j: number) => `s-${tag}-${w}-${Math.floor(j / 10)}`;
const exp = (j: number) => (j % 10 === 0 ? 'no_stream' : BigInt((j % 10) - 1));

const variants: Record<string, Fn> = {
  adapter: async (w, j, tag) => {
    await store.appendToStream(stream(tag, w, j), [ticketSold()], { expectedRevision: exp(j) });
  },
  adapterKick: async (w, j, tag) => {
    await store.appendToStream(stream(tag, w, j), [ticketSold()], { expectedRevision: exp(j) });
    kick();
  },
  adapterSqlOnly: async (w, j, tag) => {
    const e = ticketSold();
    const kind = j % 10 === 0 ? 'no_stream' : 'exact';
    const values: unknown[] = [
      stream(tag, w, j),
      1,
      [e.id],
      [e.type],
      [JSON.stringify(e.data)],
      [JSON.stringify(e.metadata)],
    ];
    if (kind === 'exact') values.push(String((j % 10) - 1));
    await pool.query({ name: `x_${kind}`, text: sql.appendSql(kind), values });
  },
  raw: async (w, j, tag) => {
    const e = ticketSold();
    await pool.query({
      name: 'raw1',
      text: `insert into bench_raw (event_id, stream_id, revision, type, data, metadata) values ($1,$2,$3,$4,$5,$6)`,
      values: [e.id, stream(tag, w, j), j % 10, e.type, JSON.stringify(e.data), JSON.stringify(e.metadata)],
    });
  },
  rawNotify: async (w, j, tag) => {
    const e = ticketSold();
    await pool.query({
      name: 'raw1t',
      text: `insert into bench_raw_t (event_id, stream_id, revision, type, data, metadata) values ($1,$2,$3,$4,$5,$6)`,
      values: [e.id, stream(tag, w, j), j % 10, e.type, JSON.stringify(e.data), JSON.stringify(e.metadata)],
    });
  },
};

import { readFileSync } from 'node:fs';
const admin = new pg.Client({ connectionString: db.url });
await admin.connect();
async function snap() {
  const { rows } = await admin.query(
    `select pid, pg_current_wal_lsn()::text as lsn from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
  );
  let ticks = 0;
  for (const r of rows) {
    try {
      const f = readFileSync(`/proc/${r.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks += Number(f[11]) + Number(f[12]);
    } catch {}
  }
  const lsn = (await admin.query(`select pg_current_wal_lsn() - '0/0'::pg_lsn as b`)).rows[0].b;
  const cpu = process.cpuUsage();
  return { pgMs: ticks * 10, nodeMs: (cpu.user + cpu.system) / 1000, wal: Number(lsn) };
}
async function run(fn: Fn, writers: number, per: number) {
  const tag = `t${tagN++}`;
  const s0 = await snap();
  const lat: number[] = [];
  const t0 = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: writers }, async (_, w) => {
      for (let j = 0; j < per; j++) {
        const t = process.hrtime.bigint();
        await fn(w, j, tag);
        lat.push(msSince(t));
      }
    }),
  );
  const el = msSince(t0);
  const s1 = await snap();
  const n = writers * per;
  return {
    rate: (n * 1000) / el,
    p50: percentile(lat, 50),
    p99: percentile(lat, 99),
    pgUs: ((s1.pgMs - s0.pgMs) * 1000) / n,
    nodeUs: ((s1.nodeMs - s0.nodeMs) * 1000) / n,
    walB: (s1.wal - s0.wal) / n,
  };
}

const selected = (process.env.VARIANTS ?? 'adapter,adapterNoTrigger,adapterKick,adapterSqlOnly,raw,rawNotify').split(',');
const writersList = (process.env.WRITERS ?? '1,8').split(',').map(Number);
const rounds = Number(process.env.ROUNDS ?? 3);
async function setTrigger(on: boolean) {
  await pool.query(
    on
      ? `drop trigger if exists es_events_notify on es_events; create trigger es_events_notify after insert on es_events for each statement execute function es_notify()`
      : `drop trigger if exists es_events_notify on es_events`,
  );
}
for (const writers of writersList) {
  const per = writers === 1 ? 1500 : 400;
  const res: Record<string, Awaited<ReturnType<typeof run>>[]> = {};
  for (const v of selected) {
    const fn = variants[v === 'adapterNoTrigger' ? 'adapter' : v === 'adapterKickNoTrigger' ? 'adapterKick' : v]!;
    await setTrigger(!v.endsWith('NoTrigger') && v !== 'adapterKick');
    await run(fn, writers, 100);
  }
  for (let r = 0; r < rounds; r++) {
    for (const v of r % 2 ? [...selected].reverse() : selected) {
      const fn = variants[v === 'adapterNoTrigger' ? 'adapter' : v === 'adapterKickNoTrigger' ? 'adapterKick' : v]!;
      await setTrigger(!v.endsWith('NoTrigger') && v !== 'adapterKick');
      (res[v] ??= []).push(await run(fn, writers, per));
    }
  }
  for (const v of selected) {
    const rs = res[v]!;
    console.log(
      `${writers}w ${v.padEnd(16)} ${Math.round(median(rs.map((x) => x.rate)))
        .toString()
        .padStart(6)}/s  p50 ${median(rs.map((x) => x.p50)).toFixed(2)}  p99 ${median(rs.map((x) => x.p99)).toFixed(2)}  pg ${median(rs.map((x) => x.pgUs)).toFixed(0)}us node ${median(rs.map((x) => x.nodeUs)).toFixed(0)}us wal ${median(rs.map((x) => x.walB)).toFixed(0)}B  rounds ${rs.map((x) => Math.round(x.rate)).join('/')}`,
    );
  }
}
await notifyClient.end();
await admin.end();
await store.close();
await pool.end();
await db.drop();
void randomUUID;
