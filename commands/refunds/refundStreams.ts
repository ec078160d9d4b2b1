// What refunds read and write on their own streams: the order's OrderPlaced, each ticket's state
// with the revision it was read at, the refund orders a request already recorded, and the one
// multi-stream append of a refund (refund orders new, each ticket stream at its read revision).
import type { CommandEnvelope } from '../../domain/commandEnvelope.ts';
import { envelopeMetadata } from '../../domain/commandEnvelope.ts';
import { DomainError } from '../../domain/decider.ts';
import { type EventStore, type StreamAppend, WrongExpectedVersionError } from '../../domain/eventStore.ts';
import type { OnlinePayments } from '../../domain/payments/onlinePayment.ts';
import type { PaymentProvider } from '../../domain/payments/paymentProvider.ts';
import type { RefundOrderAnswer } from '../../domain/refunds/refund.schema.ts';
import type { RefundDecision } from '../../domain/refunds/refund.ts';
import {
  type RefundOrderPlaced,
  refundOrderEvents,
  refundStreamId,
} from '../../domain/refunds/refundEvents.ts';
import { type OrderPlaced, orderEvents, ticketEvents } from '../../domain/sales/saleEvents.ts';
import { orderStreamId, ticketStreamId } from '../../domain/sales/saleNumbers.ts';
import type { TicketState } from '../../domain/sales/ticket.ts';
import { deterministicEventId } from '../handling/deterministicEventId.ts';
import { loadTicket, readEvents } from '../sales/saleStreams.ts';
import { appendWithMoneyBack, moneyBackOf } from './refundMoney.ts';

/** Refund numbers, the same one every time for one request and order. */
export interface RefundNumbers {
  forRequest(requestId: string, orderKey: string, day: string): Promise<string>;
  /** Every refund number drawn for the request. */
  keptFor(requestId: string): Promise<string[]>;
}

export interface RefundDeps {
  store: EventStore;
  numbers: RefundNumbers;
  payments: PaymentProvider;
  /** Gives back money paid online (visitor bookings: officialAccount, miniProgram); absent at the window. */
  onlinePayments?: Pick<OnlinePayments, 'refund'>;
  timeZone(scenicAreaId: number): Promise<string>;
  /** The login option openOnlineRefund of a user. */
  onlineRefundOpen(userId: number): Promise<boolean>;
}

export interface LoadedTicket {
  ticketNo: string;
  state: TicketState;
  revision: bigint;
}

/** The tickets, each of the envelope's scenic area (else TICKET_NOT_FOUND). */
export async function loadTickets(
  store: EventStore,
  ticketNos: readonly string[],
  scenicAreaId: number,
): Promise<LoadedTicket[]> {
  const loaded = await Promise.all(ticketNos.map((no) => loadTicket(store, no)));
  return loaded.map(({ state, revision }, i) => {
    const ticketNo = ticketNos[i] as string;
    if (state.issued?.scenicAreaID !== scenicAreaId)
      throw new DomainError('TICKET_NOT_FOUND', undefined, { ticketNo });
    return { ticketNo, state, revision };
  });
}

export async function loadPlacedOrder(store: EventStore, orderNo: string): Promise<OrderPlaced['data']> {
  const [first] = await readEvents(store, orderStreamId(orderNo));
  const placed = first ? orderEvents.decode(first) : undefined;
  if (placed?.type !== 'OrderPlaced') throw new DomainError('ORDER_NOT_FOUND', undefined, { orderNo });
  return placed.data;
}

/** The refund orders a request already recorded (a retried submit), oldest first. */
export async function recordedRefunds(deps: RefundDeps, requestId: string): Promise<RefundOrderPlaced[]> {
  const refundNos = await deps.numbers.keptFor(requestId);
  const streams = await Promise.all(refundNos.map((no) => readEvents(deps.store, refundStreamId(no))));
  return streams
    .map(([first]) => (first?.metadata.requestId === requestId ? refundOrderEvents.decode(first) : undefined))
    .filter((e): e is RefundOrderPlaced => e?.type === 'RefundOrderPlaced');
}

