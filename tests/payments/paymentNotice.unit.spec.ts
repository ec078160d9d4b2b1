// What a verified notice means for its order: record, duplicate, not paid, or refused.
import { describe, expect, it } from 'vitest';
import type { PaymentNotice } from '../../domain/payments/onlinePayment.ts';
import { judgeNotice, type OrderAwaitingPayment } from '../../domain/payments/paymentNotice.ts';

const ORDER: OrderAwaitingPayment = { orderNo: 'SO1', amountFen: 8800, paidTransactionId: null };
const NOTICE: PaymentNotice = {
  provider: 'wechat',
  orderNo: 'SO1',
  transactionId: 'T1',
  amountFen: 8800,
  paid: true,
  paidAt: new Date('2026-01-01T00:09:58Z'),
};

describe('judgeNotice', () => {
  it('given an unpaid order, when the paid notice matches, then the payment is recorded', () => {
    expect(judgeNotice(ORDER, NOTICE)).toEqual({ verdict: 'record_payment' });
  });

  it('given the order paid by that transaction, when the notice comes again, then it is a duplicate', () => {
    expect(judgeNotice({ ...ORDER, paidTransactionId: 'T1' }, NOTICE)).toEqual({ verdict: 'duplicate' });
  });

  it('when the amount differs from the order, then it is refused', () => {
    expect(judgeNotice(ORDER, { ...NOTICE, amountFen: 1 })).toMatchObject({
      verdict: 'refused',
      reason: 'amount_mismatch',
    });
  });

  it('given the order paid by another transaction, then a second payment is refused', () => {
    expect(judgeNotice({ ...ORDER, paidTransactionId: 'T0' }, NOTICE)).toMatchObject({
      verdict: 'refused',
      reason: 'paid_twice',
    });
  });

  it('when no such order exists, then it is refused', () => {
    expect(judgeNotice(null, NOTICE)).toMatchObject({ verdict: 'refused', reason: 'unknown_order' });
    expect(judgeNotice({ ...ORDER, orderNo: 'SO2' }, NOTICE)).toMatchObject({ reason: 'unknown_order' });
  });

  it('when the notice says not paid, then nothing is recorded', () => {
    expect(judgeNotice(ORDER, { ...NOTICE, paid: false, amountFen: 1 })).toEqual({ verdict: 'not_paid' });
  });
});
