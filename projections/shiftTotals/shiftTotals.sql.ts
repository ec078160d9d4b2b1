/**
 * What each seller's shift has taken in so far: one row per seller and shift (the open one is the
 * seller's highest `shift_no`), its totals pre-aggregated as the pure ShiftTotals of
 * domain/shifts/shiftTotals.ts. `POST /api/sell/dutyRecord` and the seller's home read one row by key.
 * `shift_ticket_cards` remembers each sold ticket's card type for its refund.
 */
export const SHIFT_TOTALS_SCHEMA = `
create table if not exists shift_totals (
  seller_id int not null,
  shift_no int not null,
  scenic_area_id int not null,
  started_at timestamptz,
  ended_at timestamptz,
  totals jsonb not null,
  primary key (seller_id, shift_no)
);
create index if not exists shift_totals_area on shift_totals (scenic_area_id, seller_id);
create table if not exists shift_ticket_cards (
  ticket_no text primary key,
  card_type text not null
);
`;
