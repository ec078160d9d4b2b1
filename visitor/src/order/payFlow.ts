// After the form: submit the order (POST /api/sell/wxSubmitOrder), pay (zero amount: nothing; the
// messaging app's bridge with the JSAPI parameters; the sandbox payment page), then confirm
// (POST /api/sell/wxConfirmOrder) and go to the order list. Messages from spec 002 §8.

import { Dialog, Toast } from 'antd-mobile';
import i18next from 'i18next';
import type { z } from 'zod';
import {
  type ConfirmAnswer,
  PAY_WAY,
  type SubmitAnswer,
  WxSubmitOrder,
  type WxSubmitOrderDraft,
} from '../../../domain/booking/visitorApi.schema.ts';
import { type Channel, pagePath } from '../shared/channel.ts';
import { errorText, type MessageCode, messageOf } from '../shared/messages.ts';
import { postJson, VisitorApiError } from '../shared/visitorHttp.ts';

type JsapiResult = NonNullable<SubmitAnswer['JSAPI_result']>;
type Navigate = (to: string) => void;

export interface PayContext {
  channel: Channel;
  openid: string;
  navigate: Navigate;
}

declare global {
  interface Window {
    WeixinJSBridge?: {
      invoke(
        name: string,
        params: Record<string, string>,
        callback: (res: { err_msg?: string }) => void,
      ): void;
    };
  }
}

const CONFIRM_TRIES = 5;
const CONFIRM_GAP_MS = 1000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function succeeded(ctx: PayContext): void {
  Toast.show({ icon: 'success', content: i18next.t('pay.success') });
  ctx.navigate(pagePath(ctx.channel, 'ticketOrderlist'));
}

/** The connection dropped: say so and return to the ticket page (spec 002 §8). */
function connectionLost(ctx: PayContext): void {
  Toast.show({ icon: 'fail', content: i18next.t('pay.connectionLost') });
  ctx.navigate(pagePath(ctx.channel, 'ticketList'));
}

/** Asks whether the order is paid until it is (a few tries a second apart), then shows the outcome. */
export async function confirmPaid(orderID: string, ctx: PayContext): Promise<void> {
  try {
    for (let attempt = 0; attempt < CONFIRM_TRIES; attempt++) {
      if (attempt > 0) await sleep(CONFIRM_GAP_MS);
      const answer = await postJson<z.infer<typeof ConfirmAnswer>>('/api/sell/wxConfirmOrder', {
        openid: ctx.openid,
        orderID,
        payWay: PAY_WAY.appointment,
      });
      if (!answer?.orderID) break;
      if (answer.status === 'paid') return succeeded(ctx);
      if (answer.status !== 'pending') break;
    }
    Toast.show({ icon: 'fail', content: i18next.t('pay.failed') });
  } catch (error) {
    if (error instanceof VisitorApiError && error.code === 'NETWORK') return connectionLost(ctx);
    Toast.show({ icon: 'fail', content: errorText(error, i18next.t('pay.confirmFailed')) });
  }
}

function payWithBridge(jsapi: JsapiResult, ctx: PayContext): void {
  const bridge = window.WeixinJSBridge;
  if (!bridge) {
    Toast.show({ icon: 'fail', content: i18next.t('pay.bridgeFailed') });
    return;
  }
  const params = {
    appId: jsapi.appid,
    timeStamp: jsapi.timeStamp,
    nonceStr: jsapi.nonceStr,
    package: `prepay_id=${jsapi.prepayID}`,
    signType: jsapi.signType,
    paySign: jsapi.paySign,
  };
  bridge.invoke('getBrandWCPayRequest', params, (res) => {
    if (res.err_msg === 'get_brand_wcpay_request:ok') void confirmPaid(jsapi.orderID, ctx);
    else Toast.show({ icon: 'fail', content: i18next.t('pay.bridgeFailed') });
  });
}

/** Takes the submit answer to payment, or straight to the order list when nothing is due. */
export function pay(answer: SubmitAnswer, ctx: PayContext): void {
  if (answer.result_msg === '失败') {
    void Dialog.alert({ content: i18next.t('pay.submitRefused') });
    return;
  }
  if (answer.result_msg.includes('禁止来自中高风险地区通行')) {
    Toast.show({ icon: 'fail', content: i18next.t('pay.riskArea') });
    return;
  }
  if (answer.status === 'paid') {
    succeeded(ctx);
    return;
  }
  if (answer.sandboxPayUrl) {
    if (answer.sandboxPayUrl.startsWith('/')) ctx.navigate(answer.sandboxPayUrl);
    else window.location.assign(answer.sandboxPayUrl);
    return;
  }
  if (answer.JSAPI_result) payWithBridge(answer.JSAPI_result, ctx);
  else Toast.show({ icon: 'fail', content: i18next.t('pay.bridgeFailed') });
}

/** The payload as the contract reads it: a slip the checks missed shows the contract's message. */
function parseDraft(draft: WxSubmitOrderDraft): WxSubmitOrder | string {
  const parsed = WxSubmitOrder.safeParse(draft);
  if (parsed.success) return parsed.data;
  const message = parsed.error.issues[0]?.message ?? '';
  return message.startsWith('i18n:')
    ? messageOf(message.slice(5) as MessageCode)
    : i18next.t('pay.orderFailed');
}

/** Submits the order and pays; resolves when the visitor has been shown the outcome. */
export async function submitAndPay(draft: WxSubmitOrderDraft, ctx: PayContext): Promise<void> {
  const payload = parseDraft(draft);
  if (typeof payload === 'string') {
    Toast.show({ content: payload });
    return;
  }
  Toast.show({ icon: 'loading', content: i18next.t('pay.submitting'), duration: 0 });
  try {
    const answer = await postJson<SubmitAnswer>('/api/sell/wxSubmitOrder', payload);
    Toast.clear();
    pay(answer, ctx);
  } catch (error) {
    Toast.clear();
    if (error instanceof VisitorApiError && error.code === 'NETWORK') return connectionLost(ctx);
    Toast.show({ icon: 'fail', content: errorText(error, i18next.t('pay.orderFailed')) });
  }
}

/** A fresh idempotency key (randomUUID needs a secure context; fall back to random bytes). */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
