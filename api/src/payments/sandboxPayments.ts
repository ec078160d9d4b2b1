// The sandbox payment provider (DESIGN.md §3): the embedded default and the tests. It moves no money
// and answers by the code scanned, so the whole sale runs on `npm start`:
//   - a code of 16 to 24 digits ending in 0000 is declined ("insufficient balance");
//   - any other 16–24-digit code is approved;
//   - a refund is made for any transaction the sandbox issued (SBX…), refused for any other.
// Charging the same reference again answers the same outcome (as real providers do with an
// idempotency key), with a transaction id derived from the reference.
import { createHash } from 'node:crypto';
import type { PaymentProvider } from '../../../domain/payments/paymentProvider.ts';

export const SANDBOX_DECLINED_SUFFIX = '0000';

export function createSandboxPayments(): PaymentProvider {
  return {
    sandbox: true,
    async chargePaymentCode({ code, reference }) {
      if (!/^\d{16,24}$/.test(code) || code.endsWith(SANDBOX_DECLINED_SUFFIX)) {
        return { status: 'declined', reason: 'sandbox: insufficient balance' };
      }
      const digest = createHash('sha256').update(`sandbox:${reference}`).digest('hex').slice(0, 24);
      return { status: 'approved', transactionId: `SBX${digest}` };
    },
    async refundPayment({ reference, transactionId }) {
      if (!transactionId.startsWith('SBX')) {
        return { status: 'failed', reason: 'sandbox: unknown transaction' };
      }
      const digest = createHash('sha256').update(`sandbox-refund:${reference}`).digest('hex').slice(0, 24);
      return { status: 'refunded', refundId: `SBR${digest}` };
    },
  };
}
