// Carousel pictures: uploaded as jpg or png of at most 1 MB judged by their bytes, for a scenic area
// of the caller's; carousel items naming them, edited, switched off and on, deleted (the picture
// with them); the visitor home's list of one area's enabled pictures in order; flag and scope.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  jpegOfSize,
  refusal,
  TINY_PNG,
  type VisitorConfigSetup,
  visitorConfigSetup,
} from './visitorConfigSupport.ts';

let t: VisitorConfigSetup;

beforeAll(async () => {
  t = await visitorConfigSetup();
});
afterAll(() => t?.close());

const MB = 1024 * 1024;
const item = (imagePath: string, change: object = {}) => ({
  scenicAreaID: t.areaB,
  imagePath,
  sortOrder: 10,
  isEnable: true,
  ...change,
});
const carouselOf = async (areaId: number) =>
  (await t.visitorGet(`/wechatPublicConfig/carouselList?pageItems=20&pageNumber=1&scenicAreaID=${areaId}`))
    .body;

describe('carousel picture upload', () => {
  it('stores a png or a jpeg whatever its name, and serves it back by its path', async () => {
    const png = await t.upload(t.areaB, TINY_PNG, 'banner.jpg', t.tokenB);
    expect(png.status, JSON.stringify(png.body)).toBe(200);
    expect(png.body).toEqual({ msg: '', data: { imagePath: expect.stringMatching(/^carousel\/\d+$/) } });
    const served = await t.visitorGet(`/image?url=${encodeURIComponent(png.body.data.imagePath)}`);
    expect([served.status, served.type]).toEqual([200, 'image/png']);
    expect(Buffer.compare(served.body, TINY_PNG)).toBe(0);
    const jpeg = await t.upload(t.areaB, jpegOfSize(MB), 'exactly-1mb.png', t.tokenB);
    expect(jpeg.status).toBe(200);
    const servedJpeg = await t.visitorGet(`/image?url=${jpeg.body.data.imagePath}`);
    expect([servedJpeg.type, servedJpeg.body.length]).toEqual(['image/jpeg', MB]);
  });

  it('refuses a text file named .png, a picture over 1 MB and a request without a file', async () => {
    const text = await t.upload(t.areaB, Buffer.from('not a picture, only text'), 'fake.png');
    expect([text.status, text.body.code]).toEqual([415, 'PHOTO_TYPE']);
    expect(text.body.message).toBe('Only jpg or png images can be uploaded');
    const big = await t.upload(t.areaB, jpegOfSize(MB + 1), 'big.jpg');
    expect([big.status, big.body.code]).toEqual([413, 'PHOTO_TOO_LARGE']);
    const empty = await fetch(`${t.server.url}/api/carouselImage/upload?scenicAreaID=${t.areaB}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${t.superToken}` },
      body: new FormData(),
    });
    expect(empty.status).toBe(400);
    const [{ n }] = (await t.query<{ n: number }>(
      'select count(*)::int as n from carousel_images where scenic_area_id = $1',
      [t.areaB],
    )) as [{ n: number }];
    expect(n).toBe(2); // the two of the test before
  });

  it('needs the flag, a token and a scenic area of the caller’s', async () => {
    expect((await t.upload(t.areaB, TINY_PNG, 'a.png', null)).status).toBe(401);
    expect((await t.upload(t.areaB, TINY_PNG, 'a.png', t.sellerToken)).body.code).toBe('FORBIDDEN');
    const other = await t.upload(t.areaA, TINY_PNG, 'a.png', t.tokenB);
    expect([other.status, other.body.code]).toEqual([403, 'OUT_OF_SCOPE']);
  });
});

