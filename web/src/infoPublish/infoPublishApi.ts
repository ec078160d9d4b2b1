// Calls of the information-release screens besides the master-data list and writes
// (masterDataApi.ts): media upload, a day's programme copied, the data board's live figures.

import type { Ok } from '../../../domain/http/replies.ts';
import type { BoardFigures } from '../../../domain/infoPublish/dataBoard.schema.ts';
import type { UploadedMedia } from '../../../domain/infoPublish/element.schema.ts';
import type { ProgramCopy, ProgramCopyResult } from '../../../domain/infoPublish/program.schema.ts';
import { http } from '../api/http.ts';
import { postFile } from '../api/upload.ts';

/** POST /api/infoPublish_element/upload?scenicAreaID=&dataType= (multipart `file`); answers its content path. */
export async function uploadMedium(file: Blob, fileName: string, scenicAreaID: number, dataType: number) {
  const path = '/api/infoPublish_element/upload';
  return (await postFile<Ok<UploadedMedia>>(path, file, fileName, { scenicAreaID, dataType })).data.content;
}

export async function copyProgramme(body: ProgramCopy): Promise<ProgramCopyResult> {
  return (await http.post<Ok<ProgramCopyResult>>('/api/infoPublish_program/copy', body)).data;
}

export async function boardFigures(scenicAreaID: number): Promise<BoardFigures | null> {
  return (await http.get<Ok<BoardFigures | null>>('/api/infoPublish_dataBoard/figures', { scenicAreaID }))
    .data;
}

/** Where a medium is shown from (GET /api/image?url=). */
export const mediaUrl = (content: string) => `/api/image?url=${encodeURIComponent(content)}`;

/** The signage screen of an area, as the back office links and previews it. */
export const signageUrl = (scenicAreaID: number, preview = false) =>
  `/signage?area=${scenicAreaID}${preview ? '&preview=1' : ''}`;
