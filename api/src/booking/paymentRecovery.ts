// The reconciliation job (docs/payments.md): a payment the provider approved must end recorded or
// given back, whatever failed between (the store down while the notification came, a retry lost in a
// restart). The job reads what the provider confirmed (its statement, the last two days), keeps the
// charges our provider payments do not show, and hands each one whose booking or price difference
// has not recorded that transaction to the order side as a notice (onNotice): recorded when the
// places are still held (BookingPaid), refused and refunded when the booking expired meanwhile
// (BookingPaymentRefused with the refund), each carrying `via: reconciliation` in its metadata.
import type pg from 'pg';
import { readEvents } from '../../../commands/sales/saleStreams.ts';
import { bookingStreamId } from '../../../domain/booking/bookingEvents.ts';
import type { EventStore } from '../../../domain/eventStore.ts';
import type { OnlineProviderName, PaymentNotice } from '../../../domain/payments/onlinePayment.ts';
import type { NoticeVerdict } from '../../../domain/payments/paymentNotice.ts';
import type { StatementLine } from '../../../domain/payments/paymentProvider.ts';
import { parseDifferenceReference } from './visitorPriceDifference.ts';

export const RECOVER_JOB = 'payments.recover';
const LOOK_BACK_MS = 2 * 86_400_000;

export interface RecoveryDeps {
  store: EventStore;
  pool: pg.Pool;
  provider: OnlineProviderName;
  statement(from: Date, to: Date): Promise<StatementLine[]>;
  onNotice(notice: PaymentNotice, via: 'reconciliation'): Promise<NoticeVerdict>;
}

/** The charges of `lines` our provider payments do not show. */
async function unrecorded(pool: pg.Pool, lines: readonly StatementLine[]): Promise<StatementLine[]> {
  const charges = lines.filter((l) => l.kind === 'charge');
  if (charges.length === 0) return [];
  const { rows } = await pool.query<{ reference: string }>(
    `select r.reference from jsonb_to_recordset($1::jsonb) as r(reference text)
      where not exists (select 1 from provider_payments p where p.kind = 'charge' and p.reference = r.reference)`,
    [JSON.stringify(charges.map((l) => ({ reference: l.reference })))],
  );
  const missing = new Set(rows.map((r) => r.reference));
  return charges.filter((l) => missing.has(l.reference));
}

/** Whether the booking `orderNo` exists and has not yet recorded or refused `transactionId`. */
async function awaitsTransaction(store: EventStore, orderNo: string, transactionId: string) {
  const events = await readEvents(store, bookingStreamId(orderNo));
  if (events[0]?.type !== 'BookingSubmitted') return false;
  return !events.some(
    (e) =>
      (e.type === 'BookingPaid' || e.type === 'BookingPaymentRefused') &&
      (e.data as { transactionId?: string }).transactionId === transactionId,
  );
}

export async function recoverPayments(deps: RecoveryDeps, now: Date) {
  const lines = await unrecorded(
    deps.pool,
    await deps.statement(new Date(now.getTime() - LOOK_BACK_MS), now),
  );
  const outcomes: { reference: string; outcome: string }[] = [];
  for (const line of lines) {
    const { reference, transactionId } = line;
    const ours = parseDifferenceReference(reference) !== null;
    if (!ours && !(await awaitsTransaction(deps.store, reference, transactionId))) continue;
    const notice: PaymentNotice = {
      provider: deps.provider,
      orderNo: reference,
      transactionId,
      amountFen: Number(line.amountFen),
      paid: true,
      paidAt: new Date(line.confirmedAt),
    };
    const verdict = await deps.onNotice(notice, 'reconciliation');
    outcomes.push({ reference, outcome: verdict.verdict === 'refused' ? verdict.reason : verdict.verdict });
  }
  return outcomes;
}
