// The job-queue port (DESIGN.md §3): timeouts, expiry, imports, exports, rebuilds. Interfaces only.
// Adapters live in api/src/jobs/: BullMQ on Redis (production, tests) and in-process (embedded default).
// Both pass the same contract suite (tests/jobs/jobQueueContract.ts).

export type JobState = 'waiting' | 'delayed' | 'active' | 'completed' | 'failed';

/** Handed to a handler with each attempt. */
export interface JobContext {
  jobId: string;
  /** 1-based: the first run is attempt 1, the first retry attempt 2. */
  attempt: number;
  /** Records progress (0–100) so `getJob` can show it, e.g. to a progress bar. */
  reportProgress(pct: number): Promise<void>;
}

/** A handler's result is kept as the job's `result`; a thrown error fails the attempt (and may retry). */
export type JobHandler<T = unknown> = (payload: T, ctx: JobContext) => Promise<unknown>;

export interface RegisterOptions {
  /** How many jobs of this name one process runs at once (default 1). */
  concurrency?: number;
}

export interface EnqueueOptions {
  /**
   * Caller-chosen id that makes the enqueue idempotent: a jobId already known (waiting, delayed,
   * active or finished and still retained) is not enqueued again, and its id is returned. Job ids are
   * global across job names: do not reuse one id for two names.
   */
  jobId?: string;
  /** Run no earlier than this many milliseconds from now. */
  delayMs?: number;
  /** Total runs allowed, the first included (default set by the adapter, 3). Retries back off exponentially. */
  attempts?: number;
}

export interface JobInfo {
  id: string;
  name: string;
  /** A job waiting for its retry (backoff) is `delayed`. */
  state: JobState;
  progress: number;
  result?: unknown;
  /** Message of the last failed attempt. */
  error?: string;
}

export interface JobQueue {
  /** Registers the handler that runs jobs of `name` in this process. */
  register<T>(name: string, handler: JobHandler<T>, options?: RegisterOptions): void;
  /** Enqueues a job and returns its id (the given `jobId`, else a generated one). */
  enqueue<T>(name: string, payload: T, options?: EnqueueOptions): Promise<string>;
  getJob(jobId: string): Promise<JobInfo | undefined>;
  /** Starts running registered handlers; handlers registered later start at once. */
  start(): Promise<void>;
  /** Stops taking jobs, waits for running ones to finish, releases connections. */
  close(): Promise<void>;
}
