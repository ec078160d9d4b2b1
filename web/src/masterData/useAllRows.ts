// Every row of a list call, loaded once when the screen mounts (GET /api/<entity>, up to 1000);
// null while it loads, and no rows when the call fails (e.g. the caller may not list them).
import { useEffect, useState } from 'react';
import { allRows } from './masterDataApi.ts';

export function useAllRows<Row>(entity: string): Row[] | null {
  const [rows, setRows] = useState<Row[] | null>(null);
  useEffect(() => {
    let live = true;
    allRows<Row>(entity)
      .then((loaded) => live && setRows(loaded))
      .catch(() => live && setRows([]));
    return () => {
      live = false;
    };
  }, [entity]);
  return rows;
}
