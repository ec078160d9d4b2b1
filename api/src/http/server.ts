import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { translate } from '../../../domain/i18n/errorMessages.ts';
import type { App, AppContext } from '../appContext.ts';
import { opsRoutes } from '../ops/ops.routes.ts';
import { registerErrorHandling, requestLang } from './errorHandler.ts';
import { frontEndRoutes } from './frontEnds.routes.ts';
import { guardedValidatorCompiler } from './inputGuard.ts';
import { boundJsonDepth } from './jsonDepth.ts';
import { securityHeaders } from './securityHeaders.ts';

export interface ServerOptions {
  logger: FastifyServerOptions['loggerInstance'];
  /** Feature routes, each registered under /api and tagged with its feature on the API page. */
  apiRoutes: { tag: string; routes: ((app: App, ctx: AppContext) => Promise<void>)[] }[];
  serveFrontEnds?: boolean;
  /** onRequest hook of every route: who is calling (sets `request.session`). */
  authenticate?: (request: FastifyRequest) => Promise<void>;
  /** Largest JSON body accepted (bytes). */
  bodyLimit?: number;
}

/** A route as registered: its method and URL (`/api/ticketType/photo/:id`). */
export interface RegisteredRoute {
  method: string;
  url: string;
}
const ROUTES = new WeakMap<object, RegisteredRoute[]>();

/** Every route the server registered (the fuzz tests send their bodies to each). */
export const registeredRoutes = (app: object): readonly RegisteredRoute[] => ROUTES.get(app) ?? [];

export async function buildServer(ctx: AppContext, options: ServerOptions): Promise<App> {
  const app = Fastify({
    loggerInstance: options.logger,
    bodyLimit: options.bodyLimit ?? 1024 * 1024,
    trustProxy: ctx.config.TRUST_PROXY,
    requestIdHeader: 'x-request-id',
  }).withTypeProvider<ZodTypeProvider>();
  const routes: RegisteredRoute[] = [];
  ROUTES.set(app, routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
  boundJsonDepth(app);
  app.setValidatorCompiler(guardedValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  await securityHeaders(app);
  // Answers above 1 kB compressed when the client accepts it; socket.io is not a Fastify route, an
  // xlsx (already a zip) is not a compressible type, and front-end assets arrive pre-compressed.
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, { global: false });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Scenic-area ticketing API', version: '0.1.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/docs' });

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    ctx.metrics.httpDuration
      .labels(request.method, route, String(reply.statusCode))
      .observe(reply.elapsedTime / 1000);
  });

  app.setNotFoundHandler((request, reply) => {
    const message = translate('NOT_FOUND', requestLang(request));
    return reply.status(404).send({ code: 'NOT_FOUND', message, msg: message });
  });

  const { authenticate } = options;
  if (authenticate) app.addHook('onRequest', async (request) => authenticate(request));
  await app.register(async (scope) => opsRoutes(scope as App, ctx));
  for (const feature of options.apiRoutes) {
    await app.register(
      async (scope) => {
        scope.addHook('onRoute', (route) => {
          if (!route.schema?.tags) route.schema = { ...route.schema, tags: [feature.tag] };
        });
        for (const routes of feature.routes) await scope.register(async (inner) => routes(inner as App, ctx));
      },
      { prefix: '/api' },
    );
  }
  if (options.serveFrontEnds !== false) await app.register(async (scope) => frontEndRoutes(scope as App));
  return app;
}
