-- Ticket types (spec 000 §3): the ticket type, its zone permissions, its free-pass rule, its photo
-- and its regional control. Money is integer fen. Advanced parameters are one jsonb document
-- validated by domain/ticketTypes/advancedParams.schema.ts: they are read whole with the ticket
-- type and never filtered on.

create table ticket_type_photos (
  id integer generated always as identity primary key,
  scenic_area_id integer references scenic_areas (id),
  content_type text not null check (content_type in ('image/png', 'image/jpeg')),
  bytes bytea not null check (octet_length(bytes) <= 1048576),
  uploaded_by integer,
  created_at timestamptz not null default now()
);

create table ticket_types (
  id integer generated always as identity primary key,
  scenic_area_id integer not null references scenic_areas (id),
  name varchar(16) not null,
  display_price integer not null check (display_price between 0 and 9999900),
  price integer not null check (price between 0 and 9999900),
  medium smallint not null,
  fee_method smallint not null check (fee_method between 0 and 2),
  cate smallint not null,
  starting_type smallint not null,
  starting_date date,
  use_days integer not null default 0 check (use_days between 0 and 99999),
  -- Refund rules are not a table yet: no foreign key.
  refund_rule_id integer,
  limit_count integer not null default 0 check (limit_count between 0 and 99999),
  patch_card_fee integer not null default 0 check (patch_card_fee between 0 and 9999900),
  sale_platforms text[] not null default '{}',
  head_photo_id integer references ticket_type_photos (id),
  audio_enable boolean not null default false,
  is_enable boolean not null default true,
  advanced jsonb not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index ticket_types_scenic_area on ticket_types (scenic_area_id, id);

-- Per zone: how the ticket type passes there. Bound devices are an array of `devices` ids (array
-- elements take no foreign key; the routes check them). billing_rules comes later (040_rules.sql),
-- so billing_rule_id has no foreign key; the routes check it against that table.
create table ticket_zone_permissions (
  id integer generated always as identity primary key,
  ticket_type_id integer not null references ticket_types (id) on delete cascade,
  zone_id integer not null references zones (id),
  position smallint not null,
  device_ids integer[] not null default '{}',
  use_times_by_day integer not null default 0 check (use_times_by_day between 0 and 999999),
  use_times integer not null default 0 check (use_times between 0 and 999999),
  valid_days integer not null default 0 check (valid_days between 0 and 9999),
  valid_time integer not null default 0 check (valid_time between 0 and 9999),
  pass_schedule_id integer references pass_schedules (id),
  billing_rule_id integer,
  is_loaded_ticket boolean not null default true,
  total_time integer not null default 0,
  total_day integer not null default 0,
  pair boolean not null default false,
  direction smallint not null default 0 check (direction between 0 and 2),
  unique (ticket_type_id, zone_id),
  check (use_times = 0 or use_times_by_day <= use_times)
);
create index ticket_zone_permissions_zone on ticket_zone_permissions (zone_id);

create table ticket_type_free_pass (
  ticket_type_id integer primary key references ticket_types (id) on delete cascade,
  min_age smallint not null check (min_age between 0 and 999),
  area_name varchar(180) not null,
  pass_mode smallint not null check (pass_mode between 0 and 3)
);

-- Regional control: the regions (domain/regions/regions.json codes) whose residents may use the
-- ticket type. No ticked region = no control.
create table ticket_type_regions (
  id integer generated always as identity primary key,
  ticket_type_id integer not null references ticket_types (id) on delete cascade,
  region_code char(6) not null,
  is_authorised boolean not null default true,
  created_at timestamptz not null default now(),
  unique (ticket_type_id, region_code)
);
