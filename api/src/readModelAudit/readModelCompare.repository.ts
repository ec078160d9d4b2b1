import type pg from 'pg';
import type { PositionText } from '../../../domain/readModelAudit/readModelAudit.schema.ts';

type Db = pg.Pool | pg.PoolClient;

/** Serialises the starts of one read model's compares until the transaction ends. */
export async function lockStarts(tx: pg.PoolClient, projection: string): Promise<void> {
  await tx.query(`select pg_advisory_xact_lock(hashtext('read_model_compare:' || $1))`, [projection]);
}

export async function recordStart(
  tx: pg.PoolClient,
  start: { jobId: string; projection: string; userId: number },
): Promise<void> {
  await tx.query(`insert into read_model_compares (job_id, projection, started_by) values ($1, $2, $3)`, [
    start.jobId,
    start.projection,
    start.userId,
  ]);
}

/** The job of each read model's latest compare, by read model. */
export async function latestJobs(db: Db, projections: string[]): Promise<Map<string, string>> {
  const { rows } = await db.query<{ projection: string; jobId: string }>(
    `select distinct on (projection) projection, job_id as "jobId" from read_model_compares
      where projection = any($1::text[]) order by projection, started_at desc, job_id`,
    [projections],
  );
  return new Map(rows.map((r) => [r.projection, r.jobId]));
}

/** The read model a compare job was started for. */
export async function projectionOfJob(db: Db, jobId: string): Promise<string | undefined> {
  const { rows } = await db.query<{ projection: string }>(
    'select projection from read_model_compares where job_id = $1',
    [jobId],
  );
  return rows[0]?.projection;
}

/** The checkpoints stored for the read models (the runner creates the table when the app starts). */
export async function checkpoints(db: Db): Promise<Map<string, PositionText>> {
  const { rows } = await db.query<{ name: string; commit: string; prepare: string }>(
    `select name, commit_position::text as commit, prepare_position::text as prepare from projection_checkpoints`,
  );
  return new Map(rows.map((r) => [r.name, { commit: r.commit, prepare: r.prepare }]));
}
