// The administrators' home data: GET /api/homePage for the chosen scenic area, fetched again when the
// area's room says `home:changed` (at most twice a second, however busy the gates), never reloading.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { HOME_CHANGED, type HomeStats } from '../../../domain/gates/gate.schema.ts';
import { useAreaSocket } from '../api/useAreaSocket.ts';
import { homePage } from './gatesApi.ts';
import { liveThrottle } from './liveThrottle.ts';

export const LIVE_INTERVAL_MS = 500;

export function useHomeStats(scenicAreaID: number | undefined) {
  const [stats, setStats] = useState<HomeStats | null>(null);
  const [error, setError] = useState<unknown>(null);
  const inFlight = useRef<AbortController | null>(null);

  const load = useCallback(async () => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    try {
      const data = await homePage(scenicAreaID === undefined ? {} : { scenicAreaID }, controller.signal);
      if (controller.signal.aborted) return;
      setStats(data);
      setError(null);
    } catch (err) {
      if (!controller.signal.aborted) setError(err);
    }
  }, [scenicAreaID]);

  useEffect(() => {
    setStats(null);
    void load();
    return () => inFlight.current?.abort();
  }, [load]);

  const refetch = useMemo(() => liveThrottle(() => void load(), LIVE_INTERVAL_MS), [load]);
  useEffect(() => () => refetch.cancel(), [refetch]);
  const live = useAreaSocket(scenicAreaID, { [HOME_CHANGED]: refetch }, refetch);
  return { stats, error, live };
}
