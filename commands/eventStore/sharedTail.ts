// One `$all` read for all the live subscriptions of a process. Every projection used to read `$all`
// itself on every wake-up (six projections: six reads, six times the same rows parsed); now the
// subscriptions near the head share a window of the newest events, read unfiltered once and served
// from memory, each through its own filter. A subscription behind the window (catching up,
// rebuilding) still reads alone, filtered, until it reaches the window.
import { deepFreeze } from '../../domain/deepFreeze.ts';
import type { AllFilter, Position, RecordedEvent } from '../../domain/eventStore.ts';
import type { SubscriptionRead } from './pollingSubscription.ts';

/** Events strictly after `after`, at most `maxCount`, and how far the read saw. */
export type ReadAfter = (after: Position, maxCount: number) => Promise<SubscriptionRead>;

/**
 * Every event of `$all` after `from` and up to `to` (both positions), in order: a read that found
 * fewer events than it asked for saw everything up to its `seenTo`, so nothing can still appear in
 * that range.
 */
interface Window {
  from: Position;
  to: Position;
  events: RecordedEvent[];
}

/** How many events the window keeps at most; a subscription further behind reads alone. */
const DEFAULT_KEEP = 5_000;

const compare = (a: Position, b: Position) =>
  a.commit !== b.commit
    ? a.commit < b.commit
      ? -1
      : 1
    : a.prepare < b.prepare
      ? -1
      : a.prepare > b.prepare
        ? 1
        : 0;

/** Whether `event` passes `filter`, as the store's SQL filter judges it (a prefix of the name). */
export function matchesFilter(filter: AllFilter | undefined, event: RecordedEvent): boolean {
  if (!filter) return true;
  if ('streamNamePrefixes' in filter)
    return filter.streamNamePrefixes.some((p) => event.streamId.startsWith(p));
  return filter.eventTypePrefixes.some((p) => event.type.startsWith(p));
}

/**
 * The shared window. `read` answers a subscription's read as the store would (events after the
 * cursor that pass the filter, at most `maxCount`, and how far it saw), from memory when the window
 * holds the cursor. A cursor at the window's end, or a subscription not yet caught up (whose
 * caught-up must cover everything committed before it asked), asks for a refresh, which starts
 * after the ask (so it sees every commit announced before it, as a read of its own would) and is
 * shared with every ask that arrives before it starts: the subscriptions one NOTIFY wakes cost one
 * query together. A live subscription inside the window (it was busy applying a batch) is served
 * what the window holds without a query; a wake-up it is waiting for names its commit, and one the
 * window does not reach yet is looked for again (pollingSubscription.ts).
 * Served events are frozen: every subscription gets the same objects.
 */
export class SharedTail {
  private window: Window | undefined;
  private running: Promise<void> = Promise.resolve();
  /** The refresh that has not started yet, which a new ask joins. */
  private next: { maxCount: number; done: Promise<void> } | undefined;

  constructor(
    /** Unfiltered reads of `$all`. */
    private readonly readAll: ReadAfter,
    private readonly keep = DEFAULT_KEEP,
  ) {}

  async read(
    after: Position,
    maxCount: number,
    live: boolean,
    filter: AllFilter | undefined,
    /** The subscription's own filtered read, for a cursor outside the window. */
    readAlone: ReadAfter,
  ): Promise<SubscriptionRead> {
    const window = this.window;
    // A cursor behind the window reads alone. Inside it, or ahead of it (its own read saw further than
    // the window's last refresh: under load the snapshot horizon moves between reads), the shared
    // refresh brings the window to it; replacing the window instead would leave the others behind it.
    if (window && compare(window.from, after) <= 0) {
      if (live && compare(after, window.to) < 0) return serve(window, after, maxCount, filter);
      await this.refresh(maxCount);
      const refreshed = this.window;
      if (refreshed && this.holds(refreshed, after)) return serve(refreshed, after, maxCount, filter);
    }
    const alone = await readAlone(after, maxCount);
    // Caught up before any window: the window starts where this read saw. A window already there is
    // kept (a cursor ahead of it joins at the next refresh); replacing it would put the subscriptions
    // inside it behind the new one, each to read alone and replace it in turn.
    const seenTo = alone.seenTo;
    if (seenTo && !this.window) this.window = { from: seenTo, to: seenTo, events: [] };
    return alone;
  }

  private holds(window: Window, after: Position): boolean {
    return compare(window.from, after) <= 0 && compare(after, window.to) <= 0;
  }

  /** Resolves once a read of the window's continuation, started after this call, has ended. */
  private refresh(maxCount: number): Promise<void> {
    if (this.next) {
      this.next.maxCount = Math.max(this.next.maxCount, maxCount);
      return this.next.done;
    }
    const next = { maxCount, done: Promise.resolve() };
    next.done = this.running
      // One turn of the event loop: the subscriptions woken together all ask before it starts.
      .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
      .then(() => {
        this.next = undefined;
        return this.extend(next.maxCount);
      });
    this.running = next.done.catch(() => {});
    this.next = next;
    return next.done;
  }

  private async extend(maxCount: number): Promise<void> {
    const window = this.window;
    if (!window) return;
    const { events, seenTo } = await this.readAll(window.to, maxCount);
    if (this.window !== window) return; // started again elsewhere meanwhile
    for (const event of events) window.events.push(deepFreeze(event));
    const last = events[events.length - 1]?.position;
    if (last && compare(last, window.to) > 0) window.to = last;
    if (seenTo && compare(seenTo, window.to) > 0) window.to = seenTo;
    if (window.events.length > 2 * this.keep) {
      const dropped = window.events.splice(0, window.events.length - this.keep);
      window.from = dropped[dropped.length - 1]!.position;
    }
  }
}

function serve(
  window: Window,
  after: Position,
  maxCount: number,
  filter: AllFilter | undefined,
): SubscriptionRead {
  const { events } = window;
  // The first event after the cursor (binary search: the window is in `$all` order).
  let low = 0;
  let high = events.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (compare(events[mid]!.position, after) <= 0) low = mid + 1;
    else high = mid;
  }
  const served: RecordedEvent[] = [];
  for (let i = low; i < events.length && served.length < maxCount; i++) {
    if (matchesFilter(filter, events[i]!)) served.push(events[i]!);
  }
  return { events: served, seenTo: served.length < maxCount ? window.to : undefined };
}
