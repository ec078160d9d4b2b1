export const CHECKPOINTS_SCHEMA = `
select pg_advisory_xact_lock(hashtext('projection_checkpoints'));
create table if not exists projection_checkpoints (
  name text primary key,
  version integer not null,
  commit_position numeric(20) not null default 0,
  prepare_position bigint not null default 0,
  updated_at timestamptz not null default now()
);
create or replace function projection_checkpoint_advance(
  p_name text, p_from_commit numeric, p_from_prepare bigint, p_to_commit numeric, p_to_prepare bigint
) returns void language plpgsql as $$
begin
  update projection_checkpoints
     set commit_position = p_to_commit, prepare_position = p_to_prepare, updated_at = now()
   where name = p_name and commit_position = p_from_commit and prepare_position = p_from_prepare;
  if not found then
    raise exception 'checkpoint moved elsewhere' using errcode = 'PC001';
  end if;
end $$`;

export const LOAD = `select version, commit_position::text as commit, prepare_position::text as prepare
  from projection_checkpoints where name = $1`;

export const INSERT = `insert into projection_checkpoints (name, version) values ($1, $2) on conflict do nothing`;

/** SQLSTATE of projection_checkpoint_advance's refusal. */
export const CHECKPOINT_MOVED = 'PC001';

/**
 * The end of a batch's transaction in one round trip (a simple query of two statements): the
 * checkpoint's compare-and-set (a runner that lost its lock cannot move a checkpoint another runner
 * moved), then the commit. When the compare fails, the function raises, Postgres abandons the rest
 * of the query string, so the commit never runs and the transaction is left to roll back. No
 * parameters in a simple query: the name is quoted by the caller (`quote`), positions are digits.
 */
export function advanceAndCommit(
  quotedName: string,
  from: { commit: bigint; prepare: bigint },
  to: { commit: bigint; prepare: bigint },
): string {
  const n = (x: bigint) => {
    if (x < 0n) throw new Error(`negative position ${x}`);
    return x.toString();
  };
  return `select projection_checkpoint_advance(${quotedName}, ${n(from.commit)}, ${n(from.prepare)}, ${n(to.commit)}, ${n(to.prepare)}); commit`;
}

export const RESET = `update projection_checkpoints set version = $2, commit_position = 0, prepare_position = 0,
  updated_at = now() where name = $1`;

export const TRY_LOCK = `select pg_try_advisory_lock(hashtext('projection:' || $1)) as locked`;
export const UNLOCK = `select pg_advisory_unlock(hashtext('projection:' || $1))`;
