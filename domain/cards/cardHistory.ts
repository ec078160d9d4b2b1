// A card's whole history for the ticket detail record (spec 001 §2): the card's stream, and those of
// the cards it replaced, replayed event by event with the card as it stood after each.
import { recordEntry, type StoredEvent, type View } from '../sales/ticketHistory.ts';
import type { RecordEntry } from '../sales/ticketRecord.schema.ts';
import { type CardState, evolveCard, initialCardState } from './card.ts';
import { cardEvents } from './cardEvents.ts';

const cardView = (c: CardState): View =>
  c.sold
    ? {
        cardNo: c.cardNo,
        ticketTypeName: c.sold.type.ticketTypeName,
        status: c.status,
        holder: c.holder
          ? { name: c.holder.name, mobile: c.holder.mobile, idNumber: c.holder.idNumber }
          : null,
        validFrom: c.validity?.validFrom ?? null,
        validTo: c.validity?.validTo ?? null,
        balance: c.balance,
        uses: c.pass.uses.map((z) => ({ zoneId: z.zoneId, limit: z.limit, spent: z.spent })),
        replacedBy: c.replacedBy,
        replacedFrom: c.replacedFrom,
      }
    : {};

/** Replays each card stream from its start; `events` in the order they were written. */
export function replayCardHistory(events: readonly StoredEvent[], timeZone: string): RecordEntry[] {
  const cards = new Map<string, CardState>();
  const entries: RecordEntry[] = [];
  for (const stored of events) {
    const event = cardEvents.decode(stored);
    if (!event) continue;
    const state = cards.get(stored.streamId) ?? initialCardState();
    const next = evolveCard(state, event);
    cards.set(stored.streamId, next);
    entries.push(recordEntry(stored, cardView(state), cardView(next), timeZone));
  }
  return entries;
}
