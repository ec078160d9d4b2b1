// Files over an upload's size limit are refused with a 413 every time, and nothing is stored: the
// parser's `truncated` flag is judged once the file's stream has ended. A body whose first chunks
// end exactly at the limit (the client pauses there, as a slow network does) used to be cut to the
// limit and stored; so did a 10 MB picture on a freshly started server.
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, count, sql } from '../api/support/apiClient.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

const MB = 1024 * 1024;
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Starts like a PNG, `size` bytes in all (no CR in it: the multipart parser passes every byte on). */
const pngOfSize = (size: number) => Buffer.concat([PNG_MAGIC, Buffer.alloc(size - PNG_MAGIC.length, 1)]);

let server: TestServer;
let token: string;
let areaId: number;

beforeAll(async () => {
  server = await startTestServer();
  token = await apiClient(server).login('admin');
  areaId = (await sql<{ id: number }>(server, 'select min(id)::int as id from scenic_areas'))[0]!.id;
});
afterAll(() => server?.close());

interface Answer {
  status: number;
  body: { code?: string; message?: string };
}

/**
 * POSTs `file` as one multipart part, sending its first `pauseAt` bytes, pausing, then the rest:
 * the server sees the file's data end exactly there before the rest arrives.
 */
function pacedUpload(path: string, file: Buffer, pauseAt: number): Promise<Answer> {
  const boundary = `----scenic${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\n` +
      'Content-Type: image/png\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise((resolve, reject) => {
    const req = request(`${server.url}/api${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'accept-language': 'en',
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': head.length + file.length + tail.length,
      },
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      // The server may answer 413 and close before the rest is sent: the answer still counts.
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode!, body: JSON.parse(Buffer.concat(chunks).toString()) }),
      );
    });
    req.write(Buffer.concat([head, file.subarray(0, pauseAt)]));
    void sleep(300).then(() => {
      if (req.destroyed) return;
      req.end(Buffer.concat([file.subarray(pauseAt), tail]));
    });
  });
}

async function fetchUpload(path: string, file: Buffer): Promise<Answer> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)], { type: 'image/png' }), 'big.png');
  const res = await fetch(`${server.url}/api${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
    body: form,
  });
  return { status: res.status, body: await res.json() };
}

const PHOTO_ROUTES = () => [
  { path: '/ticketType/photo', table: 'ticket_type_photos' },
  { path: '/sell/photo', table: 'holder_photos' },
  { path: `/carouselImage/upload?scenicAreaID=${areaId}`, table: 'carousel_images' },
];
const PHOTO_TOO_LARGE = { code: 'PHOTO_TOO_LARGE', message: 'The image cannot be larger than 1 MB' };

describe('upload size limits', () => {
  it('refuses photos over 1 MB with a 413 every time and stores none of them', async () => {
    for (const { path, table } of PHOTO_ROUTES()) {
      const before = await count(server, table);
      const answers: Answer[] = [];
      for (let i = 0; i < 4; i++) {
        answers.push(await pacedUpload(path, pngOfSize(MB + 1), MB));
        answers.push(await pacedUpload(path, pngOfSize(MB + 64 * 1024), MB));
        answers.push(await pacedUpload(path, pngOfSize(10 * MB), MB));
        answers.push(await fetchUpload(path, pngOfSize(10 * MB)));
        answers.push(await fetchUpload(path, pngOfSize(MB + 1)));
      }
      const refusals = answers.map((a) => [a.status, a.body.code, a.body.message]);
      const expected = [413, PHOTO_TOO_LARGE.code, PHOTO_TOO_LARGE.message];
      expect(refusals, path).toEqual(answers.map(() => expected));
      expect(await count(server, table), path).toBe(before);
    }
  });

  it('still stores a photo of exactly 1 MB', async () => {
    const res = await pacedUpload('/ticketType/photo', pngOfSize(MB), MB - 1);
    expect(res.status).toBe(200);
  });

  it('refuses a spreadsheet over 2 MB with a 413, however it arrives', async () => {
    const answers: Answer[] = [];
    for (let i = 0; i < 3; i++) {
      answers.push(await pacedUpload('/device/import', pngOfSize(2 * MB + 1), 2 * MB));
      answers.push(await fetchUpload('/device/import', pngOfSize(3 * MB)));
    }
    expect(answers.map((a) => [a.status, a.body.code])).toEqual(
      answers.map(() => [413, 'IMPORT_FILE_TOO_LARGE']),
    );
  });
});
