// Live screens refetch when the server says something changed; a busy park says so hundreds of
// times a second. `liveThrottle` runs the refetch at once, then at most once per `intervalMs`: calls
// in between are folded into one run at the end of the interval (so the last change is never lost).

export interface Throttled {
  (): void;
  /** Forget a pending run (the screen went away). */
  cancel(): void;
}

export function liveThrottle(run: () => void, intervalMs: number, now: () => number = Date.now): Throttled {
  let last = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const fire = () => {
    timer = undefined;
    last = now();
    run();
  };
  const throttled = () => {
    if (timer !== undefined) return;
    const wait = last + intervalMs - now();
    if (wait <= 0) fire();
    else timer = setTimeout(fire, wait);
  };
  throttled.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return throttled;
}
