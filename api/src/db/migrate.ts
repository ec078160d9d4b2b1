import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';

const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations', import.meta.url));

/**
 * Applies `api/migrations/NNN_name.sql` in order, each in its own transaction, under an advisory
 * lock so several processes starting together migrate once. Applied files are never edited: a
 * change is a new file.
 */
export async function migrate(pool: pg.Pool, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = (await readdir(dir)).filter((f) => /^\d{3}_.+\.sql$/.test(f)).sort();
  const client = await pool.connect();
  const applied: string[] = [];
  try {
    await client.query(`select pg_advisory_lock(hashtext('schema_migrations'))`);
    await client.query(
      `create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())`,
    );
    const { rows } = await client.query('select name from schema_migrations');
    const done = new Set(rows.map((r) => r.name as string));
    for (const file of files.filter((f) => !done.has(f))) {
      const sql = await readFile(path.join(dir, file), 'utf8');
      await client.query('begin');
      try {
        await client.query(sql);
        await client.query('insert into schema_migrations (name) values ($1)', [file]);
        await client.query('commit');
        applied.push(file);
      } catch (error) {
        await client.query('rollback');
        throw new Error(`migration ${file} failed: ${(error as Error).message}`);
      }
    }
  } finally {
    await client.query(`select pg_advisory_unlock(hashtext('schema_migrations'))`).catch(() => {});
    client.release();
  }
  return applied;
}
