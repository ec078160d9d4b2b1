// A zone's headcount (issue 29): the people inside a zone with a capacity limit, kept on one stream
// per zone (`zoneheadcount-<zoneId>`) that every admitted entry, exit and returned entry of that zone
// appends to in the same transaction as the ticket's (or card's) own event, at the stream's exact
// revision: two gates cannot both take the last place. Each event carries the count after it, so the
// stream's state is its last event. A zone without a limit keeps no such stream (its passes pay nothing).
import { z } from 'zod';
import { defineEvent, type EventOf, eventCatalog } from '../events/eventCatalog.ts';

export const ZoneHeadcountChanged = defineEvent(
  'ZoneHeadcountChanged',
  z.object({
    zoneId: z.number().int(),
    /** People in (+) or out (−) on this pass; `inside` is the headcount after it (never below 0). */
    change: z.number().int(),
    inside: z.number().int().min(0),
    cause: z.enum(['entry', 'exit', 'returned']),
    ticketNo: z.string(),
    requestId: z.string(),
  }),
);
export type ZoneHeadcountChanged = EventOf<typeof ZoneHeadcountChanged>;

export const zoneHeadcountEvents = eventCatalog([ZoneHeadcountChanged]);

export const zoneHeadcountStreamId = (zoneId: number): string => `zoneheadcount-${zoneId}`;

/** How a gate decision moves its zone's headcount: admitted entries add, exits and returned entries take away. */
export function headcountChange(
  event: { type: string; data: unknown } | undefined,
  persons: number,
): Omit<ZoneHeadcountChanged['data'], 'inside' | 'zoneId'> | null {
  const d = event?.data as
    | { ticketNo: string; requestId?: string | null; passRequestId?: string }
    | undefined;
  if (!event || !d) return null;
  if (event.type === 'TicketPassed') {
    const { direction, persons: people } = event.data as { direction: 'in' | 'out'; persons: number };
    const change = direction === 'in' ? people : -people;
    return {
      change,
      cause: direction === 'in' ? 'entry' : 'exit',
      ticketNo: d.ticketNo,
      requestId: d.requestId ?? '',
    };
  }
  if (event.type === 'PassReturned' && (event.data as { direction: string }).direction === 'in')
    return { change: -persons, cause: 'returned', ticketNo: d.ticketNo, requestId: d.passRequestId ?? '' };
  return null;
}
