// The ticket detail record (spec 001 §2): an order's or a ticket's events replayed one by one, each
// with when (UTC and local), who, what changed and the state after it. Pure: the caller reads the
// streams and hands them in, in the order they were written.
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import type { EventMetadata } from '../eventStore.ts';
import { evolveOrder, initialOrderState, type OrderState } from './order.ts';
import { orderEvents, saleEvents, type TicketEvent, ticketEvents } from './saleEvents.ts';
import { evolveTicket, initialTicketState, type TicketState } from './ticket.ts';
import type { RecordEntry } from './ticketRecord.schema.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

export interface StoredEvent {
  streamId: string;
  revision: bigint;
  type: string;
  data: unknown;
  metadata: EventMetadata;
  created: Date;
}

export type View = Record<string, unknown>;

export function changesOf(before: View, after: View): RecordEntry['changes'] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys]
    .filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]))
    .map((field) => ({ field, before: before[field] ?? null, after: after[field] ?? null }));
}

const ticketView = (t: TicketState): View =>
  t.issued
    ? {
        ...t.issued,
        status: t.status,
        collected: t.collected,
        // Passes spent per zone, and a timed ticket's stay (write-offs, gate passes, price differences).
        uses: t.uses.map((z) => ({ zoneId: z.zoneId, limit: z.limit, spent: z.spent })),
        ...(t.stay ? { enteredAt: t.stay.enteredAt, differencePaid: t.stay.paid } : {}),
        refundNo: t.refund.refundNo,
        refundCheckStatus: t.refund.reviewStatus,
        refundReviewNote: t.refund.reviewNote,
      }
    : {};
const orderView = (o: OrderState): View => (o.orderNo ? { ...o } : {});

/** Replays each stream from its start; `events` in the order they were written across streams. */
export function replayHistory(events: readonly StoredEvent[], timeZone: string): RecordEntry[] {
  const orders = new Map<string, OrderState>();
  const tickets = new Map<string, TicketState>();
  const entries: RecordEntry[] = [];
  for (const stored of events) {
    const event = saleEvents.decode(stored);
    if (!event) continue;
    let before: View;
    let after: View;
    if (ticketEvents.has(event.type)) {
      const state = tickets.get(stored.streamId) ?? initialTicketState();
      const next = evolveTicket(state, event as TicketEvent);
      tickets.set(stored.streamId, next);
      [before, after] = [ticketView(state), ticketView(next)];
    } else if (!orderEvents.has(event.type)) {
      // Another aggregate's event (a refund order): its own data is what changed.
      [before, after] = [{}, event.data as View];
    } else {
      const state = orders.get(stored.streamId) ?? initialOrderState();
      const next = evolveOrder(state, event as Parameters<typeof evolveOrder>[1]);
      orders.set(stored.streamId, next);
      [before, after] = [orderView(state), orderView(next)];
    }
    entries.push(recordEntry(stored, before, after, timeZone));
  }
  return entries;
}

/** One entry of a detail record: when (UTC and local), who, where, what changed, the state after. */
export function recordEntry(stored: StoredEvent, before: View, after: View, timeZone: string): RecordEntry {
  const occurredAt = String(stored.metadata.occurredAt ?? stored.created.toISOString());
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return {
    streamId: stored.streamId,
    revision: Number(stored.revision),
    type: stored.type,
    occurredAt,
    localTime: dayjs(occurredAt).tz(timeZone).format('YYYY-MM-DD HH:mm:ss'),
    actor: { userId: text(stored.metadata.userId), account: text(stored.metadata.account) },
    device: text(stored.metadata.deviceName),
    changes: changesOf(before, after),
    stateAfter: after,
  };
}
