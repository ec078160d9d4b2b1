import { z } from 'zod';
import { QueryId } from '../inputBounds.ts';
import { RecordId } from '../masterData/fields.ts';
import { CAROUSEL_IMAGE_PATH } from './imagePath.ts';

/**
 * Carousel item (轮播图), spec 002 §3: a picture of the visitor home's carousel. The picture is
 * uploaded first (`POST /api/carouselImage/upload`, jpg or png of at most 1 MB), which answers its
 * `imagePath`; the item names it, with its place in the carousel and whether it is shown.
 */
export const SORT_ORDER_MAX = 999;

export const CarouselImagePath = z.string().regex(CAROUSEL_IMAGE_PATH, 'i18n:imagePathInvalid');

const CarouselImageFields = z.strictObject({
  scenicAreaID: RecordId,
  imagePath: CarouselImagePath,
  sortOrder: z.number().int().min(0).max(SORT_ORDER_MAX),
  isEnable: z.boolean().default(true),
});

export const CarouselImageInput = CarouselImageFields;
export type CarouselImageInput = z.infer<typeof CarouselImageInput>;

export const CarouselImageEdit = CarouselImageFields.extend({ id: RecordId });
export type CarouselImageEdit = z.infer<typeof CarouselImageEdit>;

/** A carousel item as the back office lists it (`GET /api/carouselImage`). */
export const CarouselImageRow = z.object({
  id: RecordId,
  scenicAreaID: RecordId,
  scenicAreaName: z.string(),
  imagePath: z.string(),
  sortOrder: z.number(),
  isEnable: z.boolean(),
});
export type CarouselImageRow = z.infer<typeof CarouselImageRow>;

/** A carousel item as the visitor pages read it (`GET /api/wechatPublicConfig/carouselList`). */
export const CarouselItem = z.object({ imagePath: z.string() });
export type CarouselItem = z.infer<typeof CarouselItem>;

/** `POST /api/carouselImage/upload?scenicAreaID=`: the scenic area the picture is for. */
export const CarouselUploadQuery = z.object({ scenicAreaID: QueryId });

/** What an upload answers: the path a carousel item names and `GET /api/image?url=` serves. */
export const UploadedCarouselImage = z.object({ imagePath: z.string() });
export type UploadedCarouselImage = z.infer<typeof UploadedCarouselImage>;