/**
 * One append for every decision: all of it or nothing, each ticket at the revision it was read at,
 * with the money the store holds going back (a card credited, an agency's credit given back).
 */
export async function appendDecisions(
  store: EventStore,
  envelope: CommandEnvelope,
  decisions: RefundDecision[],
  revisions: ReadonlyMap<string, bigint>,
  /** The orders refunded (a submission or rejection refunds none). */
  orders: ReadonlyMap<string, OrderPlaced['data']> = new Map(),
): Promise<void> {
  const metadata = envelopeMetadata(envelope);
  let index = 0;
  const id = () => deterministicEventId(envelope.requestId, index++);
  const requests: StreamAppend[] = [];
  // Each order's tickets, then its refund order: $all (and the detail record) reads them in that order.
  for (const { refundOrder, tickets } of decisions) {
    for (const { ticketNo, events } of tickets) {
      requests.push({
        streamId: ticketStreamId(ticketNo),
        events: events.map((e) => ticketEvents.encode(e, metadata, id())),
        expectedRevision: revisions.get(ticketNo) as bigint,
      });
    }
    if (refundOrder) {
      requests.push({
        streamId: refundStreamId(refundOrder.data.refundNo),
        events: [refundOrderEvents.encode(refundOrder, metadata, id())],
        expectedRevision: 'no_stream',
      });
    }
  }
  const moves = await moneyBackOf(store, decisions, orders);
  await appendWithMoneyBack(store, requests, moves, metadata, id);
}

/** Whether a request already wrote to one of these ticket streams (a retried submit: answer it again). */
export async function recordedOnTickets(
  store: EventStore,
  ticketNos: readonly string[],
  requestId: string,
): Promise<boolean> {
  const streams = await Promise.all(ticketNos.map((no) => readEvents(store, ticketStreamId(no))));
  return streams.some((events) => events.some((e) => e.metadata.requestId === requestId));
}

const ATTEMPTS = 3;

/**
 * Runs `attempt` (read, decide, append) again when a ticket stream moved between the read and the
 * append (another window): the fresh read then refuses (already refunded, under review) or succeeds.
 */
export async function withFreshState<T>(attempt: () => Promise<T>): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
      if (i === ATTEMPTS) throw new DomainError('REFUND_CONFLICT');
    }
  }
}

/** Methods paid online by visitors: their money goes back through the online provider. */
const ONLINE_METHODS: readonly string[] = ['officialAccount', 'miniProgram'];

/**
 * Money back by the original method, once the refund is appended: a payment code through the
 * provider, a visitor's online payment through the online provider (both idempotent by refund
 * number). A card's and an agency's credit went back in the refund's append (refundMoney.ts); cash
 * is counted out of the drawer (the shift's refund totals).
 */
export async function returnMoney(
  deps: RefundDeps,
  refund: RefundOrderPlaced['data'],
  order: OrderPlaced['data'],
): Promise<RefundOrderAnswer> {
  const { refundNo, orderNo, ticketNos, amount, paymentMethod } = refund;
  let providerRefundId: string | null = null;
  if (paymentMethod === 'paymentCode') {
    const outcome = await deps.payments.refundPayment({
      reference: refundNo,
      amountFen: amount,
      transactionId: order.payment.reference ?? '',
    });
    if (outcome.status === 'failed')
      throw new DomainError('REFUND_PAYMENT_FAILED', undefined, { reason: outcome.reason, refundNo });
    providerRefundId = outcome.refundId;
  } else if (ONLINE_METHODS.includes(paymentMethod) && order.payment.reference && deps.onlinePayments) {
    const outcome = await deps.onlinePayments.refund({
      reference: refundNo,
      orderNo,
      transactionId: order.payment.reference,
      amountFen: amount,
      totalFen: order.amount,
    });
    if (outcome.status === 'failed')
      throw new DomainError('REFUND_PAYMENT_FAILED', undefined, { reason: outcome.reason, refundNo });
    providerRefundId = outcome.refundId;
  }
  return { refundNo, orderNo, ticketNos, amount, paymentMethod, providerRefundId };
}
