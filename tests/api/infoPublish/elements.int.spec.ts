// Info-publish elements (spec 001 §3, §7): media uploaded as jpg / png ≤ 1 MB or mp4 / webm within
// the settings' limit, judged by their bytes; elements naming them (and titles with their scrolling
// note) per scenic area; the signage's call `GET /api/infoPublish_element?isEnable=3` without a token
// sees only one area's enabled elements; every write reaches that area's screens over socket.io at
// once, and no other area's.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../support/testServer.ts';
import {
  type InfoPublishSetup,
  infoPublishSetup,
  jpegOfSize,
  mp4OfSize,
  refusal,
  TINY_PNG,
  webmOfSize,
} from './infoPublishSupport.ts';

let t: InfoPublishSetup;

beforeAll(async () => {
  t = await infoPublishSetup();
});
afterAll(() => t?.close());

const MB = 1024 * 1024;
const element = (content: string, dataType: number, change: object = {}) => ({
  scenicAreaID: t.areaB,
  dataType,
  content,
  remark: '',
  sortOrder: 10,
  isEnable: true,
  ...change,
});
const signageOf = (areaId: number, extra = '') =>
  t.screenGet(`/infoPublish_element?pageItems=999&pageNumber=1&isEnable=3&scenicAreaID=${areaId}${extra}`);
const mediaCount = async () =>
  (await t.query<{ n: number }>('select count(*)::int as n from info_publish_media'))[0]!.n;

describe('media upload', () => {
  it('keeps a picture and a video by their bytes, whatever their names, and serves them back', async () => {
    const png = await t.upload(t.areaB, 2, TINY_PNG, 'poster.mp4');
    expect(png.status, JSON.stringify(png.body)).toBe(200);
    expect(png.body.data.content).toMatch(/^media\/[0-9a-f]{64}\.png$/);
    const image = await fetch(`${t.server.url}/api/image?url=${encodeURIComponent(png.body.data.content)}`);
    expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.compare(Buffer.from(await image.arrayBuffer()), TINY_PNG)).toBe(0);

    const bytes = mp4OfSize(4096);
    const mp4 = await t.upload(t.areaB, 1, bytes, 'clip.png');
    expect(mp4.body.data).toEqual({ content: expect.stringMatching(/\.mp4$/), size: 4096 });
    const part = await fetch(`${t.server.url}/api/image?url=${mp4.body.data.content}`, {
      headers: { range: 'bytes=4-11' },
    });
    expect([part.status, part.headers.get('content-type')]).toEqual([206, 'video/mp4']);
    expect(Buffer.from(await part.arrayBuffer()).toString()).toBe('ftypisom');

    const webm = await t.upload(t.areaB, 1, webmOfSize(2048), 'clip.webm');
    expect(webm.body.data.content).toMatch(/\.webm$/);
    const logo = await t.upload(t.areaB, 4, jpegOfSize(MB), 'logo.jpg');
    expect([logo.status, logo.body.data.content.endsWith('.jpg')]).toEqual([200, true]);
  });

  it('refuses text named like a video, a picture as a video, a video as a picture, and what is too large', async () => {
    const before = await mediaCount();
    const text = await t.upload(t.areaB, 1, Buffer.from('only text, not a video at all'), 'fake.mp4');
    expect(refusal(text)).toEqual([415, 'MEDIA_TYPE']);
    expect(text.body.message).toBe('Only jpg or png images and mp4 or webm videos can be uploaded');
    expect(refusal(await t.upload(t.areaB, 1, TINY_PNG, 'a.png'))).toEqual([415, 'MEDIA_KIND_MISMATCH']);
    expect(refusal(await t.upload(t.areaB, 2, mp4OfSize(100), 'a.mp4'))).toEqual([
      415,
      'MEDIA_KIND_MISMATCH',
    ]);
    expect(refusal(await t.upload(t.areaB, 3, TINY_PNG, 'a.png'))).toEqual([400, 'MEDIA_KIND_MISMATCH']);
    expect(refusal(await t.upload(t.areaB, 2, jpegOfSize(MB + 1), 'big.jpg'))).toEqual([
      413,
      'IMAGE_TOO_LARGE',
    ]);
    const video = await t.upload(t.areaB, 1, mp4OfSize(MB + 1), 'long.mp4');
    expect(refusal(video)).toEqual([413, 'VIDEO_TOO_LARGE']);
    expect(video.body.message).toBe('The video must not exceed 1 MB');
    expect(await mediaCount()).toBe(before);
  });

  it('is for the release flags and the caller’s own scenic areas', async () => {
    expect(refusal(await t.upload(t.areaB, 2, TINY_PNG, 'a.png', t.sellerToken))).toEqual([403, 'FORBIDDEN']);
    expect(refusal(await t.upload(t.areaA, 2, TINY_PNG, 'a.png'))).toEqual([403, 'OUT_OF_SCOPE']);
  });
});

