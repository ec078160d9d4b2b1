export const CHECKPOINTS_SCHEMA = `
select pg_advisory_xact_lock(hashtext('projection_checkpoints'));
create table if not exists projection_checkpoints (
  name text primary key,
  version integer not null,
  commit_position numeric(20) not null default 0,
  prepare_position bigint not null default 0,
  updated_at timestamptz not null default now()
)`;

export const LOAD = `select version, commit_position::text as commit, prepare_position::text as prepare
  from projection_checkpoints where name = $1`;

export const INSERT = `insert into projection_checkpoints (name, version) values ($1, $2) on conflict do nothing`;

/** Compare-and-set: a runner that lost its lock cannot move a checkpoint another runner moved. */
export const ADVANCE = `update projection_checkpoints
  set commit_position = $4, prepare_position = $5, updated_at = now()
  where name = $1 and commit_position = $2 and prepare_position = $3`;

export const RESET = `update projection_checkpoints set version = $2, commit_position = 0, prepare_position = 0,
  updated_at = now() where name = $1`;

export const TRY_LOCK = `select pg_try_advisory_lock(hashtext('projection:' || $1)) as locked`;
