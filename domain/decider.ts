// The decider pattern (DESIGN.md §5, STYLE.md §1–2): a pure function from (command, state) to
// events, a pure fold of events into state, and the state before the first event. No I/O and no
// clock here: the time and the acting user arrive inside the command.

import type { ErrorCode } from './i18n/errorMessages.ts';

/** What a decider emits and folds: the stored type string plus its payload. */
export interface DeciderEvent {
  type: string;
  data: unknown;
}

export interface Decider<State, Command, Event extends DeciderEvent> {
  /** Returns the events the command causes, or throws a DomainError. Must not mutate `state`. */
  decide(command: Command, state: State): Event[];
  /** Folds one event into the state and returns the new state. */
  evolve(state: State, event: Event): State;
  initialState(): State;
}

/**
 * A rule of the business said no (`TICKET_ALREADY_REFUNDED`, `QUOTA_EXCEEDED`). One mapper at the
 * API edge turns `code` into an HTTP status and a translated message; `details` is for the caller.
 * Codes are upper-case words like every error code; by default they must be in the message
 * catalogue (domain/i18n/errorMessages.ts), so a code without its cn, en and es message fails the
 * type check. A test's own decider may name its codes: `new DomainError<'QUOTA_EXCEEDED'>(…)`.
 */
export class DomainError<Code extends Uppercase<string> = ErrorCode> extends Error {
  override readonly name = 'DomainError';
  constructor(
    readonly code: NoInfer<Code>,
    message?: string,
    readonly details?: unknown,
  ) {
    super(message ?? code);
  }
}

/** True when `error` is a DomainError (with the given code, when one is given). */
export function isDomainError(error: unknown, code?: string): error is DomainError<Uppercase<string>> {
  return error instanceof DomainError && (code === undefined || error.code === code);
}

/** Folds events from the initial state: the state a stream holding `events` is in. */
export function foldEvents<State, Command, Event extends DeciderEvent>(
  decider: Decider<State, Command, Event>,
  events: readonly Event[],
  state: State = decider.initialState(),
): State {
  let current = state;
  for (const event of events) current = decider.evolve(current, event);
  return current;
}
