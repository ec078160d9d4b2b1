import type pg from 'pg';
import type { RecordedEvent } from '../../domain/eventStore.ts';
import {
  activityOf,
  refundedTicketNos,
  SHIFT_SOURCE_TYPES,
  type ShiftActivity,
  totalsOf,
} from '../../domain/shifts/shiftActivity.ts';
import { shiftEvents } from '../../domain/shifts/shiftEvents.ts';
import {
  addTotalsInto,
  type CardType,
  emptyTotals,
  type ShiftTotals,
  subtractTotals,
} from '../../domain/shifts/shiftTotals.ts';
import type { Projection } from '../runner/projection.ts';
import { SHIFT_TOTALS_SCHEMA } from './shiftTotals.sql.ts';

interface Row {
  seller_id: number;
  shift_no: number;
  scenic_area_id: number;
  started_at: string | null;
  ended_at: string | null;
  totals: ShiftTotals;
}

/**
 * A batch's writes in one statement: the card types of its tickets ($2 numbers, $3 types: a later
 * refund reads them), then its shift rows ($1, a JSON array, one row per seller and shift).
 */
const WRITE = `
with cards as (
  insert into shift_ticket_cards (ticket_no, card_type)
  select * from unnest($2::text[], $3::text[]) on conflict do nothing
  returning 1
)
insert into shift_totals (seller_id, shift_no, scenic_area_id, started_at, ended_at, totals)
select r.seller_id, r.shift_no, r.scenic_area_id, r.started_at, r.ended_at, r.totals
  from jsonb_to_recordset($1::jsonb) as r(seller_id int, shift_no int, scenic_area_id int,
       started_at timestamptz, ended_at timestamptz, totals jsonb)
on conflict (seller_id, shift_no) do update
  set scenic_area_id = excluded.scenic_area_id, started_at = excluded.started_at,
      ended_at = excluded.ended_at, totals = excluded.totals`;

/** Each seller's newest shift row (the open one), for all the sellers of a batch at once. */
const OPEN = `select distinct on (seller_id) seller_id, shift_no, scenic_area_id, started_at, ended_at, totals
  from shift_totals where seller_id = any($1::int[]) order by seller_id, shift_no desc`;

/** The open shift rows of `sellerIds` that have one. */
async function openShifts(tx: pg.PoolClient, sellerIds: number[]): Promise<Map<number, Row>> {
  const { rows } = await tx.query(OPEN, [sellerIds]);
  return new Map(
    rows.map((found) => [
      found.seller_id as number,
      { ...found, started_at: found.started_at?.toISOString() ?? null, ended_at: null } as Row,
    ]),
  );
}

const isEmpty = (t: ShiftTotals) => JSON.stringify(t) === JSON.stringify(emptyTotals());

/**
 * Card types of the batch's tickets, and of those its refunds name: from the batch's activities,
 * else from the table.
 */
async function cardsFor(
  events: RecordedEvent[],
  activities: (ShiftActivity | null)[],
  tx: pg.PoolClient,
): Promise<Map<string, CardType>> {
  const cards = new Map<string, CardType>();
  const wanted = new Set<string>();
  for (const [i, recorded] of events.entries()) {
    const a = activities[i];
    if (a?.kind === 'ticket') cards.set((recorded.data as { ticketNo: string }).ticketNo, a.card);
    for (const no of refundedTicketNos(recorded)) wanted.add(no);
  }
  const missing = [...wanted].filter((no) => !cards.has(no));
  if (missing.length > 0) {
    const { rows } = await tx.query(
      'select ticket_no, card_type from shift_ticket_cards where ticket_no = any($1)',
      [missing],
    );
    for (const r of rows) cards.set(r.ticket_no, r.card_type);
  }
  return cards;
}

