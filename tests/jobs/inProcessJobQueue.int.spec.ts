import { describe } from 'vitest';
import { createInProcessJobQueue } from '../../api/src/jobs/inProcessJobQueue.ts';
import { jobQueueContract } from './jobQueueContract.ts';

describe('in-process job queue', () => {
  jobQueueContract(() => createInProcessJobQueue({ backoffMs: 20 }));
});
