// GET /api/image?url= (spec 002 §7): serves the pictures the visitor pages name — carousel pictures
// and ticket photos — without a token, and nothing else: paths that try to leave for the file system
// (`..`, encoded or not, absolute, with a NUL or a backslash) are a 400, an unknown picture a 404.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../support/apiClient.ts';
import { TINY_PNG, type VisitorConfigSetup, visitorConfigSetup } from './visitorConfigSupport.ts';

let t: VisitorConfigSetup;

beforeAll(async () => {
  t = await visitorConfigSetup();
});
afterAll(() => t?.close());

/** GET /api/image with the query string as written (not encoded again). */
const image = (rawQuery: string) => t.visitorGet(`/image?${rawQuery}`);

describe('GET /api/image', () => {
  it('serves a carousel picture with its type, never sniffed, cached for good', async () => {
    const { imagePath } = (await t.upload(t.areaB, TINY_PNG, 'a.png')).body.data;
    const res = await fetch(`${t.server.url}/api/image?url=${encodeURIComponent(imagePath)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(Buffer.compare(Buffer.from(await res.arrayBuffer()), TINY_PNG)).toBe(0);
  });

  it('serves a ticket photo by the URL the ticket list names', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(TINY_PNG)], { type: 'image/png' }), 'logo.png');
    const up = await fetch(`${t.server.url}/api/ticketType/photo`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${t.superToken}` },
    });
    const { url } = (await up.json()).data as { url: string };
    const res = await image(`url=${encodeURIComponent(url)}`);
    expect([res.status, res.type]).toEqual([200, 'image/png']);
    expect(Buffer.compare(res.body, TINY_PNG)).toBe(0);
  });

  it('answers 404 for a medium recorded but missing on disk (issue 29: was a 500)', async () => {
    const fileName = `${'e'.repeat(64)}.mp4`;
    await sql(
      t.server,
      'insert into info_publish_media (scenic_area_id, file_name, size_bytes) values ($1, $2, 10)',
      [t.areaB, fileName],
    );
    const res = await image(`url=media/${fileName}`);
    expect(res.status).toBe(404);
  });

  it('answers 404 for a picture that does not exist', async () => {
    expect((await image('url=carousel/999999')).status).toBe(404);
    expect((await image('url=%2Fapi%2FticketType%2Fphoto%2F999999')).status).toBe(404);
  });

  it.each([
    ['../', 'url=../../../etc/passwd'],
    ['.. inside a carousel path', 'url=carousel/../../etc/passwd'],
    ['%2e%2e/', 'url=%2e%2e/%2e%2e/etc/passwd'],
    ['%2e%2e%2f', 'url=%2e%2e%2f%2e%2e%2fetc%2fpasswd'],
    ['double-encoded', 'url=%252e%252e%252fetc%252fpasswd'],
    ['an absolute path', 'url=/etc/passwd'],
    ['an encoded absolute path', 'url=%2Fetc%2Fpasswd'],
    ['a backslash', 'url=carousel%5C..%5C1'],
    ['a NUL', 'url=carousel/1%00.png'],
    ['a trailing ..', 'url=carousel/1/..'],
    ['a file URL', 'url=file:///etc/passwd'],
    ['a folder', 'url=carousel/'],
    ['nothing', 'url='],
    ['no url at all', 'path=carousel/1'],
  ])('refuses %s with a 400', async (_, query) => {
    const res = await image(query);
    expect(res.status).toBe(400);
    expect(res.type).toContain('application/json');
  });
});
