// A business history written as events, for the report tests and benchmark (issue 17): sales
// decided by the real sale decider (then given another source where asked), refunds, gate passes,
// write-offs, refusals, price differences, card activity, collections and reprints, each at a
// chosen instant. `facts` keeps every event as written, so a test sums its figures itself.

import { cardEvents } from '../../domain/cards/cardEvents.ts';
import type { EventData, EventMetadata } from '../../domain/eventStore.ts';
import { localDateOf } from '../../domain/rules/ruleTime.ts';
import type { SellTickets } from '../../domain/sales/sale.schema.ts';
import { decideSale } from '../../domain/sales/sale.ts';
import type { PaymentMethod, SaleSource } from '../../domain/sales/saleCodes.ts';
import { type OrderPlaced, saleEvents, type TicketIssued } from '../../domain/sales/saleEvents.ts';
import { orderStreamId, ticketStreamId } from '../../domain/sales/saleNumbers.ts';
import type { SaleTicketType } from '../../domain/sales/saleTicketType.ts';
import { shiftEvents, shiftStreamId } from '../../domain/shifts/shiftEvents.ts';
import { emptyTotals } from '../../domain/shifts/shiftTotals.ts';
import type { GivenStream } from './givenEvents.ts';

export interface Fact {
  type: string;
  data: Record<string, unknown>;
  streamId: string;
  /** The instant it happened and its local day in the area. */
  at: Date;
  day: string;
  area: number;
  sellerID: number;
}

export interface HistoryArea {
  id: number;
  timeZone: string;
}

export class ReportHistory {
  readonly facts: Fact[] = [];
  private appends: GivenStream[] = [];
  private serial: number;
  /** Each stream's events in order (what `ticket-…` holds so far). */
  private readonly revisions = new Map<string, number>();

  readonly types: ReadonlyMap<number, SaleTicketType>;

  /** `types` are sold in `area` whatever area they came from. */
  /** `keepFacts` false: write only (a benchmark's million events are not kept in memory). */
  constructor(
    readonly area: HistoryArea,
    types: ReadonlyMap<number, SaleTicketType>,
    firstSerial = 1,
    private readonly keepFacts = true,
  ) {
    this.types = new Map([...types].map(([id, t]) => [id, { ...t, scenicAreaID: area.id }]));
    this.serial = firstSerial;
  }

  /**
   * The streams written since the last call, in order, cut into appends in which each stream
   * appears once (a store's multi-stream append takes a stream once), and forgotten.
   */
  take(): GivenStream[][] {
    const calls: GivenStream[][] = [];
    let seen = new Set<string>();
    for (const append of this.appends) {
      if (calls.length === 0 || seen.has(append.streamId)) {
        calls.push([]);
        seen = new Set();
      }
      calls.at(-1)!.push(append);
      seen.add(append.streamId);
    }
    this.appends = [];
    return calls;
  }

  dayOf(at: Date): string {
    return localDateOf(at.getTime(), this.area.timeZone);
  }

  private write(streamId: string, event: EventData, at: Date, sellerID: number, account = 'seller') {
    const metadata: EventMetadata = {
      occurredAt: at.toISOString(),
      userId: String(sellerID),
      account,
      scenicAreaId: String(this.area.id),
    };
    const encoded = { ...event, metadata: { ...event.metadata, ...metadata } };
    const last = this.appends.at(-1);
    const revision = this.revisions.get(streamId) ?? -1;
    this.revisions.set(streamId, revision + 1);
    // Each append expects the stream exactly as written so far: the store then takes a whole call
    // in one statement.
    if (last?.streamId === streamId) last.events.push(encoded);
    else {
      const expectedRevision = revision < 0 ? ('no_stream' as const) : BigInt(revision);
      this.appends.push({ streamId, events: [encoded], expectedRevision });
    }
    if (!this.keepFacts) return revision + 1;
    this.facts.push({
      type: event.type,
      data: event.data as Record<string, unknown>,
      streamId,
      at,
      day: this.dayOf(at),
      area: this.area.id,
      sellerID,
    });
    return revision + 1;
  }

