// GET /api/image?url=<path> (spec 002 §7): a picture the visitor pages show, without sign-in. The
// path names a stored picture by the closed grammar of domain/visitorConfig/imagePath.ts (a carousel
// picture, or a ticket photo's URL); anything else is a 400 and an unknown picture a 404. Pictures
// are rows, not files: no path reaches the file system.
import { z } from 'zod';
import { storedImageOf } from '../../../domain/visitorConfig/imagePath.ts';
import type { App, AppContext } from '../appContext.ts';
import { AppError } from '../http/appError.ts';
import { type PhotoTable, sendStoredPhoto } from '../uploads/photoUpload.ts';

const ImageQuery = z.object({ url: z.string().max(256) });

const TABLES: Record<NonNullable<ReturnType<typeof storedImageOf>>['kind'], PhotoTable> = {
  carousel: 'carousel_images',
  ticketTypePhoto: 'ticket_type_photos',
};

export async function imageRoutes(app: App, ctx: AppContext): Promise<void> {
  app.get(
    '/image',
    {
      schema: {
        tags: ['visitor'],
        summary: 'A picture of the visitor pages by its path (carousel/<id>; no sign-in needed)',
        querystring: ImageQuery,
      },
    },
    async (request, reply) => {
      const image = storedImageOf(request.query.url);
      if (!image) throw new AppError(400, 'IMAGE_PATH_INVALID');
      return sendStoredPhoto(reply, ctx.pool, TABLES[image.kind], image.id);
    },
  );
}
