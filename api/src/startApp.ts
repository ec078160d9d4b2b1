import { Redis } from 'ioredis';
import pg from 'pg';
import { pino } from 'pino';
import { survivesDroppedConnections } from '../../commands/eventStore/droppedConnections.ts';
import { createPgEventStore } from '../../commands/eventStore/pgEventStore.ts';
import { createCommandHandler } from '../../commands/handling/commandHandler.ts';
import { createPgIdempotencyStore } from '../../commands/handling/pgIdempotencyStore.ts';
import { systemClock } from '../../domain/clock.ts';
import type { EventStore } from '../../domain/eventStore.ts';
import type { Projection } from '../../projections/runner/projection.ts';
import { createProjectionRunner } from '../../projections/runner/projectionRunner.ts';
import { type App, type AppContext, DEMO_SCENIC_AREA } from './appContext.ts';
import type { Config } from './config/config.ts';
import { productionRefusal } from './config/productionDefaults.ts';
import { demoPassword } from './config/secrets.ts';
import { connectionBudget } from './db/connectionBudget.ts';
import { StartupProblem, startEmbeddedPostgres } from './db/embeddedPostgres.ts';
import { migrate } from './db/migrate.ts';
import * as features from './features.ts';
import { buildServer } from './http/server.ts';
import { createBullmqJobQueue } from './jobs/bullmqJobQueue.ts';
import { createInProcessJobQueue } from './jobs/inProcessJobQueue.ts';
import { createMetrics } from './ops/metrics.ts';
import { pgSandboxLedger } from './payments/sandboxLedger.ts';
import { createSandboxPayments } from './payments/sandboxPayments.ts';
import { attachRealtime, type RealtimeGateway } from './realtime/realtimeGateway.ts';

export interface StartOptions {
  /** Projections run besides the features' (tests register read models of their own). */
  extraProjections?: Projection[];
}

export interface RunningApp {
  app: App;
  ctx: AppContext;
  url: string;
  demo: { password: string; embedded: boolean };
  stop(): Promise<void>;
}

async function openEventStore(config: Config, databaseUrl: string): Promise<EventStore> {
  if (!config.EVENTSTORE_URL)
    return createPgEventStore({
      connectionString: databaseUrl,
      poolSize: config.DB_EVENTSTORE_POOL_MAX,
      poolWaitMs: config.DB_POOL_WAIT_MS,
    });
  const { createKurrentEventStore } = await import('../../commands/eventStore/kurrentEventStore.ts');
  return createKurrentEventStore({ connectionString: config.EVENTSTORE_URL });
}

/**
 * The composition root: picks adapters from the settings, wires them, starts everything and
 * returns a `stop` that shuts down in reverse order. Each step registers its own undo first, so a
 * failure half-way still releases what was started.
 */
