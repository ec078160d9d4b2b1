// The shift records list: paged, reloaded on every live change in the area.
import { useCallback, useEffect, useState } from 'react';
import type { ShiftRecordRow } from '../../../domain/shifts/shift.schema.ts';
import { shiftRecords } from './shiftsApi.ts';
import { useShiftLive } from './useShiftLive.ts';

export function useShiftRecords(scenicAreaID: number | undefined, sellerID: number | undefined) {
  const [page, setPage] = useState({ current: 1, pageSize: 20 });
  const [data, setData] = useState<[ShiftRecordRow[], number]>([[], 0]);
  const [loading, setLoading] = useState(false);
  const reload = useCallback(async () => {
    setLoading(true);
    try {
      setData(await shiftRecords({ pageItems: page.pageSize, pageNumber: page.current }));
    } finally {
      setLoading(false);
    }
  }, [page]);
  useEffect(() => {
    void reload().catch(() => {});
  }, [reload]);
  useShiftLive(scenicAreaID, sellerID, () => void reload().catch(() => {}));
  return {
    rows: data[0],
    total: data[1],
    page,
    loading,
    reload,
    onPage: (current: number, pageSize: number) => setPage({ current, pageSize }),
  };
}
