/** Agency orders: one row per order, its latest content and review (the agency's list and the review queue). */
export const AGENCY_ORDERS_SCHEMA = `
create table if not exists agency_orders (
  order_no text primary key,
  travel_agency_id int not null,
  travel_agency_name text not null,
  scenic_area_id int not null,
  status smallint not null,
  pay_type smallint not null,
  amount int not null,
  people_count int not null,
  play_start date not null,
  play_end date not null,
  guide_name text not null,
  guide_mobile text not null,
  guide_id_card text not null,
  base_info jsonb not null,
  priority_ticket_type_id int,
  tourists jsonb not null,
  created_by text not null,
  updated_at timestamptz not null,
  submitted_at timestamptz,
  reviewed_at timestamptz,
  reviewer text,
  review_note text,
  sale_order_no text
);
create index if not exists agency_orders_agency on agency_orders (travel_agency_id, status, updated_at desc);
create index if not exists agency_orders_area on agency_orders (scenic_area_id, status, updated_at desc);
`;
