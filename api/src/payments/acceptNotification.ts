// One path for every payment notification, real or sandbox (docs/payments.md): verify and read it
// through the adapter, let the order judge it (onNotice: record, duplicate, not paid, refused), log
// what is refused, and answer the provider in its own format. A notification that does not verify
// never reaches onNotice. Errors other than a refusal (the store is down) propagate: the route
// answers 500 and the provider sends the notification again later.
import type {
  NotificationAnswer,
  NotificationRejection,
  OnlinePayments,
  PaymentNotice,
} from '../../../domain/payments/onlinePayment.ts';
import { PaymentNotificationRejected } from '../../../domain/payments/onlinePayment.ts';
import type { NoticeVerdict } from '../../../domain/payments/paymentNotice.ts';

/** Records a verified notice against its order and says what it made of it (see judgeNotice). */
export type OnNotice = (notice: PaymentNotice) => Promise<NoticeVerdict>;

export interface NotificationLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface NotificationOutcome {
  answer: NotificationAnswer;
  /** What the order made of the notice; a rejection when the notification did not verify. */
  outcome: NoticeVerdict['verdict'] | 'rejected';
  rejection?: NotificationRejection;
}

/** Fastify's header values (string, string[] or undefined) as the adapters take them. */
export function flatHeaders(headers: Record<string, string | string[] | undefined>) {
  return Object.fromEntries(
    Object.entries(headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : v]),
  ) as Record<string, string | undefined>;
}

export async function acceptNotification(
  payments: OnlinePayments,
  onNotice: OnNotice,
  headers: Record<string, string | undefined>,
  rawBody: string,
  log: NotificationLog,
): Promise<NotificationOutcome> {
  let notice: PaymentNotice;
  try {
    notice = await payments.parseNotification(headers, rawBody);
  } catch (error) {
    if (!(error instanceof PaymentNotificationRejected)) throw error;
    log.warn(
      { provider: payments.provider, reason: error.reason, detail: error.detail },
      'payment notification rejected',
    );
    return { answer: payments.notificationAnswer(false), outcome: 'rejected', rejection: error.reason };
  }
  const judged = await onNotice(notice);
  const details = {
    provider: notice.provider,
    orderNo: notice.orderNo,
    transactionId: notice.transactionId,
    amountFen: notice.amountFen,
    paid: notice.paid,
  };
  if (judged.verdict === 'refused') {
    log.warn({ ...details, reason: judged.reason, detail: judged.detail }, 'payment notice refused');
    return { answer: payments.notificationAnswer(false), outcome: 'refused' };
  }
  log.info({ ...details, outcome: judged.verdict }, 'payment notice taken');
  return { answer: payments.notificationAnswer(true), outcome: judged.verdict };
}
