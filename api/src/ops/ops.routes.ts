import { z } from 'zod';
import type { App, AppContext } from '../appContext.ts';
import { metricsAccess } from './metricsAccess.ts';

const Check = z.enum(['up', 'down', 'not configured']);
const Health = z.object({
  status: z.enum(['ok', 'degraded']),
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

/** /health (database, event store, Redis, projection lag) and /metrics (Prometheus text, see metricsAccess.ts). */
export async function opsRoutes(app: App, ctx: AppContext): Promise<void> {
  app.get(
    '/health',
    {
      schema: {
        tags: ['operations'],
        summary: 'Health of the database, event store, Redis and projections (503 when degraded)',
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
      const body = { status: healthy ? 'ok' : 'degraded', database, eventStore, redis, projections } as const;
      return reply.status(healthy ? 200 : 503).send(body);
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
