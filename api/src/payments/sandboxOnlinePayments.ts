// The online-payment sandbox (docs/payments.md), the embedded default: it moves no money. prepare
// remembers the payment and answers the URL of the sandbox page, where a person approves or
// declines it (sandboxPay.routes.ts); that choice becomes a notification signed like a real
// provider's — X-Sandbox-Timestamp and X-Sandbox-Signature, the hex HMAC-SHA256 with the sandbox
// key of "timestamp\nbody\n" — and goes through parseNotification like a real one would.
// Open payments live in this process's memory: after a restart the visitor prepares again.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  type NotificationAnswer,
  type OnlinePayments,
  type PaymentNotice,
  PaymentNotificationRejected,
  type PreparePayment,
} from '../../../domain/payments/onlinePayment.ts';
import type { StatementLine } from '../../../domain/payments/paymentProvider.ts';
import { assertAmountFen, epochSeconds, headerOf, NOTIFICATION_MAX_SKEW_MS } from './notificationHeaders.ts';
import { memorySandboxLedger, type SandboxLedger, sandboxRefund } from './sandboxLedger.ts';

export const SANDBOX_TIMESTAMP_HEADER = 'x-sandbox-timestamp';
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

export type SandboxPaymentState = 'open' | 'approved' | 'declined' | 'expired';

/** A payment as the sandbox page shows it. */
export interface SandboxPayment {
  orderNo: string;
  amountFen: number;
  description: string;
  expiresAt: Date;
  returnUrl: string | null;
  state: SandboxPaymentState;
}

/** A notification as a provider would post it. */
export interface SignedNotification {
  headers: Record<string, string>;
  body: string;
}

export type SandboxCompletion =
  | { status: 'sent'; state: 'approved' | 'declined'; notification: SignedNotification }
  | { status: 'unknown' }
  | { status: 'expired' };

export interface SandboxOnlinePayments extends OnlinePayments {
  readonly provider: 'sandbox';
  /** The payment prepared for `orderNo`, or null. */
  payment(orderNo: string): SandboxPayment | null;
  /**
   * The person's choice on the sandbox page. Choosing again answers the first choice's
   * notification again (a provider's retry), so duplicates can be tried from the browser. An
   * approval is entered in the ledger (the provider's statement) before the notification is made.
   */
  complete(orderNo: string, approve: boolean): Promise<SandboxCompletion>;
  /**
   * Posts the chosen notification of `orderNo` through `send` as a provider does: again, freshly
   * signed, after each failure (no answer: `send` threw), with growing delays (`retryDelaysMs`),
   * until it is answered. Resolves with the first attempt's answer, or null when it failed (the
   * retries go on in the background; a restart forgets them: the reconciliation job catches those).
   */
  deliver<T>(orderNo: string, send: (notification: SignedNotification) => Promise<T>): Promise<T | null>;
  /** What the sandbox confirmed from `from` to `to` (its ledger): approvals and refunds. */
  statement(from: Date, to: Date): Promise<StatementLine[]>;
}

export interface SandboxOnlineConfig {
  /** The HMAC key; a random one per process when unset (notifications never leave the process). */
  hmacKey?: string;
  /** The sandbox page for an order (the visitor front end shows GET /api/sandboxPay/:orderNo). */
  pageUrl?: (orderNo: string) => string;
  now?: () => Date;
  /**
   * The provider's books: approvals (charges) and refunds, its statement for the reconciliation. The
   * window's sandbox keeps the same ledger: one merchant, one statement. In memory when unset.
   */
  ledger?: SandboxLedger;
  /** Waits between a notification's failed attempts (default: 1 s doubling to 10 min, 15 tries). */
  retryDelaysMs?: readonly number[];
  /** Told of each failed attempt (the error, the attempt number, whether another follows). */
  onDeliveryFailed?: (details: { orderNo: string; attempt: number; retry: boolean; err: unknown }) => void;
}

const DEFAULT_RETRY_DELAYS_MS = Array.from({ length: 15 }, (_, i) => Math.min(1_000 * 2 ** i, 600_000));

export const sandboxPageUrl = (orderNo: string): string =>
  `/visitor/sandbox_pay?orderNo=${encodeURIComponent(orderNo)}`;

/** The sandbox's transaction id of an order's payment (SBX…, which its refunds accept). */
export const sandboxTransaction = (orderNo: string) =>
  `SBX${createHash('sha256').update(`sandbox-online:${orderNo}`).digest('hex').slice(0, 24)}`;

export const signSandboxNotification = (key: string, timestamp: number, body: string): string =>
  createHmac('sha256', key).update(`${timestamp}\n${body}\n`).digest('hex');

