-- Gates (issue 13). Migration range 060–069.
--
-- A device's signing secret (X-Device-Signature = HMAC-SHA256 of the raw body): issued and rotated
-- on the device screen, shown once. Kept in its own table so reading devices never reads secrets.
create table device_secrets (
  device_id integer primary key references devices (id) on delete cascade,
  secret text not null,
  issued_at timestamptz not null default now()
);

-- Whether a device answers: written by its heartbeats and by the offline job, never by a person.
-- Not master data (it changes every few seconds), so it bumps no master-data version.
create table device_presence (
  device_id integer primary key references devices (id) on delete cascade,
  last_seen_at timestamptz not null,
  is_online boolean not null,
  device_time text
);

-- A pass decision reads devices, pass schedules, holidays and verification categories through the
-- master-data cache (api/src/sales/masterDataCache.ts): their writes bump the version too.
do $$
declare t text;
begin
  foreach t in array array['devices', 'pass_schedules', 'holidays', 'verification_categories',
                           'device_secrets', 'price_difference_rules', 'billing_rules'] loop
    execute format('create trigger %I after insert or update or delete or truncate on %I
                    for each statement execute function bump_master_data_version()',
                   t || '_bumps_master_data_version', t);
  end loop;
end $$;
