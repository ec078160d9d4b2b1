// The idempotency port (DESIGN.md §5): commands from gates, terminals, payment notifications and
// retried browser submits carry a request id; the same id twice has one effect and returns the
// first answer. Interfaces only: the Postgres adapter lives in commands/handling/.

import type { EventMetadata } from './eventStore.ts';

/** An event as the command handler appended it, with its 0-based revision in the stream. */
export interface CommittedEvent<Type extends string = string, Data = unknown> {
  id: string;
  type: Type;
  data: Data;
  metadata: EventMetadata;
  revision: bigint;
}

/** What a command did: the answer that a repeated request id gets back. */
export interface CommandOutcome<State = unknown, Type extends string = string, Data = unknown> {
  newEvents: CommittedEvent<Type, Data>[];
  /** Revision of the last event in the stream after the command; -1n when the stream is still empty. */
  nextExpectedRevision: bigint;
  newState: State;
}

export interface StoredResult {
  requestId: string;
  streamId: string;
  outcome: CommandOutcome;
}

export interface IdempotencyStore {
  get(requestId: string): Promise<StoredResult | undefined>;
  /** Records the first answer; a second put for the same id keeps the first one. */
  put(requestId: string, streamId: string, outcome: CommandOutcome): Promise<void>;
}
