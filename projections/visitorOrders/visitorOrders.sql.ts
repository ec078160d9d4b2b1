/** A visitor's orders (spec 002 order list): one row per booking, by openid. */
export const VISITOR_ORDERS_SCHEMA = `
create table if not exists visitor_orders (
  order_no text primary key,
  openid text not null,
  scenic_area_id int not null,
  channel text not null,
  status text not null,
  amount int not null,
  ticket_count int not null,
  ticket_type_name text not null,
  play_date date not null,
  slot text,
  ticket_nos text[] not null,
  ordered_at timestamptz not null,
  expires_at timestamptz not null,
  paid_at timestamptz
);
create index if not exists visitor_orders_openid on visitor_orders (openid, ordered_at desc);
create index if not exists visitor_orders_pending on visitor_orders (expires_at) where status = 'pending';
`;
