// Photos (ticket photos, holders' photos, carousel pictures; spec 000 §5, spec 001 §5): one jpg or
// png of at most 1 MB in a multipart upload, judged by its bytes, not its name; and a stored photo
// served back. Each upload route registers the multipart parser in its own scope with these limits.
import fastifyMultipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type PhotoType, photoTypeOf } from '../../../domain/ticketTypes/imageType.ts';
import { PHOTO_MAX_BYTES } from '../../../domain/ticketTypes/ticketTypeFields.ts';
import type { App } from '../appContext.ts';
import type { Db } from '../crud/crudTable.ts';
import { AppError, notFound } from '../http/appError.ts';
import { uploadedFile } from './uploadedFile.ts';

/** Parses multipart in this scope only: one file of at most 1 MB, no other parts worth keeping. */
export async function acceptPhotoUploads(app: App): Promise<void> {
  await app.register(fastifyMultipart, {
    limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
  });
}

/** The uploaded photo: 400/415 without one, 413 beyond 1 MB, 415 unless its bytes are png or jpeg. */
export async function uploadedPhoto(
  request: FastifyRequest,
): Promise<{ bytes: Buffer; type: PhotoType; filename: string }> {
  const { bytes, filename } = await uploadedFile(request, {
    missing: 'PHOTO_REQUIRED',
    tooLarge: () => new AppError(413, 'PHOTO_TOO_LARGE'),
  });
  const type = photoTypeOf(bytes);
  if (!type) throw new AppError(415, 'PHOTO_TYPE');
  return { bytes, type, filename };
}

/** Tables of stored photos (content_type, bytes), each photo named by its id. */
export type PhotoTable = 'ticket_type_photos' | 'carousel_images';

/** Sends stored photo `id` of `table` (404 when there is none). A stored photo never changes. */
export async function sendStoredPhoto(reply: FastifyReply, db: Db, table: PhotoTable, id: number) {
  const { rows } = await db.query(`select content_type, bytes from ${table} where id = $1`, [id]);
  if (!rows.length) throw notFound();
  return reply
    .header('content-type', rows[0].content_type)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'public, max-age=31536000, immutable')
    .send(rows[0].bytes);
}
