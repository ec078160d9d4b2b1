import type { Publish } from './projection.ts';

/**
 * An `afterCommit` push sent at most every `everyMs` per scenic area: a busy gate or window commits
 * many small batches, and a screen only needs to know that it should refetch. The first change is
 * pushed at once, later ones within the interval are folded into one trailing push, so the last
 * change always arrives.
 */
export function throttledPublish(event: string, everyMs: number) {
  const last = new Map<string, number>();
  const pending = new Set<string>();
  return (publish: Publish, areas: Iterable<string>, payload: unknown): void => {
    for (const area of areas) {
      const wait = everyMs - (Date.now() - (last.get(area) ?? 0));
      if (wait <= 0) {
        last.set(area, Date.now());
        publish(area, event, payload);
      } else if (!pending.has(area)) {
        pending.add(area);
        setTimeout(() => {
          pending.delete(area);
          last.set(area, Date.now());
          publish(area, event, payload);
        }, wait).unref();
      }
    }
  };
}

/** The scenic areas a batch's events were appended for (their metadata's scenicAreaId). */
export const areasOf = (events: { metadata: { scenicAreaId?: string } }[]): Set<string> =>
  new Set(events.map((e) => e.metadata.scenicAreaId).filter((a): a is string => Boolean(a)));
