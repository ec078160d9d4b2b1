// The report queries' view of the ticket-use read model (projections/reportQuery.ts).
import type { FactSource } from '../reportQuery.ts';

const PASS_DIMS = {
  scenicArea: 'scenic_area_id',
  ticketType: 'ticket_type_id',
  zone: 'zone_id',
  device: 'device_id',
  direction: 'direction',
} as const;
const passesOf = (where?: string) => ({
  table: 'passes_by_day',
  time: { column: 'day', kind: 'day' as const },
  dims: PASS_DIMS,
  ...(where ? { where } : {}),
});

/** Tickets verified: gate entries and window write-offs, and gate refusals. */
export const VERIFICATION_FACTS: FactSource = {
  ...passesOf(`t.credential = 'ticket'`),
  sums: {
    entries: `sum(t.passes) filter (where t.direction = 'in')`,
    persons: `sum(t.persons) filter (where t.direction = 'in')`,
    writeOffs: 'sum(t.write_offs)',
    denied: 'sum(t.denied)',
  },
};

/** Every credential's passes through the gates, by direction. */
export const ENTRY_EXIT_FACTS: FactSource = {
  ...passesOf(),
  sums: {
    entries: `sum(t.passes) filter (where t.direction = 'in')`,
    entryPersons: `sum(t.persons) filter (where t.direction = 'in')`,
    exits: `sum(t.passes) filter (where t.direction = 'out')`,
    exitPersons: `sum(t.persons) filter (where t.direction = 'out')`,
  },
};

/** Cards at the gates. */
export const CARD_SWIPE_FACTS: FactSource = {
  ...passesOf(`t.credential = 'card'`),
  sums: { swipes: 'sum(t.passes)', persons: 'sum(t.persons)', denied: 'sum(t.denied)' },
};

/** Tickets by their last valid day, only days already over in the area (`$now`: the asking instant). */
export const UNUSED_FACTS: FactSource = {
  table: 'unused_by_valid_day',
  time: { column: 'valid_to', kind: 'day' },
  dims: { scenicArea: 'scenic_area_id', ticketType: 'ticket_type_id' },
  where: 't.valid_to < ($now at time zone a.time_zone)::date',
  needsArea: true,
  sums: {
    ticketCount: 'sum(t.issued)',
    usedCount: 'sum(t.used)',
    refundCount: 'sum(t.refunded)',
    unusedAmount: 'sum(t.unused_fen)',
  },
};

/** Entries and exits per area and day only: what the daily summary and the data center show. */
export const FLOW_DAY_FACTS: FactSource = {
  table: 'passes_day_totals',
  time: { column: 'day', kind: 'day' },
  dims: { scenicArea: 'scenic_area_id' },
  sums: {
    entryPersons: 'sum(t.entry_persons)',
    exitPersons: 'sum(t.exit_persons)',
  },
};
