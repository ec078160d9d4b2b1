// POST /api/carouselImage/upload?scenicAreaID= (multipart, one jpg or png of at most 1 MB, judged by
// its bytes): stores a carousel picture for a scenic area of the caller's and answers the
// `imagePath` a carousel item then names. In its own scope: only this one parses multipart.
import { ok } from '../../../domain/http/replies.ts';
import {
  CarouselUploadQuery,
  UploadedCarouselImage,
} from '../../../domain/visitorConfig/carouselImage.schema.ts';
import type { App, AppContext } from '../appContext.ts';
import { assertInScope } from '../auth/actorScope.ts';
import { actorOf, requireFlag } from '../auth/guard.ts';
import { auditedChange } from '../crud/auditedChange.ts';
import { acceptPhotoUploads, uploadedPhoto } from '../uploads/photoUpload.ts';
import { storeCarouselImage } from './carouselImage.repository.ts';

export async function carouselUploadRoutes(app: App, ctx: AppContext): Promise<void> {
  await acceptPhotoUploads(app);

  app.post(
    '/carouselImage/upload',
    {
      preHandler: requireFlag('wechatPublicConfig'),
      schema: {
        summary: 'Upload a carousel picture (multipart, one jpg or png of at most 1 MB); answers its path',
        consumes: ['multipart/form-data'],
        querystring: CarouselUploadQuery,
        response: { 200: ok(UploadedCarouselImage) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const areaId = request.query.scenicAreaID;
      assertInScope(actor, areaId);
      const { bytes, type, filename } = await uploadedPhoto(request);
      const change = { entity: 'carouselPicture', scenicAreaId: areaId, action: 'create' as const };
      const stored = await auditedChange(ctx.pool, actor, change, async (tx) => ({
        ...(await storeCarouselImage(tx, areaId, { type, bytes }, actor.userId)),
        contentType: type,
        size: bytes.length,
        fileName: filename,
      }));
      return { msg: '', data: { imagePath: stored.imagePath } };
    },
  );
}
