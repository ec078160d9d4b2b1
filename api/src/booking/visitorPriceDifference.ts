// A timed ticket's price difference paid from the phone (spec 002 §4: the QR page polls
// getPriceDifferentData every 5 s; priceDifferentConfirmOrder starts the payment). The payment goes
// through the online provider under the reference `PD<ticketNo>R<revision>` (the revision the
// payment will be recorded at); its notice records the window's PriceDifferencePaid on the ticket's
// stream (commands/sales/payPriceDifference.ts), once, whatever the provider repeats. An amount the
// ticket no longer owes is refused and the money given back.

import { deterministicEventId } from '../../../commands/handling/deterministicEventId.ts';
import { claimTransaction } from '../../../commands/payments/claimTransaction.ts';
import { payPriceDifference } from '../../../commands/sales/payPriceDifference.ts';
import { loadTicket, readEvents } from '../../../commands/sales/saleStreams.ts';
import { envelopeMetadata } from '../../../domain/commandEnvelope.ts';
import { isDomainError } from '../../../domain/decider.ts';
import {
  givenBackReference,
  type OnlinePayments,
  type PaymentNotice,
} from '../../../domain/payments/onlinePayment.ts';
import type { NoticeVerdict } from '../../../domain/payments/paymentNotice.ts';
import { TICKET_NO_PATTERN, ticketStreamId } from '../../../domain/sales/saleNumbers.ts';
import type { AppContext } from '../appContext.ts';
import { areaTimeZoneOf } from '../refunds/refundDeps.ts';
import { overtimePricing } from '../sales/overtimePricing.ts';
import { visitorEnvelope } from './visitorAccess.ts';

const REFERENCE = /^PD(\d{18})R(\d+)$/;

export const differenceReference = (ticketNo: string, revision: bigint) => `PD${ticketNo}R${revision}`;

/** The ticket and revision a price-difference reference names, or null for any other order number. */
export function parseDifferenceReference(orderNo: string): { ticketNo: string; revision: bigint } | null {
  const match = REFERENCE.exec(orderNo);
  if (!match || !TICKET_NO_PATTERN.test(match[1] as string)) return null;
  return { ticketNo: match[1] as string, revision: BigInt(match[2] as string) };
}

export function visitorPriceDifference(ctx: AppContext, payments: OnlinePayments) {
  const timeZone = areaTimeZoneOf(ctx);

  /** The ticket's state and what it owes now. */
  async function owed(ticketNo: string) {
    const { state, revision } = await loadTicket(ctx.store, ticketNo);
    const issued = state.issued;
    if (!issued) return null;
    const now = ctx.clock.now();
    const pricing = await overtimePricing(
      ctx.pool,
      issued,
      state.stay,
      now,
      await timeZone(issued.scenicAreaID),
    );
    return { state, revision, issued, pricing, now };
  }

  /** Records a verified notice of a price-difference payment. */
  async function onNotice(notice: PaymentNotice): Promise<NoticeVerdict> {
    const named = parseDifferenceReference(notice.orderNo);
    const ticket = named ? await owed(named.ticketNo) : null;
    if (!named || !ticket) return { verdict: 'refused', reason: 'unknown_order', detail: notice.orderNo };
    if (!notice.paid) return { verdict: 'not_paid' };
    const requestId = deterministicEventId(`price-difference:${notice.transactionId}`, 0);
    const envelope = {
      ...visitorEnvelope(ctx, notice.provider, ticket.issued.scenicAreaID, requestId),
      now: ticket.now,
    };
    const { provider, transactionId, amountFen } = notice;
    try {
      const metadata = envelopeMetadata(envelope);
      await claimTransaction(
        ctx.store,
        { provider, transactionId, amountFen, reference: notice.orderNo },
        metadata,
      );
    } catch (error) {
      if (!isDomainError(error, 'PAYMENT_TRANSACTION_USED')) throw error;
      return { verdict: 'refused', reason: 'transaction_used', detail: JSON.stringify(error.details) };
    }
    const method = notice.provider === 'alipay' ? ('alipay' as const) : ('wechat' as const);
    try {
      const receipt = await payPriceDifference(
        { store: ctx.store, commands: ctx.commands, payments: ctx.payments },
        envelope,
        {
          requestId,
          ticketNo: named.ticketNo,
          amount: notice.amountFen,
          payment: { method, reference: notice.transactionId },
        },
        ticket,
      );
      return { verdict: receipt.replayed ? 'duplicate' : 'record_payment' };
    } catch (error) {
      if (!isDomainError(error)) throw error;
      await giveBack(payments, notice);
      return { verdict: 'refused', reason: 'amount_mismatch', detail: error.code };
    }
  }

  /** Whether the payment a reference names has been recorded on the ticket. */
  async function paid(reference: string): Promise<boolean> {
    const named = parseDifferenceReference(reference);
    if (!named) return false;
    const events = await readEvents(ctx.store, ticketStreamId(named.ticketNo));
    return events.slice(Number(named.revision)).some((e) => e.type === 'PriceDifferencePaid');
  }

  return { owed, onNotice, paid };
}

/** Gives back the money of a notice that paid nothing here; the provider's refund id, or null. */
export async function giveBack(payments: OnlinePayments, notice: PaymentNotice): Promise<string | null> {
  const outcome = await payments.refund({
    reference: givenBackReference(notice.transactionId),
    orderNo: notice.orderNo,
    transactionId: notice.transactionId,
    amountFen: notice.amountFen,
    totalFen: notice.amountFen,
  });
  return outcome.status === 'failed' ? null : outcome.refundId;
}
