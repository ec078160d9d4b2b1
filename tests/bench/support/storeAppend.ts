// Append workloads for tests/bench/store.bench.ts: the Postgres adapter and a raw INSERT baseline
// run the same shape of work (same writers, same appends, same payload, same pool size).
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { PgEventStore } from '../../../commands/eventStore/pgEventStore.ts';
import type { EventData, ExpectedRevision } from '../../../domain/eventStore.ts';
import { type CpuMeter, type CpuUsed, cpuUsed } from './storeCpu.ts';
import { msSince } from './storeStats.ts';

/** Appends to a stream before the writer opens a new one (a ticket's or an order's short life). */
export const APPENDS_PER_STREAM = 10;

export type Target = 'adapter' | 'raw';

export interface Workload {
  writers: number;
  /** Appends per writer. */
  appendsPerWriter: number;
  eventsPerAppend: number;
}

export interface RoundResult {
  appends: number;
  events: number;
  elapsedMs: number;
  /** Latency of every append (ms). */
  latencies: number[];
  /** CPU used by Node and by the database's backends during the round. */
  cpu: CpuUsed | undefined;
}

/** A realistic event: a ticket sale with the §4 metadata. */
export function ticketSold(): EventData {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    type: 'TicketSold',
    data: {
      ticketId: randomUUID(),
      orderId: randomUUID(),
      ticketTypeId: 'tt-adult',
      ticketTypeName: 'Adult day ticket',
      priceCents: 12000,
      channel: 'window',
      validOn: now.slice(0, 10),
    },
    metadata: {
      correlationId: randomUUID(),
      causationId: randomUUID(),
      userId: 'user-seller-1',
      scenicAreaId: 'sa-1',
      occurredAt: now,
    },
  };
}

/** The table the raw baseline writes: es_events' columns, defaults and indexes, no trigger. */
export const RAW_SCHEMA = `
drop table if exists bench_raw;
drop sequence if exists bench_raw_position;
create table bench_raw (like es_events including all);
create sequence bench_raw_position owned by bench_raw.global_position;
alter table bench_raw alter column global_position set default nextval('bench_raw_position');
`;

const RAW_INSERT_ONE = `insert into bench_raw (event_id, stream_id, revision, type, data, metadata)
  values ($1, $2, $3, $4, $5, $6)`;
const RAW_INSERT_MANY = `insert into bench_raw (event_id, stream_id, revision, type, data, metadata)
  select e.id, $1, $2::bigint + e.ord - 1, e.type, e.data, e.metadata
  from unnest($3::uuid[], $4::text[], $5::jsonb[], $6::jsonb[]) with ordinality as e(id, type, data, metadata, ord)`;

/** One append of writer `w`: its `j`-th, in stream `j / APPENDS_PER_STREAM` of that writer. */
type AppendFn = (w: number, j: number) => Promise<void>;

function adapterAppend(store: PgEventStore, tag: string, eventsPerAppend: number): AppendFn {
  return async (w, j) => {
    const inStream = j % APPENDS_PER_STREAM;
    const stream = `bench-${tag}-${w}-${Math.floor(j / APPENDS_PER_STREAM)}`;
    // What a command handler passes: no stream yet, else the revision it loaded.
    const expected: ExpectedRevision = inStream === 0 ? 'no_stream' : BigInt(inStream * eventsPerAppend - 1);
    const events = Array.from({ length: eventsPerAppend }, ticketSold);
    await store.appendToStream(stream, events, { expectedRevision: expected });
  };
}

function rawAppend(pool: pg.Pool, tag: string, eventsPerAppend: number): AppendFn {
  return async (w, j) => {
    const inStream = j % APPENDS_PER_STREAM;
    const stream = `bench-${tag}-${w}-${Math.floor(j / APPENDS_PER_STREAM)}`;
    const first = inStream * eventsPerAppend;
    const events = Array.from({ length: eventsPerAppend }, ticketSold);
    if (eventsPerAppend === 1) {
      const e = events[0]!;
      await pool.query({
        name: 'bench_raw_insert_one',
        text: RAW_INSERT_ONE,
        values: [e.id, stream, first, e.type, JSON.stringify(e.data), JSON.stringify(e.metadata)],
      });
      return;
    }
    await pool.query({
      name: 'bench_raw_insert_many',
      text: RAW_INSERT_MANY,
      values: [
        stream,
        first,
        events.map((e) => e.id),
        events.map((e) => e.type),
        events.map((e) => JSON.stringify(e.data)),
        events.map((e) => JSON.stringify(e.metadata)),
      ],
    });
  };
}

/** Runs `writers` closed loops side by side, each awaiting its append before the next. */
async function runWriters(workload: Workload, append: AppendFn): Promise<Omit<RoundResult, 'cpu'>> {
  const latencies: number[] = [];
  const start = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: workload.writers }, async (_, w) => {
      for (let j = 0; j < workload.appendsPerWriter; j++) {
        const t = process.hrtime.bigint();
        await append(w, j);
        latencies.push(msSince(t));
      }
    }),
  );
  const appends = workload.writers * workload.appendsPerWriter;
  return { appends, events: appends * workload.eventsPerAppend, elapsedMs: msSince(start), latencies };
}

export interface AppendTargets {
  store: PgEventStore;
  /** Raw baseline pool, same settings as the store's. */
  rawPool: pg.Pool;
  meter?: CpuMeter;
}

let roundCounter = 0;

export async function runRound(
  targets: AppendTargets,
  target: Target,
  workload: Workload,
): Promise<RoundResult> {
  const tag = `${target === 'adapter' ? 'a' : 'r'}${roundCounter++}`;
  const append =
    target === 'adapter'
      ? adapterAppend(targets.store, tag, workload.eventsPerAppend)
      : rawAppend(targets.rawPool, tag, workload.eventsPerAppend);
  const before = await targets.meter?.read();
  const result = await runWriters(workload, append);
  const after = await targets.meter?.read();
  return { ...result, cpu: before && after ? cpuUsed(before, after) : undefined };
}
