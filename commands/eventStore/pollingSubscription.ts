import type { Position, RecordedEvent, Subscription, SubscriptionMessage } from '../../domain/eventStore.ts';

export interface PollingSource {
  from: Position | 'start' | 'end';
  batchSize: number;
  pollIntervalMs: number;
  /** Newest position readers can see (for 'end'). */
  head(): Promise<Position>;
  /**
   * Events strictly after `after`, in $all order, at most `maxCount`, and how far the read saw.
   * Before the subscription has caught up once (`live` false) the read sees everything committed
   * before the call; once live it may answer from a shared read taken a little earlier (a wake-up
   * names its commit, and one still out of sight is looked for again).
   */
  read(after: Position, maxCount: number, live: boolean): Promise<SubscriptionRead>;
  /**
   * Registers a wake-up (e.g. a NOTIFY) for the events of transaction `commit` and those before it
   * (undefined: unknown); returns the unregister function.
   */
  onWake(listener: (commit: bigint | undefined) => void): () => void;
}

export interface SubscriptionRead {
  events: RecordedEvent[];
  /**
   * Every event at or before this position has been seen (filtered out or returned); undefined
   * when the read stopped at `maxCount`. Lets a filtered reader move past events it skips.
   */
  seenTo?: Position;
}

const isAfter = (a: Position, b: Position) =>
  a.commit > b.commit || (a.commit === b.commit && a.prepare > b.prepare);

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
  /** The newest commit a wake-up announced and the reader has not seen yet; 'unknown' if unsaid. */
  let awaited: bigint | 'unknown' | undefined;
  let wakeSleeper: (() => void) | undefined;
  const unregister = source.onWake((commit) => {
    woken = true;
    if (commit === undefined) awaited = 'unknown';
    else if (awaited !== 'unknown' && (awaited === undefined || commit > awaited)) awaited = commit;
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
        woken = false;
        const looking = awaited;
        const { events, seenTo } = await source.read(cursor, source.batchSize, caughtUp);
        if (stopped) break;
        if (events.length > 0) {
          cursor = events[events.length - 1]!.position;
          retryMs = 0;
          yield { kind: 'events', events };
        }
        if (seenTo && isAfter(seenTo, cursor)) cursor = seenTo;
        // Is what the wake-ups announced still out of sight (its transaction, or an older one, open)?
        const missing =
          looking === 'unknown'
            ? events.length === 0
            : looking !== undefined && (seenTo === undefined || seenTo.commit < looking);
        if (!missing && awaited === looking) awaited = undefined;
        if (events.length < source.batchSize) {
          if (!caughtUp) {
            caughtUp = true;
            yield { kind: 'caughtUp' };
          }
          // Woken but the events are not visible yet: a lower transaction id is still open. Look
          // again soon, backing off towards the poll interval.
          if (!missing) retryMs = 0;
          else if (retryMs === 0) retryMs = FIRST_RETRY_MS;
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
