// Given events → when request → then events / answer (oskardudycz's style, issue 11): a test seeds
// streams with events through the real event store, waits until every projection has applied them,
// then calls the HTTP route and looks at the answer and at what the streams hold afterwards.
import { projections as registeredProjections } from '../../api/src/features.ts';
import type { AllFilter, EventData, RecordedEvent } from '../../domain/eventStore.ts';
import { comparePositions } from '../../domain/eventStore.ts';
import type { TestServer } from './testServer.ts';
import { waitFor } from './waitFor.ts';

export interface GivenStream {
  streamId: string;
  events: EventData[];
  /** `no_stream` unless said (`any`: events added to a stream given earlier). */
  expectedRevision?: 'no_stream' | 'any';
}

/** Whether a projection's filter lets `event` through (filtered subscriptions skip the others). */
function passes(filter: AllFilter | undefined, event: RecordedEvent): boolean {
  if (!filter) return true;
  if ('eventTypePrefixes' in filter) return filter.eventTypePrefixes.some((p) => event.type.startsWith(p));
  return filter.streamNamePrefixes.some((p) => event.streamId.startsWith(p));
}

/** Appends the streams in one call (each new unless said) and waits for the projections to apply them. */
export async function givenEvents(server: TestServer, streams: GivenStream[]): Promise<void> {
  const { store, projections } = server.running.ctx;
  await store.appendToStreams(
    streams.map((s) => ({
      streamId: s.streamId,
      events: s.events,
      expectedRevision: s.expectedRevision ?? ('no_stream' as const),
    })),
  );
  const written = (await Promise.all(streams.map((s) => store.readStream(s.streamId)))).flat();
  for (const projection of registeredProjections) {
    const mine = written.filter((e) => passes(projection.filter, e)).map((e) => e.position);
    const last = mine.sort(comparePositions).at(-1);
    if (!last) continue;
    await waitFor(() => {
      const status = projections.status().find((p) => p.name === projection.name);
      if (!status) return false;
      const at = { commit: BigInt(status.position.commit), prepare: BigInt(status.position.prepare) };
      return comparePositions(at, last) >= 0;
    }, `projection ${projection.name} to apply the given events`);
  }
}

/** What a stream holds after the request (type and data), for `then` assertions. */
export async function thenStream(
  server: TestServer,
  streamId: string,
): Promise<Pick<RecordedEvent, 'type' | 'data'>[]> {
  const events = await server.running.ctx.store.readStream(streamId);
  return events.map(({ type, data }) => ({ type, data }));
}

/** The fields a TicketPassed of version 2 adds, empty: a pass seeded without a gate. */
export const NO_GATE_DETAILS = {
  deviceNo: null,
  scenicAreaID: null,
  province: null,
  requestId: null,
  credentialType: null,
  persons: 1,
  temperature: null,
  deviceTime: null,
  remaining: null,
} as const;
