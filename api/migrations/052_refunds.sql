-- Refunds (issue 12). Refund orders and review steps are events (refund-<no>, ticket-<no> streams);
-- their read models are created by their projections. Here only the serial refund numbers are drawn
-- from and which number each request got for each refunded order (so a retried submit names the
-- same refund order and asks the payment provider for the same refund).
create sequence refund_serial;

create table refund_number_allocations (
  request_id uuid not null,
  order_key text not null,
  refund_no text not null unique,
  created_at timestamptz not null default now(),
  primary key (request_id, order_key)
);