  /** A sale at `at`: the window's decision, or given another source (no seller) when asked. */
  sale(o: {
    at: Date;
    sellerID: number;
    lines: { ticketTypeID: number; count: number }[];
    method?: PaymentMethod;
    source?: SaleSource;
    oneTicketForMany?: boolean;
  }): { orderNo: string; ticketNos: string[]; order: OrderPlaced['data']; tickets: TicketIssued['data'][] } {
    const method = o.method ?? 'cash';
    const count = o.oneTicketForMany ? 1 : o.lines.reduce((n, l) => n + l.count, 0);
    const serial = this.serial++;
    const orderNo = `DD${String(serial).padStart(16, '0')}`;
    const ticketNos = Array.from(
      { length: count },
      (_, i) => `${String(serial).padStart(14, '0')}${String(i).padStart(4, '0')}`,
    );
    const input: SellTickets = {
      requestId: '00000000-0000-4000-8000-000000000001',
      scenicAreaID: this.area.id,
      lines: o.lines.map((l) => ({ ...l, tourists: [] })),
      oneTicketForMany: o.oneTicketForMany ?? false,
      payment: { method: 'cash', receivedFen: 100_000_000 },
      sellAgain: true,
    };
    // Decided as a cash sale; the method asked for is then written in its place.
    const decided = decideSale({
      now: o.at,
      timeZone: this.area.timeZone,
      sellerID: o.sellerID,
      sellerAccount: `seller${o.sellerID}`,
      orderNo,
      ticketNos,
      input,
      types: this.types,
      discountRules: [],
      payment: { method: 'cash', receivedFen: 100_000_000 },
      alreadyHeld: [],
    });
    const source = o.source ?? 'window';
    const other = source !== 'window';
    const sellerID = other ? 0 : o.sellerID;
    const payment = {
      ...decided.order.data.payment,
      method,
      reference: method === 'cash' ? null : `T${serial}`,
    };
    const order = { ...decided.order.data, source, sellerID, payment };
    const tickets = decided.tickets.map((t) => ({ ...t.data, source, sellerID, paymentMethod: method }));
    this.write(
      orderStreamId(orderNo),
      saleEvents.encode({ type: 'OrderPlaced', data: order }),
      o.at,
      sellerID,
    );
    for (const t of tickets) {
      this.write(
        ticketStreamId(t.ticketNo),
        saleEvents.encode({ type: 'TicketIssued', data: t }),
        o.at,
        sellerID,
      );
    }
    return { orderNo, ticketNos, order, tickets };
  }

  /** A refund of some of an order's tickets, each returning what it was sold for. */
  refund(o: {
    at: Date;
    sellerID: number;
    order: OrderPlaced['data'];
    tickets: TicketIssued['data'][];
  }): string {
    const refundNo = `TD${String(this.serial++).padStart(16, '0')}`;
    const amount = o.tickets.reduce((n, t) => n + t.price, 0);
    this.write(
      `refund-${refundNo}`,
      saleEvents.encode({
        type: 'RefundOrderPlaced',
        data: {
          refundNo,
          orderNo: o.order.orderNo,
          ticketNos: o.tickets.map((t) => t.ticketNo),
          scenicAreaID: this.area.id,
          amount,
          paymentMethod: o.order.payment.method,
          sellerID: o.sellerID,
          sellerAccount: `seller${o.sellerID}`,
          reviewed: false,
        },
      }),
      o.at,
      o.sellerID,
    );
    for (const t of o.tickets) {
      this.write(
        ticketStreamId(t.ticketNo),
        saleEvents.encode({
          type: 'TicketRefunded',
          data: { ticketNo: t.ticketNo, refundNo, amount: t.price },
        }),
        o.at,
        o.sellerID,
      );
    }
    return refundNo;
  }

  /** A gate pass of a ticket (or, with `stream`, of a card). */
  pass(o: {
    at: Date;
    ticketNo: string;
    zoneId: number;
    deviceId: number;
    direction: 'in' | 'out';
    persons?: number;
    stream?: string;
  }): string {
    const requestId = `P${this.serial++}`;
    const stream = o.stream ?? ticketStreamId(o.ticketNo);
    const data = {
      ticketNo: o.ticketNo,
      zoneId: o.zoneId,
      direction: o.direction,
      deviceId: String(o.deviceId),
      passedAt: o.at.toISOString(),
      passedOn: this.dayOf(o.at),
      deviceNo: `D${o.deviceId}`,
      scenicAreaID: this.area.id,
      province: null,
      requestId,
      credentialType: 'qr' as const,
      persons: o.persons ?? 1,
      temperature: null,
      deviceTime: null,
      remaining: null,
    };
    const catalog = stream.startsWith('card-') ? cardEvents : saleEvents;
    this.write(stream, catalog.encode({ type: 'TicketPassed', data } as never), o.at, 0, 'gate');
    return requestId;
  }

  /** The device reports nobody walked through: the pass `passRequestId` is given back. */
  passReturned(o: { at: Date; ticketNo: string; passRequestId: string; zoneId: number; passedOn: string }) {
    const data = {
      ticketNo: o.ticketNo,
      passRequestId: o.passRequestId,
      deviceId: null,
      zoneId: o.zoneId,
      direction: 'in' as const,
      passedOn: o.passedOn,
      why: 'not_passed' as const,
      note: null,
      actorID: null,
      actorAccount: null,
      returnedAt: o.at.toISOString(),
    };
    this.write(
      ticketStreamId(o.ticketNo),
      saleEvents.encode({ type: 'PassReturned', data }),
      o.at,
      0,
      'gate',
    );
  }

  denied(o: { at: Date; ticketNo: string; zoneId: number; deviceId: number; stream?: string }) {
    const data = {
      scenicAreaID: this.area.id,
      deviceId: o.deviceId,
      deviceNo: `D${o.deviceId}`,
      zoneId: o.zoneId,
      direction: 'in' as const,
      credentialType: 'qr' as const,
      requestId: `X${this.serial++}`,
      deviceTime: null,
      temperature: null,
      ticketNo: o.ticketNo,
      reason: 'used_up' as const,
      details: {},
      deniedAt: o.at.toISOString(),
      deniedOn: this.dayOf(o.at),
    };
    const stream = o.stream ?? ticketStreamId(o.ticketNo);
    const catalog = stream.startsWith('card-') ? cardEvents : saleEvents;
    this.write(stream, catalog.encode({ type: 'PassDenied', data } as never), o.at, 0, 'gate');
  }

