// A hand-written write (one that is not plain CRUD: users, roles) made the way every write is made:
// the change and its audit-log entry (who, before, after) in one transaction.
import type pg from 'pg';
import type { Actor } from '../../../domain/auth/actor.ts';
import { type AuditAction, inTransaction, recordChange } from '../audit/auditLog.ts';

export interface Change {
  /** Name in the audit log ('user', 'role'). */
  entity: string;
  /** The record's id; omitted for a create, where it is the `id` of what the work answers. */
  entityId?: number;
  scenicAreaId: number;
  action: AuditAction;
  before?: unknown;
}

/**
 * Runs `work` and records `change` by `actor` in one transaction; what the work answers is recorded
 * as the record after the change (nothing for a delete) and answered.
 */
export function auditedChange<T>(
  pool: pg.Pool,
  actor: Actor,
  change: Change,
  work: (tx: pg.PoolClient) => Promise<T>,
): Promise<T> {
  return inTransaction(pool, async (tx) => {
    const after = await work(tx);
    const entityId = change.entityId ?? (after as { id?: number } | undefined)?.id;
    if (entityId === undefined) throw new Error(`auditedChange: no id for the ${change.entity} changed`);
    await recordChange(tx, { ...change, entityId, after: after ?? undefined, userId: actor.userId });
    return after;
  });
}
