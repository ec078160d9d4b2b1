/**
 * The operation log (spec 001 §3): door commands from the back office and the device's answer,
 * passes undone by an administrator, requests refused for a bad signature. A door command's row is
 * keyed by its command id, so the device's acknowledgement completes it.
 */
export const DEVICE_OPERATIONS_SCHEMA = `
create table if not exists device_operations (
  id text primary key,
  scenic_area_id int not null,
  device_id int,
  zone_id int,
  ticket_no text,
  operate text not null,
  operate_type text not null,
  exec_result smallint,
  param1 text,
  param2 text,
  record_time timestamptz not null
);
create index if not exists device_operations_area_time on device_operations (scenic_area_id, record_time desc);
create index if not exists device_operations_waiting on device_operations (device_id) where exec_result is null;
`;
