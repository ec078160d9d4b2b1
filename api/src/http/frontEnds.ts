// Which built front-end file answers a path (one port serves the API and the three apps):
//   /visitor/*, /signage/*          files of dist/visitor, dist/signage (a missing /assets/ file is a 404,
//                                   any other path there is that app's index.html)
//   /wx_*, /mn_*                    dist/visitor/index.html
//   /signage*                       dist/signage/index.html
//   /api, /health, /metrics, /docs, /socket.io   not front-end paths
//   an existing file of dist/web    that file; anything else: dist/web/index.html (SPA fallback)

import { existsSync, statSync } from 'node:fs';
import { join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const DIST_DIR = resolve(fileURLToPath(new URL('../../../dist', import.meta.url)));

const NOT_FRONT_END = /^\/(api|health|ready|metrics|docs|socket\.io)(\/|$)/;

/** The absolute file that answers `pathname`, or null for a 404. */
export function resolveFrontEndFile(distDir: string, pathname: string): string | null {
  if (NOT_FRONT_END.test(pathname)) return null;
  const file = (app: string, rel: string) => {
    const path = normalize(join(distDir, app, rel));
    return path.startsWith(join(distDir, app)) && existsSync(path) && statSync(path).isFile() ? path : null;
  };
  for (const app of ['visitor', 'signage']) {
    if (!pathname.startsWith(`/${app}/`)) continue;
    const asset = file(app, pathname.slice(app.length + 2));
    return asset ?? (pathname.startsWith(`/${app}/assets/`) ? null : file(app, 'index.html'));
  }
  if (/^\/(wx_|mn_)/.test(pathname)) return file('visitor', 'index.html');
  if (pathname.startsWith('/signage')) return file('signage', 'index.html');
  return (pathname !== '/' && file('web', pathname)) || file('web', 'index.html');
}
