// The API page (/docs): every route it lists has a tag (its feature) and a one-line summary.

import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/testServer.ts';
import { type Operation, openApiOperations } from './support/openApi.ts';

let server: TestServer;
let operations: Operation[];

beforeAll(async () => {
  server = await startTestServer();
  operations = await openApiOperations(server);
});
afterAll(() => server?.close());

const name = (op: Operation) => `${op.method} ${op.path}`;

it('lists the API routes', () => {
  expect(operations.length).toBeGreaterThan(80);
  expect(operations.map(name)).toContain('POST /api/device/import');
});

it('gives every route a tag', () => {
  expect(operations.filter((op) => !op.tags?.length).map(name)).toEqual([]);
});

it('gives every route a one-line summary', () => {
  const lacking = operations.filter((op) => !op.summary?.trim() || op.summary.includes('\n'));
  expect(lacking.map(name)).toEqual([]);
});
