import type { VerificationCategoryRow } from '../../../domain/masterData/verificationCategory.schema.ts';
import { defineTable, nameOf } from '../crud/crudTable.ts';

export const verificationCategories = defineTable<VerificationCategoryRow>({
  entity: 'verificationCategory',
  table: 'verification_categories',
  areaColumn: 'scenic_area_id',
  areaOf: (row) => row.scenicAreaID,
  columns: [
    { field: 'id', column: 'id' },
    { field: 'scenicAreaID', column: 'scenic_area_id' },
    { field: 'scenicAreaName', select: nameOf('scenic_areas', 'scenic_area_id') },
    { field: 'ticketTypeID', column: 'ticket_type_id' },
    { field: 'verificationMode', column: 'verification_mode' },
    { field: 'isEnable', column: 'is_enable' },
  ],
});
