import { z } from 'zod';
import type { App, AppContext } from '../appContext.ts';
import { metricsAccess } from './metricsAccess.ts';

const Check = z.enum(['up', 'down', 'not configured']);
const Health = z.object({
  status: z.enum(['ok', 'degraded', 'catching up']),
  database: Check,
  eventStore: Check,
  redis: Check,
  projections: z.array(
    z.object({ name: z.string(), state: z.string(), lagMs: z.number(), processed: z.number() }),
  ),
});

async function up(check: () => Promise<unknown>): Promise<'up' | 'down'> {
  try {
    return (await check()) === false ? 'down' : 'up';
  } catch {
    return 'down';
  }
}

/**
 * /health (liveness: the process answers), /ready (readiness: database, event store, Redis if
 * configured, every projection this process runs caught up; 503 otherwise) and /metrics (Prometheus
 * text, see metricsAccess.ts).
 */
export async function opsRoutes(app: App, ctx: AppContext): Promise<void> {
  app.get(
    '/health',
    {
      schema: {
        tags: ['operations'],
        summary: 'Liveness: the process answers (restart it when not)',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['operations'],
        summary: 'Readiness: database, event store, Redis and projections caught up (503 when not)',
        response: { 200: Health, 503: Health },
      },
    },
    async (_request, reply) => {
      const [database, eventStore, redis] = await Promise.all([
        up(() => ctx.pool.query('select 1')),
        up(() => ctx.store.ping()),
        ctx.redisPing ? up(ctx.redisPing) : Promise.resolve('not configured' as const),
      ]);
      const projections = ctx.projections
        .status()
        .map(({ name, state, lagMs, processed }) => ({ name, state, lagMs, processed }));
      const healthy = database === 'up' && eventStore === 'up' && redis !== 'down';
      // A standby projection is applied by another process; one catching up is not ready.
      const caughtUp = projections.every((p) => p.state === 'live' || p.state === 'standby');
      const status = !healthy ? 'degraded' : caughtUp ? 'ok' : 'catching up';
      const body = { status, database, eventStore, redis, projections } as const;
      return reply.status(status === 'ok' ? 200 : 503).send(body);
    },
  );

  app.get(
    '/metrics',
    { schema: { tags: ['operations'], hide: true }, preHandler: metricsAccess(ctx.config.METRICS_TOKEN) },
    async (_request, reply) => {
      reply.header('content-type', ctx.metrics.registry.contentType);
      return ctx.metrics.registry.metrics();
    },
  );
}
