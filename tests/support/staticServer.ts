// Serves the built front ends (dist/) with the API server's routing (api/src/http/frontEnds.ts), for
// browser tests of pages that need no API.

import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join } from 'node:path';
import { DIST_DIR, resolveFrontEndFile } from '../../api/src/http/frontEnds.ts';

export { DIST_DIR, resolveFrontEndFile };

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
};

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

export async function startStaticServer(distDir = DIST_DIR): Promise<StaticServer> {
  if (!existsSync(join(distDir, 'web', 'index.html'))) {
    throw new Error(`${distDir}/web/index.html is missing: run \`npm run build:web\` first`);
  }
  const server: Server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    const path =
      req.method === 'GET' || req.method === 'HEAD' ? resolveFrontEndFile(distDir, pathname) : null;
    if (!path) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 'NOT_FOUND', message: 'not served by the static test server' }));
      return;
    }
    const immutable = pathname.includes('/assets/');
    res.writeHead(200, {
      'content-type': TYPES[extname(path)] ?? 'application/octet-stream',
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    res.end(req.method === 'HEAD' ? undefined : readFileSync(path));
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}
