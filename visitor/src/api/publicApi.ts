// Calls the visitor pages make without a staff token.
import type { PublicScenicArea } from '../../../domain/masterData/scenicArea.schema.ts';
import type { PublicConfigRow } from '../../../domain/visitorConfig/publicConfig.schema.ts';
import { getRows } from '../shared/visitorHttp.ts';

/** The scenic area chosen by the link (`?scenicAreaID=`) or earlier in this visit (session storage). */
export function scenicAreaId(): string | null {
  const fromUrl = new URLSearchParams(window.location.search).get('scenicAreaID');
  try {
    if (fromUrl) sessionStorage.setItem('scenicAreaID', fromUrl);
    return fromUrl ?? sessionStorage.getItem('scenicAreaID');
  } catch {
    return fromUrl;
  }
}

/** Accepts `{ name }`, `{ data: { name } }` or `{ scenicArea: { name } }`. */
export function readScenicArea(body: unknown): PublicScenicArea | null {
  const candidates = [
    body,
    (body as { data?: unknown })?.data,
    (body as { scenicArea?: unknown })?.scenicArea,
  ];
  for (const c of candidates) {
    if (c && typeof c === 'object' && typeof (c as PublicScenicArea).name === 'string') {
      return c as PublicScenicArea;
    }
  }
  return null;
}

/** GET /api/public/scenicArea[?scenicAreaID=] */
export async function fetchScenicArea(signal?: AbortSignal): Promise<PublicScenicArea> {
  const id = scenicAreaId();
  const url = id ? `/api/public/scenicArea?scenicAreaID=${encodeURIComponent(id)}` : '/api/public/scenicArea';
  const res = await fetch(url, {
    headers: { Accept: 'application/json', 'Accept-Language': localStorage.getItem('lang') ?? 'cn' },
    signal: signal ? AbortSignal.any([signal, AbortSignal.timeout(30_000)]) : AbortSignal.timeout(30_000),
  });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  const area = readScenicArea(await res.json());
  if (!area) throw new Error('unexpected answer');
  return area;
}

/** The scenic area's public page settings (GET /api/wechatPublicConfig, spec 002 §3). */
export type PublicConfig = PublicConfigRow;

let config: Promise<PublicConfig | null> | null = null;

/** GET /api/wechatPublicConfig?pageItems=1&pageNumber=1&scenicAreaID= (asked once a visit; null when none). */
export function fetchPublicConfig(scenicAreaID: number): Promise<PublicConfig | null> {
  config ??= getRows<PublicConfig>('/api/wechatPublicConfig', { pageItems: 1, pageNumber: 1, scenicAreaID })
    .then((rows) => rows[0] ?? null)
    .catch((error: unknown) => {
      config = null;
      throw error;
    });
  return config;
}

/** GET /api/wechatPublicConfig/carouselList?scenicAreaID= → the carousel's image paths. */
export async function fetchCarousel(scenicAreaID: number, signal?: AbortSignal): Promise<string[]> {
  const items = await getRows<{ imagePath: string }>(
    '/api/wechatPublicConfig/carouselList',
    { scenicAreaID, pageItems: 99, pageNumber: 1 },
    signal,
  );
  return (items ?? []).map((item) => item.imagePath).filter(Boolean);
}
