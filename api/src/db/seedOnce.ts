import type pg from 'pg';

/**
 * Whether demo step `name` seeds now: true the first time on a database (marked in app_settings,
 * inside the caller's transaction, which holds a lock so two processes starting together seed once).
 * Once seeded, never again: demo records someone deleted stay deleted after a restart.
 */
export async function firstSeeding(tx: pg.PoolClient, name: string): Promise<boolean> {
  const key = `seed:${name}`;
  await tx.query('select pg_advisory_xact_lock(hashtext($1))', [key]);
  const marked = await tx.query(
    `insert into app_settings (key, value) values ($1, now()::text) on conflict do nothing`,
    [key],
  );
  return marked.rowCount === 1;
}
