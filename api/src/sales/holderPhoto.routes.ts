// The face photo of a real-name ticket's holder (spec 001 §5: jpg or png, at most 1 MB, one image):
// stored by its SHA-256, which the sale's tourist names; the events carry that id, not the bytes.
import { createHash } from 'node:crypto';
import { ok } from '../../../domain/http/replies.ts';
import { UploadedPhoto } from '../../../domain/sales/sale.schema.ts';
import type { App, AppContext } from '../appContext.ts';
import { actorOf, requireFlag } from '../auth/guard.ts';
import { acceptPhotoUploads, uploadedPhoto } from '../uploads/photoUpload.ts';

export async function holderPhotoRoutes(app: App, ctx: AppContext): Promise<void> {
  await acceptPhotoUploads(app);
  app.post(
    '/sell/photo',
    {
      preHandler: requireFlag('sellticket1', 'sellticket13'),
      schema: {
        summary: "Upload a ticket holder's photo (multipart, one jpg or png of at most 1 MB)",
        consumes: ['multipart/form-data'],
        response: { 200: ok(UploadedPhoto) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const { bytes, type } = await uploadedPhoto(request);
      const photoId = createHash('sha256').update(bytes).digest('hex');
      const area = actor.areaScope === 'all' ? null : (actor.areaScope[0] ?? null);
      await ctx.pool.query(
        `insert into holder_photos (sha256, content_type, bytes, scenic_area_id, uploaded_by)
         values ($1, $2, $3, $4, $5) on conflict (sha256) do nothing`,
        [photoId, type, bytes, area, actor.userId],
      );
      return { msg: '', data: { photoId } };
    },
  );
}
