// Sell at the window (issue 11): parse → envelope → numbers for this request → validate → charge →
// decide → one multi-stream append (the order and its tickets are born together, docs/adr/0001).
//
// Idempotent without the idempotency store. A sale charged here (payment code) keeps its order
// number per request id before charging, so a retried submit (even after a crash between charging
// and appending) names the same order stream, charges the same reference again (providers answer
// the first outcome) and either finds the order already there (the first answer, `replayed`) or
// appends it now. A sale that charges nothing, on a store whose event ids are unique across streams,
// keeps nothing: its events' ids come from the request id, so a retry drawing other numbers is
// refused by the store, which names the order the first submit placed, and that order is answered.
import { type CommandEnvelope, envelopeMetadata } from '../../domain/commandEnvelope.ts';
import { DomainError } from '../../domain/decider.ts';
import {
  EventIdInUseError,
  type EventStore,
  type StreamAppend,
  WrongExpectedVersionError,
} from '../../domain/eventStore.ts';
import { assertSameRequest } from '../../domain/idempotency.ts';
import type { PaymentProvider } from '../../domain/payments/paymentProvider.ts';
import type { StoredDiscountRule } from '../../domain/rules/discountRule.schema.ts';
import { localDateOf } from '../../domain/rules/ruleTime.ts';
import type { SaleAnswer, SellTickets } from '../../domain/sales/sale.schema.ts';
import { decideSale, type SellCommand, type SettledPayment, ticketsNeeded } from '../../domain/sales/sale.ts';
import { type OrderPlaced, saleEvents } from '../../domain/sales/saleEvents.ts';
import { orderStreamId, ticketStreamId } from '../../domain/sales/saleNumbers.ts';
import type { SaleTicketType } from '../../domain/sales/saleTicketType.ts';
import { withCreditCharge } from '../agencies/agencyStreams.ts';
import { withCardCharge } from '../cards/cardStreams.ts';
import { deterministicEventId } from '../handling/deterministicEventId.ts';
import { readEvents } from './saleStreams.ts';

/** Order and ticket numbers, the same ones every time for one request id. */
export interface SaleNumbers {
  /**
   * `fresh` when the numbers were kept by this call: no earlier submit of the request had any, so
   * no order can be recorded under them yet.
   */
  forRequest(
    requestId: string,
    soldOn: string,
    tickets: number,
  ): Promise<{ orderNo: string; ticketNos: string[]; fresh: boolean }>;
  /** Numbers not kept for any request (unique, never reused): a retry would draw others. */
  draw(soldOn: string, tickets: number): Promise<{ orderNo: string; ticketNos: string[] }>;
}

/** The master data a sale is judged by, read at once. */
export interface SaleMasterData {
  timeZone: string;
  types: Map<number, SaleTicketType>;
  discountRules: StoredDiscountRule[];
}

/** What a sale reads of master data (and, for the "sell again?" question, of sold tickets). */
export interface SaleCatalog {
  /** The scenic area's time zone and discount rules, and those of `ticketTypeIds` that exist. */
  masterData(scenicAreaId: number, ticketTypeIds: number[]): Promise<SaleMasterData>;
  /** ID numbers among `idNumbers` holding a ticket of one of `ticketTypeIds` valid on `day`. */
  alreadyHeld(
    scenicAreaId: number,
    ticketTypeIds: number[],
    idNumbers: string[],
    day: string,
  ): Promise<string[]>;
}

export interface SaleDeps {
  store: EventStore;
  numbers: SaleNumbers;
  catalog: SaleCatalog;
  payments: PaymentProvider;
}

async function recordedAnswer(
  store: EventStore,
  orderNo: string,
  envelope: CommandEnvelope,
): Promise<SaleAnswer | null> {
  return (await recordedOrder(store, orderStreamId(orderNo), envelope))?.answer ?? null;
}

/**
 * The order of `streamId` and its answer, when it exists (it must have been placed by the envelope's
 * request, asking the same: REQUEST_ID_REUSED otherwise).
 */
async function recordedOrder(
  store: EventStore,
  streamId: string,
  envelope: CommandEnvelope,
): Promise<{ answer: SaleAnswer; tickets: number } | null> {
  const { requestId } = envelope;
  const [first] = await readEvents(store, streamId);
  if (!first) return null;
  const placed = saleEvents.decode(first);
  if (placed?.type !== 'OrderPlaced' || first.metadata.requestId !== requestId) {
    throw new Error(`${streamId} exists but was not placed by request ${requestId}`);
  }
  assertSameRequest(requestId, [first], envelopeMetadata(envelope));
  return { answer: answerOf(placed.data, true), tickets: placed.data.ticketNos.length };
}

/** The answer to a sale, from its OrderPlaced (first time or replayed). */
function answerOf(placed: OrderPlaced['data'], replayed: boolean): SaleAnswer {
  const { orderNo, ticketNos, amount, discount, payment } = placed;
  return {
    orderNo,
    ticketNos,
    amount,
    preferentialAmount: discount,
    paymentMethod: payment.method,
    changeFen: payment.changeFen,
    replayed,
  };
}

