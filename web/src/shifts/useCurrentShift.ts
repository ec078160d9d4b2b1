// The open shift and its dutyRecord (flow, provinces), loaded once and again on every live change.
import { useCallback, useEffect, useState } from 'react';
import type { CurrentShift, DutyRecord } from '../../../domain/shifts/shift.schema.ts';
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
  const [shift, setShift] = useState<CurrentShift | null>(null);
  const [duty, setDuty] = useState<DutyRecord | null>(null);
  const [error, setError] = useState<unknown>(null);
  const reload = useCallback(async () => {
    if (scenicAreaID === undefined) return;
    try {
      const [s, d] = await Promise.all([currentShift(scenicAreaID), dutyRecord(scenicAreaID, 3)]);
      setShift(s);
      setDuty(d);
      setError(null);
    } catch (err) {
      setError(err);
    }
  }, [scenicAreaID]);
  useEffect(() => {
    void reload();
  }, [reload]);
  const live = useShiftLive(scenicAreaID, sellerID, () => void reload());
  return { shift, duty, error, live, reload };
}
