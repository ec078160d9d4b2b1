import type pg from 'pg';
import type { RecordedEvent } from '../../../domain/eventStore.ts';
import type { Projection } from '../../../projections/runner/projection.ts';

/**
 * A small read model for runner tests: how many events each stream of a family holds, and their
 * revisions summed. A family (`count` unless named) has its own streams (`<family>-000`, …), table
 * (`<family>_counts`) and projection name, so tests using different families do not touch each other.
 */
export type Counts = Record<string, [number, number]>;

export const countsTable = (family: string) => `${family}_counts`;
export const countsStream = (family: string, index: number) => `${family}-${String(index).padStart(3, '0')}`;

export function streamCountsProjection(
  options: { family?: string; version?: number; slowMs?: number } = {},
): Projection {
  const family = options.family ?? 'count';
  const table = countsTable(family);
  return {
    name: table,
    version: options.version ?? 1,
    tables: [table],
    schema: `create table if not exists ${table} (stream_id text primary key, events int not null, revision_sum bigint not null)`,
    filter: { streamNamePrefixes: [`${family}-`] },
    async apply(events, tx) {
      for (const event of events) {
        await tx.query(
          `insert into ${table} (stream_id, events, revision_sum) values ($1, 1, $2)
           on conflict (stream_id) do update set events = ${table}.events + 1,
             revision_sum = ${table}.revision_sum + excluded.revision_sum`,
          [event.streamId, String(event.revision)],
        );
        if (options.slowMs) await tx.query('select pg_sleep($1)', [options.slowMs / 1000]);
      }
    },
  };
}

export async function readCounts(pool: pg.Pool | pg.PoolClient, family = 'count'): Promise<Counts> {
  const { rows } = await pool.query(
    `select stream_id, events, revision_sum::int as sum from ${countsTable(family)} order by stream_id`,
  );
  return Object.fromEntries(rows.map((r) => [r.stream_id, [r.events, r.sum]]));
}

/** What the read model must hold after `streams` streams got `perStream` events each. */
export function expectedCounts(streams: number, perStream: number, family = 'count'): Counts {
  const sum = (perStream * (perStream - 1)) / 2;
  return Object.fromEntries(
    Array.from({ length: streams }, (_, i) => [countsStream(family, i), [perStream, sum]]),
  );
}

/** The read model a clean rebuild over exactly these events would hold. */
export function foldCounts(events: RecordedEvent[]): Counts {
  const counts: Counts = {};
  for (const event of events) {
    const [n, sum] = counts[event.streamId] ?? [0, 0];
    counts[event.streamId] = [n + 1, sum + Number(event.revision)];
  }
  return Object.fromEntries(Object.entries(counts).sort(([a], [b]) => (a < b ? -1 : 1)));
}
