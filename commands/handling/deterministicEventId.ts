// Event ids derived from a request id, so that a retried request appends the very same ids: the
// event store treats re-appended identical ids as idempotent, and the command handler recognises
// a stream that already holds them. Name-based UUID (RFC 9562 version 5: SHA-1 of namespace + name).

import { createHash } from 'node:crypto';

/** Namespace of this system's command event ids (a fixed random UUID; never change it). */
export const COMMAND_EVENT_NAMESPACE = '6f1d3c52-8b0e-4f7a-9a4e-2c5b7d9e1a30';

const namespaceBytes = Buffer.from(COMMAND_EVENT_NAMESPACE.replaceAll('-', ''), 'hex');

/** The id of the `index`-th event (0-based) appended for `requestId`. */
export function deterministicEventId(requestId: string, index: number): string {
  const hash = createHash('sha1').update(namespaceBytes).update(`${requestId}:${index}`, 'utf8').digest();
  const bytes = hash.subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50; // version 5
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80; // RFC 4122 variant
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
