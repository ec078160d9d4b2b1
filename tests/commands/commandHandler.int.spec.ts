// The command handler against the real Postgres event store: per-stream serialisation in one
// process, optimistic concurrency between processes, never oversold. No timing assertions.

import { describe, expect, it } from 'vitest';
import { createCommandHandler } from '../../commands/handling/commandHandler.ts';
import { DomainError, isDomainError } from '../../domain/decider.ts';
import { WrongExpectedVersionError } from '../../domain/eventStore.ts';
import { exampleQuota } from '../support/exampleQuota.ts';
import {
  counting,
  newQuotaStream,
  open,
  readQuota,
  reservations,
  reserve,
  setUpStores,
} from './commandHandlerSupport.ts';

const stores = setUpStores(2);

function tally(results: PromiseSettledResult<unknown>[]) {
  const rejected = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
  return {
    succeeded: results.filter((r) => r.status === 'fulfilled').length,
    quotaExceeded: rejected.filter((r) => isDomainError(r.reason, 'QUOTA_EXCEEDED')).length,
    conflicts: rejected.filter((r) => r.reason instanceof WrongExpectedVersionError).length,
    other: rejected.filter(
      (r) => !isDomainError(r.reason, 'QUOTA_EXCEEDED') && !(r.reason instanceof WrongExpectedVersionError),
    ),
  };
}

describe('command handler: one process', () => {
  it('200 concurrent reservations of 1 place on a quota of 50: exactly 50 succeed, in a queue', async () => {
    const [store] = stores();
    const observed = counting(store!);
    const handler = createCommandHandler({ eventStore: observed });
    const stream = newQuotaStream();
    await handler.handle(exampleQuota, stream, open(50));

    const results = await Promise.allSettled(
      Array.from({ length: 200 }, () => handler.handle(exampleQuota, stream, reserve(1))),
    );

    const { succeeded, quotaExceeded, other } = tally(results);
    expect(other).toEqual([]);
    expect(succeeded).toBe(50);
    expect(quotaExceeded).toBe(150);
    const events = await readQuota(store!, stream);
    expect(reservations(events)).toHaveLength(50);
    expect(events.map((e) => e.revision)).toEqual(Array.from({ length: 51 }, (_, i) => BigInt(i)));
    // Serialised in process: no conflicts; cached state: the stream was read once (empty) only.
    expect(observed.counts.conflicts).toBe(0);
    expect(observed.counts.reads).toBe(1);
    expect(observed.counts.appends).toBe(51);
  });

  it('answers with the appended events, the new revision and the new state', async () => {
    const handler = createCommandHandler({ eventStore: stores()[0]! });
    const stream = newQuotaStream();
    await handler.handle(exampleQuota, stream, open(5));
    const answer = await handler.handle(exampleQuota, stream, reserve(2), {
      metadata: { correlationId: 'c-1', userId: 'u-7', occurredAt: '2025-05-01T08:00:00.000Z' },
    });
    expect(answer.replayed).toBe(false);
    expect(answer.nextExpectedRevision).toBe(1n);
    expect(answer.newState).toEqual({ capacity: 5, reserved: 2 });
    expect(answer.newEvents).toMatchObject([{ type: 'PlacesReserved', revision: 1n, data: { places: 2 } }]);
    const [, stored] = await readQuota(stores()[0]!, stream);
    expect(stored?.id).toBe(answer.newEvents[0]?.id);
    expect(stored?.metadata).toEqual({
      correlationId: 'c-1',
      userId: 'u-7',
      occurredAt: '2025-05-01T08:00:00.000Z',
    });
  });

  it('a refusal appends nothing and keeps the cached state usable', async () => {
    const observed = counting(stores()[0]!);
    const handler = createCommandHandler({ eventStore: observed });
    const stream = newQuotaStream();
    await expect(handler.handle(exampleQuota, stream, reserve(1))).rejects.toBeInstanceOf(DomainError);
    await handler.handle(exampleQuota, stream, open(1));
    await handler.handle(exampleQuota, stream, reserve(1));
    await expect(handler.handle(exampleQuota, stream, reserve(1))).rejects.toMatchObject({
      code: 'QUOTA_EXCEEDED',
    });
    expect(observed.counts.reads).toBe(1);
    expect(reservations(await readQuota(stores()[0]!, stream))).toHaveLength(1);
  });
});

describe('command handler: two processes on one stream', () => {
  it('racing with separate caches never oversells (retries enough to finish every command)', async () => {
    const [storeA, storeB] = stores();
    const a = createCommandHandler({ eventStore: storeA!, maxRetries: 60 });
    const b = createCommandHandler({ eventStore: storeB!, maxRetries: 60 });
    const stream = newQuotaStream();
    await a.handle(exampleQuota, stream, open(50));
    await b.handle(exampleQuota, stream, reserve(0)).catch(() => undefined); // warm b's cache

    // A conflict means the other process appended one reservation; there are at most 50 of
    // those, so 60 retries always suffice and the count is exact.
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) => (i % 2 === 0 ? a : b).handle(exampleQuota, stream, reserve(1))),
    );

    const { succeeded, quotaExceeded, other, conflicts } = tally(results);
    expect(other).toEqual([]);
    expect(conflicts).toBe(0);
    expect(succeeded).toBe(50);
    expect(quotaExceeded).toBe(150);
    expect(reservations(await readQuota(storeA!, stream))).toHaveLength(50);
  });

  it('with the default 3 retries, a command may give up with a typed conflict, and still never oversells', async () => {
    const [storeA, storeB] = stores();
    const a = createCommandHandler({ eventStore: storeA! });
    const b = createCommandHandler({ eventStore: storeB! });
    const stream = newQuotaStream();
    await a.handle(exampleQuota, stream, open(50));

    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) => (i % 2 === 0 ? a : b).handle(exampleQuota, stream, reserve(1))),
    );

    const { succeeded, quotaExceeded, conflicts, other } = tally(results);
    expect(other).toEqual([]);
    expect(succeeded + quotaExceeded + conflicts).toBe(200);
    expect(succeeded).toBeLessThanOrEqual(50);
    expect(reservations(await readQuota(storeA!, stream))).toHaveLength(succeeded);
  });

  it('a stale cache conflicts, reloads and decides again; out of retries it rethrows', async () => {
    const [storeA, storeB] = stores();
    const observed = counting(storeA!);
    const a = createCommandHandler({ eventStore: observed, maxRetries: 0 });
    const b = createCommandHandler({ eventStore: storeB! });
    const stream = newQuotaStream();
    await a.handle(exampleQuota, stream, open(2));
    await b.handle(exampleQuota, stream, reserve(1)); // a's cached state is now behind

    await expect(a.handle(exampleQuota, stream, reserve(1))).rejects.toBeInstanceOf(
      WrongExpectedVersionError,
    );
    // The cache entry was dropped: the next command reads the stream again and sees b's event.
    const answer = await a.handle(exampleQuota, stream, reserve(1));
    expect(answer.newState).toEqual({ capacity: 2, reserved: 2 });

    const retrying = createCommandHandler({ eventStore: storeA!, maxRetries: 1 });
    const other = newQuotaStream();
    await retrying.handle(exampleQuota, other, open(2));
    await b.handle(exampleQuota, other, reserve(1));
    const retried = await retrying.handle(exampleQuota, other, reserve(1));
    expect(retried.nextExpectedRevision).toBe(2n);
    await expect(retrying.handle(exampleQuota, other, reserve(1))).rejects.toMatchObject({
      code: 'QUOTA_EXCEEDED',
    });
  });
});
