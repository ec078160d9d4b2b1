// Follows one rebuild-and-compare: polls its job until it is finished, then tells the page once.

import { useEffect, useRef, useState } from 'react';
import type { Ok } from '../../../domain/http/replies.ts';
import type { CompareJob } from '../../../domain/readModelAudit/readModelAudit.schema.ts';
import { http } from '../api/http.ts';

const POLL_MS = 400;

export const isFinished = (job: CompareJob) => job.state === 'completed' || job.state === 'failed';

/**
 * The latest state of `start`'s job, polled every POLL_MS while it runs. `onFinish` is called once
 * when a followed job ends; `onError` when a poll fails (polling stops then).
 */
export function useCompareJob(
  start: CompareJob | null,
  onFinish: () => void,
  onError: (error: unknown) => void,
): CompareJob | null {
  const [job, setJob] = useState(start);
  const callbacks = useRef({ onFinish, onError });
  callbacks.current = { onFinish, onError };

  useEffect(() => setJob(start), [start]);

  useEffect(() => {
    if (!job || isFinished(job)) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      http
        .get<Ok<CompareJob>>(`/api/readModelAudit/compare/${job.jobId}`)
        .then((reply) => {
          if (cancelled) return;
          setJob(reply.data);
          if (isFinished(reply.data)) callbacks.current.onFinish();
        })
        .catch((error) => {
          if (!cancelled) callbacks.current.onError(error);
        });
    }, POLL_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [job]);

  return job;
}
