// Where a payment provider posts its notifications (docs/payments.md): POST
// /api/payNotify/<provider> (wechat: JSON; alipay: a form). The body is kept as the exact text
// received — the signature is over it — and goes to acceptNotification; the answer is in the
// provider's own format (WeChat: 204 or a FAIL body; Alipay: "success" or not). Not wired here:
//   app.register(payNotifyRoutes, { prefix: '/api', payments, onNotice })
// The notifyUrl given to prepare is then `${PAY_NOTIFY_BASE_URL}/api/payNotify/${payments.provider}`.
import type { OnlinePayments } from '../../../domain/payments/onlinePayment.ts';
import type { App } from '../appContext.ts';
import { acceptNotification, flatHeaders, type OnNotice } from './acceptNotification.ts';

export interface PayNotifyRoutesOptions {
  payments: OnlinePayments;
  onNotice: OnNotice;
}

export const payNotifyPath = (provider: OnlinePayments['provider']): string => `/api/payNotify/${provider}`;

export async function payNotifyRoutes(app: App, options: PayNotifyRoutesOptions): Promise<void> {
  const { payments, onNotice } = options;

  // In this scope only: every body is read as text, untouched.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => {
    done(null, body);
  });

  app.post(
    `/payNotify/${payments.provider}`,
    {
      schema: { summary: `Payment notifications from ${payments.provider} (signed; answered in its format)` },
    },
    async (request, reply) => {
      const rawBody = typeof request.body === 'string' ? request.body : '';
      const { answer } = await acceptNotification(
        payments,
        onNotice,
        flatHeaders(request.headers),
        rawBody,
        request.log,
      );
      return reply.code(answer.statusCode).type(answer.contentType).send(answer.body);
    },
  );
}
