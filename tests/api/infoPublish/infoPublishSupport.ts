// Shared set-up of the information-release API tests: the two scenic areas of `twoAreaSetup` with an
// administrator of area B holding the release flags, the demo seller (none of them), videos of at
// most 1 MB (SIGNAGE_VIDEO_MAX_MB=1, so the limit is cheap to cross), calls without a token as
// signage screens make them, media uploads, and socket.io clients of the signage namespace.

import { type Socket as ClientSocket, io as connectClient } from 'socket.io-client';
import { SIGNAGE_CHANGED, SIGNAGE_NAMESPACE } from '../../../domain/infoPublish/signage.schema.ts';
import { twoAreaSetup } from '../support/fixtures.ts';

export type { Row } from '../support/apiClient.ts';

/** The status and code of a refused call. */
export const refusal = (res: { status: number; body: { code?: string } }) => [res.status, res.body.code];
export { jpegOfSize, TINY_PNG } from '../visitorConfig/visitorConfigSupport.ts';

/** Starts like an MP4 (an ISO base-media `ftyp` box), padded to `size` bytes. */
export const mp4OfSize = (size: number) =>
  Buffer.concat([
    Buffer.from([0x00, 0x00, 0x00, 0x18]),
    Buffer.from('ftypisom'),
    Buffer.alloc(Math.max(0, size - 12)),
  ]);

/** An EBML header whose DocType is "webm", padded to `size` bytes. */
export const webmOfSize = (size: number) =>
  Buffer.concat([
    Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84]),
    Buffer.from('webm'),
    Buffer.alloc(Math.max(0, size - 16)),
  ]);

export async function infoPublishSetup() {
  const base = await twoAreaSetup(
    {
      roleName: '乙信息发布管理员',
      account: 'releaseb',
      authority: {
        release: { releaseProgram: 1, releaseMedia: 1, releaseContent: 1, releaseDataBoard: 1 },
      },
    },
    { SIGNAGE_VIDEO_MAX_MB: '1' },
  );
  const sellerToken = await base.api.login('seller');

  /** A GET without a token, as a signage screen calls: status and JSON body. */
  async function screenGet<T = { data: [Record<string, unknown>[], number] }>(path: string) {
    const res = await fetch(`${base.server.url}/api${path}`, { headers: { 'accept-language': 'en' } });
    return { status: res.status, body: (await res.json()) as T & { code?: string; message?: string } };
  }

  /** POST /api/infoPublish_element/upload?scenicAreaID=&dataType= with one file, as `token`. */
  async function upload(areaId: number, dataType: number, bytes: Buffer, name: string, token = base.tokenB) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), name);
    const res = await fetch(
      `${base.server.url}/api/infoPublish_element/upload?scenicAreaID=${areaId}&dataType=${dataType}`,
      { method: 'POST', body: form, headers: { 'accept-language': 'en', authorization: `Bearer ${token}` } },
    );
    return {
      status: res.status,
      body: (await res.json()) as {
        data: { content: string; size: number };
        code?: string;
        message?: string;
      },
    };
  }

  /** A signage screen's socket.io connection that joined `areaId`'s room; notices land in `received`. */
  async function screenSocket(areaId: number) {
    const socket: ClientSocket = connectClient(`${base.server.url}${SIGNAGE_NAMESPACE}`, {
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    const received: unknown[] = [];
    socket.on(SIGNAGE_CHANGED, (payload: unknown) => received.push(payload));
    const ack = await new Promise<unknown>((resolve, reject) => {
      socket.on('connect_error', reject);
      socket.on('connect', () => socket.emit('join', String(areaId), resolve));
    });
    return { socket, received, ack };
  }

  return { ...base, sellerToken, screenGet, upload, screenSocket };
}

export type InfoPublishSetup = Awaited<ReturnType<typeof infoPublishSetup>>;