describe('elements', () => {
  it('names only media uploaded for its own scenic area, and checks each data type’s content', async () => {
    const ofA = (await t.upload(t.areaA, 2, jpegOfSize(1000), 'a.jpg', t.superToken)).body.data.content;
    const wrongArea = await t.post('infoPublish_element', 'add', element(ofA, 2), t.tokenB);
    expect(refusal(wrongArea)).toEqual([400, 'MEDIA_NOT_UPLOADED']);
    const video = (await t.upload(t.areaB, 1, mp4OfSize(64), 'v.mp4')).body.data.content;
    const asImage = await t.post('infoPublish_element', 'add', element(video, 2), t.tokenB, 'es');
    expect(refusal(asImage)).toEqual([400, 'VALIDATION_FAILED']);
    expect(asImage.body.message).toContain('Suba primero la imagen');
    const longTitle = await t.post('infoPublish_element', 'add', element('字'.repeat(41), 3), t.tokenB, 'cn');
    expect(longTitle.body.message).toContain('标题为 1 至 40 个字符');
    const outside = await t.post(
      'infoPublish_element',
      'add',
      { ...element('标题', 3), scenicAreaID: t.areaA },
      t.tokenB,
    );
    expect(refusal(outside)).toEqual([403, 'OUT_OF_SCOPE']);
    const seller = await t.post('infoPublish_element', 'add', element('标题', 3), t.sellerToken);
    expect(refusal(seller)).toEqual([403, 'FORBIDDEN']);
  });

  it('lets a user with only the content flag edit titles and logos, not videos or pictures', async () => {
    const role = await t.add('permission', {
      name: '乙内容编辑',
      scenicAreaID: t.areaB,
      type: 1,
      authority: { release: { releaseContent: 1 } },
    });
    await t.add('user', {
      account: 'contentb',
      name: 'contentb',
      password: DEMO_PASSWORD,
      confirmPassword: DEMO_PASSWORD,
      scenicAreaID: t.areaB,
      permissionID: role.id,
    });
    const token = await t.api.login('contentb');
    const video = (await t.upload(t.areaB, 1, mp4OfSize(80), 'v.mp4')).body.data.content;
    expect(refusal(await t.post('infoPublish_element', 'add', element(video, 1), token))).toEqual([
      403,
      'FORBIDDEN',
    ]);
    const title = await t.post(
      'infoPublish_element',
      'add',
      element('只改标题', 3, { isEnable: false }),
      token,
    );
    expect(title.status).toBe(200);
    await t.post('infoPublish_element', 'delete', { id: title.body.data.id }, token);
  });

  it('shows a screen only its area’s enabled elements, in order, without a token', async () => {
    const picture = (await t.upload(t.areaB, 2, TINY_PNG, 'p.png')).body.data.content;
    const video = (await t.upload(t.areaB, 1, webmOfSize(300), 'v.webm')).body.data.content;
    const second = await t.add('infoPublish_element', element(picture, 2, { sortOrder: 20 }), t.tokenB);
    const first = await t.add('infoPublish_element', element(video, 1, { sortOrder: 5 }), t.tokenB);
    const title = await t.add(
      'infoPublish_element',
      element('欢迎光临乙景区', 3, { remark: '今日 19:30 灯光秀' }),
      t.tokenB,
    );
    const hidden = await t.add('infoPublish_element', element(picture, 2, { isEnable: false }), t.tokenB);

    const screen = await signageOf(t.areaB);
    expect(screen.status).toBe(200);
    const [rows, total] = screen.body.data;
    expect(rows.map((r) => r.id)).toEqual([first.id, second.id, title.id]);
    expect(total).toBe(3);
    expect(rows[2]).toEqual({
      id: title.id,
      dataType: 3,
      content: '欢迎光临乙景区',
      remark: '今日 19:30 灯光秀',
      sortOrder: 10,
    });
    expect((await signageOf(t.areaB, '&dataType=2')).body.data[0].map((r) => r.id)).toEqual([second.id]);
    expect((await signageOf(t.areaA)).body.data[0].map((r) => r.id)).not.toContain(second.id);

    const staff = await t.list('infoPublish_element', { scenicAreaID: t.areaB, isEnable: 0 }, t.tokenB);
    expect(staff[0].map((r) => r.id)).toEqual([hidden.id]);
    expect(
      (await t.list('infoPublish_element', { dataType: '1,2' }, t.tokenB))[0].map((r) => r.dataType),
    ).toEqual(expect.arrayContaining([1, 2]));
  });

  it('lists for a screen only with isEnable=3 and a scenic area', async () => {
    const noSelection = await t.screenGet(`/infoPublish_element?scenicAreaID=${t.areaB}`);
    expect([noSelection.status, noSelection.body.code]).toEqual([401, 'SIGNAGE_LIST_NEEDS_SIGN_IN']);
    const noArea = await t.screenGet('/infoPublish_element?isEnable=3');
    expect([noArea.status, noArea.body.code]).toEqual([400, 'SCENIC_AREA_REQUIRED']);
    const seller = await t.api.call('GET', '/infoPublish_element?isEnable=3', { token: t.sellerToken });
    expect(seller.status).toBe(403);
  });

  it('tells the area’s screens at once when an element is added, disabled or deleted, and no other area’s', async () => {
    const b = await t.screenSocket(t.areaB);
    const a = await t.screenSocket(t.areaA);
    expect([b.ack, a.ack]).toEqual([{ ok: true }, { ok: true }]);
    try {
      const note = await t.add('infoPublish_element', element('新公告', 3), t.tokenB);
      await expect.poll(() => b.received).toEqual([{ scenicAreaID: t.areaB }]);
      await t.post('infoPublish_element', 'enable', { id: note.id, isEnable: false }, t.tokenB);
      await expect.poll(() => b.received.length).toBe(2);
      expect((await signageOf(t.areaB)).body.data[0].map((r) => r.id)).not.toContain(note.id);
      await t.post('infoPublish_element', 'delete', { id: note.id }, t.tokenB);
      await expect.poll(() => b.received.length).toBe(3);
      // A's screen hears of A's change first: B's notices never reached it.
      await t.add('infoPublish_element', { ...element('甲', 3), scenicAreaID: t.areaA });
      await expect.poll(() => a.received).toEqual([{ scenicAreaID: t.areaA }]);
      expect(b.received).toHaveLength(3);
    } finally {
      a.socket.disconnect();
      b.socket.disconnect();
    }
  });

  it('refuses a socket join of anything but an area id', async () => {
    const s = await t.screenSocket(0);
    expect(s.ack).toEqual({ ok: false, error: 'invalid' });
    s.socket.disconnect();
  });
});

