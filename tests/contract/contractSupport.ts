// Helpers shared by the event-store contract files: unique names, event factories, a bounded
// subscription reader and a bounded "wait until visible" for `$all` reads.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import {
  type EventData,
  type EventMetadata,
  type EventStore,
  type ExpectedRevision,
  type Position,
  type ReadAllOptions,
  type RecordedEvent,
  type Subscription,
  type SubscriptionMessage,
  WrongExpectedVersionError,
} from '../../domain/eventStore.ts';

/** How long a helper waits before it fails the test (a safety net, not a timing assertion). */
export const SAFETY_TIMEOUT_MS = 15_000;

export type StoreRef = () => EventStore;

/** A stream name no other test uses: `ticket-<uuid>`. */
export function uniqueStream(category = 'ticket'): string {
  return `${category}-${randomUUID()}`;
}

/** An event type no other test uses, e.g. `T1a2b3c4dSold`. */
export function uniqueType(suffix = 'Sold'): string {
  return `T${randomUUID().slice(0, 8)}${suffix}`;
}

export function event(type: string, data: unknown = {}, metadata?: EventMetadata): EventData {
  return metadata === undefined
    ? { id: randomUUID(), type, data }
    : { id: randomUUID(), type, data, metadata };
}

export function events(type: string, count: number): EventData[] {
  return Array.from({ length: count }, (_, index) => event(type, { index }));
}

export const ids = (list: readonly { id?: string | undefined }[]): (string | undefined)[] =>
  list.map((e) => e.id);

/** The last position currently visible in `$all` ('start' when the store is empty). */
export async function endOfAll(store: EventStore): Promise<Position | 'start'> {
  const [last] = await store.readAll({ fromPosition: 'end', direction: 'backwards', maxCount: 1 });
  return last?.position ?? 'start';
}

/**
 * Reads `$all` until `done` holds for the result. On Postgres an append becomes visible in `$all`
 * only once every older transaction has ended, so `$all` assertions wait for the events they
 * expect; failing to see them within the safety timeout fails the test.
 */
export async function readAllUntil(
  store: EventStore,
  options: ReadAllOptions,
  done: (events: RecordedEvent[]) => boolean,
): Promise<RecordedEvent[]> {
  const deadline = Date.now() + SAFETY_TIMEOUT_MS;
  for (;;) {
    const found = await store.readAll(options);
    if (done(found)) return found;
    if (Date.now() > deadline) {
      throw new Error(`readAll did not show the expected events within ${SAFETY_TIMEOUT_MS} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Awaits `promise`, failing the test if it has not settled within the safety timeout. */
export async function within<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what}: not done within ${SAFETY_TIMEOUT_MS} ms`)),
      SAFETY_TIMEOUT_MS,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export async function expectWrongExpectedVersion(
  append: Promise<unknown>,
  streamId: string,
  expected: ExpectedRevision,
  actual: bigint | undefined,
): Promise<void> {
  const error = await append.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(WrongExpectedVersionError);
  const wrong = error as WrongExpectedVersionError;
  expect(wrong.code).toBe('WRONG_EXPECTED_VERSION');
  expect({ streamId: wrong.streamId, expected: wrong.expected, actual: wrong.actual }).toEqual({
    streamId,
    expected,
    actual,
  });
}

type Item = { kind: 'event'; event: RecordedEvent } | { kind: 'caughtUp' };

/**
 * Reads a subscription message by message. Every wait is bounded by the safety timeout, after
 * which the test fails with what was received so far; `close()` unsubscribes.
 */
export class SubscriptionProbe {
  /** Every message received, in order. */
  readonly messages: SubscriptionMessage[] = [];
  private readonly iterator: AsyncIterator<SubscriptionMessage>;
  private readonly queue: Item[] = [];
  private pending: Promise<IteratorResult<SubscriptionMessage>> | undefined;
  private ended = false;

  constructor(readonly subscription: Subscription) {
    this.iterator = subscription[Symbol.asyncIterator]();
  }

  get caughtUpCount(): number {
    return this.messages.filter((m) => m.kind === 'caughtUp').length;
  }

  /** The next event or caught-up marker; `undefined` once the subscription has ended. */
  async next(what: string): Promise<Item | undefined> {
    while (this.queue.length === 0) {
      if (this.ended) return undefined;
      this.pending ??= this.iterator.next();
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), SAFETY_TIMEOUT_MS);
      });
      const result = await Promise.race([this.pending, timeout]).finally(() => clearTimeout(timer));
      if (result === 'timeout') {
        throw new Error(`subscription: no message within ${SAFETY_TIMEOUT_MS} ms while waiting for ${what}`);
      }
      this.pending = undefined;
      if (result.done) {
        this.ended = true;
        continue;
      }
      this.messages.push(result.value);
      if (result.value.kind === 'caughtUp') this.queue.push({ kind: 'caughtUp' });
      else for (const e of result.value.events) this.queue.push({ kind: 'event', event: e });
    }
    return this.queue.shift();
  }

  /** The next `count` events accepted by `keep` (caught-up markers are passed over). */
  async take(count: number, keep: (e: RecordedEvent) => boolean = () => true): Promise<RecordedEvent[]> {
    const taken: RecordedEvent[] = [];
    while (taken.length < count) {
      const item = await this.next(`event ${taken.length + 1} of ${count}`);
      if (item === undefined) throw new Error(`subscription ended after ${taken.length} of ${count} events`);
      if (item.kind === 'event' && keep(item.event)) taken.push(item.event);
    }
    return taken;
  }

  /** The events accepted by `keep` that arrive before the caught-up marker. */
  async untilCaughtUp(keep: (e: RecordedEvent) => boolean = () => true): Promise<RecordedEvent[]> {
    const before: RecordedEvent[] = [];
    for (;;) {
      const item = await this.next('the caughtUp message');
      if (item === undefined) throw new Error('subscription ended before it caught up');
      if (item.kind === 'caughtUp') return before;
      if (keep(item.event)) before.push(item.event);
    }
  }

  /** Waits for the iteration to end (after `unsubscribe()`), failing the test if it never does. */
  async expectEnd(): Promise<void> {
    for (;;) {
      const item = await this.next('the end of the subscription');
      if (item === undefined) return;
    }
  }

  async close(): Promise<void> {
    await this.subscription.unsubscribe();
  }
}

/** Subscribes, hands the probe to `body`, and always unsubscribes afterwards. */
export async function withSubscription<T>(
  subscription: Subscription,
  body: (probe: SubscriptionProbe) => Promise<T>,
): Promise<T> {
  const probe = new SubscriptionProbe(subscription);
  try {
    return await body(probe);
  } finally {
    await probe.close();
  }
}

export const inStreams =
  (prefix: string) =>
  (e: RecordedEvent): boolean =>
    e.streamId.startsWith(prefix);
