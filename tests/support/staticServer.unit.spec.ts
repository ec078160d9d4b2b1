import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveFrontEndFile } from './staticServer.ts';

// The front-end routing rules the API server must follow, checked on a tiny dist/ tree.
const dist = mkdtempSync(join(tmpdir(), 'dist-'));
for (const file of [
  'web/index.html',
  'web/assets/app.js',
  'web/favicon.ico',
  'visitor/index.html',
  'visitor/assets/v.js',
  'signage/index.html',
  'signage/assets/s.js',
]) {
  mkdirSync(join(dist, file, '..'), { recursive: true });
  writeFileSync(join(dist, file), file);
}
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const served = (path: string) => {
  const file = resolveFrontEndFile(dist, path);
  return file === null ? null : file.slice(dist.length + 1);
};

describe('front-end routing', () => {
  it('serves the visitor pages for wx_ and mn_ paths, and its assets under /visitor/', () => {
    expect(served('/wx_index')).toBe('visitor/index.html');
    expect(served('/mn_ticketList')).toBe('visitor/index.html');
    expect(served('/visitor/assets/v.js')).toBe('visitor/assets/v.js');
    expect(served('/visitor/assets/missing.js')).toBeNull();
  });

  it('serves the signage page for /signage*, and its assets under /signage/', () => {
    expect(served('/signage')).toBe('signage/index.html');
    expect(served('/signage/')).toBe('signage/index.html');
    expect(served('/signage/assets/s.js')).toBe('signage/assets/s.js');
  });

  it('leaves the API, health, metrics, docs and socket.io paths alone', () => {
    for (const p of ['/api/login', '/api', '/health', '/metrics', '/docs/json', '/socket.io/']) {
      expect(served(p)).toBeNull();
    }
  });

  it('serves the back office files, else its index.html', () => {
    expect(served('/assets/app.js')).toBe('web/assets/app.js');
    expect(served('/favicon.ico')).toBe('web/favicon.ico');
    expect(served('/')).toBe('web/index.html');
    expect(served('/login')).toBe('web/index.html');
    expect(served('/ticketType')).toBe('web/index.html');
    expect(served('/apiary')).toBe('web/index.html');
  });

  it('never leaves dist/', () => {
    expect(served('/visitor/../../etc/passwd')).toBe('visitor/index.html');
    expect(served('/../../etc/passwd')).toBe('web/index.html');
    expect(served('/assets/../../../etc/passwd')).toBe('web/index.html');
  });
});
