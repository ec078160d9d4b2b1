// The payment tests' fixed keys and vectors (fixtures/makeVectors.py made them with openssl and
// Python's cryptography, not with the code under test). The keys are test keys, nothing else.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const dir = path.join(import.meta.dirname, 'fixtures');
const read = (name: string) => readFileSync(path.join(dir, name), 'utf8');

export const keys = {
  merchantPrivate: read('merchant_key.pem'),
  merchantPublic: read('merchant_pub.pem'),
  platformPrivate: read('platform_key.pem'),
  platformPublic: read('platform_pub.pem'),
  platformCert: read('platform_cert.pem'),
};

/** The platform certificate's serial, as WeChat Pay names it in Wechatpay-Serial. */
export const PLATFORM_SERIAL = '5157F09EFDC096DE15EBE81A47057A7232FE3F5A';

export interface Vectors {
  wechat: {
    appId: string;
    mchId: string;
    merchantSerialNo: string;
    apiV3Key: string;
    timestamp: number;
    nonce: string;
    prepay: { body: string; message: string; signature: string; authorization: string };
    answer: { body: string; nonce: string; signature: string };
    paySign: { message: string; signature: string; prepayId: string };
    notification: { body: string; nonce: string; signature: string; resource: string };
  };
  alipay: { notification: Record<string, string>; signContent: string };
}

export const vectors = JSON.parse(read('vectors.json')) as Vectors;
