// Every CRUD write (master data, rules): scope check, one transaction, the change recorded in the
// audit log (who, when, before, after), and database refusals turned into translated errors.
import type pg from 'pg';
import { type Actor, inScope } from '../../../domain/auth/actor.ts';
import type { ErrorCode } from '../../../domain/i18n/errorMessages.ts';
import { type AuditAction, inTransaction, recordChange } from '../audit/auditLog.ts';
import { assertInScope } from '../auth/actorScope.ts';
import { isForeignKeyViolation, isUniqueViolation, violatingValue } from '../db/pgErrors.ts';
import { AppError, forbidden, notFound } from '../http/appError.ts';
import type { CrudTable, Db } from './crudTable.ts';

type Identified = { id: number };
type Check<Row> = (tx: pg.PoolClient, before: Row) => Promise<void>;

/** A record of the caller's scenic areas, else 404 (another area's records do not "exist"). */
export async function findInScope<Row>(
  db: Db,
  actor: Actor,
  table: CrudTable<Row>,
  id: number,
  lock = false,
): Promise<Row> {
  const row = await table.get(db, id, lock);
  if (!row || !inScope(actor, table.areaOf(row))) throw notFound();
  return row;
}

/** Turns what Postgres refuses into the error a person can act on. */
function translatePgError(error: unknown, onDelete: boolean): unknown {
  if (isUniqueViolation(error, 'devices_device_no_key')) {
    // Taken meanwhile, in whichever area: the neutral answer (device.repository.ts checkDeviceNoFree).
    return new AppError(409, 'DEVICE_NO_UNAVAILABLE', { deviceNo: violatingValue(error) });
  }
  if (isForeignKeyViolation(error)) {
    return onDelete ? new AppError(409, 'IN_USE') : new AppError(400, 'REFERENCE_NOT_FOUND');
  }
  return error;
}

async function audited<T>(pool: pg.Pool, onDelete: boolean, work: (tx: pg.PoolClient) => Promise<T>) {
  try {
    return await inTransaction(pool, work);
  } catch (error) {
    throw translatePgError(error, onDelete);
  }
}

/**
 * Creates a record in scenic area `areaId` (null: a new scenic area, which only a caller who sees
 * every area may create). `check` runs first, inside the transaction.
 */
export async function createRow<Row extends Identified>(
  pool: pg.Pool,
  actor: Actor,
  table: CrudTable<Row>,
  areaId: number | null,
  values: object,
  check?: (tx: pg.PoolClient) => Promise<void>,
): Promise<Row> {
  if (areaId === null) {
    if (actor.areaScope !== 'all') throw forbidden('OUT_OF_SCOPE');
  } else {
    assertInScope(actor, areaId);
  }
  return audited(pool, false, async (tx) => {
    await check?.(tx);
    return insertRecorded(tx, table, values, actor.userId);
  });
}

/** Inserts a row of `table` and records its creation (by `userId`; nobody for seeded demo data). */
export async function insertRecorded<Row extends Identified>(
  tx: pg.PoolClient,
  table: CrudTable<Row>,
  values: object,
  userId?: number,
): Promise<Row> {
  const row = await table.insert(tx, values);
  await recordChange(tx, {
    entity: table.entity,
    entityId: row.id,
    action: 'create',
    after: row,
    userId,
    scenicAreaId: table.areaOf(row),
  });
  return row;
}

/** Changes a record of the caller's areas; moving it to another area needs that area in scope too. */
export async function updateRow<Row extends Identified>(
  pool: pg.Pool,
  actor: Actor,
  table: CrudTable<Row>,
  id: number,
  values: object,
  check?: Check<Row>,
  action: AuditAction = 'update',
): Promise<Row> {
  const target = (values as { scenicAreaID?: number }).scenicAreaID;
  return audited(pool, false, async (tx) => {
    const before = await findInScope(tx, actor, table, id, true);
    if (target !== undefined) assertInScope(actor, target);
    await check?.(tx, before);
    const after = await table.update(tx, id, values);
    await recordChange(tx, {
      entity: table.entity,
      entityId: id,
      action,
      before,
      after,
      userId: actor.userId,
      scenicAreaId: table.areaOf(after),
    });
    return after;
  });
}

/** Deletes a record unless `inUse` names what still uses it (409 with that code). */
export async function deleteRow<Row extends Identified>(
  pool: pg.Pool,
  actor: Actor,
  table: CrudTable<Row>,
  id: number,
  inUse?: (tx: pg.PoolClient, row: Row) => Promise<ErrorCode | undefined>,
): Promise<Row> {
  return audited(pool, true, async (tx) => {
    const before = await findInScope(tx, actor, table, id, true);
    const code = await inUse?.(tx, before);
    if (code) throw new AppError(409, code);
    await table.remove(tx, id);
    await recordChange(tx, {
      entity: table.entity,
      entityId: id,
      action: 'delete',
      before,
      userId: actor.userId,
      scenicAreaId: table.areaOf(before),
    });
    return before;
  });
}

/** Turns a record's enable flag on or off. */
export function setEnabled<Row extends Identified>(
  pool: pg.Pool,
  actor: Actor,
  table: CrudTable<Row>,
  id: number,
  isEnable: boolean,
): Promise<Row> {
  return updateRow(pool, actor, table, id, { isEnable }, undefined, isEnable ? 'enable' : 'disable');
}

/** Whether any row of `sql` (with `$1` = id) exists. */
export async function exists(db: Db, sql: string, id: number): Promise<boolean> {
  const { rowCount } = await db.query(`select 1 where exists (${sql})`, [id]);
  return (rowCount ?? 0) > 0;
}

/**
 * 400 `code` unless the row `id` of `table` exists in scenic area `areaId` (a null id names nothing).
 * For references without a foreign key, and for those whose key does not say "the same area".
 */
export async function assertInArea(
  db: Db,
  table: 'print_templates' | 'ticket_types',
  id: number | null,
  areaId: number,
  code: ErrorCode,
): Promise<void> {
  if (id === null) return;
  const sql = `select 1 from ${table} where id = $1 and scenic_area_id = ${Number(areaId)}`;
  if (!(await exists(db, sql, id))) throw new AppError(400, code);
}

/** Whether a column exists (references kept by features that land later). */
export async function columnExists(db: Db, table: string, column: string): Promise<boolean> {
  const { rowCount } = await db.query(
    `select 1 from information_schema.columns
     where table_schema = current_schema() and table_name = $1 and column_name = $2`,
    [table, column],
  );
  return (rowCount ?? 0) > 0;
}
