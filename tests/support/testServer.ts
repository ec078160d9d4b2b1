import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../api/src/config/config.ts';
import { type RunningApp, type StartOptions, startApp } from '../../api/src/startApp.ts';
import { createTestDatabase, type TestDatabase } from './testDatabase.ts';

export const DEMO_PASSWORD = 'demo-pass-1';

export interface TestServer {
  url: string;
  running: RunningApp;
  db: TestDatabase;
  close(): Promise<void>;
}

/** The settings of a server in the tests and benchmarks: a random port, the demo password, quiet logs. */
export function testConfig(databaseUrl: string, dataDir: string, env: Record<string, string> = {}) {
  return loadConfig({
    DATABASE_URL: databaseUrl,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEMO_PASSWORD,
    LOG_LEVEL: 'warn',
    TRUST_PROXY: '127.0.0.1', // tests play the load balancer in front of the server
    ...env,
  });
}

/** A migrated and seeded database to copy, and the data folder its seed wrote (seededTemplate.setup.ts). */
export interface SeededTemplate {
  database: string;
  dataDir: string;
}

/** Settings that change what a fresh database is seeded with: such a server migrates and seeds its own. */
const SEED_SETTINGS = ['SEED_DEMO', 'DEMO_HISTORY', 'DEMO_PASSWORD', 'MEDIA_DIR', 'DEFAULT_TIME_ZONE'];

/** The queue's seeded template, when it has one (int and e2e) and `env` seeds as it did. */
async function seededTemplate(env: Record<string, string>): Promise<SeededTemplate | undefined> {
  if (!process.env.VITEST || SEED_SETTINGS.some((key) => key in env)) return undefined;
  const { inject } = await import('vitest');
  return inject('seededTemplate');
}

/**
 * The whole product on a random port against a fresh database (seeded with the demo data,
 * password DEMO_PASSWORD). Set REDIS_URL in `env` to use BullMQ and the socket.io Redis adapter;
 * `options.extraProjections` runs test read models besides the features' ones.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  options: StartOptions = {},
): Promise<TestServer> {
  const template = await seededTemplate(env);
  const db = await createTestDatabase('app', template?.database);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'scenic-data-'));
  if (template) await cp(template.dataDir, dataDir, { recursive: true });
  const running = await startApp(testConfig(db.url, dataDir, env), options);
  return {
    url: running.url,
    running,
    db,
    async close() {
      await running.stop();
      await db.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
