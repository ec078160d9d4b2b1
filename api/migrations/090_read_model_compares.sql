-- Rebuild-and-compare runs of the read models (api/src/readModelAudit/): which job ran which read
-- model, for whom and when, so the screen finds the latest one again and a second one is refused
-- while the first is under way. The job itself (state, progress, report) lives in the job queue.
create table read_model_compares (
  job_id text primary key,
  projection text not null,
  started_by integer references users (id) on delete set null,
  started_at timestamptz not null default now()
);
create index read_model_compares_latest on read_model_compares (projection, started_at desc);
