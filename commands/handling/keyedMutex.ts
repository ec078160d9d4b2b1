// A keyed async mutex: tasks with the same key run one at a time, in arrival order; tasks with
// different keys run in parallel. Keys are forgotten as soon as their queue empties.

export interface KeyedMutex {
  run<T>(key: string, task: () => Promise<T>): Promise<T>;
  /** Number of keys with a running or waiting task. */
  readonly size: number;
}

export function createKeyedMutex(): KeyedMutex {
  // The tail of each key's queue: resolves when the last task queued so far has finished.
  const tails = new Map<string, Promise<void>>();
  return {
    async run<T>(key: string, task: () => Promise<T>): Promise<T> {
      const previous = tails.get(key);
      let release!: () => void;
      const done = new Promise<void>((resolve) => {
        release = resolve;
      });
      const tail = previous === undefined ? done : previous.then(() => done);
      tails.set(key, tail);
      try {
        if (previous !== undefined) await previous;
        return await task();
      } finally {
        release();
        if (tails.get(key) === tail) tails.delete(key);
      }
    },
    get size() {
      return tails.size;
    },
  };
}

/**
 * Runs `task` holding every one of `keys` (each once, taken in sorted order, so two tasks asking for
 * overlapping keys never wait on each other in a circle).
 */
export function runHoldingAll<T>(
  mutex: KeyedMutex,
  keys: readonly string[],
  task: () => Promise<T>,
): Promise<T> {
  const sorted = [...new Set(keys)].sort();
  const hold = (i: number): Promise<T> =>
    i === sorted.length ? task() : mutex.run(sorted[i] as string, () => hold(i + 1));
  return hold(0);
}
