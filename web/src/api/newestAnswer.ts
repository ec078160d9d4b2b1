// Screens that ask again on every live push (the shift, its records, the home, the devices) send
// overlapping requests: a push arrives while the previous answer is still on its way. Answers can
// come back in any order, and an older one read the read model before the change: shown last, it
// would undo the newer one until the next push. Here each ask aborts the one before, and only the
// newest ask's answer (or failure) is shown.
import { useCallback, useEffect, useRef, useState } from 'react';

export interface NewestOnly {
  /** Asks now; the ask still out is aborted and its answer, if any, dropped. */
  ask(): Promise<void>;
  /** Aborts the ask still out (the screen is gone). */
  stop(): void;
}

export function newestOnly<T>(
  load: (signal: AbortSignal) => Promise<T>,
  answered: (value: T) => void,
  failed: (err: unknown) => void,
): NewestOnly {
  let out: AbortController | null = null;
  return {
    async ask() {
      out?.abort();
      const mine = new AbortController();
      out = mine;
      try {
        const value = await load(mine.signal);
        if (!mine.signal.aborted) answered(value);
      } catch (err) {
        if (!mine.signal.aborted) failed(err);
      } finally {
        if (out === mine) out = null;
      }
    },
    stop() {
      out?.abort();
      out = null;
    },
  };
}

export interface NewestAnswer<T> {
  /** The newest answer (kept while the next is on its way), null before the first. */
  data: T | null;
  /** The newest ask's failure, cleared by its next answer. */
  error: unknown;
  /** Whether an ask is out. */
  loading: boolean;
  reload(): Promise<void>;
}

/**
 * Asks with `load` at once and again whenever `load` changes (memoise it on what it asks) or
 * `reload` is called, showing only the newest answer. `load` undefined: nothing to ask yet.
 * `clearOnChange`: a changed question shows nothing until its own answer (another scenic area's
 * figures must not stand for this one's); otherwise the last answer stays (a table turning pages).
 */
export function useNewestAnswer<T>(
  load: ((signal: AbortSignal) => Promise<T>) | undefined,
  { clearOnChange = false } = {},
): NewestAnswer<T> {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(false);
  const asker = useRef<NewestOnly | null>(null);

  useEffect(() => {
    if (!load) return;
    const mine = newestOnly(
      load,
      (value: T) => {
        setData(value);
        setError(null);
        setLoading(false);
      },
      (err) => {
        setError(err);
        setLoading(false);
      },
    );
    asker.current = mine;
    if (clearOnChange) setData(null);
    setLoading(true);
    void mine.ask();
    return () => {
      mine.stop();
      if (asker.current === mine) asker.current = null;
    };
  }, [load, clearOnChange]);

  const reload = useCallback(async () => {
    if (!asker.current) return;
    setLoading(true);
    await asker.current.ask();
  }, []);
  return { data, error, loading, reload };
}
