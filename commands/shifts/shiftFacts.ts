// Reading a shift's facts from the event store (the command side's truth, never a read model): the
// sale, refund and price-difference events after the last handover's position, reduced to the
// seller's `ShiftActivity`. A refunded ticket's card type comes from its TicketIssued (in the same
// read, else from the ticket's own stream).
import type { EventStore, Position, RecordedEvent } from '../../domain/eventStore.ts';
import { ticketEvents } from '../../domain/sales/saleEvents.ts';
import { ticketStreamId } from '../../domain/sales/saleNumbers.ts';
import { evolveShift, initialShiftState, type ShiftState } from '../../domain/shifts/shift.ts';
import {
  activityOf,
  refundedTicketNos,
  SHIFT_SOURCE_TYPES,
  type ShiftActivity,
  type StoredPosition,
} from '../../domain/shifts/shiftActivity.ts';
import { shiftEvents, shiftStreamId } from '../../domain/shifts/shiftEvents.ts';
import { type CardType, cardTypeOf } from '../../domain/shifts/shiftTotals.ts';
import { readEvents } from '../sales/saleStreams.ts';

const PAGE = 1000;

/** The shift stream's state (handovers so far, the position counted to). */
export async function loadShift(store: EventStore, sellerId: number): Promise<ShiftState> {
  let state = initialShiftState();
  for (const recorded of await readEvents(store, shiftStreamId(sellerId))) {
    const event = shiftEvents.decode(recorded);
    if (event) state = evolveShift(state, event);
  }
  return state;
}

const sellerOf = (recorded: RecordedEvent) => (recorded.data as { sellerID?: unknown } | null)?.sellerID;

async function cardOfTicket(store: EventStore, ticketNo: string): Promise<CardType> {
  for (const recorded of await readEvents(store, ticketStreamId(ticketNo))) {
    const event = ticketEvents.decode(recorded);
    if (event?.type === 'TicketIssued') return cardTypeOf(event.data);
  }
  return 'ordinary';
}

/** The seller's facts after `after`, and the last position read (null when nothing was read). */
export async function readShiftFacts(
  store: EventStore,
  sellerId: number,
  after: StoredPosition | null,
): Promise<{ activity: ShiftActivity[]; readTo: StoredPosition | null }> {
  const mine: RecordedEvent[] = [];
  let from: Position | 'start' = after
    ? { commit: BigInt(after.commit), prepare: BigInt(after.prepare) }
    : 'start';
  let last: Position | null = null;
  for (;;) {
    const page = await store.readAll({
      fromPosition: from,
      maxCount: PAGE,
      filter: { eventTypePrefixes: [...SHIFT_SOURCE_TYPES] },
    });
    for (const recorded of page) if (sellerOf(recorded) === sellerId) mine.push(recorded);
    if (page.length > 0) last = from = page[page.length - 1]!.position;
    if (page.length < PAGE) break;
  }
  const cards = new Map<string, CardType>();
  for (const recorded of mine) {
    const a = activityOf(recorded, () => 'ordinary');
    if (a?.kind === 'ticket') cards.set((recorded.data as { ticketNo: string }).ticketNo, a.card);
  }
  for (const recorded of mine) {
    for (const no of refundedTicketNos(recorded)) {
      if (!cards.has(no)) cards.set(no, await cardOfTicket(store, no));
    }
  }
  const activity = mine
    .map((recorded) => activityOf(recorded, (no) => cards.get(no) ?? 'ordinary'))
    .filter((a): a is ShiftActivity => a !== null);
  return {
    activity,
    readTo: last ? { commit: String(last.commit), prepare: String(last.prepare) } : null,
  };
}

/** The scenic area of a seller's handover number `shiftNo`, from the shift stream (undefined: none). */
export async function handoverArea(
  store: EventStore,
  sellerId: number,
  shiftNo: number,
): Promise<number | undefined> {
  for (const recorded of await readEvents(store, shiftStreamId(sellerId))) {
    const event = shiftEvents.decode(recorded);
    if (event?.type === 'ShiftHandedOver' && event.data.shiftNo === shiftNo) return event.data.scenicAreaID;
  }
  return undefined;
}
