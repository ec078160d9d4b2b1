// The ticket type's photo (headPhoto, spec 000 §5: jpg or png only, at most 1 MB, one image):
// POST /api/ticketType/photo (multipart, one file) stores it and answers its URL, which the ticket
// type then names; GET /api/ticketType/photo/:id serves it to the back office and visitor pages.
import fastifyMultipart from '@fastify/multipart';
import { z } from 'zod';
import { ok } from '../../../domain/http/replies.ts';
import { QueryId } from '../../../domain/inputBounds.ts';
import { photoTypeOf } from '../../../domain/ticketTypes/imageType.ts';
import { PHOTO_MAX_BYTES, PHOTO_PATH } from '../../../domain/ticketTypes/ticketTypeFields.ts';
import { UploadedPhoto } from '../../../domain/ticketTypes/ticketTypeOptions.schema.ts';
import type { App, AppContext } from '../appContext.ts';
import { inTransaction, recordChange } from '../audit/auditLog.ts';
import { requireFlag, requireSession } from '../auth/guard.ts';
import { AppError, notFound } from '../http/appError.ts';
import { uploadedFile } from '../uploads/uploadedFile.ts';

const PhotoReply = ok(UploadedPhoto);

export async function ticketTypePhotoRoutes(app: App, ctx: AppContext): Promise<void> {
  // Only this scope parses multipart; one file of at most 1 MB, no other parts worth keeping.
  await app.register(fastifyMultipart, {
    limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
  });

  app.post(
    '/ticketType/photo',
    {
      preHandler: requireFlag('ticketType'),
      schema: {
        summary: 'Upload a ticket photo (multipart, one jpg or png of at most 1 MB); answers its URL',
        consumes: ['multipart/form-data'],
        response: { 200: PhotoReply },
      },
    },
    async (request) => {
      const session = requireSession(request);
      const { bytes, filename } = await uploadedFile(request, {
        missing: 'PHOTO_REQUIRED',
        tooLarge: () => new AppError(413, 'PHOTO_TOO_LARGE'),
      });
      const type = photoTypeOf(bytes);
      if (!type) throw new AppError(415, 'PHOTO_TYPE');
      const id = await inTransaction(ctx.pool, async (tx) => {
        const { rows } = await tx.query(
          `insert into ticket_type_photos (scenic_area_id, content_type, bytes, uploaded_by)
           values ($1, $2, $3, $4) returning id`,
          [session.scenicAreaId, type, bytes, session.userId],
        );
        const photoId = rows[0].id as number;
        await recordChange(tx, {
          entity: 'ticketTypePhoto',
          entityId: photoId,
          action: 'create',
          after: { contentType: type, size: bytes.length, fileName: filename },
          userId: session.userId,
          scenicAreaId: session.scenicAreaId,
        });
        return photoId;
      });
      return { msg: '', data: { id, url: `${PHOTO_PATH}${id}` } };
    },
  );

  // Public: the visitor pages show ticket photos without a token. A photo never changes.
  app.get(
    '/ticketType/photo/:id',
    { schema: { summary: 'A ticket photo (no sign-in needed)', params: z.object({ id: QueryId }) } },
    async (request, reply) => {
      const { rows } = await ctx.pool.query(
        'select content_type, bytes from ticket_type_photos where id = $1',
        [request.params.id],
      );
      if (!rows.length) throw notFound();
      return reply
        .header('content-type', rows[0].content_type)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(rows[0].bytes);
    },
  );
}
