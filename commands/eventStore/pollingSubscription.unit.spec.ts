// The polling loop behind the Postgres store's subscriptions, driven by a scripted source and fake
// timers: where it reads from, and when it looks again after a wake-up.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Position, RecordedEvent, SubscriptionMessage } from '../../domain/eventStore.ts';
import { subscribeByPolling } from './pollingSubscription.ts';

const MAX = 2n ** 63n - 1n;
const POLL_MS = 1_000;

/** A log whose transactions below `xmin` have ended; the reader sees only `matching` events. */
function scriptedSource() {
  const state = { xmin: 100n, matching: [] as RecordedEvent[], reads: [] as Position[] };
  let wake: ((commit: bigint | undefined) => void) | undefined;
  const source = {
    from: 'start' as const,
    batchSize: 10,
    pollIntervalMs: POLL_MS,
    head: async () => ({ commit: 0n, prepare: 0n }),
    async read(after: Position) {
      state.reads.push(after);
      const events = state.matching.filter(
        (e) =>
          e.position.commit < state.xmin &&
          (e.position.commit > after.commit ||
            (e.position.commit === after.commit && e.position.prepare > after.prepare)),
      );
      return { events, seenTo: { commit: state.xmin - 1n, prepare: MAX } };
    },
    onWake(listener: (commit: bigint | undefined) => void) {
      wake = listener;
      return () => {
        wake = undefined;
      };
    },
  };
  return { state, source, wake: (commit: bigint | undefined) => wake?.(commit) };
}

const eventAt = (commit: bigint): RecordedEvent =>
  ({ id: `e${commit}`, position: { commit, prepare: 1n } }) as unknown as RecordedEvent;

function collect(iterable: AsyncIterable<SubscriptionMessage>): SubscriptionMessage[] {
  const messages: SubscriptionMessage[] = [];
  void (async () => {
    for await (const message of iterable) messages.push(message);
  })();
  return messages;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('subscribeByPolling', () => {
  it('moves past the events its filter skips: the next read starts where the last one saw to', async () => {
    const { state, source, wake } = scriptedSource();
    const subscription = subscribeByPolling(source);
    collect(subscription);
    await vi.advanceTimersByTimeAsync(0);
    state.xmin = 151n;
    wake(150n);
    await vi.advanceTimersByTimeAsync(0);
    expect(state.reads).toEqual([
      { commit: 0n, prepare: 0n },
      { commit: 99n, prepare: MAX },
    ]);
    await subscription.unsubscribe();
  });

  it('a wake-up for a commit already seen (filtered out) is one read, not a round of retries', async () => {
    const { state, source, wake } = scriptedSource();
    const subscription = subscribeByPolling(source);
    collect(subscription);
    await vi.advanceTimersByTimeAsync(0);
    state.xmin = 151n;
    wake(150n);
    await vi.advanceTimersByTimeAsync(POLL_MS / 2);
    expect(state.reads).toHaveLength(2);
    await subscription.unsubscribe();
  });

  it('looks again, backing off, while the announced commit is out of sight; then delivers it', async () => {
    const { state, source, wake } = scriptedSource();
    const subscription = subscribeByPolling(source);
    const messages = collect(subscription);
    await vi.advanceTimersByTimeAsync(0);
    state.matching = [eventAt(150n)];
    wake(150n); // committed, but transaction 120 (older) is still open: xmin stays at 100
    await vi.advanceTimersByTimeAsync(2 + 4);
    expect(state.reads.length).toBeGreaterThanOrEqual(4); // the wake's read, then after 2 and 4 ms
    state.xmin = 151n;
    await vi.advanceTimersByTimeAsync(8);
    const delivered = messages.flatMap((m) => (m.kind === 'events' ? m.events.map((e) => e.id) : []));
    expect(delivered).toEqual(['e150']);
    const reads = state.reads.length;
    await vi.advanceTimersByTimeAsync(POLL_MS / 2);
    expect(state.reads).toHaveLength(reads); // seen: no more retries
    await subscription.unsubscribe();
  });

  it('a wake-up that names no commit looks again until something new is found', async () => {
    const { state, source, wake } = scriptedSource();
    const subscription = subscribeByPolling(source);
    collect(subscription);
    await vi.advanceTimersByTimeAsync(0);
    wake(undefined);
    await vi.advanceTimersByTimeAsync(2 + 4 + 8);
    expect(state.reads.length).toBeGreaterThanOrEqual(5);
    await subscription.unsubscribe();
  });
});
