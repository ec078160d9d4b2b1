import type { ElementRow } from '../../../domain/infoPublish/element.schema.ts';
import { defineTable, nameOf } from '../crud/crudTable.ts';

/** Info-publish elements (what a signage screen shows), in the order a screen shows them. */
export const elements = defineTable<ElementRow>({
  entity: 'infoPublishElement',
  table: 'info_publish_elements',
  areaColumn: 'scenic_area_id',
  areaOf: (row) => row.scenicAreaID,
  orderBy: 't.scenic_area_id, t.data_type, t.sort_order, t.id',
  columns: [
    { field: 'id', column: 'id' },
    { field: 'scenicAreaID', column: 'scenic_area_id' },
    { field: 'scenicAreaName', select: nameOf('scenic_areas', 'scenic_area_id') },
    { field: 'dataType', column: 'data_type' },
    { field: 'content', column: 'content' },
    { field: 'remark', column: 'remark' },
    { field: 'sortOrder', column: 'sort_order' },
    { field: 'isEnable', column: 'is_enable' },
  ],
});
