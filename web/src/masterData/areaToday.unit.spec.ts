import { describe, expect, it } from 'vitest';
import { areaTodayOf } from './areaToday.ts';

// 2026-11-26 17:00 UTC: already the 27th in Beijing, still the 26th in Madrid and Mexico City.
const NOW = Date.parse('2026-11-26T17:00:00Z');
const AREAS = [
  { id: 1, timeZone: 'Asia/Shanghai' },
  { id: 2, timeZone: 'America/Mexico_City' },
];

describe('the scenic area today of the date filters', () => {
  it('is the chosen area date, whatever the browser zone', () => {
    expect(areaTodayOf(AREAS, NOW, 1)).toBe('2026-11-27');
    expect(areaTodayOf(AREAS, NOW, 2)).toBe('2026-11-26');
  });

  it('is the latest date of the caller areas when none is chosen, so a range to today holds each', () => {
    expect(areaTodayOf(AREAS, NOW)).toBe('2026-11-27');
    expect(areaTodayOf(AREAS, NOW, null)).toBe('2026-11-27');
    expect(areaTodayOf(AREAS.slice(1), NOW)).toBe('2026-11-26');
  });
});
