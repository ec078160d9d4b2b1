// DESIGN §9: visitor pages load under 250 kB of compressed JavaScript. Measured on the build that
// `npm run test:e2e` makes first: every JS file of dist/visitor, gzip-compressed (an upper bound
// on a first load, which fetches only some of them).

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { DIST_DIR } from '../support/staticServer.ts';

function gzippedJs(app: string): number {
  const dir = join(DIST_DIR, app, 'assets');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.js'))
    .reduce((sum, f) => sum + gzipSync(readFileSync(join(dir, f)), { level: 9 }).length, 0);
}

describe('bundle budgets', () => {
  it('keeps the visitor app under 250 kB of gzip JavaScript', () => {
    const bytes = gzippedJs('visitor');
    console.log(`visitor JS: ${(bytes / 1024).toFixed(1)} kB gzip`);
    expect(bytes).toBeLessThan(250 * 1024);
  });

  it('keeps the signage app light (under 150 kB gzip)', () => {
    const bytes = gzippedJs('signage');
    console.log(`signage JS: ${(bytes / 1024).toFixed(1)} kB gzip`);
    expect(bytes).toBeLessThan(150 * 1024);
  });
});
