// The contract every JobQueue adapter passes (domain/jobs.ts). Run by one spec per adapter.
// No timing assertions: tests wait for states (with a generous ceiling) and order events with gates.
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { JobInfo, JobQueue } from '../../domain/jobs.ts';
import { waitFor } from '../support/waitFor.ts';

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

async function waitForJob(queue: JobQueue, jobId: string, done: (job: JobInfo) => boolean): Promise<JobInfo> {
  const job = await waitFor(async () => {
    const current = await queue.getJob(jobId);
    return current && done(current) ? current : undefined;
  }, `job ${jobId} to reach the expected state`);
  return job!; // waitFor returns only a truthy value
}

const finished = (job: JobInfo) => job.state === 'completed' || job.state === 'failed';

export function jobQueueContract(makeQueue: () => JobQueue): void {
  const open: JobQueue[] = [];
  const newQueue = () => {
    const queue = makeQueue();
    open.push(queue);
    return queue;
  };
  const jobName = (label: string) => `${label}-${randomUUID().slice(0, 8)}`;

  afterEach(async () => {
    await Promise.all(open.splice(0).map((queue) => queue.close()));
  });

  describe('JobQueue contract', () => {
    it('runs the handler with the payload and keeps its result', async () => {
      const queue = newQueue();
      const name = jobName('hello');
      const seen: Array<{ payload: unknown; jobId: string; attempt: number }> = [];
      queue.register<{ who: string }>(name, async (payload, ctx) => {
        seen.push({ payload, jobId: ctx.jobId, attempt: ctx.attempt });
        return { greeting: `hello ${payload.who}` };
      });
      await queue.start();
      const id = await queue.enqueue(name, { who: 'gate 3' });

      const job = await waitForJob(queue, id, finished);
      expect(job).toMatchObject({ id, name, state: 'completed', result: { greeting: 'hello gate 3' } });
      expect(job.error).toBeUndefined();
      expect(seen).toEqual([{ payload: { who: 'gate 3' }, jobId: id, attempt: 1 }]);
    });

    it('answers undefined for a job it does not know', async () => {
      const queue = newQueue();
      queue.register(jobName('known'), async () => 'x');
      await queue.start();
      expect(await queue.getJob(`missing-${randomUUID()}`)).toBeUndefined();
    });

    it('retries a failing job: failing twice then succeeding with attempts=3 ends completed', async () => {
      const queue = newQueue();
      const name = jobName('flaky');
      const attempts: number[] = [];
      queue.register(name, async (_payload, ctx) => {
        attempts.push(ctx.attempt);
        if (ctx.attempt < 3) throw new Error(`transient failure ${ctx.attempt}`);
        return 'third time lucky';
      });
      await queue.start();
      const id = await queue.enqueue(name, {}, { attempts: 3 });

      const job = await waitForJob(queue, id, finished);
      expect(job.state).toBe('completed');
      expect(job.result).toBe('third time lucky');
      expect(job.error).toBeUndefined();
      expect(attempts).toEqual([1, 2, 3]);
    });

    it('marks a job failed with the last error once its attempts are spent', async () => {
      const queue = newQueue();
      const name = jobName('doomed');
      let runs = 0;
      queue.register(name, async (_payload, ctx) => {
        runs += 1;
        throw new Error(`broken on attempt ${ctx.attempt}`);
      });
      await queue.start();
      const id = await queue.enqueue(name, {}, { attempts: 2 });

      const job = await waitForJob(queue, id, finished);
      expect(job).toMatchObject({ state: 'failed', error: 'broken on attempt 2' });
      expect(runs).toBe(2);
    });

    it('enqueues a jobId given twice only once, also after it has finished', async () => {
      const queue = newQueue();
      const name = jobName('once');
      const runs: unknown[] = [];
      queue.register(name, async (payload) => {
        runs.push(payload);
      });
      const jobId = `expire-order-${randomUUID()}`;
      const first = await queue.enqueue(name, { n: 1 }, { jobId });
      const second = await queue.enqueue(name, { n: 2 }, { jobId });
      await queue.start();
      await waitForJob(queue, jobId, finished);
      const third = await queue.enqueue(name, { n: 3 }, { jobId });
      // With concurrency 1 jobs of one name run in order: once the sentinel has run, a duplicate would have too.
      const sentinel = await queue.enqueue(name, { sentinel: true });
      await waitForJob(queue, sentinel, finished);

      expect([first, second, third]).toEqual([jobId, jobId, jobId]);
      expect(runs).toEqual([{ n: 1 }, { sentinel: true }]);
    });

    it('accepts opaque job ids, including ones with colons or only digits', async () => {
      const queue = newQueue();
      const name = jobName('ids');
      const seenIds: string[] = [];
      queue.register(name, async (_payload, ctx) => {
        seenIds.push(ctx.jobId);
      });
      await queue.start();
      const suffix = Date.now().toString();
      const ids = [`order:${suffix}`, suffix, `50%:off-${suffix}`];
      for (const jobId of ids) expect(await queue.enqueue(name, {}, { jobId })).toBe(jobId);
      for (const jobId of ids) {
        expect(await waitForJob(queue, jobId, finished)).toMatchObject({ id: jobId, state: 'completed' });
      }
      expect(seenIds.sort()).toEqual([...ids].sort());
    });

    it('keeps a delayed job delayed, then runs it', async () => {
      const queue = newQueue();
      const name = jobName('later');
      const runs: string[] = [];
      queue.register(name, async (_payload, ctx) => {
        runs.push(ctx.jobId);
      });
      await queue.start();
      const id = await queue.enqueue(name, {}, { delayMs: 1000 });

      const early = await queue.getJob(id);
      expect(early?.state).toBe('delayed');
      expect(runs).toEqual([]);
      expect((await waitForJob(queue, id, finished)).state).toBe('completed');
      expect(runs).toEqual([id]);
    });

    it('makes reported progress readable through getJob while the job runs', async () => {
      const queue = newQueue();
      const name = jobName('progress');
      const release = deferred();
      queue.register(name, async (_payload, ctx) => {
        await ctx.reportProgress(40);
        await release.promise;
        await ctx.reportProgress(100);
        return 'exported';
      });
      await queue.start();
      const id = await queue.enqueue(name, {});

      const running = await waitForJob(queue, id, (job) => job.progress === 40);
      expect(running.state).toBe('active');
      release.resolve();
      const job = await waitForJob(queue, id, finished);
      expect(job).toMatchObject({ state: 'completed', progress: 100, result: 'exported' });
    });

    it('close waits for the jobs that are running', async () => {
      const queue = newQueue();
      const name = jobName('slow');
      const started = deferred();
      const release = deferred();
      let handlerFinished = false;
      queue.register(name, async () => {
        started.resolve();
        await release.promise;
        handlerFinished = true;
        return 'done';
      });
      await queue.start();
      await queue.enqueue(name, {});
      await started.promise;

      let finishedWhenClosed: boolean | undefined;
      const closing = queue.close().then(() => {
        finishedWhenClosed = handlerFinished;
      });
      // Give a close that does not wait every chance to resolve before the handler is released.
      await new Promise((r) => setTimeout(r, 300));
      expect(finishedWhenClosed).toBeUndefined();
      release.resolve();
      await closing;
      expect(finishedWhenClosed).toBe(true);
    });
  });
}
