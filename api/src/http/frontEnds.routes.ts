import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { App } from '../appContext.ts';
import { DIST_DIR, resolveFrontEndFile } from './frontEnds.ts';

/**
 * Serves the back office, the visitor pages and signage from dist/ on the API's port. Hashed assets
 * are cached for a year and sent as their brotli/gzip copies made at build (scripts/precompress.ts);
 * an index.html is never cached (`no-cache`), so a new build is seen at the next load.
 */
export async function frontEndRoutes(app: App, distDir = DIST_DIR): Promise<void> {
  await app.register(fastifyStatic, { root: distDir, serve: false, preCompressed: true });
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const pathname = decodeURIComponent(new URL(request.url, 'http://local').pathname);
    const file = resolveFrontEndFile(distDir, pathname);
    if (!file) {
      return reply.callNotFound();
    }
    const immutable = pathname.includes('/assets/');
    if (!immutable) reply.header('cache-control', 'no-cache');
    return reply.sendFile(path.relative(distDir, file), distDir, {
      immutable,
      maxAge: immutable ? '365d' : 0,
      cacheControl: immutable,
    });
  });
}
