import { describe, expect, it } from 'vitest';
import { screenOptionsOf } from './screenOptions.ts';

describe('signage screen options', () => {
  it('default to the spec’s intervals: refresh 60 s, today / tomorrow 15 s, carousel 4 s', () => {
    expect(screenOptionsOf('?area=3')).toEqual({
      areaId: 3,
      preview: false,
      refreshMs: 60_000,
      switchMs: 15_000,
      carouselMs: 4_000,
    });
  });

  it('take shorter intervals from the URL, within bounds, and only a whole area id', () => {
    const o = screenOptionsOf('?area=12&preview=1&switchMs=2000&carouselMs=100&refreshMs=abc');
    expect([o.areaId, o.preview, o.switchMs, o.carouselMs, o.refreshMs]).toEqual([
      12,
      true,
      2000,
      4000,
      60_000,
    ]);
    expect(screenOptionsOf('?area=../1').areaId).toBeNull();
    expect(screenOptionsOf('?area=0').areaId).toBeNull();
    expect(screenOptionsOf('').areaId).toBeNull();
  });
});
