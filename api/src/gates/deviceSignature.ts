// The device protocol's signature (docs/gates.md): X-Device-Signature is the hex HMAC-SHA256 of the
// request's raw body with the device's secret. Devices, the simulator and the tests sign with this.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const signBody = (secret: string, body: string | Buffer): string =>
  createHmac('sha256', secret).update(body).digest('hex');

/** Whether `signature` is the body's signature with `secret` (constant time). */
export function signatureMatches(secret: string, body: Buffer, signature: string | undefined): boolean {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  return timingSafeEqual(Buffer.from(signBody(secret, body), 'hex'), Buffer.from(signature, 'hex'));
}

/** A new device secret: 32 random bytes, base64url (43 characters). */
export const newDeviceSecret = (): string => randomBytes(32).toString('base64url');
