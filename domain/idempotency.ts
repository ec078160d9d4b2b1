// The idempotency port (DESIGN.md §5): commands from gates, terminals, payment notifications and
// retried browser submits carry a request id; the same id twice has one effect and returns the
// first answer. Interfaces only: the Postgres adapter lives in commands/handling/.

import { DomainError } from './decider.ts';
import type { EventMetadata } from './eventStore.ts';

/**
 * The metadata key of a request's fingerprint (a digest of what the caller asked: route and body).
 * A request id comes back with another fingerprint only when a caller reused it for something else.
 */
export const REQUEST_FINGERPRINT = 'requestFingerprint';

/**
 * Before answering a repeated request id with the first answer: the first request's events must have
 * asked the same thing (issue 29: a recharge of another amount under a used id answered "success"
 * for money never credited). 409 REQUEST_ID_REUSED otherwise. Events recorded without a fingerprint
 * (older ones, internal commands) are not judged.
 */
export function assertSameRequest(
  requestId: string,
  recorded: readonly { metadata?: EventMetadata }[],
  asked: EventMetadata | undefined,
): void {
  const now = asked?.[REQUEST_FINGERPRINT];
  const then = recorded.find((e) => e.metadata?.[REQUEST_FINGERPRINT] !== undefined)?.metadata?.[
    REQUEST_FINGERPRINT
  ];
  if (now !== undefined && then !== undefined && now !== then) {
    throw new DomainError('REQUEST_ID_REUSED', undefined, { requestId });
  }
}

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
