// `npm start`: the whole product on one port. With no settings it runs on an embedded Postgres
// under ./.data; DATABASE_URL, REDIS_URL and EVENTSTORE_URL switch to real services.
import { DEMO_SCENIC_AREA } from './appContext.ts';
import { loadConfig } from './config/config.ts';
import { productionWarning } from './config/productionDefaults.ts';
import { connectionBudget } from './db/connectionBudget.ts';
import { StartupProblem } from './db/embeddedPostgres.ts';
import { startApp } from './startApp.ts';

const config = loadConfig();
const running = await startApp(config).catch((error: unknown) => {
  if (!(error instanceof StartupProblem)) throw error;
  console.error(error.message); // what to do, without a stack trace
  process.exit(1);
});

// The demo area's signage screen, when there is a demo area (a screen shows the area its URL names).
const demoArea = await running.ctx.pool
  .query('select id from scenic_areas where name = $1 order by id limit 1', [DEMO_SCENIC_AREA])
  .then(({ rows }) => (rows[0] ? `?area=${rows[0].id}` : ''));
const line = '─'.repeat(64);
console.log(`\n${line}
  Scenic-area ticketing is running at ${running.url}
  back office  ${running.url}/login        visitor  ${running.url}/wx_index
  signage      ${running.url}/signage${demoArea}      API docs ${running.url}/docs
  health       ${running.url}/health
  demo sign-in: admin / seller / agency, password ${running.demo.password}
  database: ${running.demo.embedded ? `embedded Postgres (data in ${config.DATA_DIR})` : 'DATABASE_URL'}
  event store: ${config.EVENTSTORE_URL ? 'EVENTSTORE_URL' : 'Postgres'}   jobs/realtime: ${config.REDIS_URL ? 'Redis' : 'in-process'}
  ${connectionBudget(config).line}${productionWarning(config) ? `\n${productionWarning(config)}` : ''}
  Ctrl-C stops it cleanly.
${line}\n`);

// SIMULATE_GATES=20:5: simulated gates admit visitors so the home's figures and charts move.
const simulation = config.SIMULATE_GATES
  ? await import('../../scripts/gateSimulator.ts').then(({ startGateSimulator }) => {
      const [devices, rate] = (config.SIMULATE_GATES as string).split(':').map(Number);
      console.log(`  gate simulator: ${devices} devices, ${rate} passes/s (SIMULATE_GATES)`);
      return startGateSimulator({
        baseUrl: running.url,
        pool: running.ctx.pool,
        password: running.demo.password,
        devices: devices as number,
        rate: rate as number,
      });
    })
  : undefined;

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: shutting down…`);
  const timer = setTimeout(() => {
    console.error('shutdown took too long; exiting');
    process.exit(1);
  }, config.SHUTDOWN_GRACE_MS);
  timer.unref();
  await simulation?.stop();
  await running.stop();
  console.log('stopped cleanly');
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
