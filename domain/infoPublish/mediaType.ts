// The type an uploaded medium really is, judged by its first bytes (never its name): the pictures
// of domain/ticketTypes/imageType.ts, an MP4 (an ISO base-media `ftyp` box first) or a WebM (an
// EBML header whose DocType is "webm").
import { photoTypeOf } from '../ticketTypes/imageType.ts';
import type { MediaExtension } from './mediaPath.ts';

const EBML = [0x1a, 0x45, 0xdf, 0xa3];
const FTYP = [0x66, 0x74, 0x79, 0x70];
/** The EBML DocType element (0x4282) with a 1-byte size of 4, then "webm". */
const WEBM_DOCTYPE = [0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d];
/** How many first bytes the judgement needs. */
export const MEDIA_HEAD_BYTES = 64;

const at = (bytes: Uint8Array, offset: number, magic: number[]) =>
  magic.every((b, i) => bytes[offset + i] === b);

const holds = (bytes: Uint8Array, magic: number[]) => bytes.some((_, offset) => at(bytes, offset, magic));

export function mediaExtensionOf(head: Uint8Array): MediaExtension | null {
  const photo = photoTypeOf(head);
  if (photo === 'image/png') return 'png';
  if (photo === 'image/jpeg') return 'jpg';
  if (head.length >= 12 && at(head, 4, FTYP)) return 'mp4';
  if (at(head, 0, EBML) && holds(head.subarray(0, MEDIA_HEAD_BYTES), WEBM_DOCTYPE)) return 'webm';
  return null;
}
