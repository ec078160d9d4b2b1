// Calls the visitor pages make without a staff token.
import type { PublicScenicArea } from '../../../domain/masterData/scenicArea.schema.ts';

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
