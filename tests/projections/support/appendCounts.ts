import type { EventStore } from '../../../domain/eventStore.ts';

/** Appends `perStream` events to each of `streams` streams named count-000, count-001, … */
export async function appendCounts(
  store: EventStore,
  streams: number,
  perStream: number,
  batch = 10,
): Promise<void> {
  for (let s = 0; s < streams; s++) {
    const streamId = `count-${String(s).padStart(3, '0')}`;
    for (let i = 0; i < perStream; i += batch) {
      const events = Array.from({ length: Math.min(batch, perStream - i) }, (_, k) => ({
        type: 'Counted',
        data: { n: i + k },
      }));
      await store.appendToStream(streamId, events);
    }
  }
}
