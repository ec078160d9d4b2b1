/**
 * Who went through which gate, and how full each zone is (issue 13). Hours are UTC hour starts: the
 * queries turn them into the area's local hours, so the projection needs no time zone.
 */
export const PASSENGER_FLOW_SCHEMA = `
create table if not exists access_records (
  id text primary key,
  scenic_area_id int not null,
  device_id int not null,
  device_no text not null,
  zone_id int not null,
  ticket_no text,
  request_id text not null,
  direction text not null,
  open_number int not null,
  temperature real,
  reason text not null,
  returned boolean not null default false,
  record_time timestamptz not null,
  province text
);
create index if not exists access_records_area_time on access_records (scenic_area_id, record_time desc);
create index if not exists access_records_request on access_records (device_no, request_id);
create index if not exists access_records_ticket on access_records (ticket_no) where ticket_no is not null;
create table if not exists zone_occupancy (
  zone_id int primary key,
  scenic_area_id int not null,
  inside int not null
);
create table if not exists zone_flow_hourly (
  zone_id int not null,
  hour timestamptz not null,
  scenic_area_id int not null,
  enter int not null,
  exit int not null,
  primary key (zone_id, hour)
);
create table if not exists entry_provinces (
  scenic_area_id int not null,
  day date not null,
  province text not null,
  persons int not null,
  primary key (scenic_area_id, day, province)
);
`;
