-- The sale's hot path (issue 11 benchmark): fewer round trips per sale.
--
-- Serials are drawn in blocks: one nextval hands an API process the next `increment` serials, so a
-- sale draws its numbers from memory (api/src/sales/serialBlocks.ts reads the block size from here).
-- Numbers stay unique across processes and are never reused; a process that stops leaves a gap.
alter sequence sale_order_serial increment by 100;
alter sequence sale_ticket_serial increment by 1000;

-- One number that changes with every write to the master data a sale reads (area time zone, ticket
-- types and their parts, discount rules), in the writer's transaction: a sale checks it with one
-- query and keeps its master data cached while it holds (api/src/sales/saleCatalog.ts).
create table master_data_version (
  one boolean primary key default true check (one),
  version bigint not null
);
insert into master_data_version (version) values (0);

create function bump_master_data_version() returns trigger language plpgsql as $$
begin
  update master_data_version set version = version + 1;
  return null;
end $$;

do $$
declare t text;
begin
  foreach t in array array['scenic_areas', 'zones', 'ticket_types', 'ticket_type_free_pass',
                           'ticket_type_regions', 'ticket_zone_permissions', 'discount_rules'] loop
    execute format('create trigger %I after insert or update or delete or truncate on %I
                    for each statement execute function bump_master_data_version()',
                   t || '_bumps_master_data_version', t);
  end loop;
end $$;
