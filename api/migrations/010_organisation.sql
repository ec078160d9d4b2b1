-- Scenic areas, their attractions (zones) and travel agencies: the scope every other record hangs on.
create table scenic_areas (
  id integer generated always as identity primary key,
  name varchar(16) not null,
  remark varchar(16) not null default '',
  time_zone text not null default 'Asia/Shanghai',
  created_at timestamptz not null default now()
);

create table zones (
  id integer generated always as identity primary key,
  scenic_area_id integer not null references scenic_areas (id),
  name varchar(16) not null,
  remark varchar(16) not null default '',
  limit_enable boolean not null default false,
  limit_count integer not null default 0 check (limit_count between 0 and 99999),
  created_at timestamptz not null default now()
);
create index zones_scenic_area on zones (scenic_area_id);

create table travel_agencies (
  id integer generated always as identity primary key,
  scenic_area_id integer not null references scenic_areas (id),
  name varchar(32) not null,
  created_at timestamptz not null default now()
);

-- Every change to master data: who, when, what it was before and after.
create table audit_log (
  id integer generated always as identity primary key,
  entity text not null,
  entity_id text not null,
  action text not null check (action in ('create', 'update', 'delete', 'enable', 'disable', 'import')),
  before jsonb,
  after jsonb,
  user_id integer,
  scenic_area_id integer,
  at timestamptz not null default now()
);
create index audit_log_entity on audit_log (entity, entity_id, at);
