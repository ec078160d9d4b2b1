// What every command of an event-sourced feature travels in (DESIGN.md §5). The route builds it once:
// the time from the clock port, the actor from the session, the scenic area from the input (checked
// against the actor's scope), the request id from the caller (so a retried submit has one effect).
import type { Actor } from './auth/actor.ts';
import type { EventMetadata } from './eventStore.ts';
import { REQUEST_FINGERPRINT } from './idempotency.ts';

export interface CommandEnvelope {
  /** When the command is judged; becomes every resulting event's `occurredAt`. */
  now: Date;
  actor: Actor;
  scenicAreaId: number;
  /** The caller's id for this intent: the same id twice has one effect. */
  requestId: string;
  /** Digest of what the request asked (route and body): a used id asking otherwise is refused. */
  fingerprint?: string;
}

/** The metadata every event appended for this command carries. */
export function envelopeMetadata(envelope: CommandEnvelope): EventMetadata {
  return {
    occurredAt: envelope.now.toISOString(),
    userId: String(envelope.actor.userId),
    account: envelope.actor.account,
    scenicAreaId: String(envelope.scenicAreaId),
    requestId: envelope.requestId,
    correlationId: envelope.requestId,
    ...(envelope.fingerprint === undefined ? {} : { [REQUEST_FINGERPRINT]: envelope.fingerprint }),
  };
}
