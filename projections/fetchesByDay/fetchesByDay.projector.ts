// Tickets collected and orders reprinted per quarter-hour (issue 17's supplementary-fetch report).
// Neither event names its area or its seller: the command's metadata does.
import { saleEvents } from '../../domain/sales/saleEvents.ts';
import { occurredAt, quarterOf, SummedRows } from '../reportSums.ts';
import type { Projection } from '../runner/projection.ts';
import { FETCHES_BY_DAY_SCHEMA } from './fetchesByDay.sql.ts';

export const fetchesByDayProjection: Projection = {
  name: 'fetchesByDay',
  version: 1,
  tables: ['fetches_by_quarter'],
  schema: FETCHES_BY_DAY_SCHEMA,
  filter: { eventTypePrefixes: ['TicketCollected', 'OrderReprinted'] },
  async apply(events, tx) {
    const sums = new SummedRows(
      'fetches_by_quarter',
      { scenic_area_id: 'int', quarter: 'timestamptz', seller_id: 'int' },
      ['collections', 'reprints', 'reprinted_tickets'] as const,
    );
    for (const recorded of events) {
      const event = saleEvents.decode(recorded);
      const key = {
        scenic_area_id: Number(recorded.metadata.scenicAreaId ?? 0),
        quarter: quarterOf(occurredAt(recorded)),
        seller_id: Number(recorded.metadata.userId ?? 0),
      };
      if (event?.type === 'TicketCollected') sums.add(key, { collections: 1 });
      else if (event?.type === 'OrderReprinted') {
        sums.add(key, { reprints: 1, reprinted_tickets: event.data.ticketNos.length });
      }
    }
    await sums.write(tx);
  },
};
