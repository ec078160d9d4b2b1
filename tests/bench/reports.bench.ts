// Reports benchmark (issue 17): a year of one scenic area with BENCH_TICKETS tickets (default one
// million) written as events straight through the event store's multi-stream append, projected by
// the real report projections (a replay from the start), then every report asked over the whole
// year and over one day, BENCH_REPS times each (p50 / p99 of the answer the route sends, HTTP
// aside). Beside them, in the same run: a raw INSERT loop of the same kind of rows (replay) and a
// bare select of the rows the largest year report reads (queries).
// Run: npm run bench:reports. A script, not a test: it prints a table and ends with one
// machine-readable `BENCH reports …` line.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../../api/src/config/config.ts';
import { reportProjections } from '../../api/src/features.ts';
import { pgSandboxLedger } from '../../api/src/payments/sandboxLedger.ts';
import { createSandboxPayments } from '../../api/src/payments/sandboxPayments.ts';
import { answerReport } from '../../api/src/reports/reportAnswers.ts';
import { startApp } from '../../api/src/startApp.ts';
import { createPgEventStore } from '../../commands/eventStore/pgEventStore.ts';
import type { Actor } from '../../domain/auth/actor.ts';
import { REPORT_KEYS } from '../../domain/reports/reportCatalog.ts';
import { ReportQuery } from '../../domain/reports/reportQuery.schema.ts';
import { createProjectionRunner } from '../../projections/runner/projectionRunner.ts';
import { ADULT } from '../domain/sales/saleFixtures.ts';
import { createTestDatabase } from '../support/testDatabase.ts';
import { DEMO_PASSWORD } from '../support/testServer.ts';
import { writeYear } from './support/reportYear.ts';
import { fmtInt, fmtMs, loadAverage, percentile, renderTable } from './support/storeStats.ts';

const TICKETS = Number(process.env.BENCH_TICKETS ?? 1_000_000);
const REPS = Number(process.env.BENCH_REPS ?? 20);
const YEAR = 2025;
const DAY = `${YEAR}-07-15`;
const BATCH = 1000;

