// Catch-up subscriptions to `$all` for the KurrentDB adapter (kurrentEventStore.ts).
import {
  type AllStreamResolvedEvent,
  FORWARDS,
  type KurrentDBClient,
  START,
} from '@kurrent/kurrentdb-client';
import type {
  RecordedEvent,
  SubscribeToAllOptions,
  Subscription,
  SubscriptionMessage,
} from '../../domain/eventStore.ts';
import {
  checkCount,
  isBeyond,
  isSystemEvent,
  toClientFilter,
  toReadPosition,
  toRecordedEvent,
} from './kurrentMapping.ts';

/** The source is paused while this many batches wait unread. */
const QUEUED_BATCHES_LIMIT = 4;
/** Longest wait for the client to cancel a subscription's gRPC call. */
const UNSUBSCRIBE_TIMEOUT_MS = 1000;

/**
 * A catch-up subscription to `$all` as batches: events that arrive together are handed over
 * together (at most `batchSize`, flushed on the next turn of the event loop). The client emits
 * `caughtUp` as soon as the server says so, while events before it may still sit in the stream's
 * buffer, so the signal is held back until that many more events have been delivered.
 */
export function subscribeKurrent(
  client: KurrentDBClient,
  options: SubscribeToAllOptions,
  onEnd: () => void,
): Subscription {
  const batchSize = checkCount(options.batchSize, 500, 'batchSize') || 1;
  const after = typeof options.fromPosition === 'object' ? options.fromPosition : undefined;
  const source = client.subscribeToAll({
    fromPosition: toReadPosition(options.fromPosition, START),
    filter: toClientFilter(options.filter),
  });
  const queue: SubscriptionMessage[] = [];
  let batch: RecordedEvent[] = [];
  let flushTimer: NodeJS.Immediate | undefined;
  let caughtUpSeen = false;
  let deliveriesBeforeCaughtUp = 0;
  let failure: unknown;
  let finished = false;
  let paused = false;
  let wake: (() => void) | undefined;

  const notify = () => {
    const resolve = wake;
    wake = undefined;
    resolve?.();
  };
  const flush = () => {
    if (flushTimer) clearImmediate(flushTimer);
    flushTimer = undefined;
    if (batch.length === 0 || finished) return;
    queue.push({ kind: 'events', events: batch });
    batch = [];
    if (!paused && queue.length >= QUEUED_BATCHES_LIMIT) {
      paused = true;
      source.pause();
    }
    notify();
  };
  const signalCaughtUp = () => {
    flush();
    if (!finished) queue.push({ kind: 'caughtUp' });
    notify();
  };
  const finish = (error?: unknown) => {
    if (finished) return;
    flush();
    if (error !== undefined) failure = error;
    finished = true;
    onEnd();
    notify();
  };

  source.on('data', (resolved: AllStreamResolvedEvent) => {
    const event = resolved.event;
    const recorded =
      event && !isSystemEvent(event) ? toRecordedEvent(event, resolved.commitPosition) : undefined;
    if (recorded && (!after || isBeyond(recorded.position, after, FORWARDS))) {
      batch.push(recorded);
      if (batch.length >= batchSize) flush();
      else flushTimer ??= setImmediate(flush);
    }
    if (deliveriesBeforeCaughtUp > 0 && --deliveriesBeforeCaughtUp === 0) signalCaughtUp();
  });
  source.on('caughtUp', () => {
    if (caughtUpSeen) return; // again after a fellBehind: the port signals only once
    caughtUpSeen = true;
    deliveriesBeforeCaughtUp = source.readableLength;
    if (deliveriesBeforeCaughtUp === 0) signalCaughtUp();
  });
  source.on('error', (error: Error) => finish(error));
  source.on('end', () => finish());
  source.on('close', () => finish());

  async function unsubscribe(): Promise<void> {
    const wasFinished = finished;
    finish();
    queue.length = 0;
    if (wasFinished && source.destroyed) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      source.unsubscribe().catch(() => undefined),
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, UNSUBSCRIBE_TIMEOUT_MS);
      }),
    ]);
    clearTimeout(timer);
    source.destroy();
  }

  const iterator: AsyncIterator<SubscriptionMessage> = {
    async next(): Promise<IteratorResult<SubscriptionMessage>> {
      for (;;) {
        const message = queue.shift();
        if (message) {
          if (paused && queue.length < QUEUED_BATCHES_LIMIT / 2) {
            paused = false;
            source.resume();
          }
          return { value: message, done: false };
        }
        if (failure !== undefined) {
          const error = failure;
          failure = undefined;
          await unsubscribe();
          throw error;
        }
        if (finished) return { value: undefined, done: true };
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
      }
    },
    async return(): Promise<IteratorResult<SubscriptionMessage>> {
      await unsubscribe();
      return { value: undefined, done: true };
    },
  };

  return { [Symbol.asyncIterator]: () => iterator, unsubscribe };
}
