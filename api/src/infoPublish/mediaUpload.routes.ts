// POST /api/infoPublish_element/upload?scenicAreaID=&dataType= (multipart `file`): a video (mp4 or
// webm, at most SIGNAGE_VIDEO_MAX_MB) for data type 1, a picture (jpg or png, at most 1 MB) for 2
// and 4, judged by its bytes, never its name; kept in the media folder and answered as the
// `content` an element then names. In its own scope: only this one parses multipart, with its limit.
import fastifyMultipart from '@fastify/multipart';
import { ok } from '../../../domain/http/replies.ts';
import { MEDIUM_OF, MediaUploadQuery, UploadedMedia } from '../../../domain/infoPublish/element.schema.ts';
import { MEDIA_TYPES, mediaPathOf } from '../../../domain/infoPublish/mediaPath.ts';
import { MEDIA_HEAD_BYTES, mediaExtensionOf } from '../../../domain/infoPublish/mediaType.ts';
import { PHOTO_MAX_BYTES } from '../../../domain/ticketTypes/ticketTypeFields.ts';
import type { App, AppContext } from '../appContext.ts';
import { assertInScope } from '../auth/actorScope.ts';
import { actorOf, requireFlag } from '../auth/guard.ts';
import { auditedChange } from '../crud/auditedChange.ts';
import { AppError } from '../http/appError.ts';
import { uploadedFileOnDisk } from '../uploads/uploadedFileOnDisk.ts';
import { keepInMediaFolder, mediaDirOf, recordMedia } from './mediaFolder.ts';

const MB = 1024 * 1024;

export async function mediaUploadRoutes(app: App, ctx: AppContext): Promise<void> {
  const dir = mediaDirOf(ctx.config);
  const maxMb = ctx.config.SIGNAGE_VIDEO_MAX_MB;
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: Math.max(maxMb * MB, PHOTO_MAX_BYTES),
      files: 1,
      fields: 4,
      parts: 5,
      fieldSize: 1024,
    },
  });

  app.post(
    '/infoPublish_element/upload',
    {
      preHandler: requireFlag('releaseMedia', 'releaseContent'),
      schema: {
        summary:
          'Upload a signage video (mp4 / webm) or picture (jpg / png ≤ 1 MB); answers its content path',
        consumes: ['multipart/form-data'],
        querystring: MediaUploadQuery,
        response: { 200: ok(UploadedMedia) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const { scenicAreaID: areaId, dataType } = request.query;
      assertInScope(actor, areaId);
      const wanted = MEDIUM_OF[dataType];
      if (wanted === null) throw new AppError(400, 'MEDIA_KIND_MISMATCH');
      const file = await uploadedFileOnDisk(
        request,
        dir,
        {
          missing: 'MEDIA_REQUIRED',
          tooLarge: () =>
            wanted === 'image'
              ? new AppError(413, 'IMAGE_TOO_LARGE')
              : new AppError(413, 'VIDEO_TOO_LARGE', { maxMb }),
        },
        MEDIA_HEAD_BYTES,
      );
      try {
        const extension = mediaExtensionOf(file.head);
        if (!extension) throw new AppError(415, 'MEDIA_TYPE');
        const { kind, contentType } = MEDIA_TYPES[extension];
        if (kind !== wanted) throw new AppError(415, 'MEDIA_KIND_MISMATCH');
        if (kind === 'image' && file.size > PHOTO_MAX_BYTES) throw new AppError(413, 'IMAGE_TOO_LARGE');
        const fileName = await keepInMediaFolder(dir, file, extension);
        const change = { entity: 'signageMedia', scenicAreaId: areaId, action: 'create' as const };
        await auditedChange(ctx.pool, actor, change, async (tx) => {
          const id = await recordMedia(tx, areaId, fileName, file.size, actor.userId);
          return { id, fileName, contentType, size: file.size, uploadedName: file.filename };
        });
        return { msg: '', data: { content: mediaPathOf(file.sha256, extension), size: file.size } };
      } finally {
        await file.discard();
      }
    },
  );
}
