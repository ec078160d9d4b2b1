// What a request asked, as a short digest: its method, route and body with the keys sorted (so the
// same content sent again, in any key order, has the same fingerprint). Events record it beside
// their request id (domain/idempotency.ts `assertSameRequest`).
import { createHash } from 'node:crypto';
import { canonicalJson } from './canonicalJson.ts';

/** The fingerprint of a request, or undefined when it has no JSON body to judge (multipart, none). */
export function requestFingerprint(
  method: string,
  route: string | undefined,
  body: unknown,
): string | undefined {
  if (body === null || typeof body !== 'object' || Buffer.isBuffer(body)) return undefined;
  let text: string;
  try {
    text = canonicalJson([method, route ?? '', body]);
  } catch {
    return undefined; // not plain data (a multipart form's file parts): nothing to judge
  }
  return createHash('sha256').update(text).digest('base64url').slice(0, 22);
}
