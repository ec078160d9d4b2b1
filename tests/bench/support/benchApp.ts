// A benchmark's server: the whole product on a fresh, seeded database (demo password DEMO_PASSWORD),
// and the bare baseline route on a second database, started together.
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../../api/src/config/config.ts';
import { startApp } from '../../../api/src/startApp.ts';
import { createTestDatabase } from '../../support/testDatabase.ts';
import { DEMO_PASSWORD } from '../../support/testServer.ts';
import { startBaseline } from './salesLoad.ts';

export async function startBenchApp(name: string, baselinePool: number) {
  const db = await createTestDatabase(`bench_${name}`);
  const rawDb = await createTestDatabase(`bench_${name}_raw`);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `bench-${name}-`));
  const config = { DATABASE_URL: db.url, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO_PASSWORD };
  const running = await startApp(loadConfig({ ...config, LOG_LEVEL: 'warn' }));
  const baseline = await startBaseline(rawDb.url, baselinePool);
  return { running, baseline };
}
