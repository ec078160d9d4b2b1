import { describe, expect, it } from 'vitest';
import { deterministicEventId } from '../../../commands/handling/deterministicEventId.ts';
import { createKeyedMutex } from '../../../commands/handling/keyedMutex.ts';
import { LruCache } from '../../../commands/handling/lruCache.ts';
import { decodeOutcome, encodeOutcome } from '../../../commands/handling/pgIdempotencyStore.ts';

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('keyedMutex', () => {
  it('runs tasks of one key one at a time, in arrival order', async () => {
    const mutex = createKeyedMutex();
    const log: string[] = [];
    let running = 0;
    let most = 0;
    const task = (name: string) => async () => {
      running++;
      most = Math.max(most, running);
      log.push(`start ${name}`);
      await tick();
      log.push(`end ${name}`);
      running--;
      return name;
    };
    const results = await Promise.all(['a', 'b', 'c'].map((name) => mutex.run('k', task(name))));
    expect(results).toEqual(['a', 'b', 'c']);
    expect(most).toBe(1);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
    expect(mutex.size).toBe(0);
  });

  it('runs tasks of different keys side by side', async () => {
    const mutex = createKeyedMutex();
    let running = 0;
    let most = 0;
    const task = async () => {
      running++;
      most = Math.max(most, running);
      await tick();
      running--;
    };
    await Promise.all([mutex.run('a', task), mutex.run('b', task), mutex.run('c', task)]);
    expect(most).toBe(3);
  });

  it('a failing task rejects its caller and lets the next one run', async () => {
    const mutex = createKeyedMutex();
    const first = mutex.run('k', async () => {
      throw new Error('boom');
    });
    const second = mutex.run('k', async () => 'ok');
    await expect(first).rejects.toThrow('boom');
    await expect(second).resolves.toBe('ok');
    expect(mutex.size).toBe(0);
  });
});

describe('LruCache', () => {
  it('drops the least recently used entry past its capacity', () => {
    const cache = new LruCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1); // a is now the newest
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });

  it('capacity 0 keeps nothing', () => {
    const cache = new LruCache<string, number>(0);
    cache.set('a', 1);
    expect(cache.get('a')).toBeUndefined();
  });
});

describe('deterministicEventId', () => {
  it('is a version-5 UUID, the same for the same request and index', () => {
    const id = deterministicEventId('req-1', 0);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(deterministicEventId('req-1', 0)).toBe(id);
    expect(deterministicEventId('req-1', 1)).not.toBe(id);
    expect(deterministicEventId('req-2', 0)).not.toBe(id);
  });
});

describe('idempotency outcome encoding', () => {
  it('round-trips revisions and bigints in the state through JSON', () => {
    const outcome = {
      newEvents: [
        { id: 'x', type: 'PlacesReserved', data: { places: 1 }, metadata: { requestId: 'r' }, revision: 7n },
      ],
      nextExpectedRevision: 7n,
      newState: { balance: 12n, names: ['a'], nested: { $bigint: 'not alone', other: 1 } },
    };
    const json = JSON.parse(JSON.stringify(encodeOutcome(outcome)));
    expect(json.nextExpectedRevision).toBe('7');
    expect(json.newEvents[0].revision).toBe('7');
    expect(decodeOutcome(json)).toEqual(outcome);
  });
});
