// The one file of a multipart upload, read into memory within the scope's size limit. A request
// that is not multipart, has no file, is too large, or whose multipart body is broken (no boundary,
// cut off) is refused with a translated 4xx, never a 500.
import type { FastifyRequest } from 'fastify';
import type { ErrorCode } from '../../../domain/i18n/errorMessages.ts';
import { AppError } from '../http/appError.ts';

export interface UploadRefusals {
  /** Not multipart (415) or no file in it (400). */
  missing: ErrorCode;
  /** Beyond the scope's `fileSize` limit. */
  tooLarge: () => AppError;
}

export async function uploadedFile(
  request: FastifyRequest,
  refusals: UploadRefusals,
): Promise<{ bytes: Buffer; filename: string }> {
  if (!request.isMultipart()) throw new AppError(415, refusals.missing);
  try {
    const part = await request.file();
    if (!part) throw new AppError(400, refusals.missing);
    return { bytes: await part.toBuffer(), filename: part.filename };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw refusals.tooLarge();
    // Anything else here is the multipart parser refusing the body.
    throw new AppError(400, 'INVALID_MULTIPART');
  }
}
