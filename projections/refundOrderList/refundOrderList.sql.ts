/** The refund orders: one row per RefundOrderPlaced. */
export const REFUND_ORDER_LIST_SCHEMA = `
create table if not exists refund_order_list (
  refund_no text primary key,
  order_no text not null,
  scenic_area_id int not null,
  ticket_nos text[] not null,
  amount int not null,
  payment_method text not null,
  seller_id int not null,
  seller_account text not null,
  reviewed boolean not null,
  refunded_at timestamptz not null
);
create index if not exists refund_order_list_area on refund_order_list (scenic_area_id, refunded_at desc);
create index if not exists refund_order_list_order on refund_order_list (order_no);
`;
