// PAY_PROVIDER picks the adapter; a missing setting stops start-up with its name.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { onlinePaymentsFromEnv } from '../../api/src/payments/onlinePaymentsFromEnv.ts';

const fixture = (name: string) => path.join(import.meta.dirname, 'fixtures', name);

describe('onlinePaymentsFromEnv', () => {
  it('is the sandbox by default', () => {
    expect(onlinePaymentsFromEnv({})).toMatchObject({ provider: 'sandbox', sandbox: true });
  });

  it('builds WeChat Pay from key files', () => {
    const payments = onlinePaymentsFromEnv({
      PAY_PROVIDER: 'wechat',
      WECHATPAY_APPID: 'wx8888888888888888',
      WECHATPAY_MCHID: '1900000001',
      WECHATPAY_MERCHANT_SERIAL_NO: '3775B6A45ACD588826D15E583A95F5DD3D7FF3A8',
      WECHATPAY_MERCHANT_KEY_FILE: fixture('merchant_key.pem'),
      WECHATPAY_PLATFORM_KEY_FILE: fixture('platform_cert.pem'),
      WECHATPAY_APIV3_KEY: 'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6',
    });
    expect(payments).toMatchObject({ provider: 'wechat', sandbox: false });
  });

  it('builds Alipay from key files', () => {
    const payments = onlinePaymentsFromEnv({
      PAY_PROVIDER: 'alipay',
      ALIPAY_APP_ID: '2021000000000001',
      ALIPAY_APP_KEY_FILE: fixture('merchant_key.pem'),
      ALIPAY_PUBLIC_KEY_FILE: fixture('platform_pub.pem'),
    });
    expect(payments).toMatchObject({ provider: 'alipay', sandbox: false });
  });

  it('names what is missing or wrong', () => {
    expect(() => onlinePaymentsFromEnv({ PAY_PROVIDER: 'wechat' })).toThrow(/WECHATPAY_APPID/);
    expect(() => onlinePaymentsFromEnv({ PAY_PROVIDER: 'paypal' })).toThrow(/PAY_PROVIDER/);
  });
});
