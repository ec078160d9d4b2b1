/** The order list's read model: one row per order, shaped for the window's order search. */
export const ORDER_LIST_SCHEMA = `
create table if not exists order_list (
  order_no text primary key,
  scenic_area_id int not null,
  ticket_num int not null,
  ticket_nos text[] not null,
  ticket_type_ids int[] not null,
  ticket_type_names text[] not null,
  amount int not null,
  preferential_amount int not null,
  status smallint not null,
  payment_method text not null,
  source text not null,
  seller_id int not null,
  seller_account text not null,
  sold_at timestamptz not null,
  sold_on date not null,
  prints int not null default 0
);
create index if not exists order_list_area_day on order_list (scenic_area_id, sold_on desc, order_no);
`;
