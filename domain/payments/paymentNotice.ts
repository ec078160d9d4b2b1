// What a verified payment notice means for its order (docs/payments.md). Providers send the same
// notice again until they hear "accepted", and may send it after we already know: a notice for the
// transaction already recorded is a duplicate (accepted, nothing recorded again). A notice whose
// amount differs from the order, for an unknown order, or a second transaction for a paid order, is
// refused: the caller logs it and answers the provider's failure format.
import type { PaymentNotice } from './onlinePayment.ts';

/** The order as the notice needs it. */
export interface OrderAwaitingPayment {
  orderNo: string;
  amountFen: number;
  /** The transaction that paid the order, once one did. */
  paidTransactionId: string | null;
}

/**
 * `order_expired`: the booking expired unpaid before the payment came (the money is given back).
 * `transaction_used`: the transaction already paid another order (nothing recorded, nothing given back).
 */
export type NoticeRefusal =
  | 'unknown_order'
  | 'amount_mismatch'
  | 'paid_twice'
  | 'order_expired'
  | 'transaction_used';

export type NoticeVerdict =
  | { verdict: 'record_payment' }
  | { verdict: 'duplicate' }
  | { verdict: 'not_paid' }
  | { verdict: 'refused'; reason: NoticeRefusal; detail: string };

export function judgeNotice(order: OrderAwaitingPayment | null, notice: PaymentNotice): NoticeVerdict {
  if (order === null || order.orderNo !== notice.orderNo) {
    return { verdict: 'refused', reason: 'unknown_order', detail: `no order ${notice.orderNo}` };
  }
  if (!notice.paid) return { verdict: 'not_paid' };
  if (order.paidTransactionId === notice.transactionId) return { verdict: 'duplicate' };
  if (order.paidTransactionId !== null) {
    return {
      verdict: 'refused',
      reason: 'paid_twice',
      detail: `order ${order.orderNo} was paid by ${order.paidTransactionId}, not ${notice.transactionId}`,
    };
  }
  if (notice.amountFen !== order.amountFen) {
    return {
      verdict: 'refused',
      reason: 'amount_mismatch',
      detail: `order ${order.orderNo} is ${order.amountFen} fen, the notice says ${notice.amountFen}`,
    };
  }
  return { verdict: 'record_payment' };
}