describe('GET /api/image for media', () => {
  it('answers 404 for a media path no area uploaded, even when such a file lies in the folder', async () => {
    const stray = 'a'.repeat(64);
    const { writeFile } = await import('node:fs/promises');
    await writeFile(`${t.server.running.ctx.config.DATA_DIR}/media/${stray}.png`, TINY_PNG);
    expect((await t.screenGet(`/image?url=media/${stray}.png`)).status).toBe(404);
    expect((await t.screenGet(`/image?url=media/${'b'.repeat(64)}.mp4`)).status).toBe(404);
  });

  it.each([
    ['.. out of the media folder', 'url=media/../demo-password'],
    ['.. after a media name', `url=media/${'c'.repeat(64)}.png/../../demo-password`],
    ['encoded ..', 'url=media%2F%2e%2e%2Fdemo-password'],
    ['double-encoded ..', 'url=media%252F%252e%252e%252Fdemo-password'],
    ['an absolute path', 'url=/etc/passwd'],
    ['the upload folder', 'url=media/.incoming/x'],
    ['a backslash', `url=media%5C${'c'.repeat(64)}.png`],
    ['upper-case hex', `url=media/${'C'.repeat(64)}.png`],
    ['another extension', `url=media/${'c'.repeat(64)}.svg`],
    ['a NUL', `url=media/${'c'.repeat(64)}.png%00`],
    ['the folder itself', 'url=media/'],
  ])('refuses %s with a 400', async (_, query) => {
    const res = await t.screenGet(`/image?${query}`);
    expect([res.status, res.body.code]).toEqual([
      400,
      expect.stringMatching(/IMAGE_PATH_INVALID|VALIDATION_FAILED/),
    ]);
  });
});
