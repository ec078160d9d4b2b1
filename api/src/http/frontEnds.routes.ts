import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { App } from '../appContext.ts';
import { DIST_DIR, resolveFrontEndFile } from './frontEnds.ts';

/** Serves the back office, the visitor pages and signage from dist/ on the API's port. */
export async function frontEndRoutes(app: App, distDir = DIST_DIR): Promise<void> {
  await app.register(fastifyStatic, { root: distDir, serve: false });
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const pathname = decodeURIComponent(new URL(request.url, 'http://local').pathname);
    const file = resolveFrontEndFile(distDir, pathname);
    if (!file) {
      return reply.callNotFound();
    }
    const immutable = pathname.includes('/assets/');
    return reply.sendFile(path.relative(distDir, file), distDir, {
      immutable,
      maxAge: immutable ? '365d' : 0,
      cacheControl: true,
    });
  });
}
