import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe } from 'vitest';
import { createBullmqJobQueue } from '../../api/src/jobs/bullmqJobQueue.ts';
import { jobQueueContract } from './jobQueueContract.ts';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
// A prefix of its own per run, so concurrent runs and leftovers never meet.
const prefix = `test-jobs-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;

describe('BullMQ job queue (real Redis)', () => {
  jobQueueContract(() => createBullmqJobQueue({ redisUrl, prefix, backoffMs: 20 }));

  afterAll(async () => {
    const redis = new Redis(redisUrl);
    try {
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
        cursor = next;
        if (keys.length > 0) await redis.del(...keys);
      } while (cursor !== '0');
    } finally {
      await redis.quit();
    }
  });
});
