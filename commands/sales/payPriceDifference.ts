// Pay a timed ticket's price difference at the window (spec 001 §2): judge → charge → append, like
// the sale (sellTickets.ts). Every rule is judged on the ticket's stream before the buyer is charged;
// the append then expects the revision that was judged, so a payment recorded meanwhile by another
// window makes this one STALE_VERSION instead of a second payment. A payment code is charged with a
// reference naming the ticket and its revision, so a retried submit charges the same reference
// (providers answer the first outcome) and the request id makes it one PriceDifferencePaid.
import { type CommandEnvelope, envelopeMetadata } from '../../domain/commandEnvelope.ts';
import { DomainError } from '../../domain/decider.ts';
import type { EventStore } from '../../domain/eventStore.ts';
import { versionedDecider } from '../../domain/events/eventCatalog.ts';
import type { PaymentProvider } from '../../domain/payments/paymentProvider.ts';
import type { PaymentRecord } from '../../domain/sales/saleEvents.ts';
import { ticketEvents } from '../../domain/sales/saleEvents.ts';
import { ticketStreamId } from '../../domain/sales/saleNumbers.ts';
import { decideTicket, owedAt, type TicketState, ticketDecider } from '../../domain/sales/ticket.ts';
import type { PayPriceDifference, PriceDifferenceReceipt } from '../../domain/sales/ticketHandling.schema.ts';
import type { OvertimePricing } from '../../domain/sales/ticketPriceDifference.ts';
import type { CommandHandler } from '../handling/commandHandler.ts';
import { readEvents } from './saleStreams.ts';

const decider = versionedDecider(ticketDecider, ticketEvents);

export interface PriceDifferenceDeps {
  store: EventStore;
  commands: CommandHandler;
  payments: PaymentProvider;
}

/** The payment an earlier submit of this request recorded, if one did. */
async function recorded(
  store: EventStore,
  input: PayPriceDifference,
  requestId: string,
): Promise<PriceDifferenceReceipt | null> {
  const events = await readEvents(store, ticketStreamId(input.ticketNo));
  const index = events.findIndex(
    (e) => e.type === 'PriceDifferencePaid' && e.metadata.requestId === requestId,
  );
  const paid = index < 0 ? undefined : ticketEvents.decode(events[index]!);
  if (paid?.type !== 'PriceDifferencePaid') return null;
  return {
    ticketNo: input.ticketNo,
    amount: paid.data.amount,
    paymentMethod: paid.data.paymentMethod,
    changeFen: paid.data.changeFen,
    owedAfter: 0,
    ticketVersion: events.length - 1,
    replayed: true,
  };
}

export async function payPriceDifference(
  deps: PriceDifferenceDeps,
  envelope: CommandEnvelope,
  input: PayPriceDifference,
  ticket: { state: TicketState; revision: bigint; pricing: OvertimePricing },
): Promise<PriceDifferenceReceipt> {
  const seller = { sellerID: envelope.actor.userId, sellerAccount: envelope.actor.account };
  const command = (payment: PaymentRecord) =>
    ({
      type: 'PayPriceDifference',
      data: { ...seller, now: envelope.now, pricing: ticket.pricing, amount: input.amount, payment },
    }) as const;
  // Judged before the buyer is charged: a refusal must not cost them money.
  const trial: PaymentRecord = { method: 'cash', receivedFen: input.amount, changeFen: 0, reference: null };
  try {
    decideTicket(command(trial), ticket.state);
  } catch (error) {
    // A repeated submit of a payment that landed: its first answer, not "nothing owed".
    const earlier =
      error instanceof DomainError ? await recorded(deps.store, input, envelope.requestId) : null;
    if (earlier) return earlier;
    throw error;
  }
  const payment = await settle(deps.payments, input, `PD${input.ticketNo}R${ticket.revision + 1n}`);

  const { requestId, ...metadata } = envelopeMetadata(envelope);
  const result = await deps.commands.handle(decider, ticketStreamId(input.ticketNo), command(payment), {
    metadata,
    requestId: String(requestId),
    expectedRevision: ticket.revision,
  });
  const paid = result.newEvents.find((e) => e.type === 'PriceDifferencePaid')?.data as
    | { amount: number; paymentMethod: PaymentRecord['method']; changeFen: number | null }
    | undefined;
  return {
    ticketNo: input.ticketNo,
    amount: paid?.amount ?? input.amount,
    paymentMethod: paid?.paymentMethod ?? payment.method,
    changeFen: paid?.changeFen ?? null,
    owedAfter: owedAt(result.newState, ticket.pricing, envelope.now),
    ticketVersion: Number(result.nextExpectedRevision),
    replayed: result.replayed,
  };
}

async function settle(
  payments: PaymentProvider,
  input: PayPriceDifference,
  reference: string,
): Promise<PaymentRecord> {
  const { payment, amount } = input;
  switch (payment.method) {
    case 'cash':
      return { method: 'cash', receivedFen: payment.receivedFen, changeFen: null, reference: null };
    case 'paymentCode': {
      const outcome = await payments.chargePaymentCode({
        code: payment.paymentCode,
        amountFen: amount,
        reference,
        description: `price difference ${input.ticketNo}`,
      });
      if (outcome.status === 'declined')
        throw new DomainError('PAYMENT_DECLINED', undefined, { reason: outcome.reason });
      return { method: 'paymentCode', receivedFen: null, changeFen: null, reference: outcome.transactionId };
    }
    default:
      return {
        method: payment.method,
        receivedFen: null,
        changeFen: null,
        reference: payment.reference || null,
      };
  }
}