export async function startApp(config: Config, options: StartOptions = {}): Promise<RunningApp> {
  const logger = pino({ level: config.LOG_LEVEL });
  const undo: (() => Promise<unknown>)[] = [];
  const stop = async () => {
    for (const step of undo.reverse())
      await step().catch((err) => logger.error({ err }, 'shutdown step failed'));
  };
  try {
    const refusal = productionRefusal(config);
    if (refusal) throw new StartupProblem(refusal);
    const embedded = config.DATABASE_URL
      ? undefined
      : await startEmbeddedPostgres(config.DATA_DIR, config.EMBEDDED_PG_PORT);
    if (embedded) undo.push(() => embedded.stop());
    const databaseUrl = config.DATABASE_URL ?? embedded!.url;

    // A connection dropped by the server (restart, Ctrl-C reaching Postgres) fails its query; logged.
    const onDropped = (err: Error, inUse: boolean) =>
      logger.warn(
        { err: err.message },
        inUse ? 'database connection dropped in use' : 'idle database connection closed',
      );
    const pool = survivesDroppedConnections(
      new pg.Pool({
        connectionString: databaseUrl,
        max: config.DB_POOL_MAX,
        connectionTimeoutMillis: config.DB_POOL_WAIT_MS, // then 503 + Retry-After (http/databaseBusy.ts)
      }),
      onDropped,
    );
    undo.push(() => pool.end());
    logger.info(connectionBudget(config).line);
    await migrate(pool);

    const store = await openEventStore(config, databaseUrl);
    undo.push(() => store.close());
    const commands = createCommandHandler({
      eventStore: store,
      idempotency: await createPgIdempotencyStore(pool),
    });

    const metrics = createMetrics();
    let realtime: RealtimeGateway | undefined; // attached once the HTTP server exists
    const projected = [...features.projections, ...(options.extraProjections ?? [])];
    // The projections' own connections (one session holds all their locks, the rest run their
    // batches in turn: docs/operations.md), so their batches never wait for, nor keep waiting, the requests' pool. Their commits do not wait
    // for the WAL flush (synchronous_commit off): a read model is derived, and its rows and checkpoint
    // commit together, so a batch lost to a Postgres crash is applied again from the checkpoint
    // before it. The appends of the event store keep waiting for the flush; they no longer queue
    // behind the projections' flushes (a gate pass's p99 at 500/s depends on it).
    const projectionPool = survivesDroppedConnections(
      new pg.Pool({
        connectionString: databaseUrl,
        max: config.DB_PROJECTION_POOL_MAX,
        options: '-c synchronous_commit=off',
      }),
      onDropped,
    );
    undo.push(() => projectionPool.end());
    const projections = createProjectionRunner({
      store,
      pool: projectionPool,
      projections: projected,
      onBatch: ({ name, count, lagMs }) => {
        metrics.projectionLag.labels(name).set(lagMs);
        metrics.projectionEvents.labels(name).inc(count);
      },
      onError: (name, err) => logger.error({ err, projection: name }, 'projection failed; retrying'),
      publish: (area, event, payload) => realtime?.publish(area, event, payload),
    });

    const jobs = config.REDIS_URL
      ? createBullmqJobQueue({ redisUrl: config.REDIS_URL, logger })
      : createInProcessJobQueue({ logger });
    let redis: Redis | undefined;
    if (config.REDIS_URL) {
      redis = new Redis(config.REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
      const client = redis;
      undo.push(() => client.quit());
    }

    const ctx: AppContext = {
      config,
      pool,
      store,
      commands,
      projections,
      jobs,
      clock: systemClock,
      payments: createSandboxPayments(pgSandboxLedger(pool)),
      metrics,
      redisPing: redis ? async () => (await redis.ping()) === 'PONG' : undefined,
      publish: (area, event, payload) => realtime?.publish(area, event, payload),
      notifySignage: (area) => realtime?.notifySignage(area),
      endSockets: (target) => realtime?.endSockets(target),
    };

    const app = await buildServer(ctx, {
      logger,
      apiRoutes: features.apiRoutes,
      authenticate: (request) => features.authenticateRequest(ctx, request),
    });
    undo.push(() => app.close());
    const gateway = attachRealtime(app.server, {
      verifyToken: (token) => features.verifyRealtimeToken(ctx, token),
      redisUrl: config.REDIS_URL,
      logger,
    });
    undo.push(() => gateway.close()); // closes before the HTTP server (reverse order)
    await gateway.ready;
    realtime = gateway;

    const password = await demoPassword(config.DATA_DIR, config.DEMO_PASSWORD);
    if (config.SEED_DEMO === 'true') {
      const demoData = { password, scenicAreaName: DEMO_SCENIC_AREA };
      for (const seed of features.seedSteps) await seed(ctx, demoData);
    }

    await projections.start();
    undo.push(() => projections.stop());
    await jobs.start();
    undo.push(() => jobs.close());

    const address = await app.listen({ port: config.PORT, host: config.HOST });
    const url = address.replace('0.0.0.0', '127.0.0.1');
    return { app, ctx, url, demo: { password, embedded: Boolean(embedded) }, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
