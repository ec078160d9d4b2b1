import { useCallback, useEffect, useState } from 'react';

export type Loaded<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'failed'; error: unknown };

/**
 * Runs `load` when `key` changes (and on `reload()`), aborting the previous run. `load` is read
 * through a ref-free pattern: pass everything it depends on in `key`.
 */
export function useLoad<T>(
  load: ((signal: AbortSignal) => Promise<T>) | null,
  key: string,
): Loaded<T> & { reload: () => void } {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names every input of `load`.
  useEffect(() => {
    if (!load) return;
    const abort = new AbortController();
    setState({ status: 'loading' });
    load(abort.signal).then(
      (data) => {
        if (!abort.signal.aborted) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (!abort.signal.aborted) setState({ status: 'failed', error });
      },
    );
    return () => abort.abort();
  }, [key, round, load === null]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { ...state, reload };
}
