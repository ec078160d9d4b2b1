// What a screen's URL chooses: the scenic area (`?area=<id>`), the back office's preview
// (`?preview=1`: drafts and disabled elements too, with the signed-in token), and the spec's
// intervals (§9), which `?refreshMs=`, `?switchMs=` and `?carouselMs=` may shorten for a test.
import { SIGNAGE_TIMINGS } from '../../../domain/infoPublish/signage.schema.ts';

export interface ScreenOptions {
  areaId: number | null;
  preview: boolean;
  refreshMs: number;
  switchMs: number;
  carouselMs: number;
}

const MIN_MS = 500;
const MAX_MS = 3_600_000;

function interval(params: URLSearchParams, name: string, fallback: number): number {
  const value = Number(params.get(name));
  return Number.isInteger(value) && value >= MIN_MS && value <= MAX_MS ? value : fallback;
}

export function screenOptionsOf(search: string): ScreenOptions {
  const params = new URLSearchParams(search);
  const area = params.get('area') ?? '';
  return {
    areaId: /^[1-9]\d{0,9}$/.test(area) && Number(area) <= 2_147_483_647 ? Number(area) : null,
    preview: params.get('preview') === '1',
    refreshMs: interval(params, 'refreshMs', SIGNAGE_TIMINGS.refreshMs),
    switchMs: interval(params, 'switchMs', SIGNAGE_TIMINGS.switchMs),
    carouselMs: interval(params, 'carouselMs', SIGNAGE_TIMINGS.carouselMs),
  };
}
