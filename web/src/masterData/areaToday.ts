// "Today" on the back office's date filters is the scenic area's day, not the browser's: a report
// opened at 01:00 in Beijing from a laptop set to UTC must still end on the area's date. The areas
// of the caller's scope carry their time zone (GET /api/scenicArea); with no area chosen, today is
// the latest of their dates, so a range ending today holds every area's today.

import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import type { ScenicAreaRow } from '../../../domain/masterData/scenicArea.schema.ts';
import { localDateOf } from '../../../domain/rules/ruleTime.ts';
import { useAllRows } from './useAllRows.ts';

type Zoned = Pick<ScenicAreaRow, 'id' | 'timeZone'>;

/** The date ("YYYY-MM-DD") of `now` in the chosen area, or the latest over all of them. */
export function areaTodayOf(areas: readonly Zoned[], now: number, scenicAreaID?: number | null): string {
  const chosen = areas.filter(
    (a) => scenicAreaID === undefined || scenicAreaID === null || a.id === scenicAreaID,
  );
  const dates = chosen.map((a) => localDateOf(now, a.timeZone));
  return dates.sort().at(-1) ?? localDateOf(now, Intl.DateTimeFormat().resolvedOptions().timeZone);
}

/** Today of a scenic area (none: of all the caller's) as a day. */
export type TodayOf = (scenicAreaID?: number | null) => Dayjs;

/** `TodayOf` for the caller's areas, loaded once; null while they load. */
export function useAreaToday(): TodayOf | null {
  const areas = useAllRows<Zoned>('scenicArea');
  return useMemo(() => (areas === null ? null : (id) => dayjs(areaTodayOf(areas, Date.now(), id))), [areas]);
}
