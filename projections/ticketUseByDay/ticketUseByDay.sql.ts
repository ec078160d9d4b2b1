/**
 * How tickets and cards were used, per scenic area and local day (issue 17's verification,
 * entry/exit, card-swipe and unused reports). `passes_by_day`: gate passes (less those given back),
 * window write-offs and refusals, by credential kind (ticket | card), type, zone, device (0: the
 * window) and direction, on the day the event names (passedOn, writtenOffOn, deniedOn);
 * `passes_day_totals` the same passes per area and day only (the daily summary and data center).
 * `unused_by_valid_day`: per last valid day and type, the tickets issued, those used (an entry or a
 * write-off not given back), those refunded unused, and the money of the ones still unused.
 * `use_credentials` remembers each ticket's and card's type, validity, uses and last pass.
 */
export const TICKET_USE_BY_DAY_SCHEMA = `
create table if not exists passes_by_day (
  scenic_area_id int not null,
  day date not null,
  credential text not null,
  ticket_type_id int not null,
  zone_id int not null,
  device_id int not null,
  direction text not null,
  passes bigint not null,
  persons bigint not null,
  write_offs bigint not null,
  denied bigint not null,
  primary key (scenic_area_id, day, credential, ticket_type_id, zone_id, device_id, direction)
);
create table if not exists passes_day_totals (
  scenic_area_id int not null,
  day date not null,
  entries bigint not null,
  entry_persons bigint not null,
  exits bigint not null,
  exit_persons bigint not null,
  primary key (scenic_area_id, day)
);
create table if not exists unused_by_valid_day (
  scenic_area_id int not null,
  valid_to date not null,
  ticket_type_id int not null,
  issued bigint not null,
  used bigint not null,
  refunded bigint not null,
  unused_fen bigint not null,
  primary key (scenic_area_id, valid_to, ticket_type_id)
);
create table if not exists use_credentials (
  stream_id text primary key,
  scenic_area_id int not null,
  ticket_type_id int not null,
  valid_to date,
  price bigint not null,
  uses int not null,
  refunded boolean not null,
  last_request text,
  last_device int not null,
  last_persons int not null
);
`;
