// Request ids against the real Postgres event store and idempotency table: one effect per id, the
// first answer returned again, and no double append after a crash between append and record.

import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCommandHandler } from '../../commands/handling/commandHandler.ts';
import { deterministicEventId } from '../../commands/handling/deterministicEventId.ts';
import { createPgIdempotencyStore } from '../../commands/handling/pgIdempotencyStore.ts';
import { LANDED_REQUESTS_PER_STREAM } from '../../commands/handling/streamState.ts';
import { isDomainError } from '../../domain/decider.ts';
import type { IdempotencyStore } from '../../domain/idempotency.ts';
import { exampleQuota } from '../support/exampleQuota.ts';
import {
  counting,
  NOW,
  newQuotaStream,
  open,
  readQuota,
  reservations,
  reserve,
  setUpStores,
} from './commandHandlerSupport.ts';

const stores = setUpStores(2);
let idempotency: IdempotencyStore;
beforeAll(async () => {
  idempotency = await createPgIdempotencyStore(stores()[0]!.pool);
  await createPgIdempotencyStore(stores()[1]!.pool); // a second start finds the table
});

/** What a first attempt that crashed after its append (before recording the answer) left behind. */
async function crashedAttempt(streamId: string, requestId: string, expectedRevision: bigint) {
  const id = deterministicEventId(requestId, 0);
  await stores()[1]!.appendToStream(
    streamId,
    [{ id, type: 'PlacesReserved', data: { places: 1, reservedAt: NOW }, metadata: { requestId } }],
    { expectedRevision },
  );
  return id;
}

describe('command handler: request ids', () => {
  it('the same request id twice: one event, the second answer is the first one replayed', async () => {
    const handler = createCommandHandler({ eventStore: stores()[0]!, idempotency });
    const stream = newQuotaStream();
    await handler.handle(exampleQuota, stream, open(5));
    const requestId = randomUUID();

    const first = await handler.handle(exampleQuota, stream, reserve(1), {
      requestId,
      metadata: { userId: 'u-1' },
    });
    const second = await handler.handle(exampleQuota, stream, reserve(1), { requestId });

    expect(first.replayed).toBe(false);
    expect(second).toEqual({ ...first, replayed: true });
    expect(first.newEvents[0]?.id).toBe(deterministicEventId(requestId, 0));
    expect(first.newEvents[0]?.metadata).toEqual({ userId: 'u-1', requestId });
    expect(reservations(await readQuota(stores()[0]!, stream))).toHaveLength(1);
    expect((await idempotency.get(requestId))?.outcome.nextExpectedRevision).toBe(1n);
  });

  it('the same request id concurrently in one process: one event, the others replayed', async () => {
    const handler = createCommandHandler({ eventStore: stores()[0]!, idempotency });
    const stream = newQuotaStream();
    await handler.handle(exampleQuota, stream, open(5));
    const requestId = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => handler.handle(exampleQuota, stream, reserve(1), { requestId })),
    );
    expect(answers.filter((answer) => !answer.replayed)).toHaveLength(1);
    for (const answer of answers) expect(answer.newEvents).toEqual(answers[0]?.newEvents);
    expect(reservations(await readQuota(stores()[0]!, stream))).toHaveLength(1);
  });

  it('the same request id from two processes at once, many rounds: one effect and one answer each', async () => {
    // Two "processes": each its own handler, event-store pool and idempotency-store pool, so nothing
    // in memory serialises them; only the stores do.
    const a = createCommandHandler({ eventStore: stores()[0]!, idempotency });
    const b = createCommandHandler({
      eventStore: stores()[1]!,
      idempotency: await createPgIdempotencyStore(stores()[1]!.pool),
    });
    const rounds = 30;
    const shared = newQuotaStream(); // both caches warm after the first round
    await a.handle(exampleQuota, shared, open(rounds));
    let onShared = 0;
    let raced = 0;
    for (let round = 0; round < rounds; round++) {
      const cold = round % 3 === 0;
      const stream = cold ? newQuotaStream() : shared;
      if (cold) await a.handle(exampleQuota, stream, open(1));
      else onShared++;
      const requestId = randomUUID();
      const senders = round % 2 === 0 ? [a, b] : [b, a, b, a];
      const answers = await Promise.all(
        senders.map((handler) => handler.handle(exampleQuota, stream, reserve(1), { requestId })),
      );

      const first = answers[0]!;
      if (answers.filter((answer) => !answer.replayed).length > 1) raced++;
      expect(first.newEvents.map((event) => event.id)).toEqual([deterministicEventId(requestId, 0)]);
      for (const answer of answers) {
        expect(answer.newEvents).toEqual(first.newEvents);
        expect(answer.nextExpectedRevision).toBe(first.nextExpectedRevision);
      }
      expect((await idempotency.get(requestId))?.outcome.newEvents).toEqual(first.newEvents);
      if (cold) expect(reservations(await readQuota(stores()[0]!, stream))).toHaveLength(1);
    }
    expect(reservations(await readQuota(stores()[1]!, shared))).toHaveLength(onShared);
    // Not a timing claim: it shows the rounds really raced (both processes decided and appended).
    expect(raced).toBeGreaterThan(0);
  });

  it('without an idempotency store, a recent request id is still recognised from the stream', async () => {
    const handler = createCommandHandler({ eventStore: stores()[0]! });
    const stream = newQuotaStream();
    await handler.handle(exampleQuota, stream, open(5));
    const requestId = randomUUID();
    const first = await handler.handle(exampleQuota, stream, reserve(2), { requestId });
    const second = await handler.handle(exampleQuota, stream, reserve(2), { requestId });
    expect(second).toEqual({ ...first, replayed: true });
    expect(reservations(await readQuota(stores()[0]!, stream))).toHaveLength(1);
  });

  it('a request id reused for another stream is refused', async () => {
    const handler = createCommandHandler({ eventStore: stores()[0]!, idempotency });
    const [one, two] = [newQuotaStream(), newQuotaStream()];
    await handler.handle(exampleQuota, one, open(5));
    await handler.handle(exampleQuota, two, open(5));
    const requestId = randomUUID();
    await handler.handle(exampleQuota, one, reserve(1), { requestId });
    const reused = handler.handle(exampleQuota, two, reserve(1), { requestId });
    await expect(reused).rejects.toSatisfy((error) => isDomainError(error, 'REQUEST_ID_REUSED'));
    expect(reservations(await readQuota(stores()[0]!, two))).toHaveLength(0);
  });
});

