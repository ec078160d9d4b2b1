// The signage's calls (spec 001 §7), as a screen makes them without signing in: its clock
// (checkIsUpdate), the enabled elements (`isEnable=3`), today's and tomorrow's programme
// (`programStatus=3`, tomorrow's with `projectID`), the data board's figures. A preview sends the
// back office's token and leaves the selections out, so drafts and disabled elements show too.

import type { Ok, Page } from '../../../domain/http/replies.ts';
import type { BoardFigures } from '../../../domain/infoPublish/dataBoard.schema.ts';
import type { SignageElement } from '../../../domain/infoPublish/element.schema.ts';
import type { SignageProgram } from '../../../domain/infoPublish/program.schema.ts';
import type { SignageClock } from '../../../domain/infoPublish/signage.schema.ts';

export interface SignageData {
  clock: SignageClock;
  elements: SignageElement[];
  today: SignageProgram[];
  tomorrow: SignageProgram[];
  board: BoardFigures | null;
}

/** The back office's token (same origin), for the preview only. */
function previewToken(): string | null {
  try {
    return localStorage.getItem('token');
  } catch {
    return null;
  }
}

async function get<T>(path: string, query: Record<string, string | number>, preview: boolean): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = preview ? previewToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const response = await fetch(`${path}?${qs}`, { headers });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

/** Everything a screen of `areaId` shows: the programme once the area's clock names its days. */
export async function loadSignage(areaId: number, preview: boolean): Promise<SignageData> {
  const area = { scenicAreaID: areaId };
  const page = { pageItems: 999, pageNumber: 1 };
  const day = (playDate: string, extra: Record<string, number> = {}) =>
    get<Page<SignageProgram>>(
      '/api/infoPublish_program',
      { playDate, ...page, ...(preview ? {} : { programStatus: 3 }), ...area, ...extra },
      preview,
    );
  const clockAnswer = get<Ok<SignageClock>>('/api/infoPublish_element/checkIsUpdate', area, false);
  const days = clockAnswer.then(({ data }) =>
    Promise.all([day(data.today), day(data.tomorrow, { projectID: areaId })]),
  );
  const [clock, elements, board, [today, tomorrow]] = await Promise.all([
    clockAnswer,
    get<Page<SignageElement>>(
      '/api/infoPublish_element',
      { ...page, ...(preview ? {} : { isEnable: 3 }), ...area },
      preview,
    ),
    get<Ok<BoardFigures | null>>('/api/infoPublish_dataBoard/figures', area, preview),
    days,
  ]);
  return {
    clock: clock.data,
    elements: elements.data[0],
    today: today.data[0],
    tomorrow: tomorrow.data[0],
    board: board.data,
  };
}

/** What `GET /api/image` serves a media path from. */
export const mediaUrl = (content: string) => `/api/image?url=${encodeURIComponent(content)}`;
