import type pg from 'pg';
import type { Projection } from '../../../projections/runner/projection.ts';

/** A small read model for runner tests: how many events each stream holds, and their revisions summed. */
export function streamCountsProjection(
  options: { table?: string; version?: number; slowMs?: number } = {},
): Projection {
  const table = options.table ?? 'stream_counts';
  return {
    name: table,
    version: options.version ?? 1,
    tables: [table],
    schema: `create table if not exists ${table} (stream_id text primary key, events int not null, revision_sum bigint not null)`,
    filter: { streamNamePrefixes: ['count-'] },
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

export async function readCounts(
  pool: pg.Pool,
  table = 'stream_counts',
): Promise<Record<string, [number, number]>> {
  const { rows } = await pool.query(
    `select stream_id, events, revision_sum::int as sum from ${table} order by stream_id`,
  );
  return Object.fromEntries(rows.map((r) => [r.stream_id, [r.events, r.sum]]));
}

/** What the read model must hold after `streams` streams got `perStream` events each. */
export function expectedCounts(streams: number, perStream: number): Record<string, [number, number]> {
  const sum = (perStream * (perStream - 1)) / 2;
  return Object.fromEntries(
    Array.from({ length: streams }, (_, i) => [`count-${String(i).padStart(3, '0')}`, [perStream, sum]]),
  );
}
