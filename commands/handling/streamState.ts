// The folded state of one stream as the command handler keeps it: state, revision, and the most
// recent requests whose events it has seen (so a request retried after a crash between append and
// idempotency record is answered from the stream instead of being applied twice).

import type { Decider, DeciderEvent } from '../../domain/decider.ts';
import { type EventStore, type RecordedEvent, StreamNotFoundError } from '../../domain/eventStore.ts';
import type { CommandOutcome, CommittedEvent } from '../../domain/idempotency.ts';
import { deterministicEventId } from './deterministicEventId.ts';

/** How many recent requests each cached stream remembers. */
export const LANDED_REQUESTS_PER_STREAM = 64;
const PAGE_SIZE = 1000;

export interface StreamState<State, Event extends DeciderEvent> {
  // biome-ignore lint/suspicious/noExplicitAny: the entry is only ever used with the decider that built it.
  decider: Decider<State, any, Event>;
  state: State;
  /** Revision of the last folded event; -1n while the stream has no events. */
  revision: bigint;
  /** Request id → the answer its events gave, for the last LANDED_REQUESTS_PER_STREAM requests. */
  landed: Map<string, CommandOutcome<State>>;
}

export function emptyStreamState<State, Event extends DeciderEvent>(
  // biome-ignore lint/suspicious/noExplicitAny: see StreamState.decider.
  decider: Decider<State, any, Event>,
): StreamState<State, Event> {
  return { decider, state: decider.initialState(), revision: -1n, landed: new Map() };
}

export function rememberRequest<State>(
  landed: Map<string, CommandOutcome<State>>,
  requestId: string,
  outcome: CommandOutcome<State>,
): void {
  landed.delete(requestId);
  landed.set(requestId, outcome);
  while (landed.size > LANDED_REQUESTS_PER_STREAM) {
    const oldest = landed.keys().next();
    if (oldest.done) break;
    landed.delete(oldest.value);
  }
}

function toCommitted(event: RecordedEvent): CommittedEvent {
  return {
    id: event.id,
    type: event.type,
    data: event.data,
    metadata: event.metadata,
    revision: event.revision,
  };
}

/**
 * Reads the events after `entry.revision` and folds them into `entry` (in place). Events appended
 * by the command handler for a request id (their ids are the deterministic ids of that request)
 * are grouped and remembered in `entry.landed` with the state right after them; the `watch`ed
 * request, when found, is remembered last, so it stays even on a long read.
 */
export async function catchUp<State, Event extends DeciderEvent>(
  eventStore: EventStore,
  streamId: string,
  entry: StreamState<State, Event>,
  watch?: string,
): Promise<StreamState<State, Event>> {
  let current: { requestId: string; outcome: CommandOutcome<State> } | undefined;
  let watched: CommandOutcome<State> | undefined;
  const done = () => {
    if (watch !== undefined && watched !== undefined) rememberRequest(entry.landed, watch, watched);
    return entry;
  };
  for (;;) {
    let page: RecordedEvent[];
    try {
      page = await eventStore.readStream(streamId, {
        fromRevision: entry.revision + 1n,
        direction: 'forwards',
        maxCount: PAGE_SIZE,
      });
    } catch (error) {
      if (error instanceof StreamNotFoundError && entry.revision < 0n) return done();
      throw error;
    }
    for (const event of page) {
      if (event.revision !== entry.revision + 1n) {
        throw new Error(
          `stream ${streamId}: expected revision ${entry.revision + 1n}, read ${event.revision}`,
        );
      }
      entry.state = entry.decider.evolve(entry.state, {
        type: event.type,
        data: event.data,
        metadata: event.metadata,
      } as unknown as Event);
      entry.revision = event.revision;
      const requestId = event.metadata?.requestId;
      if (typeof requestId !== 'string') {
        current = undefined;
        continue;
      }
      if (
        current?.requestId === requestId &&
        event.id === deterministicEventId(requestId, current.outcome.newEvents.length)
      ) {
        current.outcome.newEvents.push(toCommitted(event));
      } else if (event.id === deterministicEventId(requestId, 0)) {
        current = {
          requestId,
          outcome: { newEvents: [toCommitted(event)], nextExpectedRevision: -1n, newState: entry.state },
        };
        rememberRequest(entry.landed, requestId, current.outcome);
        if (requestId === watch) watched = current.outcome;
      } else {
        current = undefined;
        continue;
      }
      current.outcome.nextExpectedRevision = event.revision;
      current.outcome.newState = entry.state;
    }
    if (page.length < PAGE_SIZE) return done();
  }
}
