// Serves the built front ends (dist/) with the same routing the API server uses, for browser tests
// of pages that need no API. It is also the reference for those rules:
//   /visitor/*, /signage/*          files of dist/visitor, dist/signage (a missing /assets/ file is a 404,
//                                   any other path there is that app's index.html)
//   /wx_*, /mn_*                    dist/visitor/index.html
//   /signage*                       dist/signage/index.html
//   /api, /health, /metrics, /docs, /socket.io   not front-end paths (404 here)
//   an existing file of dist/web    that file; anything else: dist/web/index.html (SPA fallback)

import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const DIST_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../dist');

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

const NOT_FRONT_END = /^\/(api|health|metrics|docs|socket\.io)(\/|$)/;

/** Which file answers a path, or null for a 404. Exported for the server engineer's tests. */
export function resolveFrontEndFile(distDir: string, pathname: string): string | null {
  if (NOT_FRONT_END.test(pathname)) return null;
  const file = (app: string, rel: string) => {
    const path = normalize(join(distDir, app, rel));
    return path.startsWith(join(distDir, app)) && existsSync(path) && statSync(path).isFile() ? path : null;
  };
  for (const app of ['visitor', 'signage']) {
    if (!pathname.startsWith(`/${app}/`)) continue;
    const asset = file(app, pathname.slice(app.length + 2));
    // A missing asset is a 404; any other path under the app's prefix is its page.
    return asset ?? (pathname.startsWith(`/${app}/assets/`) ? null : file(app, 'index.html'));
  }
  if (/^\/(wx_|mn_)/.test(pathname)) return file('visitor', 'index.html');
  if (pathname.startsWith('/signage')) return file('signage', 'index.html');
  return (pathname !== '/' && file('web', pathname)) || file('web', 'index.html');
}

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
