-- Master data I (spec 000 §3): gate devices, pass schedules, holidays, appointment periods,
-- identity-verification categories. Scenic areas and zones are in 010_organisation.sql.

-- A device's zone must belong to the device's scenic area.
alter table zones add constraint zones_id_area unique (id, scenic_area_id);

create table devices (
  id integer generated always as identity primary key,
  scenic_area_id integer not null references scenic_areas (id),
  zone_id integer not null,
  device_no varchar(32) not null unique,
  name varchar(16) not null,
  module_type smallint not null check (module_type between 0 and 5),
  device_ip varchar(15) not null,
  web_port integer check (web_port between 1 and 65535),
  is_online boolean not null default false,
  uc_open_door_type smallint not null check (uc_open_door_type in (0, 1)),
  uc_commu_typ smallint not null check (uc_commu_typ between 0 and 255),
  uc485_id smallint not null check (uc485_id between 0 and 255),
  print_template_id integer,
  print_ticket_count smallint not null check (print_ticket_count between 0 and 99),
  door_mode smallint not null default 0 check (door_mode between 0 and 2),
  direction smallint not null default 0 check (direction in (0, 1)),
  created_at timestamptz not null default now(),
  foreign key (zone_id, scenic_area_id) references zones (id, scenic_area_id)
);
create index devices_scenic_area on devices (scenic_area_id);
create index devices_zone on devices (zone_id);

-- Periods per weekday and for holidays: {"mon":[{"start":"08:00","end":"18:00"}], …, "holiday":[…]}.
create table pass_schedules (
  id integer generated always as identity primary key,
  scenic_area_id integer not null references scenic_areas (id),
  name varchar(12) not null,
  periods jsonb not null,
  created_at timestamptz not null default now()
);
create index pass_schedules_scenic_area on pass_schedules (scenic_area_id);

-- Local dates of the scenic area's time zone; ranges of one area do not overlap (checked on write).
create table holidays (
  id integer generated always as identity primary key,
  scenic_area_id integer not null references scenic_areas (id),
  name varchar(16) not null,
  start_date date not null,
  end_date date not null check (end_date >= start_date),
  created_at timestamptz not null default now()
);
create index holidays_area_dates on holidays (scenic_area_id, start_date);

-- Times of day as the spec's 4-digit "HHMM" strings; limit_count 0 = unlimited.
create table appointment_configs (
  id integer generated always as identity primary key,
  scenic_area_id integer not null references scenic_areas (id),
  name varchar(12) not null,
  start_period char(4) not null,
  end_period char(4) not null check (end_period >= start_period),
  limit_count integer not null check (limit_count between 0 and 9999999),
  created_at timestamptz not null default now()
);
create index appointment_configs_scenic_area on appointment_configs (scenic_area_id);

create table verification_categories (
  id integer generated always as identity primary key,
  scenic_area_id integer not null references scenic_areas (id),
  ticket_type_id integer,
  verification_mode smallint not null check (verification_mode between 0 and 3),
  is_enable boolean not null default true,
  created_at timestamptz not null default now()
);
create index verification_categories_scenic_area on verification_categories (scenic_area_id);
