// The sandbox payment page's routes (docs/payments.md): GET /api/sandboxPay/:orderNo answers what
// the page shows; POST /api/sandboxPay/:orderNo/complete takes the person's approve or decline,
// which the sandbox turns into an HMAC-signed notification and hands to the same path as a real
// provider's (acceptNotification): verified, judged by the order (onNotice), refusals logged.
// Not wired here: register it beside the API routes with the sandbox adapter and onNotice, e.g.
//   app.register(sandboxPayRoutes, { prefix: '/api', sandbox, onNotice })
import type { FastifyRequest } from 'fastify';
import {
  CompleteSandboxPayment,
  SandboxPaymentCompleted,
  SandboxPaymentView,
  SandboxPayParams,
} from '../../../domain/payments/sandboxPay.schema.ts';
import type { App } from '../appContext.ts';
import { notFound } from '../http/appError.ts';
import { acceptNotification, type OnNotice } from './acceptNotification.ts';
import type { SandboxOnlinePayments } from './sandboxOnlinePayments.ts';

export interface SandboxPayRoutesOptions {
  sandbox: SandboxOnlinePayments;
  onNotice: OnNotice;
  /**
   * Refuses a caller who may not pay `orderNo` (the visitor's token must own the order: an order
   * number is sequential, so knowing one must not be enough to mark it paid). Throws to refuse.
   */
  assertPayer(request: FastifyRequest, orderNo: string): Promise<void>;
}

export async function sandboxPayRoutes(app: App, options: SandboxPayRoutesOptions): Promise<void> {
  const { sandbox, onNotice, assertPayer } = options;

  app.get(
    '/sandboxPay/:orderNo',
    {
      schema: {
        summary: 'Sandbox payment: what the page shows for an order (moves no money)',
        params: SandboxPayParams,
        response: { 200: SandboxPaymentView },
      },
    },
    async (request) => {
      const payment = sandbox.payment(request.params.orderNo);
      if (!payment) throw notFound();
      return { ...payment, expiresAt: payment.expiresAt.toISOString() };
    },
  );

  app.post(
    '/sandboxPay/:orderNo/complete',
    {
      schema: {
        summary: 'Sandbox payment: approve or decline; the signed notification goes to the order',
        params: SandboxPayParams,
        body: CompleteSandboxPayment,
        response: { 200: SandboxPaymentCompleted },
      },
    },
    async (request) => {
      const { orderNo } = request.params;
      await assertPayer(request, orderNo);
      const completion = await sandbox.complete(orderNo, request.body.approve);
      if (completion.status === 'unknown') throw notFound();
      const returnUrl = sandbox.payment(orderNo)?.returnUrl ?? null;
      if (completion.status === 'expired') {
        return { state: 'expired' as const, accepted: false, outcome: null, returnUrl };
      }
      // Delivered as a provider posts it: retried with backoff until the server answers (the store
      // may be down for a moment); the page is told it is not taken yet, never an error.
      const taken = await sandbox.deliver(orderNo, ({ headers, body }) =>
        acceptNotification(sandbox, onNotice, headers, body, app.log),
      );
      return {
        state: completion.state,
        accepted: taken !== null && taken.answer.statusCode < 300,
        outcome: taken?.outcome ?? null,
        returnUrl,
      };
    },
  );
}
