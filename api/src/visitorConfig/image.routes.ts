// GET /api/image?url=<path> (spec 001 §7, spec 002 §7): a picture or video the visitor pages and the
// signage show, without sign-in. The path follows a closed grammar: a carousel picture or a ticket
// photo (rows of the database, domain/visitorConfig/imagePath.ts), or a signage medium
// `media/<sha256>.<ext>` (a file of the media folder an area uploaded, domain/infoPublish/mediaPath.ts,
// served with byte ranges so videos seek). Anything else is a 400, an unknown one a 404 (so is a
// medium recorded but missing on disk); a media
// path is resolved inside the media folder and refused if it would land anywhere else.
import { mkdir, stat } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import { z } from 'zod';
import { mediaFileOf } from '../../../domain/infoPublish/mediaPath.ts';
import { storedImageOf } from '../../../domain/visitorConfig/imagePath.ts';
import type { App, AppContext } from '../appContext.ts';
import { AppError, notFound } from '../http/appError.ts';
import { fileInMediaFolder, mediaDirOf, mediaKnown } from '../infoPublish/mediaFolder.ts';
import { type PhotoTable, sendStoredPhoto } from '../uploads/photoUpload.ts';

const ImageQuery = z.object({ url: z.string().max(256) });

const TABLES: Record<NonNullable<ReturnType<typeof storedImageOf>>['kind'], PhotoTable> = {
  carousel: 'carousel_images',
  ticketTypePhoto: 'ticket_type_photos',
};

export async function imageRoutes(app: App, ctx: AppContext): Promise<void> {
  const mediaDir = mediaDirOf(ctx.config);
  await mkdir(mediaDir, { recursive: true });
  await app.register(fastifyStatic, { root: mediaDir, serve: false });

  app.get(
    '/image',
    {
      schema: {
        tags: ['visitor'],
        summary: 'A picture or video by its path (carousel/<id>, media/<sha256>.<ext>; no sign-in needed)',
        querystring: ImageQuery,
      },
    },
    async (request, reply) => {
      const { url } = request.query;
      const media = mediaFileOf(url);
      if (media) {
        const file = fileInMediaFolder(mediaDir, media.fileName);
        if (!file) throw new AppError(400, 'IMAGE_PATH_INVALID');
        if (!(await mediaKnown(ctx.pool, media.fileName))) throw notFound();
        // Recorded but gone from the disk (a restored database, a cleaned folder): not found, not a 500.
        if (
          !(await stat(file).then(
            (s) => s.isFile(),
            () => false,
          ))
        )
          throw notFound();
        reply.header('x-content-type-options', 'nosniff').type(media.contentType);
        return reply.sendFile(media.fileName, mediaDir, {
          immutable: true,
          maxAge: '365d',
          cacheControl: true,
        });
      }
      const image = storedImageOf(url);
      if (!image) throw new AppError(400, 'IMAGE_PATH_INVALID');
      return sendStoredPhoto(reply, ctx.pool, TABLES[image.kind], image.id);
    },
  );
}
