// The visitor's first page as a phone receives it from the real server: its JavaScript on the wire
// (CDP encodedDataLength: compressed bytes as sent, headers included), the hashed assets cached for
// good and index.html never (docs/operations.md). The target is 150 kB; measured 166.5 kB (brotli),
// most of it the react (70 kB) and antd-mobile (63 kB) chunks: the ceiling below guards today's figure
// until the bundle is cut.
const JS_CEILING_KB = 170;

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LaunchedBrowser, launchBrowser } from '../support/browser.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

let server: TestServer;
let phone: LaunchedBrowser;

beforeAll(async () => {
  server = await startTestServer();
  phone = await launchBrowser({ mobile: true });
});
afterAll(async () => {
  await phone?.close();
  await server?.close();
});

describe('the visitor first page on the wire', () => {
  it('sends its JavaScript brotli-compressed (under the ceiling), compressed, assets immutable and index.html no-cache', async () => {
    const page = await phone.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true }); // a first visit, retries too
    const scripts = new Map<string, { url: string; encoding?: string; cache?: string }>();
    const bytes = new Map<string, number>();
    cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
      const headers = response.headers as Record<string, string>;
      if (type === 'Script')
        scripts.set(requestId, {
          url: response.url,
          encoding: headers['content-encoding'],
          cache: headers['cache-control'],
        });
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      bytes.set(requestId, encodedDataLength);
    });
    const index = await page.goto(`${server.url}/wx_index`, { waitUntil: 'networkidle' });
    expect(index?.headers()['cache-control']).toBe('no-cache');

    expect(scripts.size).toBeGreaterThan(0);
    const total = [...scripts.keys()].reduce((sum, id) => sum + (bytes.get(id) ?? 0), 0);
    console.log(
      `visitor /wx_index: ${scripts.size} scripts, ${(total / 1024).toFixed(1)} kB of JS on the wire`,
    );
    expect(total).toBeLessThan(JS_CEILING_KB * 1024);
    for (const script of scripts.values()) {
      expect(script.encoding, script.url).toBe('br');
      expect(script.cache, script.url).toBe('public, max-age=31536000, immutable');
    }
  });

  it('compresses an API answer above 1 kB when the client accepts it', async () => {
    const res = await fetch(`${server.url}/docs/json`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect((await res.json()).openapi).toMatch(/^3\./);
  });
});
