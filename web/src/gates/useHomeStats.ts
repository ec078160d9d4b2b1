// The administrators' home data: GET /api/homePage for the chosen scenic area, fetched again when the
// area's room says `home:changed` (at most twice a second, however busy the gates), never reloading;
// only the newest answer is shown (api/newestAnswer.ts).
import { useCallback, useEffect, useMemo } from 'react';
import { HOME_CHANGED } from '../../../domain/gates/gate.schema.ts';
import { useNewestAnswer } from '../api/newestAnswer.ts';
import { useAreaSocket } from '../api/useAreaSocket.ts';
import { homePage } from './gatesApi.ts';
import { liveThrottle } from './liveThrottle.ts';

export const LIVE_INTERVAL_MS = 500;

export function useHomeStats(scenicAreaID: number | undefined) {
  const load = useCallback(
    (signal: AbortSignal) => homePage(scenicAreaID === undefined ? {} : { scenicAreaID }, signal),
    [scenicAreaID],
  );
  const { data: stats, error, reload } = useNewestAnswer(load, { clearOnChange: true });
  const refetch = useMemo(() => liveThrottle(() => void reload(), LIVE_INTERVAL_MS), [reload]);
  useEffect(() => () => refetch.cancel(), [refetch]);
  const live = useAreaSocket(scenicAreaID, { [HOME_CHANGED]: refetch }, refetch);
  return { stats, error, live };
}
