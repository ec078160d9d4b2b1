-- A visitor's booking reads the area's appointment slots through the master-data cache
-- (api/src/booking/bookingCatalog.ts): a slot's limit is its capacity, so its writes bump the version.
create trigger appointment_configs_bumps_master_data_version
  after insert or update or delete or truncate on appointment_configs
  for each statement execute function bump_master_data_version();
