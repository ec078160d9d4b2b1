// In-process adapter of the job-queue port, used by the embedded default (no Redis). Same contract as
// the BullMQ adapter: timers for delays, exponential backoff between attempts, per-name concurrency,
// progress, idempotent job ids, and a close() that waits for running jobs. Jobs live in memory only:
// a restart forgets waiting and delayed jobs, which is acceptable for the single-process embedded mode.
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type {
  EnqueueOptions,
  JobHandler,
  JobInfo,
  JobQueue,
  JobState,
  RegisterOptions,
} from '../../../domain/jobs.ts';

export interface InProcessJobQueueOptions {
  logger?: Pick<Logger, 'warn' | 'error'>;
  /** Attempts when `enqueue` does not say (default 3). */
  defaultAttempts?: number;
  /** First retry waits this long, then 2×, 4×… (default 1000 ms). */
  backoffMs?: number;
  /** Finished jobs kept for `getJob` and idempotency, oldest dropped first (default 10,000). */
  keepFinished?: number;
}

interface JobRecord {
  id: string;
  name: string;
  payload: unknown;
  attempts: number;
  attemptsMade: number;
  state: JobState;
  progress: number;
  result?: unknown;
  error?: string;
}

interface Registration {
  handler: JobHandler<unknown>;
  concurrency: number;
  running: number;
  pending: JobRecord[];
}

export function createInProcessJobQueue(options: InProcessJobQueueOptions = {}): JobQueue {
  const defaultAttempts = options.defaultAttempts ?? 3;
  const backoffMs = options.backoffMs ?? 1000;
  const keepFinished = options.keepFinished ?? 10_000;
  const jobs = new Map<string, JobRecord>();
  const waitingByName = new Map<string, JobRecord[]>(); // enqueued before their handler was registered
  const registrations = new Map<string, Registration>();
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();
  const finished: string[] = [];
  let started = false;
  let closed = false;

  const later = (ms: number, fn: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      fn();
    }, ms);
    timer.unref();
    timers.add(timer);
  };

  const makeReady = (job: JobRecord) => {
    job.state = 'waiting';
    const registration = registrations.get(job.name);
    if (registration) {
      registration.pending.push(job);
      pump(registration);
    } else {
      const list = waitingByName.get(job.name) ?? [];
      list.push(job);
      waitingByName.set(job.name, list);
    }
  };

  const finish = (job: JobRecord, state: 'completed' | 'failed') => {
    job.state = state;
    finished.push(job.id);
    while (finished.length > keepFinished) jobs.delete(finished.shift()!);
  };

  const pump = (registration: Registration) => {
    if (!started || closed) return;
    while (registration.running < registration.concurrency && registration.pending.length > 0) {
      const job = registration.pending.shift()!;
      registration.running += 1;
      const run = execute(registration, job).finally(() => {
        running.delete(run);
        registration.running -= 1;
        pump(registration);
      });
      running.add(run);
    }
  };

  const execute = async (registration: Registration, job: JobRecord): Promise<void> => {
    job.state = 'active';
    const ctx = {
      jobId: job.id,
      attempt: job.attemptsMade + 1,
      reportProgress: async (pct: number) => {
        job.progress = clampProgress(pct);
      },
    };
    try {
      job.result = await registration.handler(job.payload, ctx);
      job.attemptsMade += 1;
      job.error = undefined;
      finish(job, 'completed');
    } catch (err) {
      job.attemptsMade += 1;
      job.error = err instanceof Error ? err.message : String(err);
      if (job.attemptsMade < job.attempts) {
        job.state = 'delayed';
        if (!closed) later(backoffMs * 2 ** (job.attemptsMade - 1), () => makeReady(job));
      } else {
        finish(job, 'failed');
        options.logger?.error({ jobId: job.id, name: job.name, err }, 'job failed');
      }
    }
  };

  return {
    register<T>(name: string, handler: JobHandler<T>, registerOptions: RegisterOptions = {}) {
      if (registrations.has(name)) throw new Error(`job handler already registered: ${name}`);
      const registration: Registration = {
        handler: handler as JobHandler<unknown>,
        concurrency: Math.max(1, registerOptions.concurrency ?? 1),
        running: 0,
        pending: waitingByName.get(name) ?? [],
      };
      waitingByName.delete(name);
      registrations.set(name, registration);
      pump(registration);
    },

    async enqueue<T>(name: string, payload: T, enqueueOptions: EnqueueOptions = {}) {
      if (closed) throw new Error('job queue is closed');
      const id = enqueueOptions.jobId ?? randomUUID();
      if (jobs.has(id)) return id;
      const delayMs = Math.max(0, enqueueOptions.delayMs ?? 0);
      const job: JobRecord = {
        id,
        name,
        payload,
        attempts: Math.max(1, enqueueOptions.attempts ?? defaultAttempts),
        attemptsMade: 0,
        state: delayMs > 0 ? 'delayed' : 'waiting',
        progress: 0,
      };
      jobs.set(id, job);
      if (delayMs > 0) later(delayMs, () => makeReady(job));
      else makeReady(job);
      return id;
    },

    async getJob(jobId: string): Promise<JobInfo | undefined> {
      const job = jobs.get(jobId);
      if (!job) return undefined;
      const info: JobInfo = { id: job.id, name: job.name, state: job.state, progress: job.progress };
      if (job.state === 'completed') info.result = job.result;
      if (job.error !== undefined) info.error = job.error;
      return info;
    },

    async start() {
      if (closed) throw new Error('job queue is closed');
      started = true;
      for (const registration of registrations.values()) pump(registration);
    },

    async close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled([...running]);
    },
  };
}

function clampProgress(pct: number): number {
  if (!Number.isFinite(pct)) return 0;
  return Math.min(100, Math.max(0, pct));
}
