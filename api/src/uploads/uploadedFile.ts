// The one file of a multipart upload, read within the scope's size limit. A request that is not
// multipart, has no file, is too large, or whose multipart body is broken (no boundary, cut off) is
// refused with a translated 4xx, never a 500.
//
// Too large is judged once the file's stream has ended, from the parser's `truncated` flag: busboy
// sets it when data beyond the limit arrives, which can be after the last byte a reader took. A body
// whose chunks end exactly at the limit (a slow network, a fresh server) would otherwise be read as
// a complete file of exactly the limit (@fastify/multipart's `toBuffer` only looks at the flag
// between chunks: fastify/fastify-multipart issues 428, 542).
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { ErrorCode } from '../../../domain/i18n/errorMessages.ts';
import { AppError } from '../http/appError.ts';

export interface UploadRefusals {
  /** Not multipart (415) or no file in it (400). */
  missing: ErrorCode;
  /** Beyond the scope's `fileSize` limit. */
  tooLarge: () => AppError;
}

/**
 * Hands the request's one file part to `consume`, which must read its stream to the end, and
 * answers what it answered, unless the file was over the limit. Every upload reads through here.
 */
export async function consumeUpload<T>(
  request: FastifyRequest,
  refusals: UploadRefusals,
  consume: (part: MultipartFile) => Promise<T>,
): Promise<T> {
  if (!request.isMultipart()) throw new AppError(415, refusals.missing);
  try {
    const part = await request.file();
    if (!part) throw new AppError(400, refusals.missing);
    const result = await consume(part);
    if (part.file.truncated) throw refusals.tooLarge();
    return result;
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw refusals.tooLarge();
    // Anything else here is the multipart parser refusing the body.
    throw new AppError(400, 'INVALID_MULTIPART');
  }
}

/** The uploaded file in memory. */
export function uploadedFile(
  request: FastifyRequest,
  refusals: UploadRefusals,
): Promise<{ bytes: Buffer; filename: string }> {
  return consumeUpload(request, refusals, async (part) => ({
    bytes: await part.toBuffer(),
    filename: part.filename,
  }));
}
