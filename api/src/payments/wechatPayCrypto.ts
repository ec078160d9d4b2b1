// WeChat Pay API v3's signatures and encryption on node:crypto (the scheme: wechatPayV3.ts, docs/payments.md).
import {
  createDecipheriv,
  createPublicKey,
  createSign,
  createVerify,
  type KeyObject,
  X509Certificate,
} from 'node:crypto';
import { chinaLocalTime } from './notificationHeaders.ts';

export const WECHATPAY_SCHEMA = 'WECHATPAY2-SHA256-RSA2048';

/** Lines each ended by "\n", the way every WeChat Pay signature message is built. */
export const signatureMessage = (...pieces: (string | number)[]): string =>
  pieces.map((piece) => `${piece}\n`).join('');

export const signSha256Rsa = (message: string, privateKey: KeyObject): string =>
  createSign('RSA-SHA256').update(message, 'utf8').sign(privateKey, 'base64');

export function verifySha256Rsa(message: string, signature: string, publicKey: KeyObject): boolean {
  try {
    return createVerify('RSA-SHA256').update(message, 'utf8').verify(publicKey, signature, 'base64');
  } catch {
    return false;
  }
}

export const authorizationHeader = (a: {
  mchId: string;
  serialNo: string;
  nonce: string;
  timestamp: number;
  signature: string;
}): string =>
  `${WECHATPAY_SCHEMA} mchid="${a.mchId}",nonce_str="${a.nonce}",signature="${a.signature}",` +
  `timestamp="${a.timestamp}",serial_no="${a.serialNo}"`;

export interface EncryptedResource {
  algorithm: string;
  ciphertext: string;
  nonce: string;
  associated_data?: string;
}

/** AEAD_AES_256_GCM with the APIv3 key; throws when the tag does not verify (wrong key, tampered). */
export function decryptResource(apiV3Key: string, resource: EncryptedResource): string {
  if (resource.algorithm !== 'AEAD_AES_256_GCM') throw new Error(`algorithm ${resource.algorithm}`);
  const sealed = Buffer.from(resource.ciphertext, 'base64');
  if (sealed.length <= 16) throw new Error('ciphertext too short');
  const decipher = createDecipheriv(
    'aes-256-gcm',
    Buffer.from(apiV3Key, 'utf8'),
    Buffer.from(resource.nonce),
  );
  decipher.setAuthTag(sealed.subarray(sealed.length - 16));
  decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
  return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - 16)), decipher.final()]).toString(
    'utf8',
  );
}

/** Cuts `text` to at most `bytes` UTF-8 bytes without splitting a character. */
export function truncateUtf8(text: string, bytes: number): string {
  let out = '';
  let used = 0;
  for (const char of text) {
    used += Buffer.byteLength(char, 'utf8');
    if (used > bytes) break;
    out += char;
  }
  return out;
}

/** `2026-05-01T12:00:00+08:00`: WeChat's time_expire. */
export const wechatTime = (date: Date): string => `${chinaLocalTime(date)}+08:00`;

/** The WeChat Pay keys by serial, from certificates or public keys. */
export function platformKeyMap(keys: { pem: string; serial?: string }[]): Map<string, KeyObject> {
  const map = new Map<string, KeyObject>();
  for (const { pem, serial } of keys) {
    if (pem.includes('BEGIN CERTIFICATE')) {
      const cert = new X509Certificate(pem);
      map.set((serial ?? cert.serialNumber).toUpperCase(), cert.publicKey);
    } else {
      if (!serial) throw new Error('a WeChat Pay public key needs its id (PUB_KEY_ID_…) as serial');
      map.set(serial.toUpperCase(), createPublicKey(pem));
    }
  }
  return map;
}
