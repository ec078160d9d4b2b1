import type { RecordedEvent } from '../../domain/eventStore.ts';
import type { Publish } from './projection.ts';

/** What a throttled push says: what changed, and the time of the newest event it covers (`upTo`). */
export interface ChangePush {
  what: string;
  upTo: string;
}

/**
 * An `afterCommit` push sent at most every `everyMs` per scenic area: a busy gate or window commits
 * many small batches, and a screen only needs to know that it should refetch. The first change is
 * pushed at once, later ones within the interval are folded into one trailing push that carries the
 * newest `upTo`, so the last change always arrives.
 */
export function throttledPublish(event: string, everyMs: number) {
  const last = new Map<string, number>();
  const waiting = new Map<string, ChangePush>();
  return (publish: Publish, events: RecordedEvent[], what: string): void => {
    for (const [area, upTo] of newestByArea(events)) {
      const payload = { what, upTo };
      const wait = everyMs - (Date.now() - (last.get(area) ?? 0));
      if (wait <= 0) {
        last.set(area, Date.now());
        publish(area, event, payload);
      } else if (waiting.has(area)) {
        waiting.set(area, payload);
      } else {
        waiting.set(area, payload);
        setTimeout(() => {
          last.set(area, Date.now());
          publish(area, event, waiting.get(area));
          waiting.delete(area);
        }, wait).unref();
      }
    }
  };
}

/** The scenic areas a batch's events were appended for (metadata scenicAreaId), each with its newest time. */
function newestByArea(events: RecordedEvent[]): Map<string, string> {
  const newest = new Map<string, string>();
  for (const e of events) {
    const area = e.metadata.scenicAreaId;
    if (!area) continue;
    const at = e.metadata.occurredAt ?? e.created.toISOString();
    if (at > (newest.get(area) ?? '')) newest.set(area, at);
  }
  return newest;
}
