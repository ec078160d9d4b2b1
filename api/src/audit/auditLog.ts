import type pg from 'pg';

export type AuditAction = 'create' | 'update' | 'delete' | 'enable' | 'disable' | 'import';

export interface AuditEntry {
  entity: string;
  entityId: string | number;
  action: AuditAction;
  before?: unknown;
  after?: unknown;
  userId?: number | null;
  scenicAreaId?: number | null;
}

/** Records a master-data change in the same transaction as the change itself. */
export async function recordChange(tx: pg.PoolClient | pg.Pool, entry: AuditEntry): Promise<void> {
  await tx.query(
    `insert into audit_log (entity, entity_id, action, before, after, user_id, scenic_area_id)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      entry.entity,
      String(entry.entityId),
      entry.action,
      entry.before === undefined ? null : JSON.stringify(entry.before),
      entry.after === undefined ? null : JSON.stringify(entry.after),
      entry.userId ?? null,
      entry.scenicAreaId ?? null,
    ],
  );
}

/** Runs `work` in one transaction on a client of `pool`. */
export async function inTransaction<T>(pool: pg.Pool, work: (tx: pg.PoolClient) => Promise<T>): Promise<T> {
  const tx = await pool.connect();
  try {
    await tx.query('begin');
    const result = await work(tx);
    await tx.query('commit');
    return result;
  } catch (error) {
    await tx.query('rollback').catch(() => {});
    throw error;
  } finally {
    tx.release();
  }
}
