import type { CarouselImageRow } from '../../../domain/visitorConfig/carouselImage.schema.ts';
import { carouselImagePath } from '../../../domain/visitorConfig/imagePath.ts';
import { type Db, defineTable, nameOf } from '../crud/crudTable.ts';

const items = defineTable<CarouselImageRow>({
  entity: 'carouselImage',
  table: 'carousel_items',
  areaColumn: 'scenic_area_id',
  areaOf: (row) => row.scenicAreaID,
  orderBy: 't.scenic_area_id, t.sort_order, t.id',
  columns: [
    { field: 'id', column: 'id' },
    { field: 'scenicAreaID', column: 'scenic_area_id' },
    { field: 'scenicAreaName', select: nameOf('scenic_areas', 'scenic_area_id') },
    { field: 'imagePath', column: 'image_path' },
    { field: 'sortOrder', column: 'sort_order' },
    { field: 'isEnable', column: 'is_enable' },
  ],
});

/**
 * Carousel items. Deleting one deletes its picture too when no other item shows it, so a picture
 * taken off the carousel is no longer served.
 */
export const carouselImages: typeof items = {
  ...items,
  async remove(db, id) {
    const { rows } = await db.query('delete from carousel_items where id = $1 returning image_id', [id]);
    if (!rows[0]) return;
    await db.query(
      `delete from carousel_images i where i.id = $1
       and not exists (select 1 from carousel_items where image_id = i.id)`,
      [rows[0].image_id],
    );
  },
};

/** Stores an uploaded picture for scenic area `areaId`; answers the path a carousel item names. */
export async function storeCarouselImage(
  db: Db,
  areaId: number,
  picture: { type: string; bytes: Buffer },
  userId: number | null,
): Promise<{ id: number; imagePath: string }> {
  const { rows } = await db.query(
    `insert into carousel_images (scenic_area_id, content_type, bytes, uploaded_by)
     values ($1, $2, $3, $4) returning id`,
    [areaId, picture.type, picture.bytes, userId],
  );
  const id = rows[0].id as number;
  return { id, imagePath: carouselImagePath(id) };
}
