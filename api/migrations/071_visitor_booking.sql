-- Visitor booking (issue 14): who the visitors are (the messaging app's openid; a sandbox identity on
-- the embedded default). Orders, places and payments are events (booking-*, quota-*), not tables.
create table if not exists visitor_users (
  openid text primary key,
  scenic_area_id int not null references scenic_areas (id) on delete cascade,
  nickname text not null default '',
  headimgurl text not null default '',
  country text not null default '',
  province text not null default '',
  city text not null default '',
  remarks text not null default '',
  sandbox boolean not null,
  created_at timestamptz not null default now()
);
