// Records of which a scenic area has at most one (the visitor pages' public config, the signage's
// data board): adding or moving another into an area that has one is a 409 with the entity's code.
import type pg from 'pg';
import type { ErrorCode } from '../../../domain/i18n/errorMessages.ts';
import { AppError } from '../http/appError.ts';

/**
 * 409 `code` when area `areaId` has a row of `table` other than `id`. The area's row is locked
 * first, so two adds for one area at once are decided one by one.
 */
export async function assertOnePerArea(
  tx: pg.PoolClient,
  table: 'public_configs' | 'signage_boards',
  areaId: number,
  id: number | null,
  code: ErrorCode,
): Promise<void> {
  await tx.query('select 1 from scenic_areas where id = $1 for update', [areaId]);
  const { rowCount } = await tx.query(
    `select 1 from ${table} where scenic_area_id = $1 and id is distinct from $2`,
    [areaId, id],
  );
  if (rowCount) throw new AppError(409, code);
}
