-- Sign-in, permission roles and users (spec 000 §3, §6), sessions, sign-in throttling and the
-- system configuration (spec 000 §7).

-- A permission role: a named authority tree of 0/1 flags for one scenic area.
-- type is the role kind: 1 administrator, 2 seller (operator / conductor).
create table roles (
  id integer generated always as identity primary key,
  scenic_area_id integer not null references scenic_areas (id),
  name varchar(12) not null,
  type smallint not null default 1 check (type in (1, 2)),
  authority jsonb not null,
  is_enable boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index roles_area_name on roles (scenic_area_id, lower(name));

-- category (spec 000 §6) is derived: 0 for a super administrator, else the role's kind
-- (1 administrator, 2 seller); travel-agency users (use_type 10) are never administrators.
create table users (
  id integer generated always as identity primary key,
  account varchar(12) not null,
  name varchar(12) not null,
  password_hash text not null,
  role_id integer references roles (id),
  scenic_area_id integer not null references scenic_areas (id),
  zone_id integer references zones (id),
  remark varchar(64) not null default '',
  is_enable boolean not null default true,
  is_super_admin boolean not null default false,
  use_type smallint not null default 0 check (use_type in (0, 10)),
  travel_agency_id integer references travel_agencies (id),
  open_online_refund smallint not null default 0 check (open_online_refund in (0, 1)),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (use_type <> 10 or travel_agency_id is not null)
);
create unique index users_account on users (lower(account));
create index users_scenic_area on users (scenic_area_id);
create index users_role on users (role_id);

-- Opaque bearer tokens: only their sha256 is kept. A row is a live session until expires_at;
-- logging out deletes it.
create table sessions (
  token_hash text primary key,
  user_id integer not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  ip text,
  user_agent text
);
create index sessions_user on sessions (user_id);
create index sessions_expires on sessions (expires_at);

-- Failed sign-ins per account (lower-cased, whether or not it exists), for the lock-out.
create table login_failures (
  account text primary key,
  failures integer not null,
  first_failure_at timestamptz not null,
  locked_until timestamptz
);

-- System information (spec 000 §7): one row. Enable: 0 yes, 1 no.
create table sys_config (
  id integer primary key,
  huiju_cloud_api_url varchar(255) not null default '',
  huiju_cloud_api_url_enable smallint not null default 1 check (huiju_cloud_api_url_enable in (0, 1)),
  updated_at timestamptz not null default now()
);
insert into sys_config (id) values (1);