export function createSandboxOnlinePayments(config: SandboxOnlineConfig = {}): SandboxOnlinePayments {
  const key = config.hmacKey ?? randomBytes(32).toString('base64url');
  const now = config.now ?? (() => new Date());
  const pageUrl = config.pageUrl ?? sandboxPageUrl;
  const ledger = config.ledger ?? memorySandboxLedger();
  const retryDelays = config.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  type Notice = Omit<PaymentNotice, 'provider'>;
  const payments = new Map<string, SandboxPayment & { notice: Notice | null }>();

  function view(orderNo: string): SandboxPayment | null {
    const found = payments.get(orderNo);
    if (!found) return null;
    const { notice: _notice, ...payment } = found;
    const expired = payment.state === 'open' && now().getTime() > payment.expiresAt.getTime();
    return expired ? { ...payment, state: 'expired' } : payment;
  }

  function sign(notice: Notice): SignedNotification {
    const body = JSON.stringify({ ...notice, paidAt: notice.paidAt.toISOString() });
    const timestamp = epochSeconds(now());
    return {
      headers: {
        'content-type': 'application/json',
        [SANDBOX_TIMESTAMP_HEADER]: String(timestamp),
        [SANDBOX_SIGNATURE_HEADER]: signSandboxNotification(key, timestamp, body),
      },
      body,
    };
  }

  return {
    provider: 'sandbox',
    sandbox: true,

    async prepare(req: PreparePayment) {
      assertAmountFen(req.amountFen);
      const known = payments.get(req.orderNo);
      if (!known || known.state === 'open') {
        payments.set(req.orderNo, {
          orderNo: req.orderNo,
          amountFen: req.amountFen,
          description: req.description,
          expiresAt: req.expiresAt,
          returnUrl: req.returnUrl ?? null,
          state: 'open',
          notice: null,
        });
      }
      return { provider: 'sandbox', sandboxUrl: pageUrl(req.orderNo) };
    },

    payment: view,

    async complete(orderNo, approve): Promise<SandboxCompletion> {
      const found = payments.get(orderNo);
      const shown = view(orderNo);
      if (!found || !shown) return { status: 'unknown' };
      if (found.notice && (found.state === 'approved' || found.state === 'declined')) {
        // The first choice stands; its notification is sent again with a fresh timestamp.
        return { status: 'sent', state: found.state, notification: sign(found.notice) };
      }
      if (shown.state === 'expired') return { status: 'expired' };
      const notice = {
        orderNo,
        transactionId: sandboxTransaction(orderNo),
        amountFen: found.amountFen,
        paid: approve,
        paidAt: now(),
      };
      if (approve) {
        const { transactionId, amountFen, paidAt: confirmedAt } = notice;
        await ledger.record({ kind: 'charge', reference: orderNo, transactionId, amountFen, confirmedAt });
      }
      found.state = approve ? 'approved' : 'declined';
      found.notice = notice;
      return { status: 'sent', state: found.state, notification: sign(found.notice) };
    },

    async deliver(orderNo, send) {
      const attempt = async (n: number): Promise<{ answer: Awaited<ReturnType<typeof send>> } | null> => {
        const notice = payments.get(orderNo)?.notice;
        if (!notice) return null;
        try {
          return { answer: await send(sign(notice)) };
        } catch (err) {
          const delay = retryDelays[n - 1];
          config.onDeliveryFailed?.({ orderNo, attempt: n, retry: delay !== undefined, err });
          if (delay !== undefined) setTimeout(() => void attempt(n + 1), delay).unref();
          return null;
        }
      };
      return (await attempt(1))?.answer ?? null;
    },

    statement: (from, to) => ledger.lines(from, to),

    async parseNotification(headers, rawBody): Promise<PaymentNotice> {
      const timestamp = Number(headerOf(headers, SANDBOX_TIMESTAMP_HEADER));
      const signature = headerOf(headers, SANDBOX_SIGNATURE_HEADER) ?? '';
      if (!Number.isSafeInteger(timestamp) || !/^[0-9a-f]{64}$/.test(signature)) {
        throw new PaymentNotificationRejected('bad_signature', 'no sandbox signature');
      }
      const expected = Buffer.from(signSandboxNotification(key, timestamp, rawBody), 'hex');
      if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) {
        throw new PaymentNotificationRejected('bad_signature', 'sandbox HMAC does not match');
      }
      if (Math.abs(now().getTime() - timestamp * 1000) > NOTIFICATION_MAX_SKEW_MS) {
        throw new PaymentNotificationRejected('stale', `timestamp ${timestamp}`);
      }
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(rawBody) as Record<string, unknown>;
      } catch {
        throw new PaymentNotificationRejected('bad_payload', 'not JSON');
      }
      const paidAt = new Date(String(body.paidAt));
      const { orderNo, transactionId, amountFen, paid } = body;
      if (
        typeof orderNo !== 'string' ||
        typeof transactionId !== 'string' ||
        !Number.isSafeInteger(amountFen) ||
        typeof paid !== 'boolean' ||
        Number.isNaN(paidAt.getTime())
      ) {
        throw new PaymentNotificationRejected('bad_payload', 'not a sandbox payment notice');
      }
      return { provider: 'sandbox', orderNo, transactionId, amountFen: amountFen as number, paid, paidAt };
    },

    notificationAnswer(accepted): NotificationAnswer {
      return {
        statusCode: accepted ? 200 : 400,
        contentType: 'application/json',
        body: JSON.stringify({ accepted }),
      };
    },

    refund: ({ reference, transactionId, amountFen }) =>
      sandboxRefund(ledger, 'sandbox-online-refund', { reference, transactionId, amountFen, at: now() }),
  };
}
