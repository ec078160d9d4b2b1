/** The ticket query's read model: one row per sold ticket, shaped for the window's search. */
export const TICKET_QUERY_SCHEMA = `
create table if not exists ticket_query (
  ticket_no text primary key,
  order_no text not null,
  scenic_area_id int not null,
  ticket_type_id int not null,
  ticket_type_name text not null,
  price int not null,
  list_price int not null,
  persons int not null,
  status smallint not null,
  holder_name text,
  holder_id_number text,
  valid_from date not null,
  valid_to date not null,
  seller_id int not null,
  seller_account text not null,
  payment_method text not null,
  source text not null,
  sold_at timestamptz not null,
  sold_on date not null,
  prints int not null default 0,
  refund_check_status smallint,
  refund_no text
);
alter table ticket_query add column if not exists written_off int not null default 0;
alter table ticket_query add column if not exists entries int not null default 0;
alter table ticket_query add column if not exists price_difference_paid int not null default 0;
alter table ticket_query add column if not exists passes_left int;
alter table ticket_query add column if not exists refund_check_status smallint;
alter table ticket_query add column if not exists refund_no text;
create index if not exists ticket_query_area_day on ticket_query (scenic_area_id, sold_on desc, ticket_no);
create index if not exists ticket_query_order on ticket_query (order_no);
create index if not exists ticket_query_holder on ticket_query (holder_id_number) where holder_id_number is not null;
`;
