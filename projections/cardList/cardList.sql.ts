/** The cards' read models: one row per card number, and one per balance movement. */
export const CARD_LIST_SCHEMA = `
create table if not exists card_list (
  card_no text primary key,
  scenic_area_id int not null,
  ticket_type_id int not null,
  ticket_type_name text not null,
  ticket_cate smallint not null,
  status text not null,
  status_before_lost text,
  holder_name text,
  holder_mobile text,
  holder_id_number text,
  valid_from date,
  valid_to date,
  balance int not null default 0,
  replaced_by text,
  replaced_from text,
  source text not null,
  sold_at timestamptz not null
);
create index if not exists card_list_holder on card_list (holder_id_number);
create table if not exists card_movements (
  event_id text primary key,
  card_no text not null,
  scenic_area_id int not null,
  kind text not null,
  amount int not null,
  bonus int not null,
  balance_after int not null,
  order_no text,
  seller_id int not null,
  seller_account text not null,
  occurred_at timestamptz not null
);
create index if not exists card_movements_card on card_movements (card_no, occurred_at);
`;
