import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/testServer.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const get = async (query = '') => {
  const res = await fetch(`${server.url}/api/public/scenicArea${query}`, {
    headers: { 'accept-language': 'en' },
  });
  return { status: res.status, body: await res.json() };
};

describe('GET /api/public/scenicArea (visitor pages, no token)', () => {
  it('answers the demo scenic area with public fields only', async () => {
    const { status, body } = await get();
    expect(status).toBe(200);
    expect(body).toEqual({ id: expect.any(Number), name: '示范景区', remark: expect.any(String) });
  });

  it('answers the asked scenic area, 404 for an unknown one, 400 for a bad id', async () => {
    const first = await get();
    expect((await get(`?scenicAreaID=${first.body.id}`)).body.name).toBe('示范景区');
    expect(await get('?scenicAreaID=99999')).toMatchObject({
      status: 404,
      body: { code: 'NOT_FOUND', message: 'Not found' },
    });
    expect((await get('?scenicAreaID=abc')).status).toBe(400);
  });
});
