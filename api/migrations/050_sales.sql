-- Selling at the window (issue 11). Orders and tickets are events (order-<no>, ticket-<no> streams);
-- their read models are created by their projections. Here only what is not business data:
-- the serials order and ticket numbers are drawn from, which number each request got (so a retried
-- submit names the same order), and the holders' photos the tickets refer to by SHA-256.
create sequence sale_order_serial;
create sequence sale_ticket_serial;

create table sale_number_allocations (
  request_id uuid primary key,
  order_no text not null unique,
  ticket_nos text[] not null,
  created_at timestamptz not null default now()
);

create table holder_photos (
  sha256 text primary key,
  content_type text not null,
  bytes bytea not null,
  scenic_area_id int references scenic_areas (id),
  uploaded_by int,
  created_at timestamptz not null default now()
);
