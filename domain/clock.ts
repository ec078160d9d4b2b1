// The clock port (DESIGN.md §5): the one place a command's time comes from. The route asks it once;
// the decider judges by that value and the events carry it as `occurredAt`. Nothing below the route
// reads the system clock. Tests hand in a fixed clock.

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that always answers `at` (tests, replays). */
export const fixedClock = (at: Date | string): Clock => {
  const instant = new Date(at);
  return { now: () => new Date(instant) };
};