describe('command handler: retry after a crash between append and record', () => {
  it('a fresh process finds the first attempt in the stream and answers with it', async () => {
    const stream = newQuotaStream();
    await createCommandHandler({ eventStore: stores()[0]! }).handle(exampleQuota, stream, open(5));
    const requestId = randomUUID();
    const landedId = await crashedAttempt(stream, requestId, 0n);

    const handler = createCommandHandler({ eventStore: stores()[0]!, idempotency });
    const retry = await handler.handle(exampleQuota, stream, reserve(1), { requestId });

    expect(retry.replayed).toBe(true);
    expect(retry.newEvents.map((event) => [event.id, event.revision])).toEqual([[landedId, 1n]]);
    expect(retry.newState).toEqual({ capacity: 5, reserved: 1 });
    expect(reservations(await readQuota(stores()[0]!, stream))).toHaveLength(1);
    // The recovered answer is now recorded: a third try is answered from the table.
    expect((await idempotency.get(requestId))?.outcome.newEvents[0]?.id).toBe(landedId);
  });

  it('a stale cache at the revision the first attempt used: the store takes the retry as identical', async () => {
    const observed = counting(stores()[0]!);
    const handler = createCommandHandler({ eventStore: observed, idempotency });
    const stream = newQuotaStream();
    await handler.handle(exampleQuota, stream, open(5)); // cached at revision 0
    const requestId = randomUUID();
    const landedId = await crashedAttempt(stream, requestId, 0n);

    const retry = await handler.handle(exampleQuota, stream, reserve(1), { requestId });

    // Same ids at the same place: the store answers as it did for the first attempt. The handler
    // cannot tell this from a fresh append, so the answer is its own decision, not flagged replayed.
    expect(retry.newEvents.map((event) => [event.id, event.revision])).toEqual([[landedId, 1n]]);
    expect(observed.counts.conflicts).toBe(0);
    expect(reservations(await readQuota(stores()[0]!, stream))).toHaveLength(1);
    const next = await handler.handle(exampleQuota, stream, reserve(1));
    expect(next.newState).toEqual({ capacity: 5, reserved: 2 });
  });

  it('a stale cache behind other events too: conflict, catch up, answer from the stream', async () => {
    const observed = counting(stores()[0]!);
    const handler = createCommandHandler({ eventStore: observed, idempotency });
    const stream = newQuotaStream();
    await handler.handle(exampleQuota, stream, open(5)); // cached at revision 0
    await createCommandHandler({ eventStore: stores()[1]! }).handle(exampleQuota, stream, reserve(1));
    const requestId = randomUUID();
    const landedId = await crashedAttempt(stream, requestId, 1n);

    const retry = await handler.handle(exampleQuota, stream, reserve(1), { requestId });

    expect(retry).toMatchObject({ replayed: true, nextExpectedRevision: 2n });
    expect(retry.newEvents[0]?.id).toBe(landedId);
    expect(observed.counts.conflicts).toBe(1);
    expect(reservations(await readQuota(stores()[0]!, stream))).toHaveLength(2);
  });

  it('the first attempt older than the requests a stream remembers is still found', async () => {
    const capacity = LANDED_REQUESTS_PER_STREAM + 20;
    const handler = createCommandHandler({ eventStore: stores()[0]!, idempotency });
    const stream = newQuotaStream();
    await handler.handle(exampleQuota, stream, open(capacity));
    const requestId = randomUUID();
    const landedId = await crashedAttempt(stream, requestId, 0n);
    for (let i = 0; i < LANDED_REQUESTS_PER_STREAM + 5; i++) {
      await handler.handle(exampleQuota, stream, reserve(1), { requestId: randomUUID() });
    }

    const retry = await handler.handle(exampleQuota, stream, reserve(1), { requestId });

    expect(retry.replayed).toBe(true);
    expect(retry.newEvents[0]).toMatchObject({ id: landedId, revision: 1n });
    expect(reservations(await readQuota(stores()[0]!, stream))).toHaveLength(LANDED_REQUESTS_PER_STREAM + 6);
  });
});
