// Which online-payment provider the server uses, from the environment (docs/payments.md). Unset
// PAY_PROVIDER is the sandbox, the embedded default. Keys are read from files (PEM); the APIv3 key
// and the sandbox HMAC key are values. A missing setting for the chosen provider stops start-up.
import { readFileSync } from 'node:fs';
import type { OnlinePayments } from '../../../domain/payments/onlinePayment.ts';
import { createAlipay } from './alipay.ts';
import { createSandboxOnlinePayments, type SandboxOnlinePayments } from './sandboxOnlinePayments.ts';
import { createWechatPayV3 } from './wechatPayV3.ts';

type Env = Record<string, string | undefined>;

function need(env: Env, name: string): string {
  const value = env[name];
  if (!value) throw new Error(`${name} must be set when PAY_PROVIDER=${env.PAY_PROVIDER}`);
  return value;
}

const pemFrom = (env: Env, name: string) => readFileSync(need(env, name), 'utf8');

/** The provider named by PAY_PROVIDER (sandbox | wechat | alipay). */
export function onlinePaymentsFromEnv(env: Env = process.env): OnlinePayments | SandboxOnlinePayments {
  switch (env.PAY_PROVIDER ?? 'sandbox') {
    case 'sandbox':
      return createSandboxOnlinePayments(
        env.SANDBOX_PAY_HMAC_KEY ? { hmacKey: env.SANDBOX_PAY_HMAC_KEY } : {},
      );
    case 'wechat':
      return createWechatPayV3({
        appId: need(env, 'WECHATPAY_APPID'),
        mchId: need(env, 'WECHATPAY_MCHID'),
        merchantSerialNo: need(env, 'WECHATPAY_MERCHANT_SERIAL_NO'),
        merchantPrivateKey: pemFrom(env, 'WECHATPAY_MERCHANT_KEY_FILE'),
        platformKeys: [
          {
            pem: pemFrom(env, 'WECHATPAY_PLATFORM_KEY_FILE'),
            ...(env.WECHATPAY_PLATFORM_SERIAL ? { serial: env.WECHATPAY_PLATFORM_SERIAL } : {}),
          },
        ],
        apiV3Key: need(env, 'WECHATPAY_APIV3_KEY'),
        ...(env.WECHATPAY_BASE_URL ? { baseUrl: env.WECHATPAY_BASE_URL } : {}),
      });
    case 'alipay':
      return createAlipay({
        appId: need(env, 'ALIPAY_APP_ID'),
        privateKey: pemFrom(env, 'ALIPAY_APP_KEY_FILE'),
        alipayPublicKey: pemFrom(env, 'ALIPAY_PUBLIC_KEY_FILE'),
        ...(env.ALIPAY_GATEWAY ? { gateway: env.ALIPAY_GATEWAY } : {}),
        ...(env.ALIPAY_SELLER_ID ? { sellerId: env.ALIPAY_SELLER_ID } : {}),
      });
    default:
      throw new Error(`PAY_PROVIDER must be sandbox, wechat or alipay, not ${env.PAY_PROVIDER}`);
  }
}
