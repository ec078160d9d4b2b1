import type { EventStore } from '../../../domain/eventStore.ts';
import { countsStream } from './streamCounts.ts';

/** Appends `perStream` events, in batches of 10, to each of `streams` streams of a family. */
export async function appendCounts(
  store: EventStore,
  streams: number,
  perStream: number,
  family = 'count',
): Promise<void> {
  const batch = 10;
  for (let s = 0; s < streams; s++) {
    for (let i = 0; i < perStream; i += batch) {
      const events = Array.from({ length: Math.min(batch, perStream - i) }, (_, k) => ({
        type: 'Counted',
        data: { n: i + k },
      }));
      await store.appendToStream(countsStream(family, s), events);
    }
  }
}
