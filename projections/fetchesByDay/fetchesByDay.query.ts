// The report queries' view of the supplementary-fetch read model (projections/reportQuery.ts).
import type { FactSource } from '../reportQuery.ts';

export const FETCH_FACTS: FactSource = {
  table: 'fetches_by_quarter',
  time: { column: 'quarter', kind: 'quarter' },
  dims: { scenicArea: 'scenic_area_id', seller: 'seller_id' },
  sums: {
    collections: 'sum(t.collections)',
    reprints: 'sum(t.reprints)',
    reprintedTickets: 'sum(t.reprinted_tickets)',
  },
};