  writeOff(o: { at: Date; sellerID: number; ticketNo: string; zoneId: number; count: number }) {
    const data = {
      ticketNo: o.ticketNo,
      scope: 'zone' as const,
      zoneId: o.zoneId,
      count: o.count,
      sellerID: o.sellerID,
      sellerAccount: `seller${o.sellerID}`,
      window: null,
      writtenOffOn: this.dayOf(o.at),
    };
    this.write(
      ticketStreamId(o.ticketNo),
      saleEvents.encode({ type: 'TicketWrittenOff', data }),
      o.at,
      o.sellerID,
    );
  }

  /** A price difference paid at the window; answers the reference a payment code is charged under. */
  priceDifference(o: {
    at: Date;
    sellerID: number;
    ticketNo: string;
    amount: number;
    method: PaymentMethod;
  }) {
    const data = {
      ticketNo: o.ticketNo,
      amount: o.amount,
      paymentMethod: o.method,
      minutesOver: 30,
      sellerID: o.sellerID,
      sellerAccount: `seller${o.sellerID}`,
      receivedFen: null,
      changeFen: null,
      reference: o.method === 'paymentCode' ? `SBXPD${this.serial++}` : null,
    };
    const stream = ticketStreamId(o.ticketNo);
    const revision = this.write(
      stream,
      saleEvents.encode({ type: 'PriceDifferencePaid', data }),
      o.at,
      o.sellerID,
    );
    return `PD${o.ticketNo}R${revision}`;
  }

  collected(o: { at: Date; sellerID: number; ticketNo: string }) {
    const event = saleEvents.encode({ type: 'TicketCollected', data: { ticketNo: o.ticketNo } });
    this.write(ticketStreamId(o.ticketNo), event, o.at, o.sellerID);
  }

  reprinted(o: { at: Date; sellerID: number; orderNo: string; ticketNos: string[] }) {
    const data = { orderNo: o.orderNo, templateID: 1, ticketNos: o.ticketNos };
    this.write(
      orderStreamId(o.orderNo),
      saleEvents.encode({ type: 'OrderReprinted', data }),
      o.at,
      o.sellerID,
    );
  }

  /** A stored-value card recharged at the window (the balance after is not checked by any report). */
  recharge(o: {
    at: Date;
    sellerID: number;
    cardNo: string;
    amount: number;
    bonus: number;
    method: PaymentMethod;
  }) {
    this.card(o.at, o.sellerID, o.cardNo, {
      type: 'CardRecharged',
      data: {
        cardNo: o.cardNo,
        scenicAreaID: this.area.id,
        amount: o.amount,
        bonus: o.bonus,
        rule: null,
        payment: { method: o.method, receivedFen: null, changeFen: null, reference: null },
        sellerID: o.sellerID,
        sellerAccount: `seller${o.sellerID}`,
        balanceAfter: o.amount + o.bonus,
      },
    });
  }

  /**
   * A seller's handover of shift `shiftNo`, counting what was written before it (`countedTo` the
   * end of `$all`: the benchmark does not know positions ahead), and its settlement.
   */
  handOver(o: { at: Date; sellerID: number; shiftNo: number }) {
    const endOfAll = { commit: '9223372036854775807', prepare: '9223372036854775807' };
    const data = {
      shiftNo: o.shiftNo,
      sellerID: o.sellerID,
      sellerAccount: `seller${o.sellerID}`,
      sellerName: `seller${o.sellerID}`,
      scenicAreaID: this.area.id,
      startedAt: o.at.toISOString(),
      endedAt: o.at.toISOString(),
      expected: emptyTotals(),
      expectedFen: 0,
      receivedFen: 0,
      differenceFen: 0,
      countedTo: endOfAll,
    };
    this.write(
      shiftStreamId(o.sellerID),
      shiftEvents.encode({ type: 'ShiftHandedOver', data }),
      o.at,
      o.sellerID,
    );
  }

  settle(o: { at: Date; sellerID: number; shiftNo: number }) {
    const data = { shiftNo: o.shiftNo, settledFen: 0, operatorID: 1, operatorAccount: 'admin' };
    this.write(
      shiftStreamId(o.sellerID),
      shiftEvents.encode({ type: 'ShiftSettled', data }),
      o.at,
      1,
      'admin',
    );
  }

  /** A card event on `card-<cardNo>` (its data as the card decider would write it). */
  card(at: Date, sellerID: number, cardNo: string, event: Parameters<typeof cardEvents.encode>[0]) {
    this.write(`card-${cardNo}`, cardEvents.encode(event), at, sellerID);
  }
}

/** The instant of a local time (`YYYY-MM-DD HH:mm`) in a time zone with a fixed offset (`+08:00`). */
export const localInstant = (local: string, offset: string) =>
  new Date(`${local.replace(' ', 'T')}:00${offset}`);
