// Shared set-up of the visitor-page configuration API tests: the two scenic areas of `twoAreaSetup`
// with an administrator of area B holding the wechatPublicConfig flag, the demo seller (no such
// flag), calls without a token as the visitor pages make them, and picture uploads.

import { twoAreaSetup } from '../support/fixtures.ts';

export { chars, type Row, refusal } from '../support/apiClient.ts';

/** A real 1×1 PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** Starts like a JPEG (its magic number), padded to `size` bytes. */
export const jpegOfSize = (size: number) =>
  Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(size - 4)]);

export async function visitorConfigSetup() {
  const base = await twoAreaSetup({
    roleName: '乙公众号管理员',
    account: 'wxadminb',
    authority: { system: { wechatPublicConfig: 1 } },
  });
  const sellerToken = await base.api.login('seller');

  /** A GET without a token, as the visitor pages call: status, body and headers. */
  async function visitorGet(path: string) {
    const res = await fetch(`${base.server.url}/api${path}`, { headers: { 'accept-language': 'en' } });
    const type = res.headers.get('content-type') ?? '';
    const body = type.startsWith('application/json')
      ? await res.json()
      : Buffer.from(await res.arrayBuffer());
    return { status: res.status, body, type };
  }

  /** POST /api/carouselImage/upload?scenicAreaID= with one file, as `token` (null: none). */
  async function upload(areaId: number, bytes: Buffer, name: string, token: string | null = base.superToken) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), name);
    const headers: Record<string, string> = { 'accept-language': 'en' };
    if (token) headers.authorization = `Bearer ${token}`;
    const res = await fetch(`${base.server.url}/api/carouselImage/upload?scenicAreaID=${areaId}`, {
      method: 'POST',
      body: form,
      headers,
    });
    return { status: res.status, body: await res.json() };
  }

  return { ...base, sellerToken, visitorGet, upload };
}

export type VisitorConfigSetup = Awaited<ReturnType<typeof visitorConfigSetup>>;
