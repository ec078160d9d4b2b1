-- Travel agencies (issue 15): the agency record's management fields, and the concession matching
-- rules (menu "matching rules", ticketMatch) an agency's tourists are matched against. Agency orders
-- and credit are events; their read models are the projections' tables (projections/agency*).

alter table travel_agencies
  add column contact_name varchar(12) not null default '',
  add column contact_phone varchar(13) not null default '',
  add column ordinary_ticket_type_id integer references ticket_types (id),
  add column is_enable boolean not null default true,
  add column remark varchar(200) not null default '';

-- A concession matching rule of one ticket type: null bounds are open; empty region_codes: any.
create table ticket_match_rules (
  id integer generated always as identity primary key,
  scenic_area_id integer not null references scenic_areas (id),
  ticket_type_id integer not null references ticket_types (id) on delete cascade,
  name varchar(32) not null,
  min_age smallint check (min_age between 0 and 150),
  max_age smallint check (max_age between 0 and 150),
  min_height smallint check (min_height between 0 and 250),
  max_height smallint check (max_height between 0 and 250),
  needs_supporting_materials boolean not null default false,
  region_codes text[] not null default '{}',
  is_enable boolean not null default true,
  remark varchar(200) not null default '',
  created_at timestamptz not null default now(),
  check (min_age is null or max_age is null or min_age <= max_age),
  check (min_height is null or max_height is null or min_height <= max_height)
);
create index ticket_match_rules_type on ticket_match_rules (scenic_area_id, ticket_type_id);