/** The sellers' shift totals: each fact added to its seller's open shift; a handover closes it. */
export const shiftTotalsProjection: Projection = {
  name: 'shiftTotals',
  version: 1,
  tables: ['shift_totals', 'shift_ticket_cards'],
  schema: SHIFT_TOTALS_SCHEMA,
  filter: { eventTypePrefixes: [...SHIFT_SOURCE_TYPES, 'ShiftHandedOver'] },
  async apply(events, tx) {
    // Each event read once; a refund's card types are only known once the batch's tickets are.
    const activities = events.map((recorded) => activityOf(recorded, () => 'ordinary'));
    const cards = await cardsFor(events, activities, tx);
    const rows = new Map<string, Row>();
    // The open shift of every seller the batch names, read in one query.
    const sellers = new Set<number>();
    for (const [i, recorded] of events.entries()) {
      const sellerId =
        recorded.type === 'ShiftHandedOver'
          ? (recorded.data as { sellerID?: unknown } | null)?.sellerID
          : activities[i]?.sellerID;
      if (typeof sellerId === 'number') sellers.add(sellerId);
    }
    const stored = sellers.size > 0 ? await openShifts(tx, [...sellers]) : new Map<number, Row>();
    const open = new Map<number, Row>();
    const openOf = async (sellerId: number, area: number): Promise<Row> => {
      let row = open.get(sellerId);
      if (!row) {
        const found = sellers.has(sellerId)
          ? stored.get(sellerId)
          : (await openShifts(tx, [sellerId])).get(sellerId);
        row = found ?? {
          seller_id: sellerId,
          shift_no: 1,
          scenic_area_id: area,
          started_at: null,
          ended_at: null,
          totals: emptyTotals(),
        };
        open.set(sellerId, row);
      }
      return row;
    };
    const keep = (row: Row) => rows.set(`${row.seller_id}:${row.shift_no}`, row);

    for (const [i, recorded] of events.entries()) {
      if (recorded.type === 'ShiftHandedOver') {
        const d = shiftEvents.decode(recorded)?.data;
        if (!d || !('expected' in d)) continue;
        const current = await openOf(d.sellerID, d.scenicAreaID);
        // Facts counted by the handover are its `expected`; what the row holds beyond them was
        // committed while the handover was decided and belongs to the next shift (totals subtract).
        const carry = subtractTotals(current.totals, d.expected);
        keep({
          ...current,
          shift_no: d.shiftNo,
          started_at: d.startedAt,
          ended_at: d.endedAt,
          totals: d.expected,
        });
        const next: Row = {
          seller_id: d.sellerID,
          shift_no: d.shiftNo + 1,
          scenic_area_id: d.scenicAreaID,
          started_at: isEmpty(carry) ? null : current.started_at,
          ended_at: null,
          totals: carry,
        };
        open.set(d.sellerID, next);
        keep(next);
        continue;
      }
      const a =
        recorded.type === 'RefundOrderPlaced'
          ? activityOf(recorded, (no) => cards.get(no) ?? 'ordinary')
          : activities[i];
      if (!a) continue;
      const row = await openOf(a.sellerID, a.scenicAreaID);
      addTotalsInto(row.totals, totalsOf(a)); // an open row's totals are this batch's own copy
      row.scenic_area_id = a.scenicAreaID || row.scenic_area_id;
      if (row.started_at === null || a.occurredAt < row.started_at) row.started_at = a.occurredAt;
      keep(row);
    }
    if (cards.size > 0 || rows.size > 0) {
      await tx.query(WRITE, [JSON.stringify([...rows.values()]), [...cards.keys()], [...cards.values()]]);
    }
  },
  afterCommit(events, publish) {
    const seen = new Set<string>();
    for (const recorded of events) {
      const d = recorded.data as { sellerID?: unknown; scenicAreaID?: unknown } | null;
      const seller = typeof d?.sellerID === 'number' ? d.sellerID : null;
      const area =
        typeof d?.scenicAreaID === 'number' ? d.scenicAreaID : Number(recorded.metadata.scenicAreaId);
      const key = `${area}:${seller}`;
      if (seller === null || !Number.isFinite(area) || seen.has(key)) continue;
      seen.add(key);
      publish(String(area), 'shift:changed', { sellerID: seller, scenicAreaID: area });
    }
  },
};
