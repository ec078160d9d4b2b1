import type { Position, RecordedEvent, Subscription, SubscriptionMessage } from '../../domain/eventStore.ts';

export interface PollingSource {
  from: Position | 'start' | 'end';
  batchSize: number;
  pollIntervalMs: number;
  /** Newest position readers can see (for 'end'). */
  head(): Promise<Position>;
  /** Events strictly after `after`, in $all order, at most `maxCount`. */
  read(after: Position, maxCount: number): Promise<RecordedEvent[]>;
  /** Registers a wake-up (e.g. a NOTIFY); returns the unregister function. */
  onWake(listener: () => void): () => void;
}

/** Shortest re-check after a wake that found nothing yet (an earlier transaction still open). */
const FIRST_RETRY_MS = 2;

/**
 * Catch-up then live: reads batches after a cursor until a short batch, says `caughtUp` once, then
 * sleeps until woken or the poll interval passes. A wake that arrives while reading is remembered,
 * so no wake-up is lost between "nothing new" and "go to sleep".
 */
export function subscribeByPolling(source: PollingSource): Subscription {
  let stopped = false;
  let woken = false;
  let wakeSleeper: (() => void) | undefined;
  const unregister = source.onWake(() => {
    woken = true;
    wakeSleeper?.();
  });

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      if (woken || stopped) return resolve();
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wakeSleeper = undefined;
        resolve();
      }
      wakeSleeper = done;
    });

  async function* run(): AsyncGenerator<SubscriptionMessage> {
    try {
      let cursor = source.from === 'start' ? { commit: 0n, prepare: 0n } : source.from;
      if (cursor === 'end') cursor = await source.head();
      let caughtUp = false;
      let retryMs = 0; // > 0 while re-checking after a wake that found nothing yet
      while (!stopped) {
        const wasWoken = woken;
        woken = false;
        const events = await source.read(cursor, source.batchSize);
        if (stopped) break;
        if (events.length > 0) {
          cursor = events[events.length - 1]!.position;
          retryMs = 0;
          yield { kind: 'events', events };
        }
        if (events.length < source.batchSize) {
          if (!caughtUp) {
            caughtUp = true;
            yield { kind: 'caughtUp' };
          }
          // Woken but nothing visible yet: a lower transaction id is still open. Look again soon,
          // backing off towards the poll interval.
          if (wasWoken && events.length === 0 && retryMs === 0) retryMs = FIRST_RETRY_MS;
          if (retryMs > 0 && retryMs < source.pollIntervalMs) {
            await sleep(retryMs);
            retryMs *= 2;
          } else {
            retryMs = 0;
            await sleep(source.pollIntervalMs);
          }
        }
      }
    } finally {
      stopped = true;
      unregister();
    }
  }

  const iterator = run();
  return {
    [Symbol.asyncIterator]: () => iterator,
    async unsubscribe() {
      stopped = true;
      unregister();
      wakeSleeper?.();
      await iterator.return(undefined);
    },
  };
}
