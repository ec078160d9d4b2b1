// Coded values of refunds (spec 002 §4), stored and sent as codes.
import type { PaymentMethod } from '../sales/saleCodes.ts';

/** refundCheckStatus: −1 needs review, 0 under review, 1 reviewed, 2 rejected, 3 review failed. */
export const REFUND_REVIEW = {
  needsReview: -1,
  underReview: 0,
  reviewed: 1,
  rejected: 2,
  failed: 3,
} as const;
export type RefundReviewStatus = (typeof REFUND_REVIEW)[keyof typeof REFUND_REVIEW];

/** Statuses from which a ticket may be submitted for review (spec 002 §4). */
export const SUBMITTABLE: readonly RefundReviewStatus[] = [
  REFUND_REVIEW.needsReview,
  REFUND_REVIEW.rejected,
  REFUND_REVIEW.failed,
];

/**
 * Payment methods whose money goes back online (through a provider): refunding them needs the
 * login option `openOnlineRefund` (spec 001 §4). Cash and the methods settled at a terminal do not.
 */
export const ONLINE_REFUND_METHODS: readonly PaymentMethod[] = [
  'paymentCode',
  'miniProgram',
  'officialAccount',
  'online',
];

/** Refund numbers: TD + yyMMdd + 10 digits. */
export function refundNumber(localDate: string, serial: bigint): string {
  return `TD${localDate.slice(2).replaceAll('-', '')}${String(serial % 10n ** 10n).padStart(10, '0')}`;
}
export const REFUND_NO_PATTERN = /^TD\d{16}$/;
export const REVIEW_NOTE_MAX = 200;