describe('carousel items', () => {
  it('lists, edits, switches and deletes items; the visitor home sees the enabled ones in order', async () => {
    const paths: string[] = [];
    for (let i = 0; i < 3; i++)
      paths.push((await t.upload(t.areaB, TINY_PNG, `p${i}.png`, t.tokenB)).body.data.imagePath);
    const second = await t.add('carouselImage', item(paths[0]!, { sortOrder: 20 }), t.tokenB);
    const first = await t.add('carouselImage', item(paths[1]!, { sortOrder: 10 }), t.tokenB);
    const hidden = await t.add('carouselImage', item(paths[2]!, { sortOrder: 5, isEnable: false }), t.tokenB);
    expect(first).toMatchObject({ scenicAreaName: '乙景区', isEnable: true });
    const [rows] = await t.list('carouselImage', {}, t.tokenB);
    expect(rows.map((r) => r.id)).toEqual([hidden.id, first.id, second.id]);
    expect(await carouselOf(t.areaB)).toEqual({
      msg: '',
      data: [[{ imagePath: paths[1] }, { imagePath: paths[0] }], 2],
    });

    await t.post('carouselImage', 'enable', { id: hidden.id, isEnable: true }, t.tokenB);
    await t.post('carouselImage', 'enable', { id: first.id, isEnable: 0 }, t.tokenB);
    await t.post('carouselImage', 'edit', { ...item(paths[0]!, { sortOrder: 1 }), id: second.id }, t.tokenB);
    expect((await carouselOf(t.areaB)).data).toEqual([[{ imagePath: paths[0] }, { imagePath: paths[2] }], 2]);

    expect((await t.post('carouselImage', 'delete', { id: second.id }, t.tokenB)).status).toBe(200);
    expect((await t.visitorGet(`/image?url=${paths[0]}`)).status).toBe(404);
    expect((await carouselOf(t.areaB)).data).toEqual([[{ imagePath: paths[2] }], 1]);
  });

  it('answers the seeded demo carousel and needs the scenic area', async () => {
    const demo = await carouselOf(t.areaA);
    expect(demo.data[1]).toBe(3);
    for (const { imagePath } of demo.data[0]) {
      const picture = await t.visitorGet(`/image?url=${imagePath}`);
      expect([picture.status, picture.type, picture.body.subarray(1, 4).toString()]).toEqual([
        200,
        'image/png',
        'PNG',
      ]);
    }
    const none = await t.visitorGet('/wechatPublicConfig/carouselList?pageItems=20&pageNumber=1');
    expect([none.status, none.body.code]).toEqual([400, 'SCENIC_AREA_REQUIRED']);
  });

  it('holds the path, the sort order, the picture’s area, the flag and the scope', async () => {
    const mine = (await t.upload(t.areaB, TINY_PNG, 'b.png', t.tokenB)).body.data.imagePath as string;
    const cases: [object, string][] = [
      [item('carousel/../1'), 'imagePath Upload the image first'],
      [item('/etc/passwd'), 'imagePath Upload the image first'],
      [item(mine, { sortOrder: 1000 }), 'sortOrder cannot be greater than 999'],
      [item(mine, { sortOrder: -1 }), 'sortOrder cannot be less than 0'],
    ];
    for (const [body, message] of cases) {
      const res = await t.post('carouselImage', 'add', body, t.superToken, 'en');
      expect(refusal(res), message).toEqual([400, 'VALIDATION_FAILED']);
      expect(res.body.message).toContain(message);
    }
    // A picture uploaded for area B cannot be shown in area A's carousel.
    const crossed = await t.post(
      'carouselImage',
      'add',
      item(mine, { scenicAreaID: t.areaA }),
      t.superToken,
      'en',
    );
    expect(refusal(crossed)).toEqual([400, 'REFERENCE_NOT_FOUND']);
    expect(refusal(await t.post('carouselImage', 'add', item(mine), t.sellerToken))).toEqual([
      403,
      'FORBIDDEN',
    ]);
    const [demoRows] = await t.list('carouselImage', { scenicAreaID: t.areaA });
    const demo = demoRows[0]!;
    expect(
      refusal(await t.post('carouselImage', 'enable', { id: demo.id, isEnable: false }, t.tokenB)),
    ).toEqual([404, 'NOT_FOUND']);
    expect(refusal(await t.post('carouselImage', 'delete', { id: demo.id }, t.tokenB))).toEqual([
      404,
      'NOT_FOUND',
    ]);
    expect(await t.list('carouselImage', { scenicAreaID: t.areaA }, t.tokenB)).toEqual([[], 0]);
    expect((await carouselOf(t.areaA)).data[1]).toBe(3);
  });
});
