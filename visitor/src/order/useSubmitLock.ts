import { useCallback, useEffect, useRef, useState } from 'react';

/** A button that, once pressed, stays disabled for `ms` (spec 002 §4: 3 s on the appointment form). */
export function useSubmitLock(ms: number): { locked: boolean; run: (action: () => unknown) => void } {
  const [locked, setLocked] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const run = useCallback(
    (action: () => unknown) => {
      if (timer.current !== undefined) return;
      setLocked(true);
      timer.current = setTimeout(() => {
        timer.current = undefined;
        setLocked(false);
      }, ms);
      action();
    },
    [ms],
  );
  return { locked, run };
}
