-- Server-wide settings kept in the database (generated secrets survive restarts).
create table app_settings (
  key text primary key,
  value text not null,
  updated_at timestamptz not null default now()
);