export async function sellTickets(
  deps: SaleDeps,
  envelope: CommandEnvelope,
  input: SellTickets,
): Promise<SaleAnswer> {
  const { store, numbers, catalog, payments } = deps;
  const area = input.scenicAreaID;
  const typeIds = input.lines.map((l) => l.ticketTypeID);
  // "Sell again?" is asked only until the seller confirms: a confirmed submit sells whatever the
  // holders already have, so it does not read what they hold.
  const idNumbers = input.sellAgain ? [] : input.lines.flatMap((l) => l.tourists.map((t) => t.idNumber));
  // Master data first, the numbers and "sell again?" once the sale day is known.
  const { timeZone, types, discountRules } = await catalog.masterData(area, typeIds);
  const soldOn = localDateOf(envelope.now.getTime(), timeZone);
  const count = ticketsNeeded(input);
  // Numbers kept per request only when the store cannot tell a retry by its event ids, or when a
  // charge needs the same reference on every submit.
  const keep = input.payment.method === 'paymentCode' || !store.eventIdsUniqueAcrossStreams;
  const [{ orderNo, ticketNos, fresh }, alreadyHeld] = await Promise.all([
    keep
      ? numbers.forRequest(envelope.requestId, soldOn, count)
      : numbers.draw(soldOn, count).then((drawn) => ({ ...drawn, fresh: true })),
    idNumbers.length ? catalog.alreadyHeld(area, typeIds, idNumbers, soldOn) : [],
  ]);
  if (ticketNos.length !== count)
    throw new DomainError('REQUEST_ID_REUSED', undefined, { requestId: envelope.requestId });
  const earlier = fresh ? null : await recordedAnswer(store, orderNo, envelope);
  if (earlier) return earlier;

  const command: SellCommand = {
    now: envelope.now,
    timeZone,
    sellerID: envelope.actor.userId,
    sellerAccount: envelope.actor.account,
    orderNo,
    ticketNos,
    input,
    types,
    discountRules,
    payment: paidWithoutCharge(input),
    alreadyHeld,
  };
  if (input.payment.method === 'paymentCode') {
    // Every rule is judged before the buyer is charged: a refusal must not cost them money.
    const trial = decideSale(command);
    command.payment = {
      method: 'paymentCode',
      outcome: await payments.chargePaymentCode({
        code: input.payment.paymentCode,
        amountFen: trial.order.data.amount,
        reference: orderNo,
        description: `order ${orderNo}`,
      }),
    };
  }
  const { order, tickets } = decideSale(command);

  const metadata = envelopeMetadata(envelope);
  const encode = (event: Parameters<typeof saleEvents.encode>[0], index: number) =>
    saleEvents.encode(event, metadata, deterministicEventId(envelope.requestId, index));
  const born: StreamAppend[] = [
    { streamId: orderStreamId(orderNo), events: [encode(order, 0)], expectedRevision: 'no_stream' },
    ...tickets.map((ticket, i) => ({
      streamId: ticketStreamId(ticket.data.ticketNo),
      events: [encode(ticket, i + 1)],
      expectedRevision: 'no_stream' as const,
    })),
  ];
  try {
    const { payment } = input;
    // Paid from a card's balance or an agency's credit: the charge joins the order and its tickets
    // in one append, its event id the next one of the request (a retried submit is the same append).
    const charge = {
      scenicAreaID: area,
      amount: order.data.amount,
      orderNo,
      sellerID: envelope.actor.userId,
      sellerAccount: envelope.actor.account,
      metadata,
      eventId: deterministicEventId(envelope.requestId, tickets.length + 1),
    };
    if (payment.method === 'storedCard' && order.data.amount > 0) {
      await withCardCharge(store, { ...charge, cardNo: payment.cardNo, today: soldOn }, (card) =>
        store.appendToStreams([...born, card]),
      );
    } else if (payment.method === 'credit') {
      await withCreditCharge(store, { ...charge, travelAgencyID: payment.travelAgencyID }, (credit) =>
        store.appendToStreams(credit ? [...born, credit] : born),
      );
    } else await store.appendToStreams(born);
  } catch (error) {
    // Another submit of this request got there first: answer what it recorded. Under the numbers
    // kept for the request (same order stream), or, with numbers drawn for this submit, wherever the
    // store found the order's event id (the order and its tickets are appended together).
    if (error instanceof EventIdInUseError && !keep) {
      const recorded = await recordedOrder(store, error.streamId, envelope);
      if (recorded && recorded.tickets !== count)
        throw new DomainError('REQUEST_ID_REUSED', undefined, { requestId: envelope.requestId });
      if (recorded) return recorded.answer;
    }
    const recorded =
      error instanceof WrongExpectedVersionError ? await recordedAnswer(store, orderNo, envelope) : null;
    if (recorded) return recorded;
    throw error;
  }
  return answerOf(order.data, false);
}

/**
 * The payment as the sale records it when nothing is charged here: cash as received, other methods
 * as the seller recorded them. A payment code is judged "approved" by the trial below, then
 * charged; the trial needs no real charge outcome to judge every other rule.
 */
function paidWithoutCharge(input: SellTickets): SettledPayment {
  const { payment } = input;
  switch (payment.method) {
    case 'cash':
      return payment;
    case 'paymentCode':
      return { method: 'paymentCode', outcome: { status: 'approved', transactionId: '' } };
    case 'storedCard':
      return { method: 'storedCard', reference: payment.cardNo };
    case 'credit':
      return { method: 'credit', reference: payment.reference, travelAgencyID: payment.travelAgencyID };
    default:
      return { method: payment.method, reference: payment.reference };
  }
}
