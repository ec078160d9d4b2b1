// The ticket type's photo (headPhoto, spec 000 §5: jpg or png only, at most 1 MB, one image):
// POST /api/ticketType/photo (multipart, one file) stores it and answers its URL, which the ticket
// type then names; GET /api/ticketType/photo/:id serves it to the back office and visitor pages.
import { z } from 'zod';
import { ok } from '../../../domain/http/replies.ts';
import { QueryId } from '../../../domain/inputBounds.ts';
import { PHOTO_PATH } from '../../../domain/ticketTypes/ticketTypeFields.ts';
import { UploadedPhoto } from '../../../domain/ticketTypes/ticketTypeOptions.schema.ts';
import type { App, AppContext } from '../appContext.ts';
import { inTransaction, recordChange } from '../audit/auditLog.ts';
import { requireFlag, requireSession } from '../auth/guard.ts';
import { acceptPhotoUploads, sendStoredPhoto, uploadedPhoto } from '../uploads/photoUpload.ts';

const PhotoReply = ok(UploadedPhoto);

export async function ticketTypePhotoRoutes(app: App, ctx: AppContext): Promise<void> {
  await acceptPhotoUploads(app);

  app.post(
    '/ticketType/photo',
    {
      preHandler: requireFlag('ticketType', 'membershipCard', 'storedValueCard'),
      schema: {
        summary: 'Upload a ticket photo (multipart, one jpg or png of at most 1 MB); answers its URL',
        consumes: ['multipart/form-data'],
        response: { 200: PhotoReply },
      },
    },
    async (request) => {
      const session = requireSession(request);
      const { bytes, type, filename } = await uploadedPhoto(request);
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
    (request, reply) => sendStoredPhoto(reply, ctx.pool, 'ticket_type_photos', request.params.id),
  );
}
