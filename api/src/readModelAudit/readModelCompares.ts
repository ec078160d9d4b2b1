// The rebuild-and-compare as jobs (DESIGN §6, §8 "long work shows progress"): a compare runs as a job
// of the queue, so any API process can report its progress and result; one per read model at a time.
import { randomUUID } from 'node:crypto';
import type { Actor } from '../../../domain/auth/actor.ts';
import { translate } from '../../../domain/i18n/errorMessages.ts';
import type { Lang } from '../../../domain/i18n/lang.ts';
import type { JobInfo } from '../../../domain/jobs.ts';
import {
  type CompareJob,
  CompareReport,
  type ReadModelRow,
} from '../../../domain/readModelAudit/readModelAudit.schema.ts';
import { READ_MODEL_AUDIT_ERRORS } from '../../../domain/readModelAudit/readModelAuditMessages.ts';
import type { AppContext } from '../appContext.ts';
import { inTransaction } from '../audit/auditLog.ts';
import { AppError } from '../http/appError.ts';
import * as compares from './readModelCompare.repository.ts';

export const COMPARE_JOB = 'readModelCompare';

interface ComparePayload {
  name: string;
}

const RUNNING: ReadonlySet<JobInfo['state']> = new Set(['waiting', 'delayed', 'active']);

/** Runs compare jobs in this process; progress is reported in whole percents, once each. */
export function registerCompareJob(ctx: AppContext): void {
  ctx.jobs.register<ComparePayload>(COMPARE_JOB, async ({ name }, job) => {
    let reported = -1;
    return ctx.projections.compare(name, async (fraction) => {
      const pct = Math.floor(fraction * 100);
      if (pct <= reported) return;
      reported = pct;
      await job.reportProgress(pct);
    });
  });
}

function assertKnown(ctx: AppContext, name: string): void {
  if (!ctx.projections.status().some((s) => s.name === name)) {
    throw new AppError(404, 'READ_MODEL_UNKNOWN', { name });
  }
}

/** Starts a compare of `name` (409 while one is under way) and answers its job. */
export async function startCompare(ctx: AppContext, actor: Actor, name: string, lang: Lang) {
  assertKnown(ctx, name);
  const jobId = await inTransaction(ctx.pool, async (tx) => {
    await compares.lockStarts(tx, name);
    const latest = (await compares.latestJobs(tx, [name])).get(name);
    const info = latest === undefined ? undefined : await ctx.jobs.getJob(latest);
    if (info && RUNNING.has(info.state)) throw new AppError(409, 'READ_MODEL_COMPARE_RUNNING', { name });
    const id = randomUUID();
    await ctx.jobs.enqueue<ComparePayload>(COMPARE_JOB, { name }, { jobId: id, attempts: 1 });
    await compares.recordStart(tx, { jobId: id, projection: name, userId: actor.userId });
    return id;
  });
  return (await compareJob(ctx, jobId, lang)) ?? waiting(jobId, name);
}

/** A compare's state, progress and report (or why it failed); undefined when unknown or forgotten. */
export async function compareJob(
  ctx: AppContext,
  jobId: string,
  lang: Lang,
): Promise<CompareJob | undefined> {
  const name = await compares.projectionOfJob(ctx.pool, jobId);
  if (name === undefined) return undefined;
  const info = await ctx.jobs.getJob(jobId);
  return info && asCompareJob(info, name, lang);
}

/** The registered read models: live status in this process, stored checkpoint, latest compare. */
export async function listReadModels(ctx: AppContext, lang: Lang): Promise<ReadModelRow[]> {
  const statuses = ctx.projections.status();
  const names = statuses.map((s) => s.name);
  const [stored, latest] = await Promise.all([
    compares.checkpoints(ctx.pool),
    compares.latestJobs(ctx.pool, names),
  ]);
  return Promise.all(
    statuses.map(async (s) => {
      const jobId = latest.get(s.name);
      const info = jobId === undefined ? undefined : await ctx.jobs.getJob(jobId);
      return {
        name: s.name,
        version: s.version,
        state: s.state,
        position: stored.get(s.name) ?? null,
        lagMs: s.lagMs,
        lastCompare: info ? asCompareJob(info, s.name, lang) : null,
      };
    }),
  );
}

function asCompareJob(info: JobInfo, name: string, lang: Lang): CompareJob {
  const report = info.state === 'completed' ? CompareReport.parse(info.result) : null;
  return {
    jobId: info.id,
    name,
    state: info.state,
    progress: report ? 100 : info.progress,
    report,
    failure: info.state === 'failed' ? failureText(info.error ?? '', lang) : null,
  };
}

/** A failure the runner names by code is told in the caller's language; any other with its message. */
function failureText(error: string, lang: Lang): string {
  if (Object.hasOwn(READ_MODEL_AUDIT_ERRORS, error)) return translate(error, lang);
  return translate('READ_MODEL_COMPARE_FAILED', lang, { detail: error });
}

const waiting = (jobId: string, name: string): CompareJob => ({
  jobId,
  name,
  state: 'waiting',
  progress: 0,
  report: null,
  failure: null,
});
