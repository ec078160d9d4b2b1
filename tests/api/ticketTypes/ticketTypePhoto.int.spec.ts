// The ticket photo: jpg or png only, judged by its bytes; at most 1 MB; served back to anyone (the
// visitor pages) and named by the ticket type's headPhoto / the public listing's photoPathLogo.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { draft, startWorld, type World } from './ticketTypesSupport.ts';

let w: World;
beforeAll(async () => {
  w = await startWorld();
});
afterAll(() => w?.close());

const MB = 1024 * 1024;
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** A real 1×1 PNG. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** Starts like a PNG, padded to `size` bytes. */
const pngOfSize = (size: number) =>
  Buffer.concat([Buffer.from(PNG_MAGIC), Buffer.alloc(size - PNG_MAGIC.length)]);

async function upload(bytes: Buffer, name: string, type: string, auth: string | null = w.adminToken) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const headers: Record<string, string> = { 'accept-language': 'en' };
  if (auth) headers.authorization = auth;
  const res = await fetch(`${w.server.url}/api/ticketType/photo`, { method: 'POST', body: form, headers });
  return { status: res.status, body: await res.json() };
}

describe('ticket photo', () => {
  it('stores a png and serves it back with its type', async () => {
    const res = await upload(TINY_PNG, 'logo.png', 'image/png');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      msg: '',
      data: { url: expect.stringMatching(/^\/api\/ticketType\/photo\/\d+$/) },
    });
    const served = await fetch(`${w.server.url}${res.body.data.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(TINY_PNG)).toBe(true);
  });

  it('stores a jpeg whatever its name says', async () => {
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100)]);
    const res = await upload(jpeg, 'photo.JPG', 'image/jpeg');
    expect(res.status).toBe(200);
    const served = await fetch(`${w.server.url}${res.body.data.url}`);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
  });

  it('accepts exactly 1 MB and refuses 1 MB + 1 byte', async () => {
    expect((await upload(pngOfSize(MB), 'big.png', 'image/png')).status).toBe(200);
    const tooBig = await upload(pngOfSize(MB + 1), 'big.png', 'image/png');
    expect(tooBig.status).toBe(413);
    expect(tooBig.body).toMatchObject({
      code: 'PHOTO_TOO_LARGE',
      message: 'The image cannot be larger than 1 MB',
    });
  });

  it('refuses a .png that is really text, and a gif', async () => {
    const text = await upload(
      Buffer.from('just some text pretending to be an image'),
      'fake.png',
      'image/png',
    );
    expect(text.status).toBe(415);
    expect(text.body.code).toBe('PHOTO_TYPE');
    const gif = await upload(Buffer.from('GIF89a\x01\x00\x01\x00', 'binary'), 'anim.gif', 'image/gif');
    expect(gif.body.code).toBe('PHOTO_TYPE');
  });

  it('needs sign-in to upload and a file in the request', async () => {
    expect((await upload(TINY_PNG, 'logo.png', 'image/png', null)).status).toBe(401);
    const empty = await fetch(`${w.server.url}/api/ticketType/photo`, {
      method: 'POST',
      headers: { authorization: w.adminToken },
      body: new FormData(),
    });
    expect(empty.status).toBe(400);
    expect((await fetch(`${w.server.url}/api/ticketType/photo/999999`)).status).toBe(404);
  });

  it('names the photo in the ticket type and the public listing', async () => {
    const { data } = (await upload(TINY_PNG, 'logo.png', 'image/png')).body;
    const added = await w.admin.post('/ticketType/add', draft(w.areaId, w.zoneId, { headPhoto: data.url }));
    expect(added.body.data.headPhoto).toBe(data.url);
    const list = await w.anonymous.get('/ticketType', {
      pageItems: 999,
      pageNumber: 1,
      scenicAreaID: w.areaId,
    });
    const row = list.body.data[0].find((t: { id: number }) => t.id === added.body.data.id);
    expect(row.photoPathLogo).toBe(data.url);
  });
});
