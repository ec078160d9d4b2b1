// The shift records list: paged, reloaded on every live change in the area; only the newest answer
// is shown (api/newestAnswer.ts).
import { useCallback, useState } from 'react';
import { useNewestAnswer } from '../api/newestAnswer.ts';
import { shiftRecords } from './shiftsApi.ts';
import { useShiftLive } from './useShiftLive.ts';

export function useShiftRecords(scenicAreaID: number | undefined, sellerID: number | undefined) {
  const [page, setPage] = useState({ current: 1, pageSize: 20 });
  const load = useCallback(
    (signal: AbortSignal) => shiftRecords({ pageItems: page.pageSize, pageNumber: page.current }, signal),
    [page],
  );
  const { data, loading, reload } = useNewestAnswer(load);
  useShiftLive(scenicAreaID, sellerID, () => void reload());
  return {
    rows: data?.[0] ?? [],
    total: data?.[1] ?? 0,
    page,
    loading,
    reload,
    onPage: (current: number, pageSize: number) => setPage({ current, pageSize }),
  };
}
