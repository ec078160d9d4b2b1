// What the visitor's page needs to pay: the messaging app's JSAPI parameters, or the page to open
// (the sandbox's, or the payment app's signed URL). Shared by orders and price differences.
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { OnlinePayments } from '../../../domain/payments/onlinePayment.ts';
import type { AppContext } from '../appContext.ts';
import { payNotifyPath } from '../payments/payNotify.routes.ts';

export interface PaymentToPrepare {
  orderNo: string;
  amountFen: number;
  description: string;
  openid: string;
  channel: 'wx' | 'mn';
  /** The visitor page to come back to. */
  returnPage: string;
  expiresAt: Date;
}

export async function paymentParams(
  ctx: AppContext,
  payments: OnlinePayments,
  request: FastifyRequest,
  p: PaymentToPrepare,
) {
  const base = ctx.config.PAY_NOTIFY_BASE_URL ?? `${request.protocol}://${request.host}`;
  const params = await payments.prepare({
    orderNo: p.orderNo,
    amountFen: p.amountFen,
    description: p.description,
    openid: p.openid,
    notifyUrl: `${base}${payNotifyPath(payments.provider)}`,
    returnUrl: `/${p.channel}_${p.returnPage}`,
    expiresAt: p.expiresAt,
  });
  if (params.provider === 'wechat') {
    const j = params.jsapi;
    const prepayID = j.package.replace(/^prepay_id=/, '');
    const { appId: appid, timeStamp, nonceStr, signType, paySign } = j;
    return {
      JSAPI_result: { appid, timeStamp, nonceStr, prepayID, signType, paySign, orderID: p.orderNo },
      sandboxPayUrl: null,
    };
  }
  if (params.provider === 'sandbox') {
    const sandboxPayUrl = params.sandboxUrl.replace('/wx_', `/${p.channel}_`);
    return { JSAPI_result: sandboxJsapi(p.orderNo, ctx.clock.now()), sandboxPayUrl };
  }
  return { JSAPI_result: null, sandboxPayUrl: params.redirectUrl };
}

/**
 * The spec's JSAPI_result with sandbox values, so that a page written for the messaging app's bridge
 * runs unchanged on the sandbox (its bridge call fails harmlessly there; sandboxPayUrl is the way).
 */
function sandboxJsapi(orderNo: string, now: Date) {
  return {
    appid: 'sandbox',
    timeStamp: String(Math.floor(now.getTime() / 1000)),
    nonceStr: randomBytes(8).toString('hex'),
    prepayID: `sandbox_${orderNo}`,
    signType: 'HMAC-SHA256',
    paySign: 'sandbox',
    orderID: orderNo,
  };
}
