import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';

/**
 * The demo password: DEMO_PASSWORD, else the one generated at the first start and kept in
 * `<DATA_DIR>/demo-password` (mode 600) so a second start prints the same one.
 */
export async function demoPassword(dataDir: string, fromEnv: string | undefined): Promise<string> {
  if (fromEnv) return fromEnv;
  const file = path.resolve(dataDir, 'demo-password');
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const password = randomBytes(9).toString('base64url').slice(0, 12);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  return password;
}

/** A secret generated once and shared by every process through the database. */
export async function sharedSecret(pool: pg.Pool, key: string): Promise<string> {
  const candidate = randomBytes(32).toString('base64url');
  await pool.query('insert into app_settings (key, value) values ($1, $2) on conflict do nothing', [
    key,
    candidate,
  ]);
  const { rows } = await pool.query('select value from app_settings where key = $1', [key]);
  return rows[0].value;
}
