// The sandbox payment provider (DESIGN.md §3): the embedded default and the tests. It moves no money
// and answers by the code scanned, so the whole sale runs on `npm start`:
//   - a code of 16 to 24 digits ending in 0000 is declined ("insufficient balance");
//   - any other 16–24-digit code is approved;
//   - a refund is made for any transaction the sandbox issued (SBX…), refused for any other.
// Charging the same reference again answers the same outcome (as real providers do with an
// idempotency key), with a transaction id derived from the reference. What it approves and refunds
// goes into its ledger, which answers its statement (the reconciliation's other side).
import { createHash } from 'node:crypto';
import type { PaymentProvider } from '../../../domain/payments/paymentProvider.ts';
import { memorySandboxLedger, type SandboxLedger, sandboxRefund } from './sandboxLedger.ts';

export const SANDBOX_DECLINED_SUFFIX = '0000';

export function createSandboxPayments(
  ledger: SandboxLedger = memorySandboxLedger(),
  now: () => Date = () => new Date(),
): PaymentProvider {
  return {
    sandbox: true,
    async chargePaymentCode({ code, reference, amountFen }) {
      if (!/^\d{16,24}$/.test(code) || code.endsWith(SANDBOX_DECLINED_SUFFIX)) {
        return { status: 'declined', reason: 'sandbox: insufficient balance' };
      }
      const digest = createHash('sha256').update(`sandbox:${reference}`).digest('hex').slice(0, 24);
      const transactionId = `SBX${digest}`;
      await ledger.record({ kind: 'charge', reference, transactionId, amountFen, confirmedAt: now() });
      return { status: 'approved', transactionId };
    },
    refundPayment: ({ reference, transactionId, amountFen }) =>
      sandboxRefund(ledger, 'sandbox-refund', { reference, transactionId, amountFen, at: now() }),
    statement: (from, to) => ledger.lines(from, to),
    statementDays: (from, to, timeZone) => ledger.days(from, to, timeZone),
  };
}
