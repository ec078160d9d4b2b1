import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { survivesDroppedConnections } from '../../commands/eventStore/droppedConnections.ts';

/** The server tests talk to: TEST_DATABASE_URL, else the machine's Postgres on 127.0.0.1:5432. */
export const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/**
 * Creates a fresh database for one test file, empty or a copy of `template` (which nobody may be
 * connected to); `drop()` removes it.
 */
export async function createTestDatabase(prefix = 't', template?: string): Promise<TestDatabase> {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`.toLowerCase();
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"${template ? ` template "${template}"` : ''}`);
  } finally {
    await admin.end();
  }
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      const client = new pg.Client({ connectionString: ADMIN_URL });
      await client.connect();
      try {
        await client.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * A pool of a test's own on `url`. `pool.end()` resolves before its connections have closed, so a
 * database dropped right after (`drop … with (force)`) may cut one still closing: that is no failure,
 * where an 'error' with no listener would end the test process.
 */
export function testPool(url: string, config: Omit<pg.PoolConfig, 'connectionString'> = {}): pg.Pool {
  return survivesDroppedConnections(new pg.Pool({ ...config, connectionString: url }));
}
