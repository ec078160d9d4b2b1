/**
 * What was sold and refunded, per scenic area and local day (issue 17's sales, source, seller,
 * ticket-type, daily-summary and finance reports). Orders and tickets count on their sale day
 * (`soldOn`); refunds, price differences and card money on the UTC quarter-hour they happened
 * (the queries turn it into the area's day). `settled` is the money of shifts an administrator has
 * settled. `sales_tickets` remembers each sold ticket's type, source and price for its refund;
 * `sales_shift_facts` holds the money a seller took until their shift is settled.
 */
export const SALES_BY_DAY_SCHEMA = `
create table if not exists sales_orders_by_day (
  scenic_area_id int not null,
  day date not null,
  seller_id int not null,
  source text not null,
  payment_method text not null,
  orders bigint not null,
  tickets bigint not null,
  persons bigint not null,
  amount bigint not null,
  discount bigint not null,
  actual bigint not null,
  settled bigint not null,
  primary key (scenic_area_id, day, seller_id, source, payment_method)
);
create table if not exists sales_tickets_by_day (
  scenic_area_id int not null,
  day date not null,
  ticket_type_id int not null,
  seller_id int not null,
  source text not null,
  payment_method text not null,
  tickets bigint not null,
  persons bigint not null,
  amount bigint not null,
  actual bigint not null,
  primary key (scenic_area_id, day, ticket_type_id, seller_id, source, payment_method)
);
create table if not exists sales_moves_by_quarter (
  scenic_area_id int not null,
  quarter timestamptz not null,
  kind text not null,
  ticket_type_id int not null,
  seller_id int not null,
  source text not null,
  payment_method text not null,
  orders bigint not null,
  tickets bigint not null,
  fen bigint not null,
  settled bigint not null,
  primary key (scenic_area_id, quarter, kind, ticket_type_id, seller_id, source, payment_method)
);
create table if not exists sales_tickets (
  ticket_no text primary key,
  ticket_type_id int not null,
  source text not null,
  price bigint not null
);
create table if not exists sales_shift_facts (
  seller_id int not null,
  commit_pos numeric not null,
  prepare_pos numeric not null,
  seq int not null,
  shift_no int,
  scenic_area_id int not null,
  day date,
  quarter timestamptz,
  kind text not null,
  ticket_type_id int not null,
  source text not null,
  payment_method text not null,
  fen bigint not null,
  primary key (seller_id, commit_pos, prepare_pos, seq)
);
create index if not exists sales_shift_facts_shift on sales_shift_facts (seller_id, shift_no);
`;
