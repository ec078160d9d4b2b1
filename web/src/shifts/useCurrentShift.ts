// The open shift and its dutyRecord (flow, provinces), loaded once and again on every live change;
// only the newest answer is shown (api/newestAnswer.ts).
import { useMemo } from 'react';
import type { CurrentShift, DutyRecord } from '../../../domain/shifts/shift.schema.ts';
import { useNewestAnswer } from '../api/newestAnswer.ts';
import { currentShift, dutyRecord } from './shiftsApi.ts';
import { useShiftLive } from './useShiftLive.ts';

export interface ShiftView {
  shift: CurrentShift | null;
  duty: DutyRecord | null;
  error: unknown;
  live: boolean;
  reload(): Promise<void>;
}

export function useCurrentShift(scenicAreaID: number | undefined, sellerID: number | undefined): ShiftView {
  const load = useMemo(() => {
    if (scenicAreaID === undefined) return undefined;
    return (signal: AbortSignal) =>
      Promise.all([currentShift(scenicAreaID, signal), dutyRecord(scenicAreaID, 3, signal)]);
  }, [scenicAreaID]);
  const { data, error, reload } = useNewestAnswer(load);
  const live = useShiftLive(scenicAreaID, sellerID, () => void reload());
  return { shift: data?.[0] ?? null, duty: data?.[1] ?? null, error, live, reload };
}
