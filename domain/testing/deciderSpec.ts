// Given/when/then for deciders (STYLE.md §3), framework-neutral: failures are node:assert
// AssertionErrors carrying `actual` and `expected`, which vitest (and node:test) print as a diff.
//
//   DeciderSpecification.for(quota)
//     .given([{ type: 'QuotaOpened', data: { capacity: 1 } }])
//     .when({ type: 'ReservePlaces', data: { places: 2 } })
//     .thenThrows('QUOTA_EXCEEDED');

import assert from 'node:assert/strict';
import { type Decider, type DeciderEvent, DomainError } from '../decider.ts';

/** A DomainError code, or a predicate over whatever decide threw. */
export type ErrorExpectation = string | ((error: unknown) => boolean);

export interface DeciderThen<Event> {
  /** Asserts that decide returned exactly these events, in this order. */
  then(expected: Event[]): void;
  /** Asserts that decide returned no events. */
  thenNothingHappened(): void;
  /** Asserts that decide threw: a DomainError with this code, or an error the predicate accepts. */
  thenThrows(expectation: ErrorExpectation): void;
}

export interface DeciderWhen<Command, Event> {
  when(command: Command): DeciderThen<Event>;
}

type Outcome<Event> = { kind: 'events'; events: Event[] } | { kind: 'threw'; error: unknown };

function describeError(error: unknown): string {
  if (error instanceof DomainError) return `DomainError ${error.code}: ${error.message}`;
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}

function run<State, Command, Event extends DeciderEvent>(
  decider: Decider<State, Command, Event>,
  given: readonly Event[],
  command: Command,
): Outcome<Event> {
  let state = decider.initialState();
  for (const event of given) state = decider.evolve(state, event);
  try {
    return { kind: 'events', events: decider.decide(command, state) };
  } catch (error) {
    return { kind: 'threw', error };
  }
}

function thenFor<Event>(outcome: () => Outcome<Event>): DeciderThen<Event> {
  const expectEvents = (expected: Event[]): void => {
    const result = outcome();
    if (result.kind === 'threw') {
      throw new assert.AssertionError({
        message: `expected decide to return events, but it threw ${describeError(result.error)}`,
        actual: result.error,
        expected,
        operator: 'deepStrictEqual',
      });
    }
    assert.deepStrictEqual(result.events, expected);
  };
  return {
    // biome-ignore lint/suspicious/noThenProperty: `then` is the given/when/then vocabulary; this object is never awaited.
    then: expectEvents,
    thenNothingHappened: () => expectEvents([]),
    thenThrows(expectation) {
      const result = outcome();
      const wanted =
        typeof expectation === 'string'
          ? `a DomainError with code ${expectation}`
          : 'an error accepted by the predicate';
      if (result.kind === 'events') {
        throw new assert.AssertionError({
          message: `expected decide to throw ${wanted}, but it returned ${JSON.stringify(result.events)}`,
          actual: result.events,
          expected: expectation,
          operator: 'throws',
        });
      }
      if (typeof expectation === 'string') {
        if (!(result.error instanceof DomainError)) {
          throw new assert.AssertionError({
            message: `expected decide to throw ${wanted}, but it threw ${describeError(result.error)}`,
            actual: result.error,
            expected: expectation,
            operator: 'throws',
          });
        }
        assert.strictEqual(
          result.error.code,
          expectation,
          `expected decide to throw ${wanted}, but it threw ${describeError(result.error)}`,
        );
        return;
      }
      if (!expectation(result.error)) {
        throw new assert.AssertionError({
          message: `expected decide to throw ${wanted}, but the predicate rejected ${describeError(result.error)}`,
          actual: result.error,
          expected: expectation,
          operator: 'throws',
        });
      }
    },
  };
}

export interface DeciderGiven<Command, Event> extends DeciderWhen<Command, Event> {
  /** The events already in the stream, folded with evolve from the initial state. */
  given(events: Event[]): DeciderWhen<Command, Event>;
}

export const DeciderSpecification = {
  for<State, Command, Event extends DeciderEvent>(
    decider: Decider<State, Command, Event>,
  ): DeciderGiven<Command, Event> {
    const whenFor = (given: readonly Event[]): DeciderWhen<Command, Event> => ({
      when(command) {
        let memo: Outcome<Event> | undefined;
        return thenFor(() => {
          memo ??= run(decider, given, command);
          return memo;
        });
      },
    });
    return { ...whenFor([]), given: (events) => whenFor([...events]) };
  },
};
