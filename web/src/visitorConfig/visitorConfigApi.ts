// Calls of the visitor-page configuration screens besides the master-data list and writes
// (masterDataApi.ts): the carousel picture upload, and where a stored picture is shown from.

import type { Ok } from '../../../domain/http/replies.ts';
import type { UploadedCarouselImage } from '../../../domain/visitorConfig/carouselImage.schema.ts';
import { postFile } from '../api/upload.ts';

/** POST /api/carouselImage/upload?scenicAreaID= (multipart `file`); answers the picture's `imagePath`. */
export async function uploadCarouselImage(
  file: Blob,
  fileName: string,
  scenicAreaID: number,
): Promise<string> {
  const path = '/api/carouselImage/upload';
  return (await postFile<Ok<UploadedCarouselImage>>(path, file, fileName, { scenicAreaID })).data.imagePath;
}

/** The URL a stored picture is shown from (the visitor pages' GET /api/image?url=). */
export const imageUrl = (imagePath: string) => `/api/image?url=${encodeURIComponent(imagePath)}`;
