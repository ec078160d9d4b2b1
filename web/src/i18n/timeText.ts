// Every time a screen shows is the scenic area's clock in the screen language's format (one
// formatter for every screen): never the stored UTC instant, never the browser's zone or its US
// month/day order. cn "2026年11月29日 11:13:38", en "29 Nov 2026, 11:13:38", es "29 nov 2026, 11:13:38".

import { useMemo } from 'react';
import type { ScenicAreaRow } from '../../../domain/masterData/scenicArea.schema.ts';
import { useAllRows } from '../masterData/useAllRows.ts';
import { currentLanguage, type Language } from './i18n.ts';

const LOCALES: Record<Language, string> = { cn: 'zh-CN', en: 'en-GB', es: 'es-ES' };
const BROWSER_ZONE = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** An instant as the area's clock shows it, in the language's format; '' for none. */
export function timeText(
  iso: string | null | undefined,
  timeZone?: string,
  lang = currentLanguage(),
): string {
  if (!iso) return '';
  return new Intl.DateTimeFormat(LOCALES[lang], {
    timeZone: timeZone ?? BROWSER_ZONE(),
    dateStyle: 'medium',
    timeStyle: 'medium',
    hourCycle: 'h23',
  }).format(new Date(iso));
}

type Zoned = Pick<ScenicAreaRow, 'id' | 'timeZone'>;

/** The zone of `scenicAreaID`, else of the caller's first area, else the browser's. */
export function zoneOf(areas: readonly Zoned[], scenicAreaID?: number | null): string {
  return (areas.find((a) => a.id === scenicAreaID) ?? areas[0])?.timeZone ?? BROWSER_ZONE();
}

/** `timeText` in the caller's areas' zones (loaded once): `(iso, scenicAreaID?) => text`, '—' for none. */
export function useAreaTime(): (iso: string | null | undefined, scenicAreaID?: number | null) => string {
  const areas = useAllRows<Zoned>('scenicArea');
  return useMemo(
    () => (iso, scenicAreaID) => (iso ? timeText(iso, zoneOf(areas ?? [], scenicAreaID)) : '—'),
    [areas],
  );
}
