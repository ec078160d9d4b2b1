import type pg from 'pg';
import type { PublicConfigRow } from '../../../domain/visitorConfig/publicConfig.schema.ts';
import { defineTable } from '../crud/crudTable.ts';
import { assertOnePerArea } from '../crud/onePerArea.ts';

export const publicConfigs = defineTable<PublicConfigRow>({
  entity: 'wechatPublicConfig',
  table: 'public_configs',
  areaColumn: 'scenic_area_id',
  areaOf: (row) => row.scenicAreaID,
  orderBy: 't.scenic_area_id',
  columns: [
    { field: 'id', column: 'id' },
    { field: 'scenicAreaID', column: 'scenic_area_id' },
    {
      field: 'scenicArea',
      select: `(select json_build_object('name', a.name, 'remark', a.remark)
                from scenic_areas a where a.id = t.scenic_area_id)`,
    },
    { field: 'scenicIntroduction', column: 'scenic_introduction' },
    { field: 'scenicAddress', column: 'scenic_address' },
    { field: 'dueToThat', column: 'due_to_that' },
    { field: 'backToThat', column: 'back_to_that' },
    { field: 'takeTicketAddress', column: 'take_ticket_address' },
    { field: 'directionsForUse', column: 'directions_for_use' },
    { field: 'serviceTel', column: 'service_tel' },
  ],
});

/** One public config per scenic area: 409 PUBLIC_CONFIG_EXISTS when area `areaId` has one other than `id`. */
export const assertNoOtherConfig = (tx: pg.PoolClient, areaId: number, id: number | null) =>
  assertOnePerArea(tx, 'public_configs', areaId, id, 'PUBLIC_CONFIG_EXISTS');
