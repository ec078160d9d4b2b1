// BullMQ adapter of the job-queue port (production and tests): one Queue per job name, one Worker per
// registered handler, exponential backoff between attempts. Queues share one ioredis connection that
// this adapter owns; each Worker duplicates it for its blocking connection (BullMQ owns and closes
// those). Job names in use are recorded in a Redis set so `getJob` finds a job enqueued by another
// process (the API enqueues, a worker process runs it, any API node reads its progress).
import { randomUUID } from 'node:crypto';
import { type Job, Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type {
  EnqueueOptions,
  JobHandler,
  JobInfo,
  JobQueue,
  JobState,
  RegisterOptions,
} from '../../../domain/jobs.ts';

export interface BullmqJobQueueOptions {
  redisUrl: string;
  /** Redis key prefix of every queue (default `bull`); tests use a unique one per run. */
  prefix?: string;
  logger?: Pick<Logger, 'warn' | 'error'>;
  /** Attempts when `enqueue` does not say (default 3). */
  defaultAttempts?: number;
  /** First retry waits this long, then 2×, 4×… (default 1000 ms). */
  backoffMs?: number;
}

const DAY_SECONDS = 24 * 3600;

export function createBullmqJobQueue(options: BullmqJobQueueOptions): JobQueue {
  const prefix = options.prefix ?? 'bull';
  const defaultAttempts = options.defaultAttempts ?? 3;
  const backoffMs = options.backoffMs ?? 1000;
  const logger = options.logger;
  // maxRetriesPerRequest: null is what BullMQ requires of connections its workers duplicate.
  const connection = new Redis(options.redisUrl, { maxRetriesPerRequest: null });
  connection.on('error', (err) => logger?.warn({ err }, 'job queue redis connection error'));
  const namesKey = `${prefix}:job-queue-names`;
  const queues = new Map<string, Queue>();
  const knownNames = new Map<string, Promise<unknown>>();
  const workers = new Map<string, Worker>();
  let started = false;
  let closed = false;

  const queueFor = (name: string): Queue => {
    let queue = queues.get(name);
    if (!queue) {
      queue = new Queue(name, {
        connection,
        prefix,
        defaultJobOptions: {
          attempts: defaultAttempts,
          backoff: { type: 'exponential', delay: backoffMs },
          // Finished jobs are kept for getJob and idempotency, then trimmed.
          removeOnComplete: { age: 7 * DAY_SECONDS, count: 10_000 },
          removeOnFail: { age: 30 * DAY_SECONDS },
        },
      });
      queue.on('error', (err) => logger?.warn({ err, queue: name }, 'job queue error'));
      queues.set(name, queue);
    }
    return queue;
  };

  const rememberName = (name: string): Promise<unknown> => {
    let done = knownNames.get(name);
    if (!done) {
      done = connection.sadd(namesKey, name);
      knownNames.set(name, done);
    }
    return done;
  };

  const runWorker = (name: string, worker: Worker) => {
    worker.run().catch((err) => logger?.error({ err, queue: name }, 'job worker stopped'));
  };

  return {
    register<T>(name: string, handler: JobHandler<T>, registerOptions: RegisterOptions = {}) {
      if (closed) throw new Error('job queue is closed');
      if (workers.has(name)) throw new Error(`job handler already registered: ${name}`);
      queueFor(name);
      void rememberName(name).catch((err) => logger?.warn({ err }, 'could not record job name'));
      const worker = new Worker(
        name,
        async (job: Job) =>
          handler(job.data as T, {
            jobId: fromBullId(job.id ?? ''),
            attempt: job.attemptsMade + 1,
            reportProgress: (pct: number) => job.updateProgress(clampProgress(pct)),
          }),
        { connection, prefix, concurrency: Math.max(1, registerOptions.concurrency ?? 1), autorun: false },
      );
      worker.on('error', (err) => logger?.warn({ err, queue: name }, 'job worker error'));
      worker.on('failed', (job, err) => {
        if (job && job.attemptsMade >= (job.opts.attempts ?? 1)) {
          logger?.error({ err, queue: name, jobId: job.id }, 'job failed');
        }
      });
      workers.set(name, worker);
      if (started) runWorker(name, worker);
    },

    async enqueue<T>(name: string, payload: T, enqueueOptions: EnqueueOptions = {}) {
      if (closed) throw new Error('job queue is closed');
      const id = enqueueOptions.jobId ?? randomUUID();
      await rememberName(name);
      // Queue.add with a known jobId leaves the existing job untouched: enqueueing is idempotent.
      await queueFor(name).add(name, payload, {
        jobId: toBullId(id),
        ...(enqueueOptions.delayMs && enqueueOptions.delayMs > 0 ? { delay: enqueueOptions.delayMs } : {}),
        ...(enqueueOptions.attempts ? { attempts: Math.max(1, enqueueOptions.attempts) } : {}),
      });
      return id;
    },

    async getJob(jobId: string): Promise<JobInfo | undefined> {
      const names = new Set([...queues.keys(), ...(await connection.smembers(namesKey))]);
      for (const name of names) {
        const queue = queueFor(name);
        // State first: a job read after its state is finished carries its return value (both are set by
        // one script), whereas a job read first may already be finished without it.
        const state = toPortState(await queue.getJobState(toBullId(jobId)));
        if (!state) continue;
        const job = await queue.getJob(toBullId(jobId));
        if (!job) continue; // removed meanwhile
        const info: JobInfo = {
          id: jobId,
          name,
          state,
          progress: typeof job.progress === 'number' ? job.progress : 0,
        };
        if (state === 'completed') info.result = job.returnvalue;
        if (job.failedReason && state !== 'completed') info.error = job.failedReason;
        return info;
      }
      return undefined;
    },

    async start() {
      if (closed) throw new Error('job queue is closed');
      if (started) return;
      started = true;
      for (const [name, worker] of workers) runWorker(name, worker);
      await Promise.all([...workers.values()].map((worker) => worker.waitUntilReady()));
    },

    async close() {
      if (closed) return;
      closed = true;
      // Worker.close() waits for the jobs it is running to finish.
      await Promise.allSettled([...workers.values()].map((worker) => worker.close()));
      await Promise.allSettled([...queues.values()].map((queue) => queue.close()));
      await connection.quit().catch(() => connection.disconnect());
    },
  };
}

function toPortState(state: string): JobState | undefined {
  switch (state) {
    case 'completed':
    case 'failed':
    case 'active':
    case 'delayed':
    case 'waiting':
      return state;
    case 'prioritized':
    case 'waiting-children':
      return 'waiting';
    default:
      return undefined;
  }
}

// BullMQ refuses custom ids that look like integers or contain ':'. The port's ids are opaque, so they
// are escaped injectively: '%' and ':' are percent-encoded, and integer-looking ids get a '%n' in front
// (escaping only ever writes '%25' or '%3A', so '%n' cannot come from it).
function toBullId(id: string): string {
  if (`${Number.parseInt(id, 10)}` === id) return `%n${id}`;
  return id.replace(/[%:]/g, (c) => (c === '%' ? '%25' : '%3A'));
}

function fromBullId(bullId: string): string {
  if (bullId.startsWith('%n')) return bullId.slice(2);
  return bullId.replace(/%(25|3A)/g, (m) => (m === '%25' ? '%' : ':'));
}

function clampProgress(pct: number): number {
  if (!Number.isFinite(pct)) return 0;
  return Math.min(100, Math.max(0, pct));
}
