// Vitest global setup of the integration and browser queues: starts the product once on a fresh
// database (migrations, demo seed, projections caught up), stops it, and provides that database as
// a template. startTestServer then copies it (`create database … template …`, a file copy) and its
// data folder (the seeded media) instead of migrating and seeding again: about 3 of the 4–5 seconds
// a server took to start, in each of some eighty test files.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startApp } from '../../api/src/startApp.ts';
import { createTestDatabase } from './testDatabase.ts';
import { type SeededTemplate, testConfig } from './testServer.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    seededTemplate: SeededTemplate;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const db = await createTestDatabase('tpl');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'scenic-template-'));
  const running = await startApp(testConfig(db.url, dataDir));
  await running.stop();
  project.provide('seededTemplate', { database: db.name, dataDir });
  return async () => {
    await db.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
