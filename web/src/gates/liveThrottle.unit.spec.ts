import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { liveThrottle } from './liveThrottle.ts';

describe('liveThrottle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs the first call at once', () => {
    const run = vi.fn();
    liveThrottle(run, 500)();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('folds a burst into one trailing run at the end of the interval', () => {
    const run = vi.fn();
    const throttled = liveThrottle(run, 500);
    for (let i = 0; i < 100; i++) throttled();
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(499);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('runs at most twice a second under a steady stream', () => {
    const run = vi.fn();
    const throttled = liveThrottle(run, 500);
    for (let ms = 0; ms < 3000; ms += 10) {
      throttled();
      vi.advanceTimersByTime(10);
    }
    expect(run.mock.calls.length).toBeLessThanOrEqual(7);
    expect(run.mock.calls.length).toBeGreaterThanOrEqual(6);
  });

  it('runs again at once after a quiet interval', () => {
    const run = vi.fn();
    const throttled = liveThrottle(run, 500);
    throttled();
    vi.advanceTimersByTime(2000);
    throttled();
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('cancel drops a pending run', () => {
    const run = vi.fn();
    const throttled = liveThrottle(run, 500);
    throttled();
    throttled();
    throttled.cancel();
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