const started = Date.now();
const log = (message: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(1)}s] ${message}`);

/** Migrations and the demo master data (area, types, sellers, zones, devices), then the app stops. */
async function seededDatabase() {
  const db = await createTestDatabase('bench_reports');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-reports-'));
  const config = { DATABASE_URL: db.url, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO_PASSWORD };
  const running = await startApp(loadConfig({ ...config, LOG_LEVEL: 'warn' }));
  await running.stop();
  return { db, dataDir };
}

async function timed(reps: number, run: () => Promise<unknown>): Promise<{ p50: number; p99: number }> {
  for (let i = 0; i < 2; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < reps; i++) {
    const t = performance.now();
    await run();
    samples.push(performance.now() - t);
  }
  return { p50: percentile(samples, 50), p99: percentile(samples, 99) };
}

/** The raw write a replay is compared with: the same number of rows inserted `BATCH` at a time. */
async function rawInsertEps(pool: pg.Pool, rows: number): Promise<number> {
  await pool.query('create table raw_rows (id bigint primary key, area int, day date, n bigint)');
  const t = performance.now();
  for (let first = 0; first < rows; first += BATCH) {
    const ids = Array.from({ length: Math.min(BATCH, rows - first) }, (_, i) => first + i);
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query(
        `insert into raw_rows select id, 1, date '${YEAR}-01-01' + (id % 365)::int, id from unnest($1::bigint[]) as id`,
        [ids],
      );
      await client.query('commit');
    } finally {
      client.release();
    }
  }
  return (rows * 1000) / (performance.now() - t);
}

async function main(): Promise<void> {
  const { db, dataDir } = await seededDatabase();
  const pool = new pg.Pool({ connectionString: db.url, max: 10 });
  const store = await createPgEventStore({ connectionString: db.url });
  let line = '';
  try {
    const { rows: areas } = await pool.query(`select id, time_zone from scenic_areas order by id limit 1`);
    const area = { id: areas[0].id as number, timeZone: areas[0].time_zone as string, offset: '+08:00' };
    const { rows: typeRows } = await pool.query(
      'select id, name, price from ticket_types where scenic_area_id = $1',
      [area.id],
    );
    const types = new Map(
      typeRows.map((t) => [
        t.id,
        {
          ...ADULT,
          id: t.id,
          scenicAreaID: area.id,
          ticketTypeName: t.name,
          ticketPrice: t.price,
          isRealName: false,
          needsPhoto: false,
        },
      ]),
    );
    const { rows: users } = await pool.query('select id from users where scenic_area_id = $1 order by id', [
      area.id,
    ]);
    const sellers = Array.from({ length: 8 }, (_, i) => users[i % users.length].id as number);
    const zones = (await pool.query('select id from zones where scenic_area_id = $1', [area.id])).rows.map(
      (r) => r.id,
    );
    const devices = (
      await pool.query('select id from devices where scenic_area_id = $1', [area.id])
    ).rows.map((r) => r.id);
    const { rows: v } = await pool.query(`select current_setting('server_version') as v`);
    console.log(
      `node ${process.version}, ${os.cpus().length} CPUs, Postgres ${v[0].v}, ${fmtInt(TICKETS)} tickets over ${YEAR}, ` +
        `${types.size} ticket types, ${REPS} reps, load average ${loadAverage()}`,
    );

    // 1. The year, appended.
    const writing = performance.now();
    const year = await writeYear(
      store,
      { year: YEAR, tickets: TICKETS, area, types, sellers, zones, devices: devices.length ? devices : [1] },
      (day, n) => {
        if (day.endsWith('-01')) log(`${day}: ${fmtInt(n)} events`);
      },
    );
    log(
      `${fmtInt(year.events)} events (${fmtInt(year.tickets)} tickets) appended in ${fmtInt(performance.now() - writing)} ms`,
    );
    const ledger = pgSandboxLedger(pool);
    for (const c of year.providerLines) {
      const line = { kind: c.kind, reference: c.reference, transactionId: `SBX${c.reference}` };
      await ledger.record({ ...line, amountFen: c.amount, confirmedAt: c.at });
    }

    // 2. Replay: the report projections from their checkpoint (the seeded demo) through the year.
    const replaying = performance.now();
    const processed = new Map<string, number>();
    const runner = createProjectionRunner({
      store,
      pool,
      projections: reportProjections,
      batchSize: BATCH,
      onError: (name, error) => console.error(`projection ${name} failed:`, error),
      onBatch: ({ name, count }) => processed.set(name, (processed.get(name) ?? 0) + count),
    });
    await runner.start();
    const [head] = await store.readAll({ direction: 'backwards', maxCount: 1 });
    const at = (p: { commit: bigint | string; prepare: bigint | string }) => `${p.commit}/${p.prepare}`;
    // The year was appended before the runner started: a projection is live once it has read it all.
    const caughtUp = () => runner.status().every((s) => s.state === 'live');
    while (!caughtUp()) await new Promise((resolve) => setTimeout(resolve, 250));
    const replayMs = performance.now() - replaying;
    const replayEps = (year.events * 1000) / replayMs;
    await runner.stop();
    log(
      `replayed to ${at(head!.position)} in ${fmtInt(replayMs)} ms: ${[...processed].map(([n, c]) => `${n} ${fmtInt(c)}`).join(', ')}`,
    );
    const rawEps = await rawInsertEps(pool, Math.min(year.events, 300_000));
    const sizes = await pool.query(
      `select relname, n_live_tup from pg_stat_user_tables where relname = any($1) order by relname`,
      [reportProjections.flatMap((p) => p.tables)],
    );
    await pool.query('analyze');

    // 3. Every report over the year and over one day.
    const deps = { db: pool, payments: createSandboxPayments(ledger) };
    const actor = {
      userId: 1,
      account: 'admin',
      category: 0,
      areaScope: 'all',
      flags: {},
    } as unknown as Actor;
    const now = new Date();
    const rows: string[][] = [];
    const yearP99: number[] = [];
    const dayP99: number[] = [];
    for (const key of REPORT_KEYS) {
      const ask = (from: string, to: string) => () =>
        answerReport(deps, actor, key, ReportQuery.parse({ from, to, scenicAreaID: area.id }), now);
      const full = await ask(`${YEAR}-01-01`, `${YEAR}-12-31`)();
      const y = await timed(REPS, ask(`${YEAR}-01-01`, `${YEAR}-12-31`));
      const d = await timed(REPS, ask(DAY, DAY));
      yearP99.push(y.p99);
      dayP99.push(d.p99);
      rows.push([key, fmtInt(full.rows.length), fmtMs(y.p50), fmtMs(y.p99), fmtMs(d.p50), fmtMs(d.p99)]);
    }
    const biggest = await pool.query('select count(*)::int as n from sales_tickets_by_day');
    const bare = (from: string, to: string) => () =>
      pool.query('select * from sales_tickets_by_day where scenic_area_id = $1 and day between $2 and $3', [
        area.id,
        from,
        to,
      ]);
    const by = await timed(REPS, bare(`${YEAR}-01-01`, `${YEAR}-12-31`));
    const bd = await timed(REPS, bare(DAY, DAY));
    rows.push([
      `baseline: bare select of sales_tickets_by_day (${fmtInt(biggest.rows[0].n)} rows a year)`,
      '',
      fmtMs(by.p50),
      fmtMs(by.p99),
      fmtMs(bd.p50),
      fmtMs(bd.p99),
    ]);
    console.log();
    console.log(
      renderTable(['report', 'rows (year)', 'year p50 ms', 'year p99 ms', 'day p50 ms', 'day p99 ms'], rows),
    );
    console.log();
    console.log(
      renderTable(
        ['replay', 'events', 'events/s', 'note'],
        [
          [
            'report projections, from the start',
            fmtInt(year.events),
            fmtInt(replayEps),
            `${(replayMs / 1000).toFixed(1)} s`,
          ],
          [
            'baseline: raw INSERT, 1,000 rows a transaction',
            fmtInt(Math.min(year.events, 300_000)),
            fmtInt(rawEps),
            '',
          ],
        ],
      ),
    );
    console.log(sizes.rows.map((r) => `${r.relname} ${fmtInt(Number(r.n_live_tup))}`).join(', '));
    console.log(`load average at the end ${loadAverage()}`);
    line =
      `BENCH reports tickets=${year.tickets} year_p99_ms=${Math.max(...yearP99).toFixed(1)} ` +
      `day_p99_ms=${Math.max(...dayP99).toFixed(1)} replay_eps=${Math.round(replayEps)}`;
  } finally {
    await store.close();
    await pool.end();
    await db.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
  console.log(line);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
