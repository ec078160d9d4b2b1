// After `vite build`: writes a brotli (.br) and a gzip (.gz) copy next to every hashed asset of
// dist/{web,visitor,signage}/assets worth compressing, so the server sends them as they are
// (@fastify/static `preCompressed`, api/src/http/frontEnds.routes.ts) instead of compressing per request.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { DIST_DIR } from '../api/src/http/frontEnds.ts';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|wasm)$/;
let written = 0;
for (const app of ['web', 'visitor', 'signage']) {
  const dir = join(DIST_DIR, app, 'assets');
  for (const name of readdirSync(dir)) {
    if (!COMPRESSIBLE.test(name)) continue;
    const source = readFileSync(join(dir, name));
    if (source.length < 1024) continue;
    writeFileSync(
      join(dir, `${name}.br`),
      brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    writeFileSync(join(dir, `${name}.gz`), gzipSync(source, { level: 9 }));
    written++;
  }
}
console.log(`precompressed ${written} assets (brotli and gzip)`);
