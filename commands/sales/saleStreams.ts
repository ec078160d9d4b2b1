// Reading an order's and a ticket's own streams (the command side's truth), for printing, scanning
// and the detail record, which must not wait for a projection to catch up.
import { type EventStore, type RecordedEvent, StreamNotFoundError } from '../../domain/eventStore.ts';
import { evolveOrder, initialOrderState, type OrderState } from '../../domain/sales/order.ts';
import { orderEvents, ticketEvents } from '../../domain/sales/saleEvents.ts';
import { orderStreamId, ticketStreamId } from '../../domain/sales/saleNumbers.ts';
import { evolveTicket, initialTicketState, type TicketState } from '../../domain/sales/ticket.ts';

export async function readEvents(store: EventStore, streamId: string): Promise<RecordedEvent[]> {
  try {
    return await store.readStream(streamId);
  } catch (error) {
    if (error instanceof StreamNotFoundError) return [];
    throw error;
  }
}

/** The order's state and its stream revision (-1 when there is no such order). */
export async function loadOrder(
  store: EventStore,
  orderNo: string,
): Promise<{ state: OrderState; revision: bigint }> {
  const events = await readEvents(store, orderStreamId(orderNo));
  let state = initialOrderState();
  for (const recorded of events) {
    const event = orderEvents.decode(recorded);
    if (event) state = evolveOrder(state, event);
  }
  return { state, revision: BigInt(events.length) - 1n };
}

/** The ticket's state and its stream revision (-1 when there is no such ticket). */
export async function loadTicket(
  store: EventStore,
  ticketNo: string,
): Promise<{ state: TicketState; revision: bigint }> {
  const events = await readEvents(store, ticketStreamId(ticketNo));
  let state = initialTicketState();
  for (const recorded of events) {
    const event = ticketEvents.decode(recorded);
    if (event) state = evolveTicket(state, event);
  }
  return { state, revision: BigInt(events.length) - 1n };
}
