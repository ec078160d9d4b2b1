import pg from 'pg';
import { createPgEventStore } from '../../../commands/eventStore/pgEventStore.ts';
import * as sql from '../../../commands/eventStore/pgEventStore.sql.ts';
import { createTestDatabase } from '../../support/testDatabase.ts';
const db = await createTestDatabase('bench_explain');
const store = await createPgEventStore({ connectionString: db.url });
for (let i = 0; i < 2000; i++) await store.appendToStream(`s-${i}`, [{ type: 'X', data: { i } }], { expectedRevision: 'no_stream' });
const c = new pg.Client({ connectionString: db.url });
await c.connect();
await c.query('analyze');
for (const kind of ['exact', 'no_stream'] as const) {
  await c.query('begin');
  const v: unknown[] = [kind === 'exact' ? 's-5' : 'new-1', 1, ['6f1c1a4e-0c1d-4a43-9d5c-0a9a6b1c2d3e'], ['X'], ['{"a":1}'], ['{}']];
  if (kind === 'exact') v.push('0');
  const r = await c.query(`explain (analyze, buffers, wal, costs off, timing on) ${sql.appendSql(kind)}`.replace(/\$(\d)/g, (_, n) => `$${n}`), v);
  console.log(`--- ${kind}\n` + r.rows.map((x) => x['QUERY PLAN']).join('\n'));
  await c.query('rollback');
}
await c.end(); await store.close(); await db.drop();
