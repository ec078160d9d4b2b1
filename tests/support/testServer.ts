import { mkdtemp, rm } from 'node:fs/promises';
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

/**
 * The whole product on a random port against a fresh database (seeded with the demo data,
 * password DEMO_PASSWORD). Set REDIS_URL in `env` to use BullMQ and the socket.io Redis adapter;
 * `options.extraProjections` runs test read models besides the features' ones.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  options: StartOptions = {},
): Promise<TestServer> {
  const db = await createTestDatabase('app');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'scenic-data-'));
  const config = loadConfig({
    DATABASE_URL: db.url,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEMO_PASSWORD,
    LOG_LEVEL: 'warn',
    TRUST_PROXY: '127.0.0.1', // tests play the load balancer in front of the server
    ...env,
  });
  const running = await startApp(config, options);
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
