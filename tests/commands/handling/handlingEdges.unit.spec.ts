// Edge cases of the command-handling primitives that handlingPrimitives.unit.spec.ts leaves open:
// argument checks, recency and eviction details, the exact id derivation, the stored JSON format.

import { describe, expect, it } from 'vitest';
import {
  COMMAND_EVENT_NAMESPACE,
  deterministicEventId,
} from '../../../commands/handling/deterministicEventId.ts';
import { createKeyedMutex } from '../../../commands/handling/keyedMutex.ts';
import { LruCache } from '../../../commands/handling/lruCache.ts';
import { decodeOutcome, encodeOutcome } from '../../../commands/handling/pgIdempotencyStore.ts';
import { LANDED_REQUESTS_PER_STREAM, rememberRequest } from '../../../commands/handling/streamState.ts';
import type { CommandOutcome } from '../../../domain/idempotency.ts';

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

describe('LruCache edges', () => {
  it('refuses a negative or fractional capacity', () => {
    expect(() => new LruCache(-1)).toThrow(RangeError);
    expect(() => new LruCache(-1)).toThrow('cache capacity must be a whole number >= 0, got -1');
    expect(() => new LruCache(1.5)).toThrow(RangeError);
    expect(() => new LruCache(Number.NaN)).toThrow(RangeError);
    expect(new LruCache(0).capacity).toBe(0);
  });

  it('writing an existing key makes it the newest; delete and clear forget entries', () => {
    const cache = new LruCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('a', 10); // a is now the newest
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(10);
    expect(cache.delete('a')).toBe(true);
    expect(cache.delete('a')).toBe(false);
    expect(cache.size).toBe(1);
    cache.set('d', 4);
    cache.clear();
    expect(cache.size).toBe(0);
    expect(cache.get('c')).toBeUndefined();
    expect(cache.get('d')).toBeUndefined();
  });
});

describe('keyedMutex edges', () => {
  it('a task arriving while the second of a queue runs still waits for it', async () => {
    const mutex = createKeyedMutex();
    const log: string[] = [];
    const firstGate = gate();
    const secondGate = gate();
    const first = mutex.run('k', async () => {
      log.push('start 1');
      await firstGate.opened;
      log.push('end 1');
    });
    const second = mutex.run('k', async () => {
      log.push('start 2');
      await secondGate.opened;
      log.push('end 2');
    });
    firstGate.open();
    await first;
    while (!log.includes('start 2')) await tick();
    expect(mutex.size).toBe(1); // the key is still held by the second task
    const third = mutex.run('k', async () => {
      log.push('start 3');
    });
    for (let i = 0; i < 5; i++) await tick();
    expect(log).toEqual(['start 1', 'end 1', 'start 2']);
    secondGate.open();
    await Promise.all([second, third]);
    expect(log).toEqual(['start 1', 'end 1', 'start 2', 'end 2', 'start 3']);
    expect(mutex.size).toBe(0);
  });
});

describe('deterministicEventId derivation', () => {
  it('is the RFC 9562 version-5 UUID of "<requestId>:<index>" in the fixed namespace', () => {
    // Known values: ids of events already in stores depend on them, so they must never change.
    expect(COMMAND_EVENT_NAMESPACE).toBe('6f1d3c52-8b0e-4f7a-9a4e-2c5b7d9e1a30');
    expect(deterministicEventId('req-1', 0)).toBe('14331df7-9abc-5224-a3bc-3f539810a31f');
    expect(deterministicEventId('réq-ü', 3)).toBe('7e7be8f9-9626-5485-915d-67d0e3a98d4b');
  });
});

describe('rememberRequest', () => {
  const outcome = (n: number): CommandOutcome<number> => ({
    newEvents: [],
    nextExpectedRevision: BigInt(n),
    newState: n,
  });

  it(`keeps the last ${LANDED_REQUESTS_PER_STREAM} requests, forgetting the oldest first`, () => {
    const landed = new Map<string, CommandOutcome<number>>();
    for (let i = 0; i < LANDED_REQUESTS_PER_STREAM; i++) rememberRequest(landed, `r${i}`, outcome(i));
    expect(landed.size).toBe(LANDED_REQUESTS_PER_STREAM);
    rememberRequest(landed, 'r0', outcome(100)); // r0 becomes the newest
    rememberRequest(landed, 'extra', outcome(101));
    expect(landed.size).toBe(LANDED_REQUESTS_PER_STREAM);
    expect(landed.has('r1')).toBe(false);
    expect(landed.get('r0')?.newState).toBe(100);
    expect(landed.get('extra')?.newState).toBe(101);
    expect([...landed.keys()].at(-1)).toBe('extra');
  });
});

describe('idempotency outcome encoding edges', () => {
  it('stores bigints in the state as {"$bigint": "…"} and an undefined state as null', () => {
    const encoded = encodeOutcome({ newEvents: [], nextExpectedRevision: -1n, newState: { balance: 12n } });
    expect(JSON.parse(JSON.stringify(encoded))).toEqual({
      newEvents: [],
      nextExpectedRevision: '-1',
      newState: { balance: { $bigint: '12' } },
    });
    expect(
      encodeOutcome({ newEvents: [], nextExpectedRevision: 0n, newState: undefined }).newState,
    ).toBeNull();
  });

  it('decodes only the exact tag shape; nulls, strings and look-alikes stay as they are', () => {
    const newState = {
      nothing: null,
      list: [null, 'x', 1, { $bigint: '5' }],
      text: 'abc',
      single: { name: '12' },
      numberTag: { $bigint: 5 },
      big: { $bigint: '-3' },
    };
    const decoded = decodeOutcome({ newEvents: [], nextExpectedRevision: '4', newState });
    expect(decoded).toEqual({
      newEvents: [],
      nextExpectedRevision: 4n,
      newState: {
        nothing: null,
        list: [null, 'x', 1, 5n],
        text: 'abc',
        single: { name: '12' },
        numberTag: { $bigint: 5 },
        big: -3n,
      },
    });
  });
});
